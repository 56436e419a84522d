import Foundation
import Testing

@testable import TearKitMutants

/// Bad input is a one-line error and an exit status, never a crash: 64 for usage, 1 for a failed job.
@Suite struct MutantsCommandTests {
    @Test func usageErrorsExitWith64() {
        #expect(MutantsCommand.main([]) == 64)
        #expect(MutantsCommand.main(["--sample", "0", "A.swift"]) == 64)
        #expect(MutantsCommand.main(["--sample", "many", "A.swift"]) == 64)
        #expect(MutantsCommand.main(["--seed", "-1", "A.swift"]) == 64)
        #expect(MutantsCommand.main(["--seed", "1.5", "A.swift"]) == 64)
        #expect(MutantsCommand.main(["--timeout", "0", "A.swift"]) == 64)
        #expect(MutantsCommand.main(["--no-such-option"]) == 64)
        #expect(MutantsCommand.main(["--help"]) == 0)
    }

    @Test func failedJobsExitWith1() throws {
        #expect(MutantsCommand.main(["--list", "--seed", "1", "No/Such/File.swift"]) == 1)
        #expect(MutantsCommand.main(["--list", "--base", "no-such-revision-anywhere"]) == 1)
    }

    @Test func filesMustBeSwiftOrMetalAndInThePackages() throws {
        let folder = try MutantTesting.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "x".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try "func f() {".write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        try "let a = 1 + 2\n".write(to: folder.appendingPathComponent("Loose.swift"), atomically: true, encoding: .utf8)
        func run(_ arguments: [String]) throws {
            try MutantsCommand.parse(arguments).execute(
                in: folder, seed: 3, output: { _ in }, makeRunner: { _ in FakeTestRunner() })
        }
        #expect(throws: MutantsError.notSwiftOrMetal("notes.txt")) { try run(["notes.txt"]) }
        #expect(throws: MutantsError.self) { try run(["Bad.swift"]) }
        #expect(throws: MutantsError.outsideRepository("/etc/hostname")) { try run(["/etc/hostname"]) }
        // Listing needs no package; running does.
        try run(["--list", "Loose.swift"])
        #expect(throws: MutantsError.inNeitherPackage("Loose.swift")) { try run(["Loose.swift"]) }
    }
}
