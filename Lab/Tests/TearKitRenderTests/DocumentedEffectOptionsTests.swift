import Foundation
import Testing
@_spi(Internal) import TearKitCore
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
        Documented(effect: "dust", option: "--particle-size", range: 1...4, defaultValue: 2),
        Documented(effect: "dust", option: "--angle", range: 0...360, defaultValue: 0),
        Documented(effect: "dust", option: "--wind", range: 0...3, defaultValue: 1),
        Documented(effect: "dust", option: "--turbulence", range: 0...3, defaultValue: 1),
        Documented(effect: "dust", option: "--duration", range: 0.3...5, defaultValue: 1.4),
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
            case .seed(let shatterSeed) = try Self.option("shatter", "--seed").kind,
            case .seed(let dustSeed) = try Self.option("dust", "--seed").kind
        else {
            Issue.record("an option changed its kind")
            return
        }
        #expect(patterns == ["pieces", "shards"] && pattern == "shards")
        #expect(directions == ["in", "out", "both"] && direction == "both")
        // Each seed defaults to the library's own, so the tool draws what an app that sets none draws.
        #expect(tearSeed == TearInTwoConfiguration().seed && shatterSeed == ShatterConfiguration().seed)
        #expect(dustSeed == DustConfiguration().seed)
    }

    /// Tear in two without flags: each half turns a quarter turn (90°) over 0.8 s, as documented.
    @Test func tearInTwoWithoutFlagsTurnsAQuarterTurnOverEightTenthsOfASecond() {
        let configuration = RenderableEffect.configuration(
            EffectOptionValues(options: RenderableEffect.tearInTwo.options))
        #expect(abs(configuration.rotation - .pi / 2) < 1e-12, "\(configuration.rotation)")
        #expect(configuration.duration == 0.8)
    }

    /// Shift without flags: the move in takes 0.6 s, then it holds and moves out.
    @Test func shiftWithoutFlagsMovesInOverSixTenthsOfASecond() throws {
        let moveIn = try Self.shiftMoveIn(given: [:])
        #expect(abs(try #require(moveIn.last).time - 0.6) < 1e-9, "\(moveIn.map(\.time))")
    }

    /// The sample card a shift's frames are drawn from (40 × 60 pt at 1×).
    static let shiftCard = TestCard.card(widthPoints: 40, heightPoints: 60)

    /// The frames of shift's move in on ``shiftCard`` at 10 fps, with the options `given`.
    static func shiftMoveIn(given: [String: EffectOptionValue]) throws -> [EffectFrame] {
        guard case .timeDriven(let makeFrames, _) = RenderableEffect.shift.animation else {
            Issue.record("shift is not time-driven")
            return []
        }
        let request = EffectFrameRequest(source: shiftCard, scale: 1, viewSize: CGSize(width: 40, height: 60), fps: 10)
        return makeFrames(EffectOptionValues(options: RenderableEffect.shift.options, given: given), request).filter {
            $0.phase == "in"
        }
    }

    /// Shatter without flags breaks like glass (shards from an impact, cracks running out), not into
    /// squares.
    @Test func shatterWithoutFlagsBreaksLikeGlass() throws {
        guard case .shatter(let frameRect, let model, let caption) = RenderableEffect.shatter.animation else {
            Issue.record("shatter does not break into pieces")
            return
        }
        let viewSize = CGSize(width: 200, height: 300)
        let frame = frameRect(viewSize)
        let defaults = EffectOptionValues(options: RenderableEffect.shatter.options)
        let shattered = model(defaults, viewSize, frame)
        let glass = Shatter(
            viewSize: viewSize, pattern: .glass, physics: .glass(fallHeight: Double(frame.height)),
            seed: ShatterConfiguration().seed)
        #expect(
            shattered.pieces.count == glass.pieces.count && shattered.crackSpeed > 0, "\(shattered.pieces.count) pieces"
        )
        #expect(caption(defaults) == "shards")
    }

    /// Every tear-in-two option given on the command line reaches the tear: the step, the seed, the
    /// turn (degrees → radians), the flight and the time.
    @Test func everyGivenTearInTwoOptionReachesTheTear() {
        let given: [String: EffectOptionValue] = [
            "--max-step": .number(7), "--tear-seed": .seed(9), "--rotation": .number(45),
            "--distance": .number(40), "--duration": .number(2),
        ]
        let configuration = RenderableEffect.configuration(
            EffectOptionValues(options: RenderableEffect.tearInTwo.options, given: given))
        #expect(configuration.maxStep == 7)
        #expect(configuration.seed == 9)
        #expect(abs(configuration.rotation - .pi / 4) < 1e-12, "\(configuration.rotation)")
        #expect(configuration.distance == 40)
        #expect(configuration.duration == 2)
        // Without flags: the library's own seed, as an app that sets none draws it.
        #expect(
            RenderableEffect.configuration(EffectOptionValues(options: RenderableEffect.tearInTwo.options)).seed
                == TearInTwoConfiguration().seed)
    }

    /// Tear in two's frame is the room the halves given by `--rotation` and `--distance` fly through,
    /// not the room of the default flight.
    @Test func tearInTwosFrameIsTheRoomOfTheFlightGiven() throws {
        guard case .timeDriven(_, let frameRect) = RenderableEffect.tearInTwo.animation else {
            Issue.record("tear in two is not time-driven")
            return
        }
        let viewSize = CGSize(width: 200, height: 300)
        let options = EffectOptionValues(
            options: RenderableEffect.tearInTwo.options, given: ["--rotation": .number(0), "--distance": .number(10)])
        let room = try #require(frameRect(options, viewSize))
        #expect(room == TearInTwoConfiguration(rotation: 0, distance: 10).layerBounds(viewSize: viewSize), "\(room)")
    }

    /// Shift's `--skew` reaches the lean: half way in, skew 0 and skew 1 draw different frames.
    @Test func shiftsSkewChangesTheFrameHalfWayIn() throws {
        func middleOfTheMoveIn(skew: Double) throws -> RGBAImage {
            let moveIn = try Self.shiftMoveIn(given: ["--skew": .number(skew)])
            let render = try #require(
                moveIn[moveIn.count / 2].render, "the middle of the move in draws the source untouched")
            return try render(Self.shiftCard, 1)
        }
        #expect(try middleOfTheMoveIn(skew: 0).pixels != middleOfTheMoveIn(skew: 1).pixels)
    }

    /// Ripple: `--duration` sets how long it runs; without it, it runs until it has died down with the
    /// `--decay` given (undamped: the longest a ripple runs, 10 s).
    @Test func ripplesDurationAndDecayReachTheRipple() throws {
        guard case .timeDriven(let makeFrames, _) = RenderableEffect.ripple.animation else {
            Issue.record("ripple is not time-driven")
            return
        }
        let viewSize = CGSize(width: 40, height: 60)
        let request = EffectFrameRequest(
            source: TestCard.card(widthPoints: 40, heightPoints: 60), scale: 1, viewSize: viewSize, fps: 10)
        func length(_ given: [String: EffectOptionValue]) throws -> Double {
            try #require(
                makeFrames(EffectOptionValues(options: RenderableEffect.ripple.options, given: given), request).last
            ).time
        }
        #expect(try length(["--duration": .number(2)]) == 2)
        let diedDown = RippleConfiguration().duration(from: CGPoint(x: 20, y: 30), in: viewSize)
        #expect(abs(try length([:]) - diedDown) < 1e-12, "died down after \(diedDown) s")
        #expect(try length(["--decay": .number(0)]) == 10)
    }

    /// Shatter: `--pattern pieces` without `--piece-size` crumbles into 2-pt squares (a 200 × 300 view:
    /// 100 × 150 of them); `--seed` reaches the break; without flags the pieces fall out of the frame
    /// when glass falling out of that frame does (the fall scaled to the frame, not to the view).
    @Test func shattersOptionsReachTheBreak() throws {
        guard case .shatter(let frameRect, let model, _) = RenderableEffect.shatter.animation else {
            Issue.record("shatter does not break into pieces")
            return
        }
        let viewSize = CGSize(width: 200, height: 300)
        let frame = frameRect(viewSize)
        func shattered(_ given: [String: EffectOptionValue]) -> Shatter {
            model(EffectOptionValues(options: RenderableEffect.shatter.options, given: given), viewSize, frame)
        }
        let pieces = shattered(["--pattern": .choice("pieces")])
        #expect(pieces.pieces.count == 15_000 && pieces.crackSpeed == 0, "\(pieces.pieces.count) pieces")
        #expect(shattered(["--seed": .seed(7)]).seed == 7)
        #expect(shattered([:]).seed == ShatterConfiguration().seed)
        let glass = Shatter(
            viewSize: viewSize, pattern: .glass, physics: .glass(fallHeight: Double(frame.height)),
            seed: ShatterConfiguration().seed)
        #expect(shattered([:]).endTime(leaving: frame) == glass.endTime(leaving: frame))
    }

    /// Without `--output` the tear renders into `tearkit-render`, every other effect into
    /// `tearkit-<effect>`, as Documentation/Tool.md says.
    @Test func eachEffectHasItsDocumentedDefaultFolder() {
        let folders = Dictionary(uniqueKeysWithValues: RenderableEffect.all.map { ($0.name, $0.defaultOutputFolder) })
        #expect(
            folders == [
                "tear": "tearkit-render", "ripple": "tearkit-ripple", "shift": "tearkit-shift",
                "tear-in-two": "tearkit-tear-in-two", "shatter": "tearkit-shatter", "dust": "tearkit-dust",
                "text-glyphs": "tearkit-text-glyphs",
            ])
    }

    /// Every dust option given on the command line reaches the dust: the particle size, the angle
    /// (degrees → radians), the wind, the turbulence, the time and the seed; without flags the seed is the library's.
    @Test func everyGivenDustOptionReachesTheDust() {
        let given: [String: EffectOptionValue] = [
            "--particle-size": .number(3), "--angle": .number(90), "--wind": .number(2),
            "--turbulence": .number(0.5), "--duration": .number(2.5), "--seed": .seed(9),
        ]
        let configuration = RenderableEffect.dustConfiguration(
            EffectOptionValues(options: RenderableEffect.dust.options, given: given))
        #expect(
            configuration
                == DustConfiguration(
                    particleSize: 3, duration: 2.5, direction: .pi / 2, wind: 2, turbulence: 0.5, seed: 9))
        #expect(
            RenderableEffect.dustConfiguration(EffectOptionValues(options: RenderableEffect.dust.options))
                == DustConfiguration())
    }
}
