extension SeededRandomNumberGenerator {
    /// A uniform draw from `range` (its lower bound when the range is a single value), from the top
    /// 53 bits of the next number, so the shatter model's draws are the same on every platform.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        guard range.upperBound > range.lowerBound else { return range.lowerBound }
        let unit = Double(next() >> 11) * 0x1.0p-53  // [0, 1)
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }
}
