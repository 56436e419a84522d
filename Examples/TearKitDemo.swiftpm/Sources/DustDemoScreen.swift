#if canImport(SwiftUI)
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

/// The dust tab: a card that disintegrates with the `dust(isBroken:)` modifier (particle size, sweep
/// direction, wind, turbulence and duration adjustable), a card removed and inserted with the dust
/// transition (`dustTransition`), and on iOS a UIKit view turned to dust with `UIView.dust`. It
/// scrolls: the dust drifts over the whole app only because `DemoView` applies `.effectsLayer()`
/// above it (without a layer above, it would stop at the scroll view's edges).
struct DustDemoScreen: View {
    @State private var cardBroken = false
    @State private var particleSize = 2.0
    @State private var angle = 0.0
    @State private var wind = 1.0
    @State private var turbulence = 1.0
    @State private var duration = 1.4
    @State private var bannerShown = true
    @State private var log = "–"

    private var configuration: DustConfiguration {
        DustConfiguration(
            particleSize: particleSize, duration: duration, direction: angle * .pi / 180, wind: wind,
            turbulence: turbulence, seed: 5)
    }

    var body: some View {
        ScrollView {
            content
        }
    }

    private var content: some View {
        VStack(spacing: 20) {
            DemoCardView(card: DemoCard(id: 2))
                .frame(width: 240, height: 150)
                .dust(isBroken: cardBroken, configuration: configuration) { broke in
                    log = broke ? "turned to dust" : "whole again"
                }
            Button(cardBroken ? "Restore" : "Turn to dust") { cardBroken.toggle() }
            VStack(alignment: .leading, spacing: 6) {
                Text("Particles: \(Int(particleSize)) px")
                Slider(value: $particleSize, in: 1...4, step: 1) { Text("Particle size") }
                Text("Sweep from: \(Int(angle))° (0: the left edge, 90: the top)")
                Slider(value: $angle, in: 0...360, step: 15) { Text("Direction") }
                Text(String(format: "Wind: %.1f", wind))
                Slider(value: $wind, in: 0...3) { Text("Wind") }
                Text(String(format: "Turbulence: %.1f", turbulence))
                Slider(value: $turbulence, in: 0...3) { Text("Turbulence") }
                Text(String(format: "Duration: %.1f s", duration))
                Slider(value: $duration, in: 0.3...5) { Text("Duration") }
            }
            .font(.footnote)
            ZStack {
                if bannerShown {
                    DemoCardView(card: DemoCard(id: 4))
                        .frame(width: 200, height: 120)
                        .dustTransition(configuration)
                }
            }
            .frame(height: 130)
            Button(bannerShown ? "Remove (transition)" : "Insert (transition)") {
                withAnimation { bannerShown.toggle() }
            }
            #if canImport(UIKit)
            DustUIKitDemo()
                .frame(height: 120)
            #endif
            Text("Last: \(log)").font(.footnote)
        }
        .padding()
    }
}

#if canImport(UIKit)
/// A UIKit view turned to dust with `UIView.dust`, and a button that does it (or shows the view again).
struct DustUIKitDemo: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> DustViewController { DustViewController() }
    func updateUIViewController(_ controller: DustViewController, context: Context) {}

    final class DustViewController: UIViewController {
        /// A run is playing: taps wait for its end, so "restore" never races the dust still drifting.
        private var isTurningToDust = false

        override func viewDidLoad() {
            super.viewDidLoad()
            let tile = UIView(frame: CGRect(x: 40, y: 0, width: 240, height: 60))
            tile.backgroundColor = .systemIndigo
            view.addSubview(tile)
            let button = UIButton(
                type: .system,
                primaryAction: UIAction(title: "UIKit: turn to dust, tap again to restore") {
                    [weak self, weak tile] _ in
                    guard let self, let tile, !isTurningToDust else { return }
                    if tile.isHidden {
                        tile.isHidden = false
                    } else {
                        isTurningToDust = true
                        tile.dust(configuration: DustConfiguration(seed: 9)) { [weak self] _ in
                            self?.isTurningToDust = false
                        }
                    }
                })
            button.frame = CGRect(x: 0, y: 70, width: 320, height: 44)
            view.addSubview(button)
        }
    }
}
#endif
#endif
