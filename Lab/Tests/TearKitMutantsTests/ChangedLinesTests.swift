import Foundation
import Testing

@testable import TearKitMutants

@Suite struct ChangedLinesTests {
    @Test func hunkHeadersGiveTheNewFilesLines() {
        let diff = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -3 +3 @@ func a() {
            -    old
            +    new
            @@ -10,0 +11,2 @@
            +    added
            +    added
            @@ -20,4 +21,0 @@
            -    gone
            """
        #expect(ChangedLines(unifiedDiff: diff).lines == [3, 11, 12])
    }

    /// `--base` mutates only the lines the diff added or changed, in the files it touched under Sources/.
    @Test func baseRestrictsMutantsToAddedAndChangedLines() throws {
        let folder = try MutantTesting.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Sources/Thing.swift")
        let untouched = folder.appendingPathComponent("Sources/Other.swift")
        let before = """
            func a(x: Int) -> Int { x + 1 }
            func b(x: Int) -> Int { x - 2 }
            func c(x: Int) -> Bool { x < 3 }

            """
        try before.write(to: file, atomically: true, encoding: .utf8)
        try "let other = 1 + 2\n".write(to: untouched, atomically: true, encoding: .utf8)
        try MutantTesting.git(["init", "-q"], in: folder)
        try MutantTesting.git(["add", "."], in: folder)
        try MutantTesting.git(["commit", "-q", "-m", "first"], in: folder)
        // Line 2 changes, a line 4 is added.
        let after = before.replacingOccurrences(of: "x - 2", with: "x * 2") + "func d(x: Int) -> Int { -x }\n"
        try after.write(to: file, atomically: true, encoding: .utf8)

        var lines: [String] = []
        let command = try MutantsCommand.parse(["--base", "HEAD", "--list"])
        try command.execute(in: folder, seed: 1, output: { lines.append($0) }, makeRunner: { _ in FakeTestRunner() })
        let listed = lines.filter { $0.hasPrefix("[") }
        #expect(listed.count == 3, "\(lines)")  // `*` and `2` on line 2, `-x` on line 4
        #expect(listed.allSatisfy { $0.contains("Sources/Thing.swift:2:") || $0.contains("Sources/Thing.swift:4:") })
        #expect(listed.contains { $0.contains(":2:") } && listed.contains { $0.contains(":4:") })
        #expect(!lines.contains { $0.contains("Other.swift") })
        #expect(lines.first == "seed 1 (run the same draw again with --seed 1)")
    }
}
