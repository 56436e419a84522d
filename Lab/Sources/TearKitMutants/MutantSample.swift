@_spi(Internal) import TearKitCore

/// A uniform random sample of mutants, drawn with a seed: the same seed and the same mutants give the same
/// sample on every machine and Swift version (TearKitCore's SplitMix64 and a draw of its own, not the
/// standard library's).
package enum MutantSample {
    /// `count` of `mutants` (all of them when `count` is at least their number), drawn without replacement,
    /// each equally likely, in their original order.
    package static func draw<Element>(_ count: Int, from mutants: [Element], seed: UInt64) -> [Element] {
        guard count < mutants.count else { return mutants }
        var generator = SeededRandomNumberGenerator(seed: seed)
        var indices = Array(mutants.indices)
        // The first `count` steps of a Fisher–Yates shuffle.
        for position in 0..<max(0, count) {
            let chosen = position + index(below: indices.count - position, using: &generator)
            indices.swapAt(position, chosen)
        }
        return indices.prefix(max(0, count)).sorted().map { mutants[$0] }
    }

    /// A uniform integer in `0..<bound` (`bound` > 0): Lemire's multiply-and-reject.
    static func index(below bound: Int, using generator: inout SeededRandomNumberGenerator) -> Int {
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let (high, low) = generator.next().multipliedFullWidth(by: range)
            if low >= threshold { return Int(high) }
        }
    }
}
