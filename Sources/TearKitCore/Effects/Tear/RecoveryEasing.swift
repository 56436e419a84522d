/// The timing curve of the closing animation after an unsuccessful tear.
public enum RecoveryEasing: String, Sendable, Equatable, CaseIterable, Codable {
    /// Constant speed.
    case linear
    /// Fast at first, settling gently: cubic ease-out, like paper springing back. The default.
    case easeOut
    /// Slow start and end: cubic ease-in-out.
    case easeInOut

    /// The eased fraction for a linear time fraction. Both are in `0...1`; input outside that range
    /// (or NaN) is clamped, and the result is monotone, starting at 0 and ending at 1.
    public func callAsFunction(_ fraction: Double) -> Double {
        let t = fraction.isNaN ? 1 : min(max(fraction, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        }
    }
}
