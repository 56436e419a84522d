#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Tear in two: scrub the progress to freeze the halves anywhere, tweak the tear, or play it.
struct TearInTwoPlayground: View {
    @State private var progress = 0.3
    @State private var seed = 1
    @State private var maxStep = 3.0
    @State private var rotationDegrees = 90.0
    @State private var distance = 390.0
    @State private var duration = 0.8
    @State private var isBroken = false
    @State private var tears = 0

    private var configuration: TearInTwoConfiguration {
        TearInTwoConfiguration(
            maxStep: maxStep, seed: UInt64(seed), rotation: rotationDegrees * .pi / 180,
            distance: distance, duration: duration)
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                PlaygroundCard()
                    .scaleEffect(0.6)
                    .tearInTwo(progress: progress, configuration: configuration)
                PlaygroundCard()
                    .scaleEffect(0.6)
                    .tearInTwo(isBroken: isBroken, configuration: configuration) { broke in if broke { tears += 1 } }
            }
            .frame(height: 230)
            Form {
                ParameterSlider(title: "Progress", value: $progress, range: 0...1)
                Stepper("Seed \(seed)", value: $seed, in: 0...999)
                ParameterSlider(
                    title: "Max step (pt)", value: $maxStep, range: 0...10,
                    format: .number.precision(.fractionLength(1)))
                ParameterSlider(
                    title: "Rotation (°)", value: $rotationDegrees, range: 0...180,
                    format: .number.precision(.fractionLength(0)))
                ParameterSlider(
                    title: "Distance (pt)", value: $distance, range: 0...800,
                    format: .number.precision(.fractionLength(0)))
                ParameterSlider(title: "Duration (s)", value: $duration, range: 0.1...3)
                Button(isBroken ? "Restore" : "Tear in two") { isBroken.toggle() }
                Text("Tears finished: \(tears)").font(.footnote).foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Tear in two")
    }
}

#Preview("Tear in two") {
    NavigationStack { TearInTwoPlayground() }
}
#endif
