import Foundation

/// A point in the view, in points (scripts and samples are written in points).
func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
