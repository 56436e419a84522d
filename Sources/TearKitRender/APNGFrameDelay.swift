/// How long one APNG frame stays on screen: `numerator / denominator` seconds, as stored in the
/// `fcTL` chunk. A denominator of 0 means 100 (hundredths of a second), as the APNG specification says.
public struct APNGFrameDelay: Sendable, Equatable, CustomStringConvertible {
    /// Numerator of the delay fraction (0...65 535).
    public var numerator: UInt16
    /// Denominator of the delay fraction (0...65 535; 0 is read as 100).
    public var denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    public init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay closest to `seconds` in milliseconds (denominator 1000), clamped to 0...65.535 s.
    /// Non-finite or negative values give 0 (browsers then show the frame as briefly as they allow).
    public init(seconds: Double) {
        let milliseconds = seconds.isFinite ? (seconds * 1000).rounded() : 0
        self.init(numerator: UInt16(min(max(milliseconds, 0), Double(UInt16.max))), denominator: 1000)
    }

    /// The delay in seconds (≥ 0).
    public var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }

    /// A one-line, human-readable explanation.
    public var description: String { "\(numerator)/\(denominator) s" }
}
