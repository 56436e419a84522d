/// How a view shatters: the pattern it breaks into, how the pieces fall, and the random seed.
///
/// ``glass`` (the default) breaks the view into shards around its centre that turn as they fall;
/// ``squares`` crumbles it into fine squares that fall straight down. Every number is cleaned whenever
/// it is set, in the initializer or later: a finite value is limited to its range and NaN or ±∞
/// becomes its default (see ``ShatterPattern`` and ``ShatterPhysics``).
public struct ShatterConfiguration: Sendable, Equatable {
    /// How the view breaks. Default ``ShatterPattern/glass``.
    public var pattern: ShatterPattern {
        get { storedPattern }
        set { storedPattern = newValue.cleaned }
    }
    /// How the pieces fall; `nil` (default) picks the pattern's preset scaled to the region the pieces
    /// fall out of (the window): ``ShatterPhysics/glass(fallHeight:)`` for shards,
    /// ``ShatterPhysics/squares(fallHeight:)`` for squares.
    public var physics: ShatterPhysics?
    /// The random seed: the same seed, view size, pattern and physics break a view the same way on
    /// every run. Default 0.
    public var seed: UInt64

    // The cleaned pattern; read and written through ``pattern``.
    private var storedPattern = ShatterPattern.glass

    /// Creates a configuration; see the properties for their defaults. The pattern's numbers are
    /// cleaned as they are when set later.
    public init(pattern: ShatterPattern = .glass, physics: ShatterPhysics? = nil, seed: UInt64 = 0) {
        self.physics = physics
        self.seed = seed
        self.pattern = pattern
    }

    /// Broken glass: shards around the view's centre, as many as the view's size calls for (a few
    /// large ones on a button, about 110 on a full iPhone screen; ``ShatterPattern/glass``), that crack
    /// apart, turn and fall. The default.
    public static let glass = ShatterConfiguration()

    /// Fine 2-pt squares that fall straight down without turning, all at once: the view crumbles like sand.
    public static let squares = ShatterConfiguration(pattern: .squares)

    /// The physics the pieces fall with out of a region `fallHeight` points tall: ``physics`` when
    /// set, otherwise the preset for ``pattern``.
    @_spi(Internal) public func physics(fallHeight: Double) -> ShatterPhysics {
        physics ?? (pattern.isSquares ? .squares(fallHeight: fallHeight) : .glass(fallHeight: fallHeight))
    }
}
