import ArgumentParser
@_spi(Internal) import TearKitCore
import TearKitRender

/// Command-line overrides for the tear's look: the paper-core rim and the shadow in the gap
/// (``TearConfiguration/rimStrength``, ``TearConfiguration/rimLightness``,
/// ``TearConfiguration/shadowStrength``). Shared by `frame`, `render` and `demo`; each flag's help,
/// range and field come from the tear's registration, as ``ConfigurationOptions``' do.
struct LookOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--rim-strength"))
    var rimStrength: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--rim-lightness"))
    var rimLightness: Double?

    @Option(parsing: .unconditional, help: ConfigurationOptions.help("--shadow-strength"))
    var shadowStrength: Double?

    func validate() throws {
        try ConfigurationOptions.check(values)
    }

    /// The look options given, by flag, over the registration's defaults.
    var values: EffectOptionValues {
        var given: [String: EffectOptionValue] = [:]
        let numbers = [
            ("--rim-strength", rimStrength), ("--rim-lightness", rimLightness), ("--shadow-strength", shadowStrength),
        ]
        for case (let flag, let value?) in numbers { given[flag] = .number(value) }
        return EffectOptionValues(options: RenderableEffect.tearOptions, given: given)
    }

    /// `base` with every given option applied.
    func applied(to base: TearConfiguration) -> TearConfiguration {
        RenderableEffect.tearConfiguration(values, over: base)
    }
}
