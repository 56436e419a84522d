#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DragSample {
    /// Converts one `DragGesture` update into TearKitCore's drag sample.
    ///
    /// Locations stay in the gesture's coordinate space (the tearable view's local space, in points).
    /// The time is `value.time.timeIntervalSinceReferenceDate`: the same clock as
    /// `TimelineView`'s `context.date`, which samples the recovery animation.
    init(_ value: DragGesture.Value) {
        self.init(
            startLocation: value.startLocation,
            location: value.location,
            predictedEndLocation: value.predictedEndLocation,
            time: value.time.timeIntervalSinceReferenceDate
        )
    }
}
#endif
