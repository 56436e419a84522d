import Foundation
import TearKitPlayground
import TearKitRender
import Testing

/// The Swift the playground writes for what it shows: only the values that differ from the defaults,
/// each in the unit its configuration takes, and the UIKit call where the effect has one. That it
/// compiles is PlaygroundSnippetCompileTests' (TearKitRepositoryTests).
@Suite struct SwiftSnippetTests {
    /// The snippet of the registered effect `name` with `given` (flags as on the command line).
    static func snippet(_ name: String, _ given: [String: EffectOptionValue] = [:]) throws -> SwiftSnippet {
        let effect = try #require(RenderableEffect.named(name))
        return SwiftSnippet(effect: effect, values: EffectOptionValues(options: effect.options, given: given))
    }

    @Test func theDefaultsGiveNoArguments() throws {
        let tear = try Self.snippet("tear")
        #expect(tear.swiftUI == ".tearable()")
        #expect(tear.uiKit == "card.addInteraction(TearInteraction())")
        let dust = try Self.snippet("dust")
        #expect(dust.swiftUI == ".dust(isBroken: isGone)")
        #expect(dust.uiKit == "card.dust()")
        let tearInTwo = try Self.snippet("tear-in-two")
        #expect(tearInTwo.swiftUI == ".tearInTwo(isBroken: isGone)")
        #expect(tearInTwo.uiKit == "card.tearInTwo()")
        let shift = try Self.snippet("shift")
        #expect(shift.swiftUI == ".transition(.shift)")
        #expect(shift.uiKit == nil)
        let ripple = try Self.snippet("ripple")
        #expect(
            ripple.swiftUI
                == ".onTapGesture { location in origin = location; taps += 1 }\n.rippleEffect(at: origin, trigger: taps)"
        )
        #expect(ripple.uiKit == nil)
        let shatter = try Self.snippet("shatter")
        #expect(shatter.swiftUI == ".shatter(isBroken: isGone)")
        #expect(shatter.uiKit?.hasPrefix("let shatter = ShatterTransitioningDelegate()\n") == true)
        let text = try Self.snippet("text-glyphs")
        #expect(text.swiftUI == "Text(\"TearKit\")\n    .textGlyphs(isBroken: isGone)")
        #expect(text.uiKit == nil)
        for effect in RenderableEffect.all {
            let snippet = SwiftSnippet(effect: effect, values: EffectOptionValues(options: effect.options))
            #expect(!snippet.swiftUI.contains("Configuration"), "\(effect.name): \(snippet.swiftUI)")
            #expect(snippet.uiKit?.contains("Configuration") != true, "\(effect.name): \(snippet.uiKit ?? "")")
        }
    }

    @Test func aChangedValueAppearsWithItsValue() throws {
        let gap = try Self.snippet("tear", ["--max-gap": .number(40), "--cut-direction": .choice("vertical")])
        #expect(gap.swiftUI == ".tearable(maxGapWidth: 40, cutDirection: .vertical)")
        #expect(gap.uiKit == "card.addInteraction(TearInteraction(maxGapWidth: 40, cutDirection: .vertical))")
        #expect(
            try Self.snippet("dust", ["--wind": .number(2)]).swiftUI
                == ".dust(isBroken: isGone, configuration: DustConfiguration(wind: 2))")
        #expect(
            try Self.snippet("dust", ["--seed": .seed(UInt64.max)]).uiKit
                == "card.dust(configuration: DustConfiguration(seed: 18446744073709551615))")
        #expect(
            try Self.snippet("shift", ["--skew": .number(0.25)]).swiftUI
                == ".transition(.shift(ShiftConfiguration(skew: 0.25)))")
        #expect(
            try Self.snippet("ripple", ["--origin": .point(CGPoint(x: 120, y: 80.5)), "--amplitude": .number(12)])
                .swiftUI
                == ".onTapGesture { _ in taps += 1 }\n.rippleEffect(at: CGPoint(x: 120, y: 80.5), trigger: taps, configuration: RippleConfiguration(amplitude: 12))"
        )
        #expect(
            try Self.snippet("shatter", ["--pattern": .choice("pieces")]).swiftUI
                == ".shatter(isBroken: isGone, configuration: ShatterConfiguration(pattern: .squares))")
        #expect(
            try Self.snippet("shatter", ["--piece-size": .number(24), "--seed": .seed(3)]).swiftUI
                == ".shatter(isBroken: isGone, configuration: ShatterConfiguration(pattern: .shards(size: 24, impact: nil), seed: 3))"
        )
        #expect(
            try Self.snippet("text-glyphs", ["--style": .choice("tear-in-two"), "--font-size": .number(64)]).swiftUI
                == "Text(\"TearKit\")\n    .font(.system(size: 64))\n    .textGlyphs(isBroken: isGone, configuration: TextGlyphsConfiguration(style: .tearInTwo))"
        )
        #expect(
            try Self.snippet("text-glyphs", ["--reading-order": .choice("right-to-left")]).swiftUI.contains(
                "TextGlyphsConfiguration(isRightToLeft: true)"))
    }

    @Test func theRipplesNumbersAndTheTextsDurationAreWrittenWhenChanged() throws {
        // The ripple's pulse preset: all four of its numbers differ from the defaults.
        #expect(
            try Self.snippet(
                "ripple",
                [
                    "--amplitude": .number(12), "--frequency": .number(15), "--decay": .number(8),
                    "--speed": .number(1200),
                ]
            ).swiftUI.contains(
                "configuration: RippleConfiguration(amplitude: 12, frequency: 15, decay: 8, speed: 1200)\n"))
        #expect(
            try Self.snippet("text-glyphs", ["--duration": .number(2.5)]).swiftUI
                == "Text(\"TearKit\")\n    .textGlyphs(isBroken: isGone, configuration: TextGlyphsConfiguration(duration: 2.5))"
        )
    }

    @Test func aValueOutsideTheShortFormTakesAConfiguration() throws {
        let turn = try Self.snippet("tear", ["--maximum-turn-rate": .number(0.02), "--max-gap": .number(40)])
        #expect(turn.swiftUI == ".tearable(configuration: TearConfiguration(maxGapWidth: 40, maximumTurnRate: 0.02))")
        #expect(
            turn.uiKit
                == "card.addInteraction(TearInteraction(configuration: TearConfiguration(maxGapWidth: 40, maximumTurnRate: 0.02)))"
        )
    }

    @Test func resettingAValueToItsDefaultRemovesIt() throws {
        #expect(try Self.snippet("tear", ["--max-gap": .number(28)]) == Self.snippet("tear"))
        #expect(try Self.snippet("tear", ["--cut-direction": .choice("anyDirection")]) == Self.snippet("tear"))
        #expect(try Self.snippet("dust", ["--wind": .number(1), "--seed": .seed(0)]) == Self.snippet("dust"))
        #expect(try Self.snippet("tear-in-two", ["--rotation": .number(90)]) == Self.snippet("tear-in-two"))
        #expect(try Self.snippet("shatter", ["--pattern": .choice("shards")]) == Self.snippet("shatter"))
        // A full turn is no turn: the sweep's direction wraps.
        #expect(try Self.snippet("dust", ["--angle": .number(360)]) == Self.snippet("dust"))
        // Set, then set back, as the page's reset does.
        var given: [String: EffectOptionValue] = ["--edge-roughness": .number(0.8), "--max-gap": .number(40)]
        #expect(try Self.snippet("tear", given).swiftUI == ".tearable(edgeRoughness: 0.8, maxGapWidth: 40)")
        given["--edge-roughness"] = .number(0.5)
        #expect(try Self.snippet("tear", given).swiftUI == ".tearable(maxGapWidth: 40)")
    }

    @Test func degreesAreWrittenInTheRadiansTheConfigurationTakes() throws {
        #expect(
            try Self.snippet("tear-in-two", ["--rotation": .number(45)]).swiftUI
                == ".tearInTwo(isBroken: isGone, configuration: TearInTwoConfiguration(rotation: .pi / 4))")
        #expect(try Self.snippet("tear-in-two", ["--rotation": .number(180)]).swiftUI.contains("rotation: .pi)"))
        #expect(try Self.snippet("tear-in-two", ["--rotation": .number(0)]).swiftUI.contains("rotation: 0)"))
        #expect(try Self.snippet("dust", ["--angle": .number(90)]).swiftUI.contains("direction: .pi / 2)"))
        #expect(try Self.snippet("dust", ["--angle": .number(270)]).swiftUI.contains("direction: 3 * .pi / 2)"))
        #expect(try Self.snippet("dust", ["--angle": .number(37.5)]).swiftUI.contains("direction: 37.5 * .pi / 180)"))
        // 86 billionths of a degree more is more than rounding noise (1.5e-9 radians): not 37.5°.
        #expect(try Self.snippet("dust", ["--angle": .number(37.500000086)]).swiftUI.contains("direction: 0.6545)"))
    }

    @Test func numbersAreShortAndTextsAreSwiftLiterals() throws {
        // The sum of two sliders' steps is written as a person writes it.
        #expect(try Self.snippet("tear", ["--max-gap": .number(0.1 + 0.2)]).swiftUI == ".tearable(maxGapWidth: 0.3)")
        #expect(
            try Self.snippet("tear", ["--maximum-turn-rate": .number(0.008 + 0.0005)]).swiftUI.contains(
                "maximumTurnRate: 0.0085"))
        #expect(try Self.snippet("tear", ["--max-gap": .number(100.0 / 3)]).swiftUI == ".tearable(maxGapWidth: 33.33)")
        #expect(
            try Self.snippet("text-glyphs", ["--text": .text("Say \"hi\" \\ now\nthen\ttab")]).swiftUI.hasPrefix(
                #"Text("Say \"hi\" \\ now\nthen\ttab")"#))
        // A distance given is written; none given is the effect's own choice.
        #expect(try Self.snippet("tear-in-two", ["--distance": .number(300)]).swiftUI.contains("(distance: 300)"))
    }

    @Test func optionsThatOnlySteerThePreviewAreNotWritten() throws {
        #expect(
            try Self.snippet("shift", ["--duration": .number(2), "--direction": .choice("in")]) == Self.snippet("shift")
        )
        #expect(try Self.snippet("ripple", ["--duration": .number(3)]) == Self.snippet("ripple"))
        #expect(try Self.snippet("text-glyphs", ["--font": .text("/tmp/Font.ttf")]) == Self.snippet("text-glyphs"))
    }

    @Test func aLongCallTakesALineForEachArgument() throws {
        let every = try Self.snippet(
            "dust",
            [
                "--particle-size": .number(3), "--duration": .number(2.5), "--angle": .number(180),
                "--wind": .number(2), "--turbulence": .number(0.5), "--seed": .seed(12_345),
            ])
        #expect(
            every.swiftUI == """
                .dust(
                    isBroken: isGone,
                    configuration: DustConfiguration(
                        particleSize: 3,
                        duration: 2.5,
                        direction: .pi,
                        wind: 2,
                        turbulence: 0.5,
                        seed: 12345
                    )
                )
                """)
        #expect(every.uiKit?.contains("        seed: 12345\n") == true)
        #expect(every.uiKit?.split(separator: "\n").allSatisfy { $0.count <= 120 } == true)
    }

    @Test func aCallExactlyALineLongStaysOnOneLine() throws {
        let settings: [String: EffectOptionValue] = [
            "--particle-size": .number(3), "--wind": .number(2), "--turbulence": .number(0.5),
        ]
        // 120 characters with a seed of 12 digits: one line.
        let fits = try Self.snippet("dust", settings.merging(["--seed": .seed(123_456_789_012)]) { $1 }).swiftUI
        #expect(
            fits
                == ".dust(isBroken: isGone, configuration: DustConfiguration(particleSize: 3, wind: 2, turbulence: 0.5, seed: 123456789012))"
        )
        #expect(fits.count == 120)
        // One digit more and it takes a line for each argument.
        let over = try Self.snippet("dust", settings.merging(["--seed": .seed(1_234_567_890_123)]) { $1 }).swiftUI
        #expect(over.hasPrefix(".dust(\n    isBroken: isGone,\n"))
    }
}
