#if canImport(SwiftUI)
#if canImport(UIKit)
import SwiftUI
import TearKit
import UIKit

/// TearKit from UIKit: a tearable card in a scroll view (`TearInteraction`), the one-call tear in
/// two (`UIView.tearInTwo`), and the shatter dismissal.
struct UIKitDemoScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            UIKitTearDemo()
            ShatterDismissalDemoButton()
                .frame(height: 44)
        }
        .navigationTitle("UIKit")
    }
}

/// The UIKit screen, wrapped for SwiftUI.
struct UIKitTearDemo: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> TearViewController { TearViewController() }
    func updateUIViewController(_ controller: TearViewController, context: Context) {}

    final class TearViewController: UIViewController {
        private let scroll = UIScrollView()
        private let card = UIView()
        private let avatar = UIView()
        private var tearInTwoButton: UIButton?
        private var tear: TearInteraction?

        override func viewDidLoad() {
            super.viewDidLoad()
            // The scroll view fills the screen whatever its size (an iPhone SE, a Pro Max, landscape, an
            // iPad window); the content is laid out to its width in `viewDidLayoutSubviews`.
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(scroll)
            card.backgroundColor = .systemIndigo
            scroll.addSubview(card)
            // Broken: the torn card fades away (the tear follows the card's alpha), closes unseen, and
            // fades back in whole once the closed cut has reported. `card.removeFromSuperview()` in
            // place of the fade would take the tear away with the card. In the scroll view, an up or down
            // drag from the card's top or bottom edge scrolls; resting the finger on the edge first tears.
            let tear = TearInteraction(cutDirection: .vertical) { [weak self] broke in
                guard let self else { return }
                if broke {
                    UIView.animate(
                        withDuration: 0.4, animations: { self.card.alpha = 0 },
                        completion: { _ in
                            self.tear?.isBroken = false
                        })
                } else if self.card.alpha == 0 {
                    UIView.animate(withDuration: 0.3, animations: { self.card.alpha = 1 })
                }
            }
            card.addInteraction(tear)
            self.tear = tear

            avatar.backgroundColor = .systemOrange
            scroll.addSubview(avatar)
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: "Tear in two") { [weak self] _ in
                    guard let avatar = self?.avatar else { return }
                    avatar.tearInTwo { _ in
                        avatar.isHidden = false
                    }
                })
            scroll.addSubview(button)
            tearInTwoButton = button
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // A card as wide as the screen allows (at most 320 pt) and 1.3 times as tall, the avatar and
            // its button under it, and content taller than the screen, so the scroll view scrolls.
            let width = scroll.bounds.width
            let cardWidth = max(min(width - 40, 320), 0)
            let margin = (width - cardWidth) / 2
            card.frame = CGRect(x: margin, y: 24, width: cardWidth, height: (cardWidth * 1.3).rounded())
            let side = min(140, cardWidth)
            avatar.frame = CGRect(x: (width - side) / 2, y: card.frame.maxY + 40, width: side, height: side)
            tearInTwoButton?.frame = CGRect(x: margin, y: avatar.frame.maxY + 16, width: cardWidth, height: 44)
            let contentHeight = (tearInTwoButton?.frame.maxY ?? avatar.frame.maxY) + 24
            scroll.contentSize = CGSize(width: width, height: max(contentHeight, scroll.bounds.height + 200))
        }
    }
}

#Preview("UIKit") {
    NavigationStack { UIKitDemoScreen() }
}
#endif
#endif
