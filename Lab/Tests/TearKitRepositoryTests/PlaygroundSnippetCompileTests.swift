import Foundation
import TearKitPlayground
import TearKitRender
import Testing

/// The Swift the playground page offers to copy (`SwiftSnippet`) compiles, as the documentation's samples
/// do: for every registered effect, with no option given, with every option given a value other than its
/// default, and with each option alone at either end of its range (every choice, the shortest and the
/// longest text), each snippet is wrapped as SampleHarness.swift wraps a sample — the SwiftUI one in the
/// `@ViewBuilder` body of a property of `SwiftUISampleHost`, after `Text("x")` when it is a chain of
/// modifiers; the UIKit one in a method of `UIKitSampleHost`, a view controller showing `card` — and all
/// of them are type-checked in one `swiftc` run in Swift 6 mode against the stand-in SwiftUI and UIKit
/// modules and TearKit (Tests/Fixtures/DocumentationSamples/SampleHarness.swift).
@Suite("Playground snippets compile", .serialized)
struct PlaygroundSnippetCompileTests {
    /// One snippet to compile and the option values that gave it (several, when they give the same Swift).
    struct Sample {
        var snippet: SwiftSnippet
        var cases: [String]
    }

    /// A value inside `option`'s range other than its default: the range's midpoint (a quarter of the
    /// way when that is the default), another choice, a text with quotes, a backslash and a line break.
    /// `nil` for a flag the command reads itself.
    static func middleValue(of option: EffectOption) -> EffectOptionValue? {
        switch option.kind {
        case .number(let range, let defaultValue, _):
            let middle = (range.lowerBound + range.upperBound) / 2
            return .number(
                middle == defaultValue ? range.lowerBound + (range.upperBound - range.lowerBound) / 4 : middle)
        case .seed(let defaultValue):
            return .seed(UInt64.max / 2 == defaultValue ? UInt64.max / 2 + 1 : UInt64.max / 2)
        case .point:
            return .point(CGPoint(x: 12.5, y: 40))
        case .choice(let choices, let defaultValue):
            return choices.first { $0 != defaultValue }.map(EffectOptionValue.choice)
        case .text:
            return .text("Say \"tear\" \\ here\nthen here")
        case .declaredByCommand:
            return nil
        }
    }

    /// The values at the ends of `option`'s range: both bounds, the smallest and largest seed, every
    /// choice, a one-character text and one as long as the option takes (quotes, backslashes and line
    /// breaks among its characters), a point at the origin and one far off. None for a flag the command
    /// reads itself.
    static func endValues(of option: EffectOption) -> [EffectOptionValue] {
        switch option.kind {
        case .number(let range, _, _):
            return [.number(range.lowerBound), .number(range.upperBound)]
        case .seed:
            return [.seed(0), .seed(UInt64.max)]
        case .point:
            return [.point(CGPoint(x: 0, y: 0)), .point(CGPoint(x: -0.5, y: 100_000))]
        case .choice(let choices, _):
            return choices.map(EffectOptionValue.choice)
        case .text(_, let maxLength, _):
            // Every character is one code point, so the length is the same in either unit.
            let pattern = Array("a\"\\\né".unicodeScalars)
            var longest = String.UnicodeScalarView()
            for index in 0..<maxLength { longest.append(pattern[index % pattern.count]) }
            return [.text("x"), .text(String(longest))]
        case .declaredByCommand:
            return []
        }
    }

    /// A value as a message names it: `40`, `vertical`, `12.5,40`, a text quoted and cut short.
    static func describe(_ value: EffectOptionValue) -> String {
        switch value {
        case .number(let number): "\(number)"
        case .seed(let seed): "\(seed)"
        case .point(let point): "\(point.x),\(point.y)"
        case .choice(let choice): choice
        case .text(let text): (text.count > 24 ? String(text.prefix(24)) + "…" : text).debugDescription
        }
    }

    /// Every case's snippet, the same Swift once.
    static func samples() -> [Sample] {
        var samples: [Sample] = []
        func add(_ effect: RenderableEffect, _ given: [String: EffectOptionValue], _ name: String) {
            let snippet = SwiftSnippet(
                effect: effect, values: EffectOptionValues(options: effect.options, given: given))
            if let index = samples.firstIndex(where: { $0.snippet == snippet }) {
                samples[index].cases.append(name)
            } else {
                samples.append(Sample(snippet: snippet, cases: [name]))
            }
        }
        for effect in RenderableEffect.all {
            add(effect, [:], "\(effect.name), no option given")
            var every: [String: EffectOptionValue] = [:]
            for option in effect.options {
                every[option.name] = middleValue(of: option)
            }
            let everyName = every.sorted { $0.key < $1.key }.map { "\($0.key) \(describe($0.value))" }
            add(effect, every, "\(effect.name), every option given (\(everyName.joined(separator: ", ")))")
            for option in effect.options {
                for value in endValues(of: option) {
                    add(effect, [option.name: value], "\(effect.name), \(option.name) \(describe(value))")
                }
            }
        }
        return samples
    }

    /// The generated file's text and, for each sample, the lines (from 1) its wrappers take.
    static func generatedFile(_ samples: [Sample]) -> (text: String, lines: [(sample: Sample, lines: ClosedRange<Int>)])
    {
        var out = ["// Generated by PlaygroundSnippetCompileTests from the playground's snippets."]
        out += DocumentationSamples.contextImports
        var lines: [(Sample, ClosedRange<Int>)] = []
        for (index, sample) in samples.enumerated() {
            let first = out.count + 1
            out.append("")
            out.append("// \(sample.cases.joined(separator: "; ").replacingOccurrences(of: "\n", with: "\\n"))")
            out += ["extension SwiftUISampleHost {", "    @ViewBuilder var playgroundSnippet\(index): some View {"]
            let swiftUI = sample.snippet.swiftUI.split(separator: "\n", omittingEmptySubsequences: false)
            if sample.snippet.swiftUI.hasPrefix(".") {
                // A chain of modifiers: on a view, as the developer's own view would take it.
                out.append("        Text(\"x\")")
                out += swiftUI.map { "            " + $0 }
            } else {
                out += swiftUI.map { "        " + $0 }
            }
            out += ["    }", "}"]
            if let uiKit = sample.snippet.uiKit {
                out += [
                    "#if canImport(UIKit)", "extension UIKitSampleHost {", "    func playgroundSnippet\(index)() {",
                ]
                out += uiKit.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
                out += ["    }", "}", "#endif"]
            }
            lines.append((sample, first...out.count))
        }
        return (out.joined(separator: "\n") + "\n", lines)
    }

    @Test func everyEffectWritesSwiftUIAndTheOnesWithAUIKitAPIWriteUIKit() {
        let samples = Self.samples()
        for effect in RenderableEffect.all {
            let snippet = SwiftSnippet(effect: effect, values: EffectOptionValues(options: effect.options))
            #expect(!snippet.swiftUI.hasPrefix("//"), "\(effect.name) has no SwiftUI snippet")
        }
        let withUIKit = Set(
            RenderableEffect.all.filter {
                SwiftSnippet(effect: $0, values: EffectOptionValues(options: $0.options)).uiKit != nil
            }.map(\.name))
        #expect(withUIKit == ["tear", "dust", "tear-in-two", "shatter"])
        // Each option's ends and the middle values reach the compile: far more than one sample an effect.
        #expect(samples.count > 3 * RenderableEffect.all.count)
    }

    @Test(
        "every snippet the playground writes type-checks in Swift 6 mode against the stand-ins and TearKit",
        .enabled(if: AppleSources.swiftc != nil, "needs the Swift compiler, swiftc, on PATH"))
    func everySnippetTypeChecks() throws {
        let scratch = try AppleSourcesTypeCheckTests.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try AppleSourcesTypeCheckTests.buildStubs(in: scratch)
        try AppleSourcesTypeCheckTests.emitTearKit(in: scratch)

        let samples = Self.samples()
        let generated = Self.generatedFile(samples)
        let file = scratch.appendingPathComponent("PlaygroundSnippets.swift")
        try Data(generated.text.utf8).write(to: file)
        // One compiler run for every snippet, with the harness that declares the state and views they name.
        let check = try AppleSourcesTypeCheckTests.swiftc(
            [
                "-typecheck", "-wmo", "-swift-version", "6", "-parse-as-library", "-module-name", "PlaygroundSnippets",
                "-I", scratch.path, "-I", AppleSourcesTypeCheckTests.builtModules.path,
                DocumentationSamples.harness.path, file.path,
            ])
        let errors = DocumentationSamplesTests.diagnostics(check.diagnostics).filter {
            $0.message.hasPrefix("error:")
        }
        var elsewhere: [String] = []
        for error in errors {
            guard error.file == file.path, let entry = generated.lines.first(where: { $0.lines.contains(error.line) })
            else {
                elsewhere.append("\(error.file):\(error.line): \(error.message)")
                continue
            }
            let wrapped = generated.text.split(separator: "\n", omittingEmptySubsequences: false)[
                (entry.lines.lowerBound - 1)..<entry.lines.upperBound
            ].joined(separator: "\n")
            Issue.record(
                "the snippet of \(entry.sample.cases.joined(separator: "; ")) does not compile: line \(error.line): \(error.message)\n\(wrapped)"
            )
        }
        #expect(elsewhere.isEmpty, "the harness does not compile:\n\(elsewhere.joined(separator: "\n"))")
        #expect(check.status == 0 || !errors.isEmpty, "swiftc failed:\n\(check.diagnostics)")
    }
}
