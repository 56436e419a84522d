import Foundation
import Testing
import TearKitCore
import TearKitRender

/// The effects' options as `tearkit render --help` and Documentation/Tool.md document them, written
/// here as documented (not read from the registration or the configurations' Limits tables), and what
/// a render without flags does with the defaults: a range end or default changed in the code fails here.
@Suite struct DocumentedEffectOptionsTests {
    struct Documented: Sendable, CustomTestStringConvertible {
        let effect: String
        let option: String
        let range: ClosedRange<Double>
        let defaultValue: Double?
        var testDescription: String { "\(effect) \(option)" }
    }

    static let numbers: [Documented] = [
        Documented(effect: "ripple", option: "--amplitude", range: 0...100, defaultValue: 6),
        Documented(effect: "ripple", option: "--frequency", range: 0...100, defaultValue: 30),
        Documented(effect: "ripple", option: "--decay", range: 0...50, defaultValue: 6),
        Documented(effect: "ripple", option: "--speed", range: 1...10_000, defaultValue: 300),
        Documented(effect: "ripple", option: "--duration", range: 0.05...20, defaultValue: nil),
        Documented(effect: "shift", option: "--skew", range: 0...1, defaultValue: 0.1),
        Documented(effect: "shift", option: "--duration", range: 0.05...20, defaultValue: 0.6),
        Documented(effect: "tear-in-two", option: "--max-step", range: 0...100, defaultValue: 3),
        Documented(effect: "tear-in-two", option: "--rotation", range: 0...180, defaultValue: 90),
        Documented(effect: "tear-in-two", option: "--distance", range: 0...100_000, defaultValue: nil),
        Documented(effect: "tear-in-two", option: "--duration", range: 0.05...10, defaultValue: 0.8),
        Documented(effect: "shatter", option: "--piece-size", range: 0.5...1024, defaultValue: nil),
    ]

    static func option(_ effect: String, _ name: String) throws -> EffectOption {
        let registered = try #require(RenderableEffect.named(effect), "no effect \(effect)")
        return try #require(registered.options.first { $0.name == name }, "\(effect) has no \(name)")
    }

    @Test(arguments: numbers)
    func numbersHaveTheirDocumentedRangeAndDefault(_ documented: Documented) throws {
        let option = try Self.option(documented.effect, documented.option)
        guard case .number(let range, let defaultValue, _) = option.kind else {
            Issue.record("\(documented) is not a number")
            return
        }
        #expect(range == documented.range, "\(documented): \(range)")
        #expect(defaultValue == documented.defaultValue, "\(documented): default \(String(describing: defaultValue))")
    }

    @Test func choicesAndSeedsHaveTheirDocumentedDefaults() throws {
        guard case .choice(let patterns, let pattern) = try Self.option("shatter", "--pattern").kind,
              case .choice(let directions, let direction) = try Self.option("shift", "--direction").kind,
              case .seed(let tearSeed) = try Self.option("tear-in-two", "--tear-seed").kind,
              case .seed(let shatterSeed) = try Self.option("shatter", "--seed").kind else {
            Issue.record("an option changed its kind")
            return
        }
        #expect(patterns == ["pieces", "shards"] && pattern == "shards")
        #expect(directions == ["in", "out", "both"] && direction == "both")
        #expect(tearSeed == 1 && shatterSeed == 1)
    }

    /// Tear in two without flags: each half turns a quarter turn (90°) over 0.8 s, as documented.
    @Test func tearInTwoWithoutFlagsTurnsAQuarterTurnOverEightTenthsOfASecond() {
        let configuration = RenderableEffect.configuration(EffectOptionValues(options: RenderableEffect.tearInTwo.options))
        #expect(abs(configuration.rotation - .pi / 2) < 1e-12, "\(configuration.rotation)")
        #expect(configuration.duration == 0.8)
    }

    /// Shift without flags: the move in takes 0.6 s, then it holds and moves out.
    @Test func shiftWithoutFlagsMovesInOverSixTenthsOfASecond() throws {
        guard case .timeDriven(let makeFrames, _) = RenderableEffect.shift.animation else {
            Issue.record("shift is not time-driven")
            return
        }
        let card = TestCard.card(widthPoints: 40, heightPoints: 60)
        let request = EffectFrameRequest(source: card, scale: 1, viewSize: CGSize(width: 40, height: 60), fps: 10)
        let frames = makeFrames(EffectOptionValues(options: RenderableEffect.shift.options), request)
        let moveIn = frames.filter { $0.phase == "in" }
        #expect(abs(try #require(moveIn.last).time - 0.6) < 1e-9, "\(moveIn.map(\.time))")
    }

    /// Shatter without flags breaks like glass (shards from an impact, cracks running out), not into
    /// squares.
    @Test func shatterWithoutFlagsBreaksLikeGlass() throws {
        guard case .pieces(let frameRect, let model, let caption) = RenderableEffect.shatter.animation else {
            Issue.record("shatter does not break into pieces")
            return
        }
        let viewSize = CGSize(width: 200, height: 300)
        let frame = frameRect(viewSize)
        let defaults = EffectOptionValues(options: RenderableEffect.shatter.options)
        let shattered = model(defaults, viewSize, frame)
        let glass = Shatter(viewSize: viewSize, pattern: .glass, physics: .glass(fallHeight: Double(frame.height)), seed: 1)
        #expect(shattered.pieces.count == glass.pieces.count && shattered.crackSpeed > 0, "\(shattered.pieces.count) pieces")
        #expect(caption(defaults) == "shards")
    }
}
