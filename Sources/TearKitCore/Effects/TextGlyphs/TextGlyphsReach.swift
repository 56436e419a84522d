#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How far outside a text's bounds its glyphs can be drawn while any of them is still visible, in
/// points, on each side: the room a renderer leaves around the text so nothing is clipped.
package struct TextGlyphsReach: Sendable, Equatable {
    /// Above the text.
    package var top: Double
    /// Left and right of the text (every style's bound is the same on both sides).
    package var sides: Double
    /// Below the text.
    package var bottom: Double

    /// No room: the text as it is.
    package static let zero = TextGlyphsReach(top: 0, sides: 0, bottom: 0)

    package init(top: Double, sides: Double, bottom: Double) {
        self.top = top
        self.sides = sides
        self.bottom = bottom
    }
}

extension TextGlyphs {
    /// The most room ``reach(textSize:)`` gives on a side, points: 2048. A drawing layer wider or
    /// taller than a text plus twice this is beyond what the GPU draws into at 3× (16,384 px); a glyph
    /// flying further (a huge ``TextGlyphsConfiguration/distance``) is clipped there, by then long out
    /// of most screens.
    package static let maximumReach = 2048.0

    /// An upper bound on how far outside a text of `textSize` points any glyph with an opacity above 0
    /// is drawn at any moment of the break (each side at most ``maximumReach``).
    ///
    /// Every line of the text is at most as wide and as tall as the text, and a glyph at most twice as
    /// wide as the text is tall. A glyph point moves by its placement's offset plus its turn and scale
    /// about the glyph's centre (at most twice the glyph's half-diagonal). Per style:
    /// - shatter: a jolt of at most 3 pt, then the fall over the glyph's visible time (its own time
    ///   less the crack) at the physics' largest acceleration, capped by the terminal speed, and the
    ///   sideways drift that goes with that fall;
    /// - dust: 140 × wind along the line and 100 × wind up, plus 12 × turbulence of swirl;
    /// - tear in two: the flight's distance sideways, the half's turn about the cut's foot (of any point
    ///   of the text), the crack's step and lean.
    /// A non-finite or negative size counts as 0.
    package func reach(textSize: CGSize) -> TextGlyphsReach {
        func sane(_ x: CGFloat) -> Double { x.isFinite ? max(Double(x), 0) : 0 }
        let width = sane(textSize.width), height = sane(textSize.height)
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
            reach = TextGlyphsReach(top: jolt + glyphSpin, sides: jolt + drift + glyphSpin, bottom: jolt + fall + glyphSpin)
        case .dust:
            let swirl = 12 * configuration.turbulence
            reach = TextGlyphsReach(top: 100 * configuration.wind + swirl + glyphSpin, sides: 140 * configuration.wind + swirl + glyphSpin,
                                    bottom: swirl + glyphSpin)
        case .tearInTwo:
            let turn = configuration.rotation
            let sine = turn >= Double.pi / 2 ? 1 : sin(turn), versine = 1 - cos(turn)
            let distance = configuration.distance ?? 0.75 * width
            // Any point of the text turned about the cut's foot (at most the text's width and height
            // away), the glyph's own lean of up to 0.1 rad, the crack's step of 6 % of the line's height.
            let lean = 0.1 * glyphSpin / 2
            reach = TextGlyphsReach(top: width * sine + height * versine + lean, sides: distance + width * versine + height * sine + 0.06 * height + lean,
                                    bottom: width * sine + height * versine + lean)
        }
        let limit = Self.maximumReach
        return TextGlyphsReach(top: min(reach.top, limit), sides: min(reach.sides, limit), bottom: min(reach.bottom, limit))
    }
}
