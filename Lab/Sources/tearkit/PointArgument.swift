import ArgumentParser
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A point given on the command line as `x,y` in points, e.g. `--tear-start 80,0`.
struct PointArgument: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Parses `x,y` (spaces allowed, finite numbers only); `nil` makes ArgumentParser report the
    /// value as invalid.
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        self.init(x: x, y: y)
    }

    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    var description: String { "\(x),\(y)" }
    static var defaultCompletionKind: CompletionKind { .default }
}
