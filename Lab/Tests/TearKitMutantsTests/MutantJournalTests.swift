import Foundation
import Testing

@testable import TearKitMutants

/// The journal of kills: a review that stops part way goes on where it stopped, running again only what
/// was not killed, and only for the file as it was when the kill was recorded.
@Suite struct MutantJournalTests {
    static let source = """
        func thing(a: Int, b: Int) -> Bool {
            a < b
        }
        func other(a: Int) -> Int { a * 3 }

        """

    /// A scratch folder holding `Sources/Thing.swift` with `source`, and its mutants.
    func scratch(source: String = Self.source) throws -> (URL, URL, [Mutant]) {
        try MutantTesting.scratch(source: source, path: "Sources/Thing.swift")
    }

    @Test func aSecondRunRunsOnlyWhatTheFirstDidNotKill() throws {
        let (folder, file, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journalFile = folder.appendingPathComponent("journal.tsv")
        let killed = try #require(mutants.first { $0.replacement == "<=" })
        let broken = try #require(mutants.first { $0.replacement == "/" })
        let survivor = try #require(mutants.first { $0.replacement == "4" })
        let drawn = [killed, broken, survivor]

        let first = FakeTestRunner(file: file, breaksBuild: "a / 3", failsNamedSuites: "a <= b")
        let firstResults = try MutationRun(
            scratch: folder, runner: first, journal: MutantJournal(contentsOf: journalFile, displayPath: "journal.tsv")
        ).run(drawn)
        #expect(firstResults.map(\.fromJournal) == [false, false, false])
        #expect(firstResults[2].outcome == .survived)

        // The kill and the build failure are read back; only the survivor is built and tested again.
        let second = FakeTestRunner(file: file)
        var reported: [String] = []
        let secondResults = try MutationRun(
            scratch: folder, runner: second, journal: MutantJournal(contentsOf: journalFile, displayPath: "journal.tsv")
        ).run(drawn) { result, _ in reported.append(MutantReport.line(result)) }
        #expect(secondResults.map(\.outcome) == firstResults.map(\.outcome))
        #expect(secondResults.map(\.fromJournal) == [true, true, false])
        #expect(
            second.calls == [
                "build root", "build lab", "test root Thing", "test lab Thing", "test root *", "test lab *",
            ])
        #expect(reported[0].contains("from the journal") && reported[0].contains("by named()"))
        #expect(!reported[2].contains("from the journal"))
        // Nothing is recorded twice, and the survivor never.
        let lines = try String(contentsOf: journalFile, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
    }

    @Test func aKillHoldsOnlyForTheFileItWasRecordedIn() throws {
        let (folder, _, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let killed = try #require(mutants.first { $0.replacement == "<=" })
        let journal = MutantJournal()
        try journal.record(MutantResult(mutant: killed, outcome: .killed(by: "named()"), seconds: 3))
        #expect(journal.result(for: killed)?.outcome == .killed(by: "named()"))
        // The same change in a file edited elsewhere: another fingerprint, so it runs again.
        let edited = Self.source + "func more() {}\n"
        let same = try #require(
            MutantCatalog.mutants(ofFile: "Sources/Thing.swift", source: edited).first { $0.replacement == "<=" })
        #expect(same.id == killed.id)
        #expect(journal.result(for: same) == nil)
    }

    @Test func theFileIsReadBackAsWritten() throws {
        let (folder, _, mutants) = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("journal.tsv")
        let journal = try MutantJournal(contentsOf: url, displayPath: "journal.tsv")
        let killed = try #require(mutants.first { $0.replacement == "<=" })
        let broken = try #require(mutants.first { $0.replacement == "/" })
        // A detail with tabs and line breaks stays on its line.
        try journal.record(MutantResult(mutant: killed, outcome: .killed(by: "a()\tb()\nc()"), seconds: 12.5))
        try journal.record(MutantResult(mutant: broken, outcome: .didNotCompile("x.swift:1: error"), seconds: 4))
        let survivor = try #require(mutants.first { $0.replacement == "4" })
        try journal.record(MutantResult(mutant: survivor, outcome: .survived, seconds: 9))
        try journal.record(MutantResult(mutant: survivor, outcome: .equivalent("same"), seconds: 0))
        let read = try MutantJournal(contentsOf: url, displayPath: "journal.tsv")
        #expect(
            read.result(for: killed)
                == MutantResult(mutant: killed, outcome: .killed(by: "a() b() c()"), seconds: 12.5, fromJournal: true))
        #expect(read.result(for: broken)?.outcome == .didNotCompile("x.swift:1: error"))
        #expect(read.result(for: survivor) == nil)
        #expect(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test func aBadLineIsRefusedWithItsNumber() {
        let good = "id\t0123456789abcdef\tKILLED\t3\tt()"
        #expect(throws: Never.self) { try MutantJournal(parsing: "# a comment\n\n" + good + "\n", path: "j.tsv") }
        let bad = [
            "id\t0123456789abcdef\tKILLED\t3",  // no detail
            "id\t0123\tKILLED\t3\tt()",  // a short fingerprint
            "id\t0123456789abcdeg\tKILLED\t3\tt()",  // not hex
            "id\t0123456789abcdef\tKILLED\tnan\tt()",  // seconds not a finite number
            "id\t0123456789abcdef\tKILLED\t-1\tt()",
            "id\t0123456789abcdef\tSURVIVED\t3\t",  // survivors are never recorded
        ]
        for line in bad {
            #expect(
                throws: MutantsError.badJournal(
                    "j.tsv", 2,
                    line.contains("SURVIVED")
                        ? "only KILLED and DID NOT COMPILE are recorded"
                        : "a record is an id, a fingerprint, an outcome, seconds and a detail")
            ) {
                try MutantJournal(parsing: good + "\n" + line + "\n", path: "j.tsv")
            }
        }
    }

    @Test func theFingerprintIsFNV1aOfTheFile() {
        // FNV-1a 64 of the empty string and of "a" (the published test values).
        #expect(MutantJournal.fingerprint("") == "cbf29ce484222325")
        #expect(MutantJournal.fingerprint("a") == "af63dc4c8601ec8c")
    }
}
