import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A 2-D vector of `Double`s: the engine's internal point and direction type.
///
/// The public API speaks `CGPoint`/`CGSize` (what SwiftUI hands out); the engine converts once at
/// the boundary and does all its arithmetic on this small value type.
struct Vector2: Equatable, Sendable {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }

    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    var isFinite: Bool { x.isFinite && y.isFinite }
    var length: Double { (x * x + y * y).squareRoot() }

    func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }

    /// The unit vector in this direction, or `nil` for a (near-)zero or non-finite vector.
    var normalized: Vector2? {
        let l = length
        guard l.isFinite, l > 1e-9 else { return nil }
        return Vector2(x: x / l, y: y / l)
    }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vector2, s: Double) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }
    static prefix func - (a: Vector2) -> Vector2 { Vector2(x: -a.x, y: -a.y) }
}
