import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One update of a drag gesture: exactly what SwiftUI's `DragGesture.Value` provides, in the view's
/// own coordinate space (points, y down).
public struct DragSample: Sendable, Equatable {
    /// Where the drag started.
    public var startLocation: CGPoint
    /// Where the finger is now.
    public var location: CGPoint
    /// Where the drag would end if the finger lifted now and kept its momentum
    /// (`DragGesture.Value.predictedEndLocation`); `nil` when unknown. Used only with
    /// ``TearConfiguration/breaksOnFling``.
    public var predictedEndLocation: CGPoint?
    /// When this update happened, in seconds on any monotonic clock the caller keeps using
    /// (SwiftUI: `value.time.timeIntervalSinceReferenceDate`).
    public var time: TimeInterval

    /// Creates a drag update.
    public init(startLocation: CGPoint, location: CGPoint, predictedEndLocation: CGPoint? = nil, time: TimeInterval) {
        self.startLocation = startLocation
        self.location = location
        self.predictedEndLocation = predictedEndLocation
        self.time = time
    }
}
