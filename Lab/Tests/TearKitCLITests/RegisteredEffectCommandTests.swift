import Foundation
import Testing
import TearKitRender

/// `tearkit render` over every registered effect (``RenderableEffect/all``), without code of its own:
/// `--effect` and `--help` know it, each of its options is refused beyond its range (naming the range)
/// and taken at its ends, an option of another effect is refused naming the effect it belongs to, and
/// a transparent, a 1 × 1 and a 4000 × 3000 image render under 512 MB.
@Suite(.serialized) struct RegisteredEffectCommandTests {
    static let render = ["render", "--input", "/no/such/in.png"]

    /// The flags an effect needs to render at all: a gesture for a finger-driven one.
    static func required(for effect: RenderableEffect) -> [String] {
        if case .gesture = effect.animation { return ["--gesture-preset", "short-and-recover"] }
        return []
    }

    @Test func helpListsEveryEffectAndEveryOption() throws {
        let help = try TearkitProcess.run(["render", "--help"])
        #expect(help.status == 0)
        for effect in RenderableEffect.all {
            #expect(help.stdout.contains("  \(effect.name): "), "\(effect.name) missing from --help")
            for option in effect.options {
                #expect(
                    help.stdout.contains("  \(option.name) "), "\(option.name) of \(effect.name) missing from --help")
            }
        }
        // `--effect`'s values, however the help wraps them; and what every option does for every effect
        // that lists it (`--duration`: ripple's, shift's and tear in two's).
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for effect in RenderableEffect.all {
            for option in effect.parsedOptions {
                let text = option.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                #expect(words.contains(text), "\(effect.name) \(option.name)'s help missing from --help: \(text)")
            }
        }
        #expect(words.contains("(values: \(RenderableEffect.all.map(\.name).joined(separator: ", "));"))
    }

    /// Every number option of every effect: beyond either end refused (exit 64) with its range; at
    /// either end taken (the render then fails on the missing input, exit 1).
    @Test(arguments: RenderableEffect.all)
    func numbersAreRefusedBeyondTheirRangeAndTakenAtItsEnds(effect: RenderableEffect) throws {
        for option in effect.parsedOptions {
            guard case .number(let range, _, _) = option.kind else { continue }
            let base = Self.render + ["--effect", effect.name] + Self.required(for: effect)
            let step = max((range.upperBound - range.lowerBound) * 1e-6, 1e-9)
            for beyond in [range.lowerBound - step, range.upperBound + step] {
                let result = try TearkitProcess.run(base + [option.name, String(beyond)])
                #expect(result.status == 64, "\(effect.name) \(option.name) \(beyond): \(result.stderr)")
                #expect(
                    result.stderr.contains(
                        "\(option.name) must be between \(range.lowerBound.shortDescription) and \(range.upperBound.shortDescription)"
                    ),
                    "\(effect.name) \(option.name) \(beyond): \(result.stderr)")
            }
            for end in [range.lowerBound, range.upperBound] {
                let result = try TearkitProcess.run(base + ["\(option.name)=\(end)"])
                #expect(
                    result.status == 1 && result.stderr.contains("input /no/such/in.png"),
                    "\(effect.name) \(option.name) \(end): \(result.stderr)")
            }
        }
    }

    /// One rule: an option given with an effect that does not list it is refused, naming every effect
    /// that does.
    @Test(arguments: RenderableEffect.all)
    func anOptionOfAnotherEffectIsRefusedNamingItsEffects(effect: RenderableEffect) throws {
        for other in RenderableEffect.all where other.name != effect.name {
            for option in other.parsedOptions where !effect.options.contains(where: { $0.name == option.name }) {
                let value: String =
                    switch option.kind {
                    case .number(let range, _, _): String(range.lowerBound)
                    case .seed: "1"
                    case .point: "1,1"
                    case .choice(let choices, _): choices[0]
                    case .text: "x"
                    case .declaredByCommand: ""
                    }
                let result = try TearkitProcess.run(
                    Self.render + ["--effect", effect.name] + Self.required(for: effect) + [option.name, value])
                let owners = RenderableEffect.owners(of: option.name).map(\.name)
                let named =
                    owners.count > 1 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last! : owners[0]
                #expect(result.status == 64, "\(option.name) with \(effect.name): \(result.stderr)")
                #expect(
                    result.stderr.contains(
                        "\(option.name) applies to --effect \(named) only (not to --effect \(effect.name))."),
                    "\(option.name) with \(effect.name): \(result.stderr)")
            }
        }
    }

    /// A fully transparent image, a single pixel and a 4000 × 3000 photo (shrunk to the default
    /// --max-size) each render (exit 0) under 512 MB. The large one at 4 fps: memory holds a batch
    /// of frames whatever their number.
    @Test(arguments: RenderableEffect.all)
    func oddAndLargeImagesRenderUnder512MB(effect: RenderableEffect) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var large = RGBAImage(width: 4000, height: 3000)
        large.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                pixels[i] = UInt8(i % 251); pixels[i + 1] = UInt8(i / 16_000 % 256); pixels[i + 2] = 90;
                pixels[i + 3] = 255
            }
        }
        let images: [(String, RGBAImage, [String])] = [
            ("transparent", RGBAImage(width: 120, height: 90), []),
            ("single-pixel", RGBAImage(width: 1, height: 1, pixels: [200, 40, 40, 255])!, []),
            ("large", large, ["--fps", "4"]),
        ]
        for (name, image, flags) in images {
            let url = dir.appendingPathComponent("\(name).png")
            try PNGCodec.write(image, to: url)
            let run = try TearkitPeakMemory.run(
                [
                    "render", "--input", url.path, "--quiet", "--effect", effect.name,
                    "--output", dir.appendingPathComponent("out-\(name)").path,
                ] + Self.required(for: effect) + flags)
            #expect(run.status == 0, "\(effect.name) \(name): \(run.stderr)")
            #expect(run.peakBytes < 512 << 20, "\(effect.name) \(name): peak \(run.peakBytes >> 20) MiB")
        }
    }
}
