import Foundation

/// How mutants and their outcomes are written out: one line per result, a listing per drawn mutant, the
/// closing tally.
package enum MutantReport {
    /// `file:line:column`.
    package static func location(_ mutant: Mutant) -> String { "\(mutant.file):\(mutant.line):\(mutant.column)" }

    /// The change in short: `` `<` → `<=` ``, or `` `return nil` removed `` (first lines, at most 60 characters).
    package static func change(_ mutant: Mutant) -> String {
        func short(_ text: String) -> String {
            let first = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let cut = first.count > 60 || text.contains("\n")
            return "`" + String(first.prefix(60)) + (cut ? "…" : "") + "`"
        }
        return mutant.replacement.isEmpty
            ? "\(short(mutant.original)) removed" : "\(short(mutant.original)) → \(short(mutant.replacement))"
    }

    /// One result: `KILLED           file:12:5 relational-boundary `<` → `<=` (34 s) by a(), b()`.
    package static func line(_ result: MutantResult) -> String {
        let mutant = result.mutant
        let label = result.outcome.label.padding(toLength: 16, withPad: " ", startingAt: 0)
        let head = "\(label) \(location(mutant)) \(mutant.operator.rawValue) \(change(mutant))"
        let time = "(\(Int(result.seconds.rounded())) s\(result.fromJournal ? ", from the journal" : ""))"
        switch result.outcome {
        case .killed(let by): return "\(head) \(time) by \(by)"
        case .survived: return "\(head) \(time)"
        case .didNotCompile(let error): return "\(head) \(time): \(error)"
        case .equivalent(let reason): return "\(head): \(reason)"
        }
    }

    /// A drawn mutant for `--list`: its position and operator, its id (what the equivalents file lists), its
    /// diff, and its reason when it is listed as equivalent.
    package static func listing(_ mutant: Mutant, number: Int, of count: Int, equivalent: String?) -> String {
        var lines = [
            "[\(number)/\(count)] \(location(mutant)) \(mutant.operator.rawValue)",
            "    id: \(mutant.id)",
        ]
        lines += mutant.diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
        if let equivalent { lines.append("    EQUIVALENT: \(equivalent)") }
        return lines.joined(separator: "\n")
    }

    /// The closing lines: the tally, the score and the seed, then each survivor's id.
    package static func summary(_ results: [MutantResult], seed: UInt64) -> String {
        let tally = MutationScore(results)
        var lines = [
            "\(results.count) mutants: \(tally.killed) killed, \(tally.survived) survived, \(tally.didNotCompile) did not "
                + "compile, \(tally.equivalent) equivalent; \(tally.summary); seed \(seed)"
        ]
        lines += results.filter { $0.outcome == .survived }.map { "  survivor: \($0.mutant.id)" }
        return lines.joined(separator: "\n")
    }
}
