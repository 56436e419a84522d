// The harness the documentation's Swift samples compile in.
//
// DocumentationSamplesTests extracts every ```swift block of README.md, of the DocC catalogue
// (Sources/TearKit/TearKit.docc/*.md) and of the doc comments in Sources/TearKit into
// Generated/<document>.swift, one wrapper per block, and type-checks them with this file against
// TearKit in Swift 6 mode: in `swift test` against the stand-in SwiftUI and UIKit modules, and with the
// real-SDK check (`Scripts/apple-sdk-check/check.sh` lists this folder as the module `DocumentationSamples`) against
// Apple's own interfaces. A block is wrapped by what it holds:
//
// - a package manifest (`import PackageDescription`): type-checked on its own against the toolchain's
//   PackageDescription, not written here;
// - declarations (a line at the left margin starting `struct`, `class`, `enum`, `func`, …): nested, as
//   they are, in an `enum` named after the block, so two samples may both declare a `CouponView`;
// - UIKit statements (a block that names a `UI…` type, `TearInteraction`, `addInteraction`,
//   `removeFromSuperview`, `transitioningDelegate` or `present(`): the body of a method of
//   `UIKitSampleHost`, a view controller, inside `#if canImport(UIKit)` (so the macOS check skips it);
// - anything else is SwiftUI: the `@ViewBuilder` body of a property of `SwiftUISampleHost`, a view.
//
// A sample is compiled with the imports it shows, as it would be where a user pastes it: a block that
// shows `import` lines is a file of its own (Generated/<document>-<block>.swift) with exactly those
// imports, so a `View` under `import TearKit` alone fails; the blocks that show none are fragments of a
// SwiftUI view or a view controller, whose file imports SwiftUI (or UIKit) and TearKit, and share one
// file with those imports. The names a sample may use without
// declaring them — the adopter's own views, state and models — are declared below. A sample that uses
// another name, or a TearKit API that does not exist, fails the test, which names the document, the
// block and the line.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// MARK: The adopter's own views

/// Stands for a view of the adopter's app in a sample.
struct CardView: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Card: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Ticket: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct TicketView: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct TicketCard: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample: a list of tickets.
struct TicketList: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Poster: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Receipt: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Avatar: View { var body: some View { Color.orange } }
/// Stands for a view of the adopter's app in a sample.
struct Banner: View { var body: some View { Color.orange } }
/// Stands for a row of the adopter's list in a sample.
struct TicketRow: View {
    init(_ ticket: SampleTicket) {}
    var body: some View { Color.orange }
}

/// A view of the adopter's app, as a sample may refer to it by name.
@MainActor var card: some View { Color.orange }
/// A view of the adopter's app, as a sample may refer to it by name.
@MainActor var ticket: some View { Color.orange }
/// A view of the adopter's app, as a sample may refer to it by name.
@MainActor var coupon: some View { Color.orange }
/// A view of the adopter's app, as a sample may refer to it by name.
@MainActor var photo: some View { Color.orange }
/// A view of the adopter's app, as a sample may refer to it by name.
@MainActor var avatar: some View { Color.orange }

// MARK: The adopter's own models

/// An item of a list in a sample.
struct SampleTicket: Identifiable {
    var id: Int
}

/// The adopter's model in a sample.
@MainActor final class AppModel {
    func deletePhoto() {}
    func deleteMessage() {}
}

// MARK: Hosts

/// The view a SwiftUI sample's body belongs to, with the state samples read and write.
@MainActor struct SwiftUISampleHost: View {
    @State var isTorn = false
    @State var isGone = false
    @State var tornFraction = 0.0
    @State var isDeleting = false
    @State var isShattered = false
    @State var isTicketVisible = true
    @State var showTicket = true
    @State var showsBanner = true
    @State var showsAvatar = true
    @State var cards = [1, 2, 3]
    @State var taps = 0
    @State var origin = CGPoint.zero
    let tickets = [SampleTicket(id: 1), SampleTicket(id: 2)]
    let model = AppModel()

    var body: some View { Color.clear }
}

#if canImport(UIKit)
/// The view controller a UIKit sample's statements run in, as a method of it. The views it may use —
/// `card`, `avatar`, `placeholder` (`UIView`s) and `presented` (a `UIViewController`) — are its
/// properties, as in an adopter's view controller: an escaping closure names them with `self.`, or
/// captures them weakly.
@MainActor final class UIKitSampleHost: UIViewController {
    let card = UIView(frame: .zero)
    let avatar = UIView(frame: .zero)
    let placeholder = UIView(frame: .zero)
    let presented = UIViewController()
}
#endif
