import Foundation
import Testing

/// A refusal points to what the user meant: the effect's own flag of the same meaning, the script
/// field nearest to a misspelt one, the command that has the option.
@Suite struct RefusalSuggestionTests {
    @Test func seedOnTextGlyphsNamesTextSeed() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", "Hi", "--seed", "3", "--output", "out"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("--effect text-glyphs takes --text-seed"), "\(result.stderr)")
        // An option no other spelling of which the effect has names only its owners.
        let other = try TearkitProcess.run(
            ["render", "--effect", "text-glyphs", "--text", "Hi", "--pattern", "squares", "--output", "out"], in: dir)
        #expect(other.status != 0)
        #expect(other.stderr.contains("applies to"), "\(other.stderr)")
        #expect(!other.stderr.contains("takes"), "\(other.stderr)")
    }

    @Test func anUnknownScriptFieldSuggestsTheNearestKnownOne() throws {
        let script =
            #"{"view": {"width": 100, "height": 100}, "events": [{"phase": "changed", "time": 0, "startLocation": {"x": 1, "y": 1}, "locaton": {"x": 1, "y": 1}}]}"#
        let result = try TearkitProcess.run(["simulate", "-"], stdin: Data(script.utf8))
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean location?"), "\(result.stderr)")
        let far =
            #"{"view": {"width": 100, "height": 100}, "events": [{"phase": "changed", "time": 0, "zzzzzzzz": 1}]}"#
        let none = try TearkitProcess.run(["simulate", "-"], stdin: Data(far.utf8))
        #expect(none.status == 1)
        #expect(!none.stderr.contains("did you mean"), "\(none.stderr)")
    }

    @Test func demoInputPointsToRender() throws {
        let result = try TearkitProcess.run(["demo", "--input", "photo.png"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("tearkit render --input"), "\(result.stderr)")
        #expect(result.stderr.contains("Unknown option '--input'"), "\(result.stderr)")
    }
}
