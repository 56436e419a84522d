#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Ripple: tap the card to set the origin; scrub the time to freeze the wave, or play it.
struct RipplePlayground: View {
    @State private var origin = CGPoint(x: 130, y: 170)
    @State private var time = 0.3
    @State private var scrubbing = true
    @State private var plays = 0
    @State private var amplitude = RippleConfiguration().amplitude
    @State private var frequency = RippleConfiguration().frequency
    @State private var decay = RippleConfiguration().decay
    @State private var speed = RippleConfiguration().speed

    private var configuration: RippleConfiguration {
        RippleConfiguration(amplitude: amplitude, frequency: frequency, decay: decay, speed: speed)
    }

    var body: some View {
        VStack(spacing: 16) {
            card
            Form {
                Toggle("Scrub time (off: play on tap)", isOn: $scrubbing)
                ParameterSlider(title: "Time (s)", value: $time, range: 0...2)
                    .disabled(!scrubbing)
                ParameterSlider(
                    title: "Amplitude (pt)", value: $amplitude, range: RippleConfiguration.amplitudeRange,
                    format: .number.precision(.fractionLength(1)))
                ParameterSlider(
                    title: "Frequency (rad/s)", value: $frequency, range: 0...60,
                    format: .number.precision(.fractionLength(1)))
                ParameterSlider(
                    title: "Decay (1/s)", value: $decay, range: 0...20, format: .number.precision(.fractionLength(1)))
                ParameterSlider(
                    title: "Speed (pt/s)", value: $speed, range: 50...3000,
                    format: .number.precision(.fractionLength(0)))
                Text(
                    "Origin \(Int(origin.x)), \(Int(origin.y)) pt · lasts \(String(format: "%.2f", configuration.duration(from: origin, in: CGSize(width: 260, height: 340)))) s"
                )
                .font(.footnote).foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Ripple")
    }

    @ViewBuilder
    private var card: some View {
        if scrubbing {
            PlaygroundCard()
                .rippleEffect(at: origin, elapsedTime: time, configuration: configuration)
                .onTapGesture { location in origin = location }
        } else {
            PlaygroundCard()
                .rippleEffect(at: origin, trigger: plays, configuration: configuration)
                .onTapGesture { location in
                    origin = location
                    plays += 1
                }
        }
    }
}

#Preview("Ripple") {
    NavigationStack { RipplePlayground() }
}
#endif
