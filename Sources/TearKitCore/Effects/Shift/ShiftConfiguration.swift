/// The tunable look of a shift: how far the content leans while it slides sideways.
///
/// The skew leans the content, top edge leading, growing over the first 20 % of the move, holding,
/// and vanishing over the last 20 %. Every number is cleaned whenever it is set, in the initializer
/// or later: a finite value is limited to its range and NaN or ±∞ becomes its default.
public struct ShiftConfiguration: Sendable, Equatable {
    /// The strongest lean, as a fraction of the view's width: at `0.1` the top edge runs a tenth of
    /// the width ahead of the bottom edge. `0` slides without leaning. Default 0.1; range 0…1.
    public var skew: Double {
        get { storedSkew }
        set { storedSkew = Limits.skew.clamp(newValue) }
    }

    // The cleaned number, starting at its default; read and written through the property above.
    private var storedSkew = Defaults.skew

    /// Creates a configuration; see ``skew`` for its unit, range and default. The skew is cleaned as
    /// it is when set later.
    public init(skew: Double = Defaults.skew) {
        self.skew = skew
    }
}

extension ShiftConfiguration {
    /// The range and default of the shift's number (see ``ParameterLimits``): read by the setter and
    /// `tearkit`'s `--skew` check; the default comes from ``Defaults``, which the initializer's default
    /// argument reads.
    @_spi(Internal) public enum Limits {
        @_spi(Internal) public static let skew = ParameterLimits(0...1, default: Defaults.skew)
    }

    /// The default of each number in ``Limits``, by itself so that the public initializers' default
    /// arguments can name it (a default argument cannot name SPI).
    @usableFromInline
    package enum Defaults {
        @usableFromInline package static let skew: Double = 0.1
    }
}
