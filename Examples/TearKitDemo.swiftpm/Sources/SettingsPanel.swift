#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Sliders for every tear parameter and a live readout of the top card's tear: the debug UI that
/// makes tuning a shader effect quick.
struct SettingsPanel: View {
    @Binding var settings: TearSettings
    var progress: Double
    var lastResult: String
    @Binding var topCardBroken: Bool

    var body: some View {
        Form {
            Section("Live") {
                LabeledContent("Progress", value: progress.formatted(.percent.precision(.fractionLength(0))))
                ProgressView(value: progress)
                LabeledContent("Last tear", value: lastResult)
                HStack {
                    Button("Break top card") { topCardBroken = true }
                        .disabled(topCardBroken)
                    Button("Restore") { topCardBroken = false }
                        .disabled(!topCardBroken)
                }
            }

            Section("Tear") {
                ParameterSlider(
                    title: "Edge roughness", value: $settings.configuration.edgeRoughness,
                    range: 0...1, format: .number.precision(.fractionLength(2))
                )
                ParameterSlider(
                    title: "Max gap (pt)", value: $settings.configuration.maxGapWidth,
                    range: 0...80, format: .number.precision(.fractionLength(0))
                )
                ParameterSlider(
                    title: "Break threshold", value: $settings.configuration.breakThreshold,
                    range: 0.1...1, format: .percent.precision(.fractionLength(0))
                )
                Picker("Cut direction", selection: $settings.configuration.cutDirection) {
                    Text("Any").tag(CutDirection.anyDirection)
                    Text("Vertical").tag(CutDirection.vertical)
                    Text("Horizontal").tag(CutDirection.horizontal)
                    Text("Curved").tag(CutDirection.followingFinger)
                }
                .pickerStyle(.segmented)
                if settings.configuration.cutDirection == .followingFinger {
                    ParameterSlider(
                        title: "Turn (rad/pt)", value: $settings.configuration.maximumTurnRate,
                        range: 0...0.05, format: .number.precision(.fractionLength(3))
                    )
                }
            }

            Section("Paper") {
                ParameterSlider(
                    title: "Core rim", value: $settings.configuration.rimStrength,
                    range: 0...1, format: .number.precision(.fractionLength(2))
                )
                ParameterSlider(
                    title: "Core lightness", value: $settings.configuration.rimLightness,
                    range: 0...1, format: .number.precision(.fractionLength(2))
                )
                ParameterSlider(
                    title: "Shadow", value: $settings.configuration.shadowStrength,
                    range: 0...1, format: .number.precision(.fractionLength(2))
                )
            }

            Section("Gesture") {
                ParameterSlider(
                    title: "Edge activation (pt)", value: $settings.configuration.edgeActivationDistance,
                    range: 4...80, format: .number.precision(.fractionLength(0))
                )
                ParameterSlider(
                    title: "Direction lock (pt)", value: $settings.configuration.directionLockDistance,
                    range: 4...60, format: .number.precision(.fractionLength(0))
                )
                ParameterSlider(
                    title: "Recovery (s)", value: $settings.configuration.recoveryDuration,
                    range: 0...1.5, format: .number.precision(.fractionLength(2))
                )
                ParameterSlider(
                    title: "Animated break (s)", value: $settings.configuration.breakDuration,
                    range: 0...1.5, format: .number.precision(.fractionLength(2))
                )
                Toggle("Break on fling", isOn: $settings.configuration.breaksOnFling)
                Toggle("Never mend while held", isOn: $settings.configuration.tearNeverMendsWhileHeld)
                Toggle("Haptics", isOn: $settings.hapticsEnabled)
                Button("Reset to defaults") { settings = TearSettings() }
            }
        }
    }
}

/// A labelled slider showing its current value.
struct ParameterSlider<Format: FormatStyle>: View where Format.FormatInput == Double, Format.FormatOutput == String {
    var title: String
    @Binding var value: Double
    var range: ClosedRange<Double>
    var format: Format

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            LabeledContent(title, value: value.formatted(format))
            Slider(value: $value, in: range)
                .accessibilityLabel(title)
        }
    }
}

extension ParameterSlider where Format == FloatingPointFormatStyle<Double> {
    /// A slider showing its value with two decimals.
    init(title: String, value: Binding<Double>, range: ClosedRange<Double>) {
        self.init(title: title, value: value, range: range, format: .number.precision(.fractionLength(2)))
    }
}

#Preview("Settings") {
    SettingsPanel(
        settings: .constant(TearSettings()),
        progress: 0.42,
        lastResult: "Recovered",
        topCardBroken: .constant(false)
    )
}
#endif
