#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Shift: scrub the progress (−1 removed … 0 in place … 1 about to be inserted), or toggle the
/// card in and out with the real transition.
struct ShiftPlayground: View {
    @State private var progress = 0.5
    @State private var skew = 0.1
    @State private var duration = 0.6
    @State private var isShown = true

    var body: some View {
        VStack(spacing: 16) {
            PlaygroundCard()
                .shift(progress: progress, configuration: ShiftConfiguration(skew: skew))
            ZStack {
                if isShown {
                    PlaygroundCard()
                        .scaleEffect(0.5)
                        .transition(.shift(ShiftConfiguration(skew: skew)))
                }
            }
            .frame(height: 180)
            Form {
                ParameterSlider(title: "Progress", value: $progress, range: -1...1)
                ParameterSlider(title: "Skew (× width)", value: $skew, range: 0...0.5)
                ParameterSlider(title: "Transition duration (s)", value: $duration, range: 0.1...2)
                Button(isShown ? "Remove (shift out)" : "Insert (shift in)") {
                    withAnimation(.spring(duration: duration, bounce: 0)) { isShown.toggle() }
                }
            }
        }
        .navigationTitle("Shift")
    }
}

#Preview("Shift") {
    NavigationStack { ShiftPlayground() }
}
#endif
