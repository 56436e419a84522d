import Testing
@_spi(Internal) import TearKitCore
import TearKitRender
@testable import tearkit

/// The tear's tuning flags (`render`, `demo`): each sets the field it names and no other, over a
/// gesture script's own configuration; each is checked against, and documented with, its registration.
@Suite struct ConfigurationOptionsTests {
    /// Every flag with a value that is no field's default.
    static let everyFlag = [
        "--edge-roughness", "0.25", "--max-gap", "40", "--break-threshold", "0.7", "--cut-direction", "followingFinger",
        "--maximum-turn-rate", "0.02", "--recovery-duration", "1.5", "--rim-strength", "0.1", "--rim-lightness", "0.3",
        "--shadow-strength", "0.9",
    ]

    @Test func everyFlagSetsTheFieldItNames() throws {
        let configuration = try ConfigurationOptions.parse(Self.everyFlag).applied(to: TearConfiguration())
        #expect(configuration.edgeRoughness == 0.25)
        #expect(configuration.maxGapWidth == 40)
        #expect(configuration.breakThreshold == 0.7)
        #expect(configuration.cutDirection == .followingFinger)
        #expect(configuration.maximumTurnRate == 0.02)
        #expect(configuration.recoveryDuration == 1.5)
        #expect(configuration.rimStrength == 0.1)
        #expect(configuration.rimLightness == 0.3)
        #expect(configuration.shadowStrength == 0.9)
    }

    /// A script's configuration keeps every field no flag names: one flag changes one field.
    @Test(arguments: stride(from: 0, to: everyFlag.count, by: 2).map { Array(everyFlag[$0...$0 + 1]) })
    func aFlagNotGivenKeepsTheScriptsValue(_ flag: [String]) throws {
        var script = TearConfiguration()
        script.edgeRoughness = 0.8
        script.maxGapWidth = 12
        script.breakThreshold = 0.5
        script.cutDirection = .vertical
        script.maximumTurnRate = 0.01
        script.recoveryDuration = 0.2
        script.rimStrength = 0.4
        script.rimLightness = 0.5
        script.shadowStrength = 0.2
        let everything = try ConfigurationOptions.parse(Self.everyFlag).applied(to: script)
        let one = try ConfigurationOptions.parse(flag).applied(to: script)
        let fields: [(String, (TearConfiguration) -> String)] = [
            ("--edge-roughness", { "\($0.edgeRoughness)" }), ("--max-gap", { "\($0.maxGapWidth)" }),
            ("--break-threshold", { "\($0.breakThreshold)" }), ("--cut-direction", { "\($0.cutDirection)" }),
            ("--maximum-turn-rate", { "\($0.maximumTurnRate)" }),
            ("--recovery-duration", { "\($0.recoveryDuration)" }), ("--rim-strength", { "\($0.rimStrength)" }),
            ("--rim-lightness", { "\($0.rimLightness)" }), ("--shadow-strength", { "\($0.shadowStrength)" }),
        ]
        #expect(Set(fields.map(\.0)) == Set(RenderableEffect.tearOptions.map(\.name)))
        for (name, value) in fields {
            let expected = name == flag[0] ? value(everything) : value(script)
            #expect(value(one) == expected, "\(name) after \(flag)")
        }
    }

    /// With nothing given, the playground's configuration is the library's default one: each
    /// registered default is the field's own.
    @Test func nothingGivenIsTheLibrarysDefaultConfiguration() throws {
        #expect(try ConfigurationOptions.parse([]).applied(to: TearConfiguration()) == TearConfiguration())
        let registered = RenderableEffect.tearConfiguration(EffectOptionValues(options: RenderableEffect.tearOptions))
        #expect(registered == TearConfiguration())
        for (flag, field) in RenderableEffect.tearNumberFields {
            let option = RenderableEffect.tearOptions.first { $0.name == flag }
            guard case .number(_, let defaultValue?, _)? = option?.kind else {
                Issue.record("\(flag) is not a registered number with a default")
                continue
            }
            #expect(defaultValue == TearConfiguration()[keyPath: field], "\(flag)")
        }
    }

    /// A value outside its registered range is refused, naming the flag and the range.
    @Test(arguments: [
        ("--edge-roughness", "1.5", "between 0 and 1"), ("--max-gap", "201", "between 0 and 200"),
        ("--break-threshold", "-0.1", "between 0 and 1"), ("--maximum-turn-rate", "0.06", "between 0 and 0.05"),
        ("--recovery-duration", "nan", "between 0 and 5"), ("--rim-strength", "2", "between 0 and 1"),
        ("--rim-lightness", "-1", "between 0 and 1"), ("--shadow-strength", "inf", "between 0 and 1"),
    ])
    func aValueOutsideItsRangeIsRefused(_ flag: String, _ value: String, _ range: String) {
        let error = #expect(throws: (any Error).self) { try ConfigurationOptions.parse([flag, value]) }
        let message = error.map { ConfigurationOptions.message(for: $0) } ?? ""
        #expect(message.contains("\(flag) must be \(range)"), "\(message)")
    }

    /// `frame` parses the look flags alone: they are checked there too.
    @Test(arguments: [("--rim-strength", "2"), ("--rim-lightness", "-0.5"), ("--shadow-strength", "nan")])
    func aLookValueOutsideItsRangeIsRefusedByItself(_ flag: String, _ value: String) {
        let error = #expect(throws: (any Error).self) { try LookOptions.parse([flag, value]) }
        let message = error.map { LookOptions.message(for: $0) } ?? ""
        #expect(message.contains("\(flag) must be between 0 and 1"), "\(message)")
    }

    /// Each flag's `--help` line is its registration's, with its range and default.
    @Test func eachFlagIsDocumentedWithItsRegisteredHelp() {
        let help = ConfigurationOptions.helpMessage(columns: 1000)
        for option in RenderableEffect.tearOptions {
            #expect(help.contains(option.help), "\(option.name)")
            #expect(option.help.contains("Default"), "\(option.name)")
        }
    }
}
