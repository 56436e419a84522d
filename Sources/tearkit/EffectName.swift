import ArgumentParser

/// `--effect`: which of TearKit's effects `tearkit render` draws.
enum EffectName: String, CaseIterable, ExpressibleByArgument {
    /// The finger-driven tear (a gesture script or preset).
    case tear
    /// The ripple spreading from a touch (time-driven).
    case ripple
    /// The shift-and-lean transition (time-driven).
    case shift
    /// The view torn in two along a jagged line, the halves flying out (time-driven).
    case tearInTwo = "tear-in-two"
    /// The view breaks into pieces that fall away (time-driven).
    case shatter

    /// One line for `--help`.
    var summary: String {
        switch self {
        case .tear: "the finger-driven tear; needs --script or --gesture-preset"
        case .ripple: "a ripple from --origin (default: the centre); --amplitude, --frequency, --decay, --speed, --duration"
        case .shift: "the shift transition: slides in, holds, slides out (--direction, --skew, --duration)"
        case .tearInTwo: "torn in two along a jagged line, the halves flying out into a margin around the image (--tear-seed, --max-step, --rotation, --distance, --duration)"
        case .shatter: "the image breaks like glass and falls away (--pattern, --piece-size, --seed)"
        }
    }
}
