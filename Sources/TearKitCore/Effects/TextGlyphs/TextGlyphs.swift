#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// The model of a text breaking glyph by glyph: where each glyph is drawn at any moment, as a pure
/// function of its index in the text, its bounds, its line's bounds, the time and the configuration
/// (the seed inside). Nothing is stored per glyph and nothing is allocated per call, so a renderer
/// (SwiftUI's `TextRenderer`, the tool's FreeType drawing) asks for every glyph on every frame.
///
/// Every glyph has a start — the moment it begins to move — spread along its line in reading order
/// over ``TextGlyphsConfiguration/stagger`` of the duration (a line torn in two starts at its cut and
/// spreads outwards), and then moves for the rest of the duration, so at ``endTime`` every glyph is
/// gone (opacity 0). An insertion plays the removal backwards: the placement at `t` is the removal's
/// at `endTime − t`.
///
/// Units: points of the text's coordinate space (y grows downward), seconds, radians.
@_spi(Internal) public struct TextGlyphs: Sendable, Equatable {
    /// The configuration, its numbers already cleaned.
    @_spi(Internal) public var configuration: TextGlyphsConfiguration

    @_spi(Internal) public init(configuration: TextGlyphsConfiguration) {
        self.configuration = configuration
    }

    /// When the last glyph is gone (a removal) or the text is whole (an insertion), seconds: the
    /// configuration's duration.
    @_spi(Internal) public var endTime: Double { configuration.duration }

    /// Where glyph `index` (its bounds `glyph`, in a line whose bounds are `line`) is drawn `time`
    /// seconds into the break. A removal is whole at 0 and gone at ``endTime``; an insertion
    /// (`isInsertion`) is gone at 0 and whole at ``endTime``. Times before 0 count as 0 and after the
    /// end as the end; NaN counts as 0. Bounds that are not finite (or beyond ±10⁷ points) count as an
    /// empty rectangle at the origin.
    @_spi(Internal) public func placement(
        glyphIndex index: Int, glyphBounds glyph: CGRect, lineBounds line: CGRect, time: Double,
        isInsertion: Bool = false
    ) -> TextGlyphPlacement {
        let end = endTime
        var t = time.isNaN ? 0 : min(max(time, 0), end)
        if isInsertion { t = end - t }
        let glyph = Self.finite(glyph), line = Self.finite(line)
        switch configuration.style {
        case .shatter: return shatterPlacement(index: index, glyph: glyph, line: line, time: t)
        case .dust: return dustPlacement(index: index, glyph: glyph, line: line, time: t)
        case .tearInTwo: return tearInTwoPlacement(index: index, glyph: glyph, line: line, time: t)
        }
    }

    /// The placement at `progress` (0…1 of ``endTime``) — the scrubbing form.
    @_spi(Internal) public func placement(
        glyphIndex index: Int, glyphBounds glyph: CGRect, lineBounds line: CGRect, progress: Double,
        isInsertion: Bool = false
    ) -> TextGlyphPlacement {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return placement(
            glyphIndex: index, glyphBounds: glyph, lineBounds: line, time: p * endTime, isInsertion: isInsertion)
    }

    // MARK: - Shared by the styles

    /// How far along its line, in reading order, the glyph's centre is: 0 at the line's start (its left
    /// end, or its right end for right-to-left text) … 1 at its end.
    func readingPosition(glyph: CGRect, line: CGRect) -> Double {
        guard line.width > 0 else { return 0 }
        let u = min(max((Double(glyph.midX) - Double(line.minX)) / Double(line.width), 0), 1)
        return configuration.isRightToLeft ? 1 - u : u
    }

    /// When a glyph `position` (0…1) along its line starts to move, seconds: spread in reading order
    /// over the stagger's share of the duration, a glyph's own draw `jitter` (0…1) moving it by at
    /// most 8 % of that spread, so the front is ragged but never passes a glyph a tenth of the line
    /// further on.
    func start(position: Double, jitter: Double) -> Double {
        configuration.stagger * endTime * (0.92 * position + 0.08 * jitter)
    }

    /// How long each glyph moves, seconds: what the stagger leaves of the duration.
    var glyphDuration: Double { (1 - configuration.stagger) * endTime }

    /// The random draws of glyph `index` (the same index and seed, the same draws), one stream per
    /// `stream` so the styles' draws are independent of each other.
    func random(index: Int, stream: UInt64) -> SeededRandomNumberGenerator {
        SeededRandomNumberGenerator(
            seed: configuration.seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
                ^ (stream &* 0xD1B5_4A32_D192_ED03))
    }

    /// `rect`, or an empty rectangle at the origin when any of its numbers is not finite or beyond
    /// ±10⁷ points (no text is that large; the flight's arithmetic stays finite).
    static func finite(_ rect: CGRect) -> CGRect {
        func sane(_ x: CGFloat) -> Bool { x.isFinite && abs(x) <= 1e7 }
        return sane(rect.origin.x) && sane(rect.origin.y) && sane(rect.size.width) && sane(rect.size.height)
            ? rect.standardized : .zero
    }
}
