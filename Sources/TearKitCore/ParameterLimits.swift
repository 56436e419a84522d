/// The range of one configuration value and the default that replaces a value that is not a
/// number: the one rule every configuration type cleans its values with.
///
/// A finite value is limited to ``range``; NaN and ±∞ become ``defaultValue``. Each configuration
/// type keeps a table of its limits (`TearConfiguration.Limits`, `RippleConfiguration.Limits`, …)
/// that its property setters read, so a value passed to the initializer and the same value set later
/// end up the same. Each default is written once, in the type's `Defaults`, which both its limits and
/// its initializer's default arguments read.
@_spi(Internal) public struct ParameterLimits: Sendable, Equatable {
    /// The values a configuration keeps; finite values outside it are moved to its nearer end.
    public let range: ClosedRange<Double>
    /// The value a configuration starts with, and the one that replaces NaN and ±∞.
    public let defaultValue: Double

    /// Limits keeping `range`, with `defaultValue` (which `range` must contain) for non-finite values.
    @_spi(Internal) public init(_ range: ClosedRange<Double>, default defaultValue: Double) {
        precondition(range.contains(defaultValue), "a default outside its range")
        self.range = range
        self.defaultValue = defaultValue
    }

    /// `value` limited to ``range``, or ``defaultValue`` when it is NaN or infinite.
    @_spi(Internal) public func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return defaultValue }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// A range of values whose bounds are each cleaned by ``clamp(_:)``, in order (a reversed pair is
    /// swapped).
    @_spi(Internal) public func clamp(_ values: ClosedRange<Double>) -> ClosedRange<Double> {
        let lower = clamp(values.lowerBound), upper = clamp(values.upperBound)
        return min(lower, upper)...max(lower, upper)
    }
}
