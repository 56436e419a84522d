#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

// `TextRenderer` is declared from the Xcode 16 SDKs (Swift 6 compilers) on; TearKit still builds with
// Xcode 15, where the text cross-fades instead (``TextGlyphsProgressModifier``).
#if compiler(>=6.0)

/// Draws a `Text` breaking glyph by glyph: every glyph (run slice) of the layout moved, turned, scaled
/// and faded as ``TearKitCore/TextGlyphs`` places it at `progress`. It only reads the layout and draws
/// the glyphs themselves, crisp at any scale: the text, its accessibility label and its layout stay
/// as they were. Nothing is stored per glyph and nothing is allocated per frame.
///
/// When the text marks runs with ``SwiftUI/Text/breaksGlyphByGlyph()``, only their glyphs break and
/// the rest is drawn as it is; otherwise every glyph breaks. A right-to-left run breaks from its right end.
@available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsTextRenderer: TextRenderer {
    /// How far the break has gone, 0 (whole) … 1 (every glyph gone); animated.
    var progress: Double
    var configuration: TextGlyphsConfiguration

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    /// Room around the text for the glyphs that leave it: they fall, lift and fly sideways beyond the
    /// text's own bounds, and are drawn up to this far outside them.
    var displayPadding: EdgeInsets { EdgeInsets(top: 160, leading: 240, bottom: 400, trailing: 240) }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        let isMarked = layout.contains { line in line.contains { run in run[BreaksGlyphByGlyph.self] != nil } }
        var glyphIndex = 0
        for line in layout {
            let lineBounds = line.typographicBounds.rect
            for run in line {
                guard !isMarked || run[BreaksGlyphByGlyph.self] != nil else {
                    ctx.draw(run)
                    continue
                }
                var runConfiguration = configuration
                runConfiguration.isRightToLeft = run.layoutDirection == .rightToLeft
                let model = TextGlyphs(configuration: runConfiguration)
                for slice in run {
                    let bounds = slice.typographicBounds.rect
                    let placement = model.placement(glyphIndex: glyphIndex, glyphBounds: bounds, lineBounds: lineBounds, progress: progress)
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
    }
}
#endif
#endif
