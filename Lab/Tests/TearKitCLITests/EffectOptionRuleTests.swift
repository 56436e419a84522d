import Foundation
import Testing

/// One rule for every effect option: a bad value names the option and its range
/// (never "Unknown option"), and an option of another effect is refused, naming the effect it belongs to.
@Suite(.serialized) struct EffectOptionRuleTests {
    static let render = ["render", "--input", "/no/such/in.png"]

    @Test(arguments: [
        (["--effect", "ripple", "--amplitude"], "--amplitude"),
        (["--effect", "ripple", "--amplitude", "500"], "--amplitude must be between 0 and 100"),
        (["--effect", "shift", "--skew", "abc"], "--skew"),
        (["--effect", "shift", "--direction", "sideways"], "--direction"),
        (["--effect", "tear-in-two", "--distance", "-5"], "--distance must be between 0 and 100000"),
        (["--effect", "ripple", "--origin", "1"], "--origin"),
        (["--effect", "ripple", "--frequency", "-1"], "--frequency must be between 0 and 100"),
        (["--effect", "tear-in-two", "--rotation", "-10"], "--rotation must be between 0 and 180"),
        (["--effect", "ripple", "--origin", "1,,2"], "--origin must be a point x,y"),
        (["--effect", "ripple", "--origin", "1,2,"], "--origin must be a point x,y"),
        (["--effect", "tear-in-two", "--duration", "11"], "--duration must be between 0.05 and 10 seconds"),
        (["--effect", "shift", "--duration", "21"], "--duration must be between 0.05 and 20 seconds"),
        (["--effect", "dust", "--duration", "6"], "--duration must be between 0.3 and 5 seconds"),
        (["--effect", "dust", "--particle-size", "0.5"], "--particle-size must be between 1 and 4 pixels"),
    ])
    func aBadValueNamesItsOptionNotAnUnknownOne(_ flags: [String], _ message: String) throws {
        let result = try TearkitProcess.run(Self.render + flags)
        #expect(result.status == 64, "\(flags): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(flags): \(result.stderr)")
        #expect(!result.stderr.contains("Unknown option"), "\(flags): \(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"), "\(flags): \(result.stderr)")
    }

    @Test(arguments: [
        (
            ["--gesture-preset", "demo", "--seed", "2", "--skew", "0.3"],
            "--seed applies to --effect dust and shatter only"
        ),
        (["--gesture-preset", "demo", "--skew", "0.3"], "--skew applies to --effect shift only"),
        (["--effect", "ripple", "--edge-roughness", "1"], "--edge-roughness applies to --effect tear only"),
        (["--effect", "shatter", "--amplitude", "3"], "--amplitude applies to --effect ripple only"),
        (["--gesture-preset", "demo", "--pattern", "shards"], "--pattern applies to --effect shatter only"),
        (["--effect", "shift", "--tear-seed", "3"], "--tear-seed applies to --effect tear-in-two only"),
        (
            ["--gesture-preset", "demo", "--duration", "1"],
            "--duration applies to --effect ripple, shift, dust, tear-in-two and text-glyphs only"
        ),
        (["--effect", "shatter", "--max-gap", "10"], "--max-gap applies to --effect tear only"),
        (["--effect", "shatter", "--wind", "1"], "--wind applies to --effect dust only"),
        (["--effect", "ripple", "--seed", "1"], "--seed applies to --effect dust and shatter only"),
        // Each of the tear's own flags, with an effect that does not take it.
        (["--effect", "ripple", "--break-threshold", "0.5"], "--break-threshold applies to --effect tear only"),
        (["--effect", "ripple", "--cut-direction", "vertical"], "--cut-direction applies to --effect tear only"),
        (["--effect", "ripple", "--recovery-duration", "0.3"], "--recovery-duration applies to --effect tear only"),
        (["--effect", "ripple", "--rim-strength", "0.5"], "--rim-strength applies to --effect tear only"),
        (["--effect", "ripple", "--rim-lightness", "0.5"], "--rim-lightness applies to --effect tear only"),
        (["--effect", "shift", "--shadow-strength", "0.5"], "--shadow-strength applies to --effect tear only"),
        (["--effect", "shift", "--gesture-preset", "demo"], "--gesture-preset applies to --effect tear only"),
        (["--effect", "shift", "--script", "swipe.json"], "--script applies to --effect tear only"),
    ])
    func anOptionOfAnotherEffectIsRefusedNamingItsEffect(_ flags: [String], _ message: String) throws {
        let result = try TearkitProcess.run(Self.render + flags)
        #expect(result.status == 64, "\(flags): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(flags): \(result.stderr)")
        #expect(!result.stderr.contains("Unknown option"), "\(flags): \(result.stderr)")
    }

    @Test func aRealUnknownOptionIsStillNamed() throws {
        let result = try TearkitProcess.run(Self.render + ["--effect", "shift", "--skwe", "0.2"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--skwe'. Did you mean '--skew'?"), "\(result.stderr)")
    }
}
