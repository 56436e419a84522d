import ArgumentParser
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// Command-line overrides for every ``TearConfiguration`` field a user tunes. Each flag's help, range
/// and default, and the field it sets, come from the tear's registration
/// (``RenderableEffect/tearOptions``, ``RenderableEffect/tearConfiguration(_:over:)``); this type only
/// declares the flags to ArgumentParser.
struct ConfigurationOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--edge-roughness"))
    var edgeRoughness: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--max-gap"))
    var maxGap: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--break-threshold"))
    var breakThreshold: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--cut-direction"))
    var cutDirection: CutDirectionArgument?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--maximum-turn-rate"))
    var maximumTurnRate: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--recovery-duration"))
    var recoveryDuration: Double?

    @OptionGroup var look: LookOptions

    func validate() throws {
        try Self.check(values)
    }

    /// The tear options given, by flag, over the registration's defaults.
    var values: EffectOptionValues {
        var given = look.values.given
        let numbers = [
            ("--edge-roughness", edgeRoughness), ("--max-gap", maxGap), ("--break-threshold", breakThreshold),
            ("--maximum-turn-rate", maximumTurnRate), ("--recovery-duration", recoveryDuration),
        ]
        for case (let flag, let value?) in numbers { given[flag] = .number(value) }
        if let cutDirection { given["--cut-direction"] = .choice(cutDirection.direction.rawValue) }
        return EffectOptionValues(options: RenderableEffect.tearOptions, given: given)
    }

    /// Every option and whether it was given (the effect they belong to is in its registration).
    var given: [(name: String, isGiven: Bool)] {
        let values = self.values
        return RenderableEffect.tearOptions.map { ($0.name, values.isGiven($0.name)) }
    }

    /// `base` with every given option applied.
    func applied(to base: TearConfiguration) -> TearConfiguration {
        RenderableEffect.tearConfiguration(values, over: base)
    }

    /// `--help` for one of the tear's flags: its registration's line and value name.
    static func help(_ flag: String) -> ArgumentHelp {
        let option = RenderableEffect.tearOptions.first { $0.name == flag }
        return ArgumentHelp(option?.help ?? "", valueName: option?.valueName)
    }

    /// Throws a `ValidationError` with the range for a given number outside its registered range.
    static func check(_ values: EffectOptionValues) throws {
        for option in values.options {
            guard case .number(let range, _, _) = option.kind, case .number(let value)? = values.given[option.name]
            else { continue }
            try check(value, option.name, range)
        }
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
