/// The tally of a run: how many mutants were killed, survived, did not compile or were equivalent, and the
/// score, killed ÷ (killed + survived): mutants that did not compile and equivalent ones count for nothing.
package struct MutationScore: Sendable, Equatable {
    /// Mutants some test killed.
    package var killed = 0
    /// Mutants every test let through.
    package var survived = 0
    /// Mutants that did not compile.
    package var didNotCompile = 0
    /// Mutants the equivalents file lists.
    package var equivalent = 0

    /// The tally of `results`.
    package init(_ results: [MutantResult]) {
        for result in results {
            switch result.outcome {
            case .killed: killed += 1
            case .survived: survived += 1
            case .didNotCompile: didNotCompile += 1
            case .equivalent: equivalent += 1
            }
        }
    }

    /// killed ÷ (killed + survived), from 0 to 1; nil when no mutant was killed or survived.
    package var score: Double? {
        killed + survived == 0 ? nil : Double(killed) / Double(killed + survived)
    }

    /// `score 67% (2 killed of 3)`, or `no score (no mutant was killed or survived)`.
    package var summary: String {
        guard let score else { return "no score (no mutant was killed or survived)" }
        return "score \(Int((score * 100).rounded()))% (\(killed) killed of \(killed + survived))"
    }
}
