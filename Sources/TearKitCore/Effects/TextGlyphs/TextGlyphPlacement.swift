/// Where one glyph is drawn at some moment of a text's break: moved, turned and scaled about its own
/// centre, and faded. Identity (``identity``) is the glyph where the layout put it.
package struct TextGlyphPlacement: Sendable, Equatable {
    /// How far the glyph's centre has moved, in points (y grows downward).
    package var offsetX: Double
    package var offsetY: Double
    /// How far the glyph has turned about its centre, in radians, positive clockwise on screen.
    package var rotation: Double
    /// Its size relative to the layout's, 0…1.
    package var scale: Double
    /// Its opacity, 0 (gone) … 1.
    package var alpha: Double

    /// The glyph where the layout put it, whole.
    package static let identity = TextGlyphPlacement(offsetX: 0, offsetY: 0, rotation: 0, scale: 1, alpha: 1)

    package init(offsetX: Double, offsetY: Double, rotation: Double, scale: Double, alpha: Double) {
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.rotation = rotation
        self.scale = scale
        self.alpha = alpha
    }

    /// Whether the glyph is where the layout put it, whole (nothing to transform).
    package var isIdentity: Bool { self == .identity }
}
