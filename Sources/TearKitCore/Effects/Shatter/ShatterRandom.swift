/// The shatter model's seeded random numbers (SplitMix64): the same seed breaks a view the same way
/// on every platform and every run, so previews, tests and goldens are reproducible.
struct ShatterRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform draw from `range` (its lower bound when the range is a single value).
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        guard range.upperBound > range.lowerBound else { return range.lowerBound }
        let unit = Double(next() >> 11) * 0x1.0p-53  // [0, 1)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
