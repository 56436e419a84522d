import Foundation
import Testing

@testable import TearKitMutants

@Suite struct EquivalentMutantsTests {
    @Test func linesAreAnIdATabAndAReason() throws {
        let file = try EquivalentMutants(
            parsing: "# comment\n\nSources/A.swift relational-boundary: a < b => a <= b\tnever equal\r\n", path: "e.tsv"
        )
        #expect(file.reasons == ["Sources/A.swift relational-boundary: a < b => a <= b": "never equal"])
        #expect(throws: MutantsError.badEquivalents("e.tsv", 2, "a line is a mutant's id, a tab and a reason")) {
            try EquivalentMutants(parsing: "# ok\nno tab here\n", path: "e.tsv")
        }
        #expect(throws: MutantsError.badEquivalents("e.tsv", 1, "a line is a mutant's id, a tab and a reason")) {
            try EquivalentMutants(parsing: "id\t  \n", path: "e.tsv")
        }
    }

    @Test func aMissingFileIsEmptyUnlessNamed() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/equivalents.tsv")
        #expect(try EquivalentMutants(contentsOf: missing, displayPath: "x", required: false).reasons.isEmpty)
        #expect(throws: MutantsError.badEquivalents("x", 0, "no such file")) {
            try EquivalentMutants(contentsOf: missing, displayPath: "x", required: true)
        }
    }

    /// An id names the file, the operator and the line before and after, not the line number: it survives
    /// lines added above, and two identical changes on identical lines are told apart.
    @Test func idsSurviveMovedLinesAndRepeatedLinesAreNumbered() throws {
        let source = "let a = b < c\nlet a = b < c\n"
        let ids = try MutantCatalog.mutants(ofFile: "Sources/A.swift", source: source).map(\.id)
        #expect(
            ids == [
                "Sources/A.swift relational-boundary: let a = b < c => let a = b <= c",
                "Sources/A.swift relational-boundary: let a = b < c => let a = b <= c #2",
            ])
        let moved = try MutantCatalog.mutants(ofFile: "Sources/A.swift", source: "// new\n\n" + source).map(\.id)
        #expect(moved == ids)
    }
}
