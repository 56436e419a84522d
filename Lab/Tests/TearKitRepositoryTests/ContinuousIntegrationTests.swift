import Foundation
import Testing

/// What CI runs: `.ci/run` runs the README's test command (both packages, then the playground in a
/// browser) and the mutation list's check,
/// and stops at the first failure.
@Suite struct ContinuousIntegrationTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: AppleSources.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func ciRunsTheReadmesTestCommandAndTheMutationListsCheck() throws {
        let run = try Self.text(".ci/run"), readme = try Self.text("README.md")
        let command = "swift test && swift test --package-path Lab && Lab/Scripts/browser-tests.sh"
        #expect(readme.contains("```sh\n\(command)\n```"), "README.md's test command is not \(command)")
        let lines = run.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(command), ".ci/run does not run \(command)")
        #expect(lines.contains("Lab/Scripts/mutation-pass.sh --check"))
        #expect(lines.contains("set -euo pipefail"))
    }

    /// `mutation-pass.sh --check` exits 2, naming each, for a row whose file is gone and one whose sed script
    /// matches nothing, and 0 for a list whose rows all apply.
    @Test func theMutationListsCheckFailsOnAStaleRow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tearkit-mutation-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = AppleSources.packageRoot.appendingPathComponent("Lab/Scripts/mutation-pass.sh").path
        func check(_ rows: [String]) throws -> (status: Int32, output: String) {
            let list = folder.appendingPathComponent("list-\(UUID().uuidString).tsv")
            try (rows.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["bash", script, "--check", list.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let applies = "README.md\ts/TearKit/TearKat/\ta row that applies"
        let good = try check([applies])
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.contains("1 lines apply, 0 do not"), "\(good.output)")
        let stale = try check([
            applies, "README.md\ts/no such text anywhere 1234/x/\tmatches nothing",
            "Sources/Gone.swift\ts/a/b/\tno file",
        ])
        #expect(stale.status == 2, "\(stale.output)")
        #expect(stale.output.components(separatedBy: "NOT APPLIED").count - 1 == 2, "\(stale.output)")
        #expect(stale.output.contains("1 lines apply, 2 do not"), "\(stale.output)")
    }
}
