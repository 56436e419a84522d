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
        private let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 360, height: 560))
        private let card = UIView(frame: CGRect(x: 40, y: 40, width: 280, height: 360))
        private let avatar = UIView(frame: CGRect(x: 110, y: 440, width: 140, height: 140))
        private var tear: TearInteraction?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(scroll)
            // Taller than the screen: drags away from the card's edges scroll it.
            scroll.contentSize = CGSize(width: 360, height: 900)
            card.backgroundColor = .systemIndigo
            scroll.addSubview(card)
            // Broken: the torn card fades away (the tear follows the card's alpha), closes unseen, and
            // fades back in whole once the closed cut has reported. `card.removeFromSuperview()` in
            // place of the fade would take the tear away with the card.
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
            button.frame = CGRect(x: 80, y: 600, width: 200, height: 44)
            scroll.addSubview(button)
        }
    }
}

#Preview("UIKit") {
    NavigationStack { UIKitDemoScreen() }
}
#endif
#endif
