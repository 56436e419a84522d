import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What fills a `CanvasShape`: one colour or a linear gradient.
package enum CanvasPaint: Sendable, Equatable {
    /// A single colour.
    case color(RGBAColor)
    /// A gradient along a line.
    case linearGradient(LinearGradient)

    /// Premultiplied colour ×255 at pixel centre (`x`, `y`).
    func premultiplied255(x: Double, y: Double) -> SIMD4<Double> {
        switch self {
        case .color(let color): color.premultiplied255
        case .linearGradient(let gradient): gradient.premultiplied255(x: x, y: y)
        }
    }
}

/// A linear gradient: colour changes along the line from `start` to `end` (pixels) and is constant
/// across it; before `start` and after `end` the end colours continue. Colours are interpolated
/// with premultiplied alpha, so fading to transparent does not darken.
package struct LinearGradient: Sendable, Equatable {
    /// One colour stop: `location` 0 (at `start`) ... 1 (at `end`).
    package struct Stop: Sendable, Equatable {
        /// Position along the gradient line, 0...1.
        package var location: Double
        /// Colour at that position.
        package var color: RGBAColor
        /// A stop of `color` at `location` (0...1).
        package init(_ color: RGBAColor, at location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where location 0 lies, in pixels.
    package var start: CGPoint
    /// Where location 1 lies, in pixels.
    package var end: CGPoint
    /// Stops sorted by location (sorted on creation); at least one.
    package private(set) var stops: [Stop]

    /// A gradient through `stops` (sorted by location; an empty list draws transparent).
    package init(start: CGPoint, end: CGPoint, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops.isEmpty ? [Stop(.clear, at: 0)] : stops.sorted { $0.location < $1.location }
    }

    /// A two-colour gradient from `from` at `start` to `to` at `end`.
    package init(from: RGBAColor, to: RGBAColor, start: CGPoint, end: CGPoint) {
        self.init(start: start, end: end, stops: [Stop(from, at: 0), Stop(to, at: 1)])
    }

    func premultiplied255(x: Double, y: Double) -> SIMD4<Double> {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? ((x - start.x) * dx + (y - start.y) * dy) / lengthSquared : 0
        if t <= stops[0].location { return stops[0].color.premultiplied255 }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return a.color.premultiplied255 + (b.color.premultiplied255 - a.color.premultiplied255) * f
        }
        return stops[stops.count - 1].color.premultiplied255
    }
}
