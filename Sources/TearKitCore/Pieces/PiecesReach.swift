/// How far beyond a view's edges an effect's pieces can be seen, in points, on each side: where a
/// shatter's pieces fall and drift, where a dust's particles are carried. Each side is ≥ 0; it is the
/// room the effect's drawable leaves around the view (``PiecesDrawable/region(viewSize:reach:within:)``).
@_spi(Internal) public struct PiecesReach: Sendable, Equatable {
    /// Left of the view, points.
    @_spi(Internal) public var left: Double
    /// Above the view, points.
    @_spi(Internal) public var top: Double
    /// Right of the view, points.
    @_spi(Internal) public var right: Double
    /// Below the view, points.
    @_spi(Internal) public var bottom: Double

    /// No room: the pieces never leave the view.
    @_spi(Internal) public static let zero = PiecesReach(left: 0, top: 0, right: 0, bottom: 0)

    /// A reach of `left`, `top`, `right` and `bottom` points beyond the view's edges.
    @_spi(Internal) public init(left: Double, top: Double, right: Double, bottom: Double) {
        self.left = left
        self.top = top
        self.right = right
        self.bottom = bottom
    }
}
