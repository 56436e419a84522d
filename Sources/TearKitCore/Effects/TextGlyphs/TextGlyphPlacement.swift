/// Where one glyph is drawn at some moment of a text's break: moved, turned and scaled about its own
/// centre, and faded. Identity (``identity``) is the glyph where the layout put it.
@_spi(Internal) public struct TextGlyphPlacement: Sendable, Equatable {
    /// How far the glyph's centre has moved, in points (y grows downward).
    @_spi(Internal) public var offsetX: Double
    @_spi(Internal) public var offsetY: Double
    /// How far the glyph has turned about its centre, in radians, positive clockwise on screen.
    @_spi(Internal) public var rotation: Double
    /// Its size relative to the layout's, 0…1.
    @_spi(Internal) public var scale: Double
    /// Its opacity, 0 (gone) … 1.
    @_spi(Internal) public var alpha: Double

    /// The glyph where the layout put it, whole.
    @_spi(Internal) public static let identity = TextGlyphPlacement(
        offsetX: 0, offsetY: 0, rotation: 0, scale: 1, alpha: 1)

    @_spi(Internal) public init(offsetX: Double, offsetY: Double, rotation: Double, scale: Double, alpha: Double) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.rotation = rotation
        self.scale = scale
        self.alpha = alpha
    }

    /// Whether the glyph is where the layout put it, whole (nothing to transform).
    @_spi(Internal) public var isIdentity: Bool { self == .identity }
}
