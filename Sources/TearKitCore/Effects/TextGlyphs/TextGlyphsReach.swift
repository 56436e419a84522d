#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How far outside a text's bounds its glyphs can be drawn while any of them is still visible, in
/// points, on each side: the room a renderer leaves around the text so nothing is clipped.
@_spi(Internal) public struct TextGlyphsReach: Sendable, Equatable {
    /// Above the text.
    @_spi(Internal) public var top: Double
    /// Left and right of the text (every style's bound is the same on both sides).
    @_spi(Internal) public var sides: Double
    /// Below the text.
    @_spi(Internal) public var bottom: Double

    /// No room: the text as it is.
    @_spi(Internal) public static let zero = TextGlyphsReach(top: 0, sides: 0, bottom: 0)

    @_spi(Internal) public init(top: Double, sides: Double, bottom: Double) {
        self.top = top
        self.sides = sides
        self.bottom = bottom
    }
}

extension TextGlyphs {
    /// The most room ``reach(largestLine:)`` gives on a side, points: 2048. A glyph flying further (a
    /// huge ``TextGlyphsConfiguration/distance``, a fall of many seconds) is clipped there, by then long
    /// out of most screens. The drawing layer as a whole is bounded by
    /// ``TextGlyphsReach/fitting(textSize:displayScale:)``.
    @_spi(Internal) public static let maximumReach = 2048.0

    /// The line a text's room is worked out from while its lines are not measured yet, points: 400 ×
    /// 44, a line across a phone or a narrow window at a large Dynamic Type size.
    @_spi(Internal) public static let unmeasuredLine = CGSize(width: 400, height: 44)

    /// An upper bound on how far outside its text any glyph with an opacity above 0 is drawn at any
    /// moment of the break, for a text whose widest line is `largestLine.width` and whose tallest line
    /// is `largestLine.height` points (each side at most ``maximumReach``).
    ///
    /// A glyph only moves by what its own line gives it (``placement(glyphIndex:glyphBounds:lineBounds:time:isInsertion:)``
    /// falls by the line's height and flies by the line's width), so the room depends on the largest
    /// line, not on how many lines the text has: the bottom line's glyphs fall furthest below the text,
    /// the top line's lift furthest above it. A glyph is at most as tall as its line and at most twice
    /// as wide as the line is tall. A glyph point moves by its placement's offset plus its turn and
    /// scale about the glyph's centre (at most twice the glyph's half-diagonal). Per style:
    /// - shatter: a jolt of at most 3 pt, then the fall over the glyph's visible time (its own time
    ///   less the crack) at the physics' largest acceleration, capped by the terminal speed, and the
    ///   sideways drift that goes with that fall (the default physics from the line's height);
    /// - dust: 140 × wind along the line and 100 × wind up, plus 12 × turbulence of swirl;
    /// - tear in two: the flight's distance sideways (by default from the line's width), the half's
    ///   turn about the cut's foot (of any point of the line), the crack's step and lean.
    /// A non-finite or negative size counts as 0.
    @_spi(Internal) public func reach(largestLine: CGSize) -> TextGlyphsReach {
        func sane(_ x: CGFloat) -> Double { x.isFinite ? min(max(Double(x), 0), 1e7) : 0 }
        let width = sane(largestLine.width), height = sane(largestLine.height)
        // Twice a glyph's largest half-diagonal: the most its turn and scale move one of its points.
        let glyphSpin = (min(width, 2 * height) * min(width, 2 * height) + height * height).squareRoot()
        var reach: TextGlyphsReach
        switch configuration.style {
        case .shatter:
            let lineHeight = max(height, 1)
            let physics = configuration.physics ?? .glass(fallHeight: 8 * lineHeight)
            let moving = (1 - Self.crackShare) * glyphDuration
            let v0 = physics.initialVerticalSpeed, vMax = physics.terminalSpeed
            let fall = min(v0 * moving + 0.5 * physics.acceleration.upperBound * moving * moving, vMax * moving)
            let sideways = max(abs(physics.sidewaysSpeed.lowerBound), abs(physics.sidewaysSpeed.upperBound))
            let drift = sideways * max(fall - ShatterMotion.clearance, 0) / vMax
            let jolt = 3.0
            reach = TextGlyphsReach(
                top: jolt + glyphSpin, sides: jolt + drift + glyphSpin, bottom: jolt + fall + glyphSpin)
        case .dust:
            let swirl = 12 * configuration.turbulence
            reach = TextGlyphsReach(
                top: 100 * configuration.wind + swirl + glyphSpin, sides: 140 * configuration.wind + swirl + glyphSpin,
                bottom: swirl + glyphSpin)
        case .tearInTwo:
            let turn = configuration.rotation
            let sine = turn >= Double.pi / 2 ? 1 : sin(turn), versine = 1 - cos(turn)
            let distance = configuration.distance ?? 0.75 * width
            // Any point of the line turned about the cut's foot (at most the line's width and height
            // away), the glyph's own lean of up to 0.1 rad, the crack's step of 6 % of the line's height.
            let lean = 0.1 * glyphSpin / 2
            reach = TextGlyphsReach(
                top: width * sine + height * versine + lean,
                sides: distance + width * versine + height * sine + 0.06 * height + lean,
                bottom: width * sine + height * versine + lean)
        }
        let limit = Self.maximumReach
        return TextGlyphsReach(
            top: min(reach.top, limit), sides: min(reach.sides, limit), bottom: min(reach.bottom, limit))
    }

    /// The room a renderer leaves around a text `progress` of the way through its break (0 whole …
    /// 1 gone): none while the text is whole or gone (nothing that moves is drawn then; NaN counts as
    /// whole) or when nothing moves (`reducesMotion`); otherwise ``reach(largestLine:)`` of the text's
    /// largest line — of ``unmeasuredLine`` while it is `nil`, not measured yet — cut down so that the
    /// drawing layer fits (``TextGlyphsReach/fitting(textSize:displayScale:)``).
    @_spi(Internal) public func room(
        progress: Double, reducesMotion: Bool, largestLine: CGSize?, textSize: CGSize, displayScale: Double
    ) -> TextGlyphsReach {
        guard progress > 0, progress < 1, !reducesMotion else { return .zero }
        return reach(largestLine: largestLine ?? Self.unmeasuredLine).fitting(
            textSize: textSize, displayScale: displayScale)
    }
}

extension TextGlyphsReach {
    /// The widest and tallest drawing layer a GPU draws into, pixels: 16,384 (Metal's texture limit on
    /// current iPhones, iPads and Macs).
    @_spi(Internal) public static let maximumLayerPixels = 16_384.0

    /// This room, cut down so that a text of `textSize` points with it around it — its drawing layer —
    /// is at most ``maximumLayerPixels`` wide and tall at `displayScale` pixels per point (less a pixel
    /// at each edge for rounding to whole pixels). Top and bottom shrink in proportion, as do the two
    /// sides; a text already that large gets no room. A scale that is not finite or below 1 counts as
    /// 3, the largest a screen has; a non-finite or negative size as 0.
    @_spi(Internal) public func fitting(textSize: CGSize, displayScale: Double) -> TextGlyphsReach {
        func sane(_ x: CGFloat) -> Double { x.isFinite ? max(Double(x), 0) : 0 }
        let scale = displayScale.isFinite && displayScale >= 1 ? displayScale : 3
        let layer = (Self.maximumLayerPixels - 2) / scale
        let across = max(layer - sane(textSize.width), 0), down = max(layer - sane(textSize.height), 0)
        let sideShare = 2 * sides > across ? across / (2 * sides) : 1
        let verticalShare = top + bottom > down ? down / (top + bottom) : 1
        return TextGlyphsReach(top: top * verticalShare, sides: sides * sideShare, bottom: bottom * verticalShare)
    }
}
