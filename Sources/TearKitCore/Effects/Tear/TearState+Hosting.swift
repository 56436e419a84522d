import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What a host with its own gesture system (UIKit's pan recogniser, AppKit's mouse drags) asks the
// core before it takes a touch away from the views around it.
extension TearState {
    /// Whether a drag that started at `start` and has since moved by `translation` (points, the
    /// view's coordinates) would tear this view: the view is neither broken nor already tearing, the
    /// drag started near an eligible edge, and — once it has moved at all — it heads into the view
    /// within 75° of that edge's inward normal. A drag away from the edges, a sideways scroll that
    /// started near one, a drag heading out, or any drag on a view without area: `false`, so a host
    /// can decline it (UIKit: `gestureRecognizerShouldBegin`) and an enclosing scroll view keeps it.
    ///
    /// The same rules as ``dragChanged(_:viewSize:)`` and ``lockDirection(from:to:cutDirection:)``,
    /// asked before the first update instead of after it.
    public func wouldBegin(at start: CGPoint, translation: CGPoint) -> Bool {
        guard !hasFullyTorn, !isActive || phase == .recovering else { return false }
        let from = Vector2(start), move = Vector2(translation)
        guard move.isFinite else { return false }
        let near = TearGeometry.edges(
            near: from, size: size, within: configuration.edgeActivationDistance,
            cutDirection: configuration.cutDirection)
        guard !near.isEmpty else { return false }
        // Not moved yet: the edge decides alone.
        guard move.normalized != nil else { return true }
        // Moved: exactly what locking the direction would decide, asked of a copy.
        var probe = self
        return probe.lockDirection(from: start, to: (from + move).cgPoint, cutDirection: configuration.cutDirection)
    }
}

extension TearConfiguration {
    /// This configuration as shown with Reduce Motion on: the recovery and an animated break are
    /// instant; the tear that follows the finger (direct manipulation) is unchanged. Off: unchanged.
    @_spi(Internal) public func reducingMotion(_ reduceMotion: Bool) -> TearConfiguration {
        guard reduceMotion else { return self }
        var configuration = self
        configuration.recoveryDuration = 0
        configuration.breakDuration = 0
        return configuration
    }
}

extension DragSample {
    /// A drag update from a pan gesture recogniser's measurements (UIKit's `UIPanGestureRecognizer`,
    /// in the view's coordinates): it started at `location - translation`, and a flick would end where
    /// the finger is now plus `velocity` (points per second) decaying over
    /// ``panPredictionInterval`` — about where SwiftUI's `predictedEndLocation` puts it.
    /// Non-finite velocity: no prediction.
    @_spi(Internal) public init(
        panLocation location: CGPoint, translation: CGPoint, velocity: CGPoint, time: TimeInterval
    ) {
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let t = Self.panPredictionInterval
        let predicted = CGPoint(x: location.x + velocity.x * t, y: location.y + velocity.y * t)
        let finite = predicted.x.isFinite && predicted.y.isFinite
        self.init(startLocation: start, location: location, predictedEndLocation: finite ? predicted : nil, time: time)
    }

    /// How far ahead a pan's velocity predicts its end, in seconds: 0.25 (a flick at 1000 pt/s
    /// would travel 250 pt more).
    @_spi(Internal) public static let panPredictionInterval: TimeInterval = 0.25
}
