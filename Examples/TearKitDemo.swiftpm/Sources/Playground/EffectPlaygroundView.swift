#if canImport(SwiftUI)
import SwiftUI

/// The effects playground: one screen per effect, each with a slider for every parameter and a time
/// scrubber that freezes the effect at any moment (tune effects with a debug UI).
struct EffectPlaygroundView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Ripple") { RipplePlayground() }
                NavigationLink("Shift transition") { ShiftPlayground() }
                NavigationLink("Tear in two") { TearInTwoPlayground() }
                #if canImport(UIKit)
                NavigationLink("UIKit: tearable card, tear in two, shatter") { UIKitDemoScreen() }
                #endif
            }
            .navigationTitle("Effects")
        }
    }
}

/// The card every playground screen works on.
struct PlaygroundCard: View {
    var body: some View {
        DemoCardView(card: DemoCard(id: 3))
            .frame(width: 260, height: 340)
    }
}

#Preview("Effects") {
    EffectPlaygroundView()
}
#endif
