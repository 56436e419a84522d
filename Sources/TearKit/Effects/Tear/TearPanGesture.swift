#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore
#if canImport(UIKit) && !os(visionOS) && !os(tvOS) && !os(watchOS)
import UIKit

/// The tear's drag on iOS 18 and later: a `UIPanGestureRecognizer` brought into SwiftUI with
/// `UIGestureRecognizerRepresentable`, whose delegate (``TearPanDelegate``) asks TearKitCore whether
/// the touch is a tear before the pan begins.
///
/// Why not a SwiftUI `DragGesture` there: iOS 18 changed how SwiftUI gestures and a surrounding
/// `ScrollView` or `List` share a touch — a drag gesture on a child can take the touch before the
/// scroll view does, so swipes that start on a card stop scrolling the feed, and where both run an edge
/// drag both tears and scrolls. A UIKit recogniser keeps UIKit's documented arbitration instead: a pan
/// whose `gestureRecognizerShouldBegin` returns `false` fails and leaves the touch to the scroll view at
/// its first movement; every other pan (the scroll view's, a `List`'s, a sheet's) is required to wait
/// for that decision, so the content does not move under a tear; a pan never begins for a tap, so
/// buttons inside still tap; and the navigation controller's back swipe is required to fail first
/// (``TearPanDelegate`` explains each rule).
///
/// `.began` comes right after `gestureRecognizerShouldBegin` said yes, with the same touch: the host
/// feeds it to `TearState.dragBegan(_:viewSize:)`, which locks the tear's direction on that approved
/// sample, so a pan that has shut the scroll view out always tears.
///
/// Coordinates: `context.converter` gives the finger in the tearable view's own space (`.local`), the
/// space of ``TearState``. The coordinator keeps the converter that `makeCoordinator(converter:)`
/// hands it, to answer `gestureRecognizerShouldBegin` in that same space. Times are on the clock of
/// `TimelineView`'s dates (`Date().timeIntervalSinceReferenceDate`), which samples the animations.
@available(iOS 18.0, *)
struct TearPanGesture: UIGestureRecognizerRepresentable {
    /// Whether a pan that started at `start` and has moved by `translation` (points, the view's space)
    /// tears: `TearState.wouldBegin(at:translation:)` of the current state.
    var wouldBegin: @MainActor (_ start: CGPoint, _ translation: CGPoint) -> Bool
    /// Called for every change of the pan: `.began`/`.changed`, `.ended`, `.cancelled`/`.failed`.
    var onPan: @MainActor (DragSample, UIGestureRecognizer.State) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> TearPanDelegate {
        TearPanDelegate(Self.decision(converter: converter, wouldBegin: wouldBegin))
    }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = context.coordinator
        return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {
        // The closure reads the modifier's state when asked; a new one comes with every update.
        context.coordinator.decide = Self.decision(converter: context.converter, wouldBegin: wouldBegin)
    }

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        let converter = context.converter
        let sample = DragSample(
            panLocation: converter.localLocation, translation: converter.localTranslation ?? .zero,
            velocity: converter.localVelocity ?? .zero, time: Date().timeIntervalSinceReferenceDate)
        onPan(sample, recognizer.state)
    }

    /// `gestureRecognizerShouldBegin`'s answer: the pan started where the finger is now minus how far
    /// it has moved.
    private static func decision(
        converter: CoordinateSpaceConverter,
        wouldBegin: @escaping @MainActor (CGPoint, CGPoint) -> Bool
    ) -> @MainActor (UIGestureRecognizer) -> Bool {
        { _ in
            let location = converter.localLocation
            // Declared optional (nil for a recogniser without a translation, which a pan has): never
            // read as zero, which would let an edge alone approve a sideways scroll.
            guard let translation = converter.localTranslation else { return false }
            return wouldBegin(CGPoint(x: location.x - translation.x, y: location.y - translation.y), translation)
        }
    }
}
#endif
#endif
