/// What became of one mutant.
package enum MutantOutcome: Sendable, Equatable {
    /// A test failed (or a test run timed out) with the mutant in place: by what (the failing tests, or why).
    case killed(by: String)
    /// Every test of the affected packages passed with the mutant in place.
    case survived
    /// The mutated code does not compile: the first error.
    case didNotCompile(String)
    /// Listed in the equivalents file: the reason given there. Not run.
    case equivalent(String)

    /// The word reports use: `KILLED`, `SURVIVED`, `DID NOT COMPILE`, `EQUIVALENT`.
    package var label: String {
        switch self {
        case .killed: "KILLED"
        case .survived: "SURVIVED"
        case .didNotCompile: "DID NOT COMPILE"
        case .equivalent: "EQUIVALENT"
        }
    }
}

/// One mutant's outcome and how long it took to reach it.
package struct MutantResult: Sendable, Equatable {
    /// The mutant.
    package var mutant: Mutant
    /// What became of it.
    package var outcome: MutantOutcome
    /// Seconds spent building and testing it (0 for an equivalent one).
    package var seconds: Double
    /// Whether it was read from the journal of an earlier run (``MutantJournal``) instead of run.
    package var fromJournal: Bool

    /// A result.
    package init(mutant: Mutant, outcome: MutantOutcome, seconds: Double, fromJournal: Bool = false) {
        self.mutant = mutant
        self.outcome = outcome
        self.seconds = seconds
        self.fromJournal = fromJournal
    }
}
