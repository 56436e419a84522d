#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// The transition behind ``SwiftUI/View/shatterTransition(_:)`` and ``SwiftUI/View/dustTransition(_:)``:
/// it applies ``PiecesEffect`` to the view being inserted or removed, snapshotting `source`, the view
/// itself.
///
/// Why there is no `.transition(.shatter(...))` or `.transition(.dust(...))`: a `Transition`'s `body`
/// only gets SwiftUI's placeholder for the view (`PlaceholderContentView`), and `ImageRenderer` is not
/// documented to draw it — on a device such a spelling would most likely always cross-fade. A layer
/// effect does draw the placeholder's real pixels, but the pieces leave the view's bounds (they fall
/// out of the window, or drift with the wind), and a layer effect draws only inside them (padding the
/// layer to the window would cost a window-sized offscreen layer per frame). So the one spelling is a
/// view modifier, which has the view itself.
struct PiecesTransition<Pieces: SnapshotPieces> {
    /// How the view breaks.
    let pieces: Pieces
    /// What the snapshot renders: the view being transitioned.
    let source: AnyView
}

// A plain conformance and an unannotated body: the body takes the protocol's isolation, nonisolated in the
// iOS 17 / macOS 14 SDKs (where `modifier` and `PiecesEffect.init` are nonisolated too) and main-actor
// in the Xcode 16+ SDKs (where `Transition` is `@MainActor`). `@preconcurrency` or `@MainActor` here
// would be an error in the one or a warning in the other.
extension PiecesTransition: Transition {
    /// The content, breaking as soon as the phase leaves the identity (removal: broken), coming
    /// together from the first phase it is shown in when that is `.willAppear` (insertion: it does not
    /// wait for SwiftUI to report the move to `.identity` as a change of its own;
    /// ``TearKitCore/PiecesRunTrigger``), and kept alive by ``PiecesTransitionProgress`` for the whole run.
    ///
    /// ``PiecesEffect`` is applied here, outside the `Animatable` modifier: SwiftUI evaluates this
    /// body when the phase changes, but the progress modifier's body on every frame of the run; inside
    /// it, a new ``PiecesEffect`` (whose `AnyView` SwiftUI cannot compare) would re-evaluate the
    /// effect's body and its Metal view's update 120 times a second with nothing changed.
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .modifier(
                PiecesEffect(
                    source: source, isBroken: !phase.isIdentity, pieces: pieces, isTransition: true, onCompletion: nil)
            )
            .modifier(PiecesTransitionProgress(progress: phase.isIdentity ? 0 : 1))
    }

    /// Declared without motion, so SwiftUI keeps this transition under Reduce Motion: with
    /// `hasMotion: true` it would swap in an opacity transition that still runs inside the
    /// transition's own linear animation (the run's length, seconds: a slow fade). Instead
    /// ``PiecesEffect`` reads Reduce Motion itself and cross-fades in 0.35 s, as documented.
    static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}
#endif
