import ArgumentParser
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// Command-line overrides for every ``TearConfiguration`` field a user tunes.
struct ConfigurationOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Torn-fibre strength, 0 (clean cut) … 1 (ragged). Default 0.5.", valueName: "0...1"))
    var edgeRoughness: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Widest opening at the tear's start, in points. Default 28.", valueName: "points"))
    var maxGap: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Progress at which a release breaks the view. Default 0.9.", valueName: "0...1"))
    var breakThreshold: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "vertical, horizontal, anyDirection or followingFinger (the cut bends toward the finger). Default anyDirection.",
            valueName: "direction"))
    var cutDirection: CutDirectionArgument?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "followingFinger: the most the cut turns per point of length, radians, 0...0.05. Default 0.008.",
            valueName: "radians"))
    var maximumTurnRate: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Length of the closing animation in seconds. Default 0.35.", valueName: "seconds"))
    var recoveryDuration: Double?

    @OptionGroup var look: LookOptions

    func validate() throws {
        try Self.check(edgeRoughness, "--edge-roughness", TearConfiguration.Limits.edgeRoughness.range)
        try Self.checkMaxGap(maxGap)
        try Self.check(breakThreshold, "--break-threshold", TearConfiguration.Limits.breakThreshold.range)
        try Self.check(recoveryDuration, "--recovery-duration", TearConfiguration.Limits.recoveryDuration.range)
        try Self.check(maximumTurnRate, "--maximum-turn-rate", TearConfiguration.Limits.maximumTurnRate.range)
    }

    /// Every option and whether it was given (the effect they belong to is in its registration).
    var given: [(name: String, isGiven: Bool)] {
        [
            ("--edge-roughness", edgeRoughness != nil), ("--max-gap", maxGap != nil),
            ("--break-threshold", breakThreshold != nil),
            ("--cut-direction", cutDirection != nil), ("--maximum-turn-rate", maximumTurnRate != nil),
            ("--recovery-duration", recoveryDuration != nil),
            ("--rim-strength", look.rimStrength != nil), ("--rim-lightness", look.rimLightness != nil),
            ("--shadow-strength", look.shadowStrength != nil),
        ]
    }

    /// `base` with every given option applied.
    func applied(to base: TearConfiguration) -> TearConfiguration {
        var c = base
        if let edgeRoughness { c.edgeRoughness = edgeRoughness }
        if let maxGap { c.maxGapWidth = maxGap }
        if let breakThreshold { c.breakThreshold = breakThreshold }
        if let cutDirection { c.cutDirection = cutDirection.direction }
        if let maximumTurnRate { c.maximumTurnRate = maximumTurnRate }
        if let recoveryDuration { c.recoveryDuration = recoveryDuration }
        return look.applied(to: c)
    }

    /// `--max-gap` of `frame` and `render`: points within the range of ``TearConfiguration/maxGapWidth`` (0…200).
    /// One check for both, so the two commands accept the same values and say so the same way.
    static func checkMaxGap(_ value: Double?) throws {
        try check(value, "--max-gap", TearConfiguration.Limits.maxGapWidth.range)
    }

    /// Throws a `ValidationError` with the range unless `value` is nil, or finite and within `range`.
    static func check(_ value: Double?, _ name: String, _ range: ClosedRange<Double>) throws {
        guard let value else { return }
        guard value.isFinite, range.contains(value) else {
            throw ValidationError(
                "\(name) must be between \(range.lowerBound.shortDescription) and \(range.upperBound.shortDescription) (got \(value))."
            )
        }
    }
}

extension GesturePreset: ExpressibleByArgument {}
