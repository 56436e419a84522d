#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

// `TextRenderer` is declared from the Xcode 16 SDKs (Swift 6 compilers) on; TearKit still builds with
// Xcode 15, where the text cross-fades instead (``TextGlyphsProgressModifier``).
#if compiler(>=6.0)

/// Draws a `Text` breaking glyph by glyph: every glyph (run slice) of the layout moved, turned, scaled
/// and faded as ``TearKitCore/TextGlyphs`` places it at `progress`. It only reads the layout and draws
/// the glyphs themselves, crisp at any scale: the text, its accessibility label and its layout stay
/// as they were. Nothing is stored per glyph, and nothing is allocated per frame except, on a line
/// that mixes both directions, each run's character indices (read to tell the line's direction).
///
/// When the text marks runs with ``SwiftUI/Text/breaksGlyphByGlyph()``, only their glyphs break; the
/// rest stays on a text that stays and fades with the progress in a transition (so it neither pops out
/// when the view is removed nor in when it is inserted). Otherwise every glyph breaks. With Reduce
/// Motion nothing moves: the breaking glyphs fade in place. Each line breaks in its own reading order (a
/// line that reads right to left from its right end, a run of the other direction in its place): a line
/// of one direction in that direction, a line that mixes both in its paragraph's (read from the layout).
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsTextRenderer: TextRenderer {
    /// How far the break has gone, 0 (whole) … 1 (every glyph gone); animated.
    var progress: Double
    var configuration: TextGlyphsConfiguration
    /// The width of the widest line and the height of the tallest line of the text (of every text, in
    /// a container), points, measured by ``TextGlyphsProgressModifier``; `nil` until they are. What
    /// the room around the text is worked out from: a glyph only moves by what its line gives it.
    var largestLine: CGSize?
    /// The size of the text (of the largest text, in a container), points, measured by
    /// ``TextGlyphsProgressModifier``; zero until it is: the drawing layer, this plus the room, is kept
    /// within what the GPU draws into.
    var textSize: CGSize
    /// The screen's pixels per point.
    var displayScale: CGFloat
    /// Whether the interface reads right to left (the layout direction): the reading order of a line
    /// whose direction its layout does not tell (one without width).
    var interfaceIsRightToLeft: Bool
    /// Whether the text is being inserted or removed (its unmarked runs fade) rather than staying.
    var isTransition: Bool
    /// Reduce Motion: the breaking glyphs fade in place instead of moving.
    var reducesMotion: Bool

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// Room around the text for the glyphs that leave it — as far as the model can draw a visible
    /// glyph outside a text whose largest line is ``largestLine``, the layer within the GPU's limit
    /// (``TearKitCore/TextGlyphs/room(progress:reducesMotion:largestLine:textSize:displayScale:)``) —
    /// and none while the text is whole or gone, or nothing moves.
    var displayPadding: EdgeInsets {
        let room = TextGlyphs(configuration: configuration).room(
            progress: progress, reducesMotion: reducesMotion, largestLine: largestLine,
            textSize: textSize, displayScale: Double(displayScale))
        return EdgeInsets(top: room.top, leading: room.sides, bottom: room.bottom, trailing: room.sides)
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        // Whole: the lines as the layout has them.
        guard progress > 0 else {
            for line in layout { ctx.draw(line) }
            return
        }
        let isMarked = layout.contains { line in line.contains { run in run[BreaksGlyphByGlyph.self] != nil } }
        var glyphIndex = 0
        for line in layout {
            let lineBounds = line.typographicBounds.rect
            // The line's reading order is the line's (its paragraph's when it mixes both, read from where
            // its first and last characters lie): a run of the other direction breaks in its place.
            var lineConfiguration = configuration
            lineConfiguration.isRightToLeft = TextGlyphs.readsRightToLeft(
                line, width: { Double($0.typographicBounds.width) },
                isRightToLeft: { $0.layoutDirection == .rightToLeft },
                left: { Double($0.typographicBounds.rect.minX) },
                characterIndices: { $0.characterIndices },
                interfaceIsRightToLeft: interfaceIsRightToLeft)
            let model = TextGlyphs(configuration: lineConfiguration)
            for run in line {
                let breaks = !isMarked || run[BreaksGlyphByGlyph.self] != nil
                switch TextGlyphsRunDrawing.of(
                    breaks: breaks, progress: progress, isTransition: isTransition, reducesMotion: reducesMotion)
                {
                case .inPlace(let opacity):
                    if breaks { glyphIndex += run.count }
                    if opacity >= 1 {
                        ctx.draw(run)
                    } else if opacity > 0 {
                        var faded = ctx
                        faded.opacity = opacity
                        faded.draw(run)
                    }
                case .glyphByGlyph:
                    draw(run, model: model, lineBounds: lineBounds, glyphIndex: &glyphIndex, in: &ctx)
                }
            }
        }
    }

    /// Draws each glyph of `run` where `model` places it, counting the glyphs in `glyphIndex`.
    private func draw(
        _ run: Text.Layout.Run, model: TextGlyphs, lineBounds: CGRect, glyphIndex: inout Int,
        in ctx: inout GraphicsContext
    ) {
        for slice in run {
            let bounds = slice.typographicBounds.rect
            let placement = model.placement(
                glyphIndex: glyphIndex, glyphBounds: bounds, lineBounds: lineBounds, progress: progress)
            glyphIndex += 1
            guard placement.alpha > 0 else { continue }
            guard !placement.isIdentity else {
                ctx.draw(slice)
                continue
            }
            // A copy per glyph (GraphicsContext is a value): moved, turned and scaled about the
            // glyph's centre, and faded.
            var glyph = ctx
            glyph.opacity = placement.alpha
            glyph.translateBy(x: bounds.midX + placement.offsetX, y: bounds.midY + placement.offsetY)
            glyph.rotate(by: .radians(placement.rotation))
            glyph.scaleBy(x: placement.scale, y: placement.scale)
            glyph.translateBy(x: -bounds.midX, y: -bounds.midY)
            glyph.draw(slice, options: .disablesSubpixelQuantization)
        }
    }
}
#endif
#endif
