import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// What every registered effect (``RenderableEffect/all``) gets without code of its own: golden
/// images at three moments, frames that stay inside the tool's budget, options refused beyond their
/// range (naming it) and accepted at its ends.
///
/// Regenerate the goldens (after an intended change, then look at every image it names!) with:
///
///     TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter RegisteredEffectTests
@Suite struct RegisteredEffectTests {
    static let cardSize = CGSize(width: 160, height: 240)

    /// Every golden moment of every effect.
    static let moments: [Moment] = RenderableEffect.all.flatMap { effect in
        effect.goldenMoments.map { Moment(effect: effect, moment: $0) }
    }

    struct Moment: Sendable, CustomTestStringConvertible {
        let effect: RenderableEffect
        let moment: GoldenMoment
        var testDescription: String { "\(effect.name): \(moment.name)" }
    }

    @Test(arguments: RenderableEffect.all)
    func everyEffectHasThreeGoldenMomentsOfItsOwn(effect: RenderableEffect) {
        #expect(effect.goldenMoments.count >= 3, "\(effect.name) has \(effect.goldenMoments.count) golden moments")
        #expect(
            Set(effect.goldenMoments.map(\.name)).count == effect.goldenMoments.count,
            "\(effect.name): two moments share a name")
    }

    @Test func everyEffectHasItsOwnName() {
        let names = RenderableEffect.all.map(\.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test(arguments: moments)
    func matchesGolden(_ moment: Moment) throws {
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let rendered = try moment.moment.render(card, Self.cardSize)
        #expect(rendered != card, "\(moment.moment.name) should change the card")
        let name = moment.moment.name
        let url = GoldenImageTests.directory.appendingPathComponent("\(name).png")
        let golden = FileManager.default.fileExists(atPath: url.path) ? try PNGCodec.read(from: url) : nil
        let comparison = GoldenComparison(golden: golden, rendered: rendered)
        if GoldenImageTests.regenerate {
            if comparison.verdict.needsRewrite { try PNGCodec.write(rendered, to: url) }
            print(
                "golden \(comparison.verdict.label) \(name): \(comparison.summary)"
                    + (comparison.verdict.needsRewrite ? " — look at Tests/TearKitRenderTests/Golden/\(name).png" : ""))
            return
        }
        #expect(
            golden != nil,
            "Missing golden \(name).png; run TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter RegisteredEffectTests"
        )
        #expect(comparison.verdict != .changed, "\(name): \(comparison.summary)")
    }

    /// A time-driven effect's frames at its defaults on a phone-sized view at 60 fps: at least two,
    /// in time order from 0, none beyond the longest run (20 s), a frame larger than the view within
    /// 3 × its area, the whole render within the tool's 40-gigapixel budget, and the first, middle
    /// and last frames drawn at the source's or the frame's size.
    @Test(arguments: RenderableEffect.all.filter(\.isTimeDriven))
    func framesStayInsideTheirBudget(effect: RenderableEffect) throws {
        guard case .timeDriven(let makeFrames, let frameRect) = effect.animation else { return }
        let viewSize = CGSize(width: 195, height: 422), scale = 2.0
        let source = TestCard.card(widthPoints: 195, heightPoints: 422, scale: 2)
        let options = EffectOptionValues(options: effect.options)
        let rect = frameRect(options, viewSize)
        let frames = makeFrames(
            options, EffectFrameRequest(source: source, scale: scale, viewSize: viewSize, fps: 60, frame: rect))
        try #require(frames.count >= 2, "\(effect.name): \(frames.count) frames")
        #expect(frames.first?.time == 0)
        #expect(
            zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time }, "\(effect.name): frame times go backwards"
        )
        #expect(frames.allSatisfy { $0.time.isFinite && $0.time <= 20 }, "\(effect.name): a frame beyond 20 s")
        if let rect {
            // A larger frame holds the view and stays within 3 × its area (the room SwiftUI pads a layer to).
            #expect(
                rect.contains(CGRect(origin: .zero, size: viewSize)), "\(effect.name): its frame \(rect) cuts the view")
            #expect(
                Double(rect.width * rect.height) <= 3 * Double(viewSize.width * viewSize.height) * 1.0001,
                "\(effect.name): frame \(rect)")
        }
        let size = rect.flatMap { RGBAImage.pixelSize(of: $0, scale: scale) } ?? (source.width, source.height)
        #expect(
            frames.count * size.width * size.height <= 40_000_000_000,
            "\(effect.name): \(frames.count) frames of \(size)")
        for index in [0, frames.count / 2, frames.count - 1] {
            let image = try frames[index].render?(source, scale) ?? source
            // Drawn at the source's size or the effect's frame (the tool centres a smaller one in it).
            #expect(
                (image.width, image.height) == (source.width, source.height) || (image.width, image.height) == size,
                "\(effect.name) frame \(index): \(image.width) × \(image.height)")
        }
    }

    /// Every option the tool parses from an effect's registration, with its effect.
    static let options: [Option] = RenderableEffect.all.flatMap { effect in
        effect.parsedOptions.map { Option(effect: effect.name, option: $0) }
    }

    struct Option: Sendable, CustomTestStringConvertible {
        let effect: String
        let option: EffectOption
        var testDescription: String { "\(effect) \(option.name)" }
    }

    /// A number at both ends of its range is taken as given; just beyond either end, NaN and infinity
    /// are refused with the range; a seed takes 0 and the largest, not −1; a choice each of its
    /// choices and nothing else; a point two finite numbers.
    @Test(arguments: options)
    func optionsAreTakenAtTheirRangeEndsAndRefusedBeyond(_ entry: Option) throws {
        let option = entry.option
        switch option.kind {
        case .number(let range, _, _):
            #expect(try option.parse(String(range.lowerBound)) == .number(range.lowerBound))
            #expect(try option.parse(String(range.upperBound)) == .number(range.upperBound))
            let between = "between \(range.lowerBound.shortDescription) and \(range.upperBound.shortDescription)"
            let step = max((range.upperBound - range.lowerBound) * 1e-6, 1e-9)
            for beyond in [String(range.lowerBound - step), String(range.upperBound + step), "nan", "inf", "-inf", "x"]
            {
                #expect { _ = try option.parse(beyond) } throws: {
                    ($0 as? EffectOptionError)?.description.contains(between) == true && "\($0)".contains(option.name)
                }
            }
        case .seed:
            #expect(try option.parse("0") == .seed(0))
            #expect(try option.parse(String(UInt64.max)) == .seed(UInt64.max))
            for beyond in ["-1", "18446744073709551616", "1.5"] {
                #expect { _ = try option.parse(beyond) } throws: { "\($0)".contains("between 0 and \(UInt64.max)") }
            }
        case .choice(let choices, let defaultValue):
            #expect(choices.contains(defaultValue))
            for choice in choices { #expect(try option.parse(choice) == .choice(choice)) }
            #expect { _ = try option.parse("none-of-these") } throws: {
                "\($0)".contains(choices.joined(separator: ", "))
            }
        case .point:
            #expect(try option.parse("1.5,-2") == .point(CGPoint(x: 1.5, y: -2)))
            for beyond in ["1", "1,2,3", "1,,2", ",1,2", "1,2,", "nan,0", "0,inf"] {
                #expect { _ = try option.parse(beyond) } throws: { "\($0)".contains(option.name) }
            }
        case .text(_, let maxLength, let unit):
            #expect(try option.parse("Hello") == .text("Hello"))
            if unit == .codePoints {
                // A character of several code points counts as its code points.
                let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
                #expect { _ = try option.parse(String(repeating: family, count: maxLength / 5 + 1)) } throws: {
                    "\($0)".contains("1 to \(maxLength) code points")
                }
            }
            #expect(
                try option.parse(String(repeating: "a", count: maxLength))
                    == .text(String(repeating: "a", count: maxLength)))
            for refused in ["", String(repeating: "a", count: maxLength + 1), "bell\u{07}", "tab\there"] {
                #expect { _ = try option.parse(refused) } throws: { "\($0)".contains(option.name) }
            }
        case .declaredByCommand:
            Issue.record("\(option.name) is not parsed from the registration")
        }
    }

    /// `--help` states each option's range and default as the code takes them: a number's `low...high`
    /// and `Default d.` when it has one, a seed's and a choice's `Default d.`.
    @Test(arguments: options)
    func theHelpStatesTheRangeAndDefaultTheCodeTakes(_ entry: Option) {
        let help = entry.option.help
        switch entry.option.kind {
        case .number(let range, let defaultValue, _):
            let stated = "\(range.lowerBound.shortDescription)...\(range.upperBound.shortDescription)"
            #expect(help.contains(stated), "\(entry): the help does not say \(stated): \(help)")
            if let defaultValue {
                #expect(
                    help.contains("Default \(defaultValue.shortDescription)."),
                    "\(entry): the help does not say Default \(defaultValue.shortDescription): \(help)")
            }
        case .seed(let defaultValue):
            #expect(
                help.contains("0...\(UInt64.max)") && help.contains("Default \(defaultValue)."), "\(entry): \(help)")
        case .choice(_, let defaultValue):
            #expect(
                help.contains("Default \(defaultValue)."),
                "\(entry): the help does not say Default \(defaultValue): \(help)")
        case .text(let defaultValue, let maxLength, let unit):
            #expect(help.contains("Default"), "\(entry): the help does not state its default: \(help)")
            if !defaultValue.isEmpty { #expect(help.contains("Default \(defaultValue)."), "\(entry): \(help)") }
            if maxLength < 1000 { #expect(help.contains("1 to \(maxLength) \(unit.name)"), "\(entry): \(help)") }
        case .point, .declaredByCommand:
            break
        }
    }

    /// A default is inside its range (the defaults are what a render without flags uses).
    @Test(arguments: options)
    func defaultsAreInsideTheirRange(_ entry: Option) {
        if case .number(let range, let defaultValue?, _) = entry.option.kind {
            #expect(range.contains(defaultValue), "\(entry): default \(defaultValue) outside \(range)")
        }
    }
}
