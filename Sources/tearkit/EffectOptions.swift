import ArgumentParser
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import TearKitCore
import TearKitRender

/// The flags of the time-driven effects (`render --effect ripple|shift`), with their defaults.
struct EffectOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Ripple: where it starts, x,y in points (default: the image's centre).", valueName: "x,y"))
    var origin: PointArgument?

    @Option(name: .customLong("amplitude"), parsing: .unconditional, help: ArgumentHelp("Ripple: largest displacement in points, 0...100. Default \(RippleConfiguration().amplitude.shortDescription).", valueName: "points"))
    var amplitudeOption: Double?
    var amplitude: Double { amplitudeOption ?? RippleConfiguration().amplitude }

    @Option(name: .customLong("frequency"), parsing: .unconditional, help: ArgumentHelp("Ripple: angular frequency in radians per second, 0...100. Default \(RippleConfiguration().frequency.shortDescription).", valueName: "rad/s"))
    var frequencyOption: Double?
    var frequency: Double { frequencyOption ?? RippleConfiguration().frequency }

    @Option(name: .customLong("decay"), parsing: .unconditional, help: ArgumentHelp("Ripple: damping per second, 0...50. Default \(RippleConfiguration().decay.shortDescription).", valueName: "1/s"))
    var decayOption: Double?
    var decay: Double { decayOption ?? RippleConfiguration().decay }

    @Option(name: .customLong("speed"), parsing: .unconditional, help: ArgumentHelp("Ripple: wave speed in points per second, 1...10000. Default \(RippleConfiguration().speed.shortDescription).", valueName: "pt/s"))
    var speedOption: Double?
    var speed: Double { speedOption ?? RippleConfiguration().speed }

    @Option(name: .customLong("skew"), parsing: .unconditional, help: ArgumentHelp("Shift: the strongest lean as a fraction of the width, 0...1. Default \(ShiftConfiguration().skew.shortDescription).", valueName: "fraction"))
    var skewOption: Double?
    var skew: Double { skewOption ?? ShiftConfiguration().skew }

    @Option(name: .customLong("direction"), help: ArgumentHelp("Shift: in, out or both (in, hold, out). Default both.", valueName: "direction"))
    var directionOption: ShiftDirection?
    var direction: ShiftDirection { directionOption ?? .both }

    @Option(name: .customLong("tear-seed"), parsing: .unconditional, help: ArgumentHelp("Tear in two: the seed of the jagged tear, 0...\(UInt64.max). Default 1.", valueName: "n"),
            transform: SeedArgument.parser("--tear-seed"))
    var tearSeedOption: UInt64?
    var tearSeed: UInt64 { tearSeedOption ?? 1 }

    @Option(name: .customLong("max-step"), parsing: .unconditional, help: ArgumentHelp("Tear in two: the largest sideways step of the tear per point, 0...100. Default 3.", valueName: "points"))
    var maxStepOption: Double?
    var maxStep: Double { maxStepOption ?? TearInTwoConfiguration().maxStep }

    @Option(name: .customLong("rotation"), parsing: .unconditional, help: ArgumentHelp("Tear in two: how far each half turns, 0...180 degrees. Default 90.", valueName: "degrees"))
    var rotationOption: Double?
    var rotation: Double { rotationOption ?? 90 }

    @Option(parsing: .unconditional, help: ArgumentHelp("Tear in two: how far each half flies sideways (default 1.5 × the width).", valueName: "points"))
    var distance: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds the effect runs (ripple: until it has died down; shift: 0.6 per move; tear in two: 0.8), 0.05...20.", valueName: "seconds"))
    var duration: Double?

    /// Every option given on the command line, with the effects it applies to.
    var given: [(name: String, isGiven: Bool, effects: [EffectName])] {
        [("--origin", origin != nil, [.ripple]), ("--amplitude", amplitudeOption != nil, [.ripple]),
         ("--frequency", frequencyOption != nil, [.ripple]), ("--decay", decayOption != nil, [.ripple]),
         ("--speed", speedOption != nil, [.ripple]),
         ("--skew", skewOption != nil, [.shift]), ("--direction", directionOption != nil, [.shift]),
         ("--tear-seed", tearSeedOption != nil, [.tearInTwo]), ("--max-step", maxStepOption != nil, [.tearInTwo]),
         ("--rotation", rotationOption != nil, [.tearInTwo]), ("--distance", distance != nil, [.tearInTwo]),
         ("--duration", duration != nil, [.ripple, .shift, .tearInTwo])]
    }

    /// Which moves `--effect shift` renders.
    enum ShiftDirection: String, CaseIterable, ExpressibleByArgument { case `in`, out, both }

    func validate() throws {
        for (name, value) in [("--amplitude", amplitude), ("--frequency", frequency), ("--decay", decay), ("--speed", speed), ("--skew", skew)] {
            guard value.isFinite else { throw ValidationError("\(name) must be a finite number (got \(value)).") }
        }
        guard RippleConfiguration.Limits.amplitude.range.contains(amplitude) else { throw ValidationError("--amplitude must be between 0 and 100 (got \(amplitude)).") }
        guard RippleConfiguration.Limits.frequency.range.contains(frequency) else { throw ValidationError("--frequency must be between 0 and 100 (got \(frequency)).") }
        guard RippleConfiguration.Limits.decay.range.contains(decay) else { throw ValidationError("--decay must be between 0 and 50 (got \(decay)).") }
        guard RippleConfiguration.Limits.speed.range.contains(speed) else { throw ValidationError("--speed must be between 1 and 10000 (got \(speed)).") }
        guard ShiftConfiguration.Limits.skew.range.contains(skew) else { throw ValidationError("--skew must be between 0 and 1 (got \(skew)).") }
        guard maxStep.isFinite, TearInTwoConfiguration.Limits.maxStep.range.contains(maxStep) else { throw ValidationError("--max-step must be between 0 and 100 (got \(maxStep)).") }
        guard rotation.isFinite, (0...180).contains(rotation) else { throw ValidationError("--rotation must be between 0 and 180 degrees (got \(rotation)).") }
        if let distance {
            guard distance.isFinite, distance >= 0, distance <= 100_000 else { throw ValidationError("--distance must be between 0 and 100000 points (got \(distance)).") }
        }
        if let duration {
            guard duration.isFinite, duration >= 0.05, duration <= 20 else { throw ValidationError("--duration must be between 0.05 and 20 seconds (got \(duration)).") }
        }
    }

    var rippleConfiguration: RippleConfiguration {
        RippleConfiguration(amplitude: amplitude, frequency: frequency, decay: decay, speed: speed)
    }

    /// The shift these flags describe.
    var shiftConfiguration: ShiftConfiguration { ShiftConfiguration(skew: skew) }

    /// The tear in two these flags describe.
    var tearInTwoConfiguration: TearInTwoConfiguration {
        TearInTwoConfiguration(maxStep: maxStep, seed: tearSeed, rotation: rotation * .pi / 180, distance: distance, duration: duration ?? 0.8)
    }

    /// The rectangle (points of a `viewSize` view) the frames of `effect` show when it is larger than
    /// the view: for tear in two, the room its halves fly through (at most 3 × the view's area), with
    /// the view in the middle — the padded layer the SwiftUI effect draws in (``TearInTwoConfiguration/layerBounds(viewSize:)``). `nil`, frames the size of the
    /// input, for the other effects and with `cropToInput` (`--crop-to-input`).
    func flightFrame(for effect: EffectName, viewSize: CGSize, cropToInput: Bool) -> CGRect? {
        guard effect == .tearInTwo, !cropToInput else { return nil }
        let room = tearInTwoConfiguration.layerBounds(viewSize: viewSize)
        return room == .zero ? nil : room
    }

    /// The frames of a time-driven effect on a `viewSize` view at `fps`, each with its renderer; tear in
    /// two draws into `frame` (points, see ``flightFrame(for:viewSize:cropToInput:)``; `nil`: the input's size).
    func frames(for effect: EffectName, viewSize: CGSize, fps: Double, source: RGBAImage, scale: Double, frame: CGRect? = nil) -> [EffectAnimationExport.Frame] {
        switch effect {
        case .tear, .shatter: return []
        case .tearInTwo:
            // As on device: the crack runs down the view, then the halves fly out on the t² curve and fade
            // out before they reach the room's edge; captions name the phase.
            return TearInTwoRenderer.animation(configuration: tearInTwoConfiguration, source: source, scale: scale,
                                               viewSize: viewSize, frame: frame, fps: fps)
                .map { torn in EffectAnimationExport.Frame(time: torn.time, caption: torn.caption, phase: torn.phase.rawValue) { _, _ in torn.render() } }
        case .ripple:
            let origin = origin?.cgPoint ?? CGPoint(x: viewSize.width / 2, y: viewSize.height / 2)
            let start = RippleUniforms(origin: origin, elapsedTime: 0, configuration: rippleConfiguration, viewSize: viewSize)
            let length = duration ?? start.duration(in: viewSize)
            return Self.times(length, fps: fps).map { t in
                let uniforms = RippleUniforms(origin: origin, elapsedTime: t, configuration: rippleConfiguration, viewSize: viewSize)
                return .init(time: t, caption: String(format: "%.2f s", t),
                             effect: uniforms.isActive(duration: length) ? uniforms : nil)
            }
        case .shift:
            let move = duration ?? 0.6
            var frames: [EffectAnimationExport.Frame] = []
            func add(_ values: [(Double, Double)], label: String) {
                let offset = frames.last.map { $0.time + 1 / fps } ?? 0
                for (t, value) in values {
                    let uniforms = ShiftUniforms(viewSize: viewSize, effectValue: value, configuration: shiftConfiguration)
                    frames.append(.init(time: offset + t, caption: String(format: "%.2f s · %@ %.2f", offset + t, label, value),
                                        phase: label, effect: value == 0 ? nil : uniforms))
                }
            }
            // SwiftUI's default animation eases in and out; smoothstep is close to it.
            func eased(_ t: Double) -> Double { let x = min(max(t / move, 0), 1); return x * x * (3 - 2 * x) }
            if direction != .out { add(Self.times(move, fps: fps).map { ($0, 1 - eased($0)) }, label: "in") }
            if direction == .both { add(Self.times(0.3, fps: fps).dropFirst().map { ($0, 0) }, label: "hold") }
            if direction != .in { add(Self.times(move, fps: fps).dropFirst(direction == .both ? 1 : 0).map { ($0, -eased($0)) }, label: "out") }
            return frames
        }
    }

    /// 0, 1/fps, … up to and including `length`.
    static func times(_ length: Double, fps: Double) -> [Double] {
        let count = max(Int((length * fps).rounded(.up)), 1)
        return (0...count).map { min(Double($0) / fps, length) }
    }
}
