import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Every text that lists effects names each one the registration holds: a new effect shows up in the
/// tool's help and manual without anyone remembering to add it.
@Suite struct EffectListingTests {
    /// The effects the demo's reel plays.
    static var reelEffects: [RenderableEffect] {
        RenderableEffect.all.filter { $0.isTimeDriven && $0.reelTitle != nil }
    }

    @Test func renderHelpsSummaryNamesEveryRegisteredEffect() throws {
        let help = try TearkitProcess.run(["--help"], environment: ["COLUMNS": "1000"])
        let line = try #require(
            help.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("render ") })
        for effect in RenderableEffect.all {
            #expect(
                line.contains(effect.displayName), "tearkit --help's render line does not name \(effect.name): \(line)")
        }
    }

    @Test func demoHelpNamesEveryEffectOfTheReel() throws {
        let help = try TearkitProcess.run(["demo", "--help"], environment: ["COLUMNS": "1000"])
        #expect(Self.reelEffects.count >= 4)
        let list = Self.reelEffects.compactMap(\.reelTitle).joined(separator: ", ")
        #expect(
            help.stdout.replacingOccurrences(of: "\n", with: " ").contains(list), "demo --help does not list \(list)")
        for effect in Self.reelEffects {
            let title = try #require(effect.reelTitle)
            #expect(
                help.stdout.contains(title), "demo --help does not name \(effect.name)'s part of the reel (\(title))")
        }
    }

    @Test func theManualNamesEveryEffectOfTheReel() throws {
        let manual = try String(
            contentsOf: TearkitProcess.repositoryRoot.appendingPathComponent("Documentation/Tool.md"), encoding: .utf8)
        let reel = try #require(manual.split(separator: "\n").first { $0.contains("reel/reel.apng") })
        for effect in Self.reelEffects {
            #expect(
                reel.lowercased().contains(effect.displayName),
                "Tool.md's line on the reel leaves out \(effect.name): \(reel)")
        }
    }
}
