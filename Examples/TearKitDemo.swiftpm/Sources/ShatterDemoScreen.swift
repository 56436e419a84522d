#if canImport(SwiftUI)
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

/// The shatter tab: a card that breaks with the `shatter(isBroken:)` modifier (pattern and piece
/// size adjustable), a card removed with the shatter transition (`shatterTransition`), and on iOS a UIKit view
/// controller dismissed with `ShatterTransitioningDelegate`. It scrolls: a `ScrollView` clips its
/// content, so the pieces fall over the whole app only because `DemoView` applies `.effectsLayer()`
/// above it (shown without a layer above, they would stop at the scroll view's edges).
struct ShatterDemoScreen: View {
    @State private var cardBroken = false
    @State private var glass = false
    @State private var pieceSize = 2.0
    @State private var ticketShown = true
    @State private var log = "–"

    var body: some View {
        ScrollView {
            content
        }
    }

    private var content: some View {
        VStack(spacing: 24) {
            DemoCardView(card: DemoCard(id: 3))
                .frame(width: 240, height: 150)
                .shatter(
                    isBroken: cardBroken,
                    configuration: ShatterConfiguration(pattern: glass ? .glass : .pieces(size: pieceSize), seed: 7)
                ) { broke in
                    log = broke ? "shattered" : "assembled"
                }
            HStack {
                Button(cardBroken ? "Restore" : "Shatter") { cardBroken.toggle() }
                Toggle("Glass", isOn: $glass)
            }
            if !glass {
                Slider(value: $pieceSize, in: 1...24, step: 1) { Text("Piece size") }
                Text("Pieces: \(Int(pieceSize)) pt")
            }
            ZStack {
                if ticketShown {
                    DemoCardView(card: DemoCard(id: 1))
                        .frame(width: 200, height: 120)
                        .shatterTransition(ShatterConfiguration(seed: 3))
                }
            }
            .frame(height: 130)
            Button(ticketShown ? "Remove (transition)" : "Insert (transition)") {
                withAnimation { ticketShown.toggle() }
            }
            #if canImport(UIKit)
            // The UIKit button is 44 pt tall; a representable has no height of its own in a ScrollView.
            ShatterDismissalDemoButton()
                .frame(height: 44)
            #endif
            Text("Last: \(log)").font(.footnote)
        }
        .padding()
    }
}

#if canImport(UIKit)
/// Presents a UIKit view controller whose dismissal shatters it (`ShatterTransitioningDelegate`).
struct ShatterDismissalDemoButton: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> PresentingViewController { PresentingViewController() }
    func updateUIViewController(_ controller: PresentingViewController, context: Context) {}

    final class PresentingViewController: UIViewController {
        /// Kept here: `transitioningDelegate` is weak.
        private let shatter = ShatterTransitioningDelegate()

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: "UIKit: present, then tap to dismiss") { [weak self] _ in
                    self?.presentPage()
                })
            button.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            view.addSubview(button)
        }

        private func presentPage() {
            let page = UIViewController()
            page.view.backgroundColor = .systemIndigo
            page.modalPresentationStyle = .fullScreen
            page.transitioningDelegate = shatter
            let dismiss = UIButton(
                type: .system,
                primaryAction: UIAction(title: "Break and dismiss") { [weak page] _ in
                    page?.dismiss(animated: true)
                })
            dismiss.frame = CGRect(x: 40, y: 200, width: 240, height: 44)
            page.view.addSubview(dismiss)
            present(page, animated: true)
        }
    }
}
#endif
#endif
