import ArgumentParser
@_spi(Internal) import TearKitCore

/// Command-line overrides for the tear's look: the paper-core rim and the shadow in the gap
/// (``TearConfiguration/rimStrength``, ``TearConfiguration/rimLightness``,
/// ``TearConfiguration/shadowStrength``). Shared by `frame`, `render` and `demo`.
struct LookOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Paper-core rim along the torn edges, 0 (none) … 1. Default 0.6.", valueName: "0...1"))
    var rimStrength: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Grey level of the paper core, 0 (black) … 1 (white). Default 0.96.", valueName: "0...1"))
    var rimLightness: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Shadow the edges cast into the gap, 0 (none) … 1. Default 0.5.", valueName: "0...1"))
    var shadowStrength: Double?

    func validate() throws {
        try ConfigurationOptions.check(rimStrength, "--rim-strength", TearConfiguration.Limits.rimStrength.range)
        try ConfigurationOptions.check(rimLightness, "--rim-lightness", TearConfiguration.Limits.rimLightness.range)
        try ConfigurationOptions.check(
            shadowStrength, "--shadow-strength", TearConfiguration.Limits.shadowStrength.range)
    }

    /// `base` with every given option applied.
    func applied(to base: TearConfiguration) -> TearConfiguration {
        var c = base
        if let rimStrength { c.rimStrength = rimStrength }
        if let rimLightness { c.rimLightness = rimLightness }
        if let shadowStrength { c.shadowStrength = shadowStrength }
        return c
    }
}
