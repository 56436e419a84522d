/// How long one APNG frame stays on screen: `numerator / denominator` seconds, as stored in the
/// `fcTL` chunk. A denominator of 0 means 100 (hundredths of a second), as the APNG specification says.
package struct APNGFrameDelay: Sendable, Equatable, CustomStringConvertible {
    /// Numerator of the delay fraction (0...65 535).
    package var numerator: UInt16
    /// Denominator of the delay fraction (0...65 535; 0 is read as 100).
    package var denominator: UInt16

    /// A delay of `numerator / denominator` seconds.
    package init(numerator: UInt16, denominator: UInt16) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay closest to `seconds` in milliseconds (denominator 1000), clamped to 0...65.535 s.
    /// Non-finite or negative values give 0 (browsers then show the frame as briefly as they allow).
    package init(seconds: Double) {
        let milliseconds = seconds.isFinite ? (seconds * 1000).rounded() : 0
        self.init(numerator: UInt16(min(max(milliseconds, 0), Double(UInt16.max))), denominator: 1000)
    }

    /// The delay of `frames` frames at `framesPerSecond`, exact (`frames / framesPerSecond`) when the
    /// rate is a whole number and both fit in 16 bits, otherwise the nearest millisecond
    /// (see ``init(seconds:)``). Exact delays keep a long animation from drifting (1/60 s is not a
    /// whole number of milliseconds).
    package init(frames: Int, framesPerSecond: Double) {
        if framesPerSecond.isFinite, framesPerSecond == framesPerSecond.rounded(),
            (1...65_535).contains(framesPerSecond),
            (0...65_535).contains(frames)
        {
            self.init(numerator: UInt16(frames), denominator: UInt16(framesPerSecond))
        } else {
            self.init(seconds: Double(frames) / framesPerSecond)
        }
    }

    /// The delay in seconds (≥ 0).
    package var seconds: Double {
        Double(numerator) / Double(denominator == 0 ? 100 : denominator)
    }

    /// A one-line, human-readable explanation.
    package var description: String { "\(numerator)/\(denominator) s" }
}
