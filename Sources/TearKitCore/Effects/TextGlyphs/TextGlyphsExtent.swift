#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The sizes a text glyphs renderer's room is worked out from, points, measured from the lines of the
/// texts it draws: ``TextGlyphs/room(progress:reducesMotion:largestLine:textSize:displayScale:)`` takes
/// ``largestLine`` and ``largestText``. Each text is measured on its own, so the texts of a container
/// keep their room however tall the container is.
@_spi(Internal) public struct TextGlyphsExtent: Equatable, Sendable {
    /// The width of the widest line and the height of the tallest line among the texts.
    @_spi(Internal) public var largestLine: CGSize
    /// The width of the widest text and the height of the tallest text among the texts, each from its
    /// origin to the far edges of its lines.
    @_spi(Internal) public var largestText: CGSize

    /// The extent of `texts`, each given as its lines' typographic bounds in its own coordinates
    /// (origin at the text's top left). A bound that is not finite counts as nothing; no texts or
    /// lines measure zero. Walks the lines once, allocating nothing.
    @_spi(Internal) public init<Texts: Sequence>(texts: Texts)
    where Texts.Element: Sequence, Texts.Element.Element == CGRect {
        func sane(_ x: CGFloat) -> Double { x.isFinite ? max(Double(x), 0) : 0 }
        var lineWidth = 0.0, lineHeight = 0.0, textWidth = 0.0, textHeight = 0.0
        for lines in texts {
            for bounds in lines where bounds.origin.x.isFinite && bounds.origin.y.isFinite {
                lineWidth = max(lineWidth, sane(bounds.width))
                lineHeight = max(lineHeight, sane(bounds.height))
                textWidth = max(textWidth, sane(bounds.maxX))
                textHeight = max(textHeight, sane(bounds.maxY))
            }
        }
        largestLine = CGSize(width: lineWidth, height: lineHeight)
        largestText = CGSize(width: textWidth, height: textHeight)
    }
}
