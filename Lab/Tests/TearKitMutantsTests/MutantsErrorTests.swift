import Testing

@testable import TearKitMutants

/// What the tool prints after `mutants: error:` for a bad equivalents file or journal: the file and the
/// line that is wrong, the first line as well as any other, so an editor can jump to it; an error about
/// the whole file (line 0) names the file alone.
@Suite struct MutantsErrorTests {
    @Test func aBadFirstLineOfTheEquivalentsFileIsNamedByItsNumber() {
        let error = #expect(throws: MutantsError.self) {
            try EquivalentMutants(parsing: "no tab here\n", path: "e.tsv")
        }
        #expect(error?.description == "e.tsv:1: a line is a mutant's id, a tab and a reason")
        #expect(MutantsError.badEquivalents("e.tsv", 0, "no such file").description == "e.tsv: no such file")
    }

    @Test func aBadFirstLineOfTheJournalIsNamedByItsNumber() {
        let error = #expect(throws: MutantsError.self) {
            try MutantJournal(parsing: "id\t0123456789abcdef\tSURVIVED\t3\t\n", path: "j.tsv")
        }
        #expect(error?.description == "j.tsv:1: only KILLED and DID NOT COMPILE are recorded")
        #expect(MutantsError.badJournal("j.tsv", 0, "cannot be read").description == "j.tsv: cannot be read")
    }
}
