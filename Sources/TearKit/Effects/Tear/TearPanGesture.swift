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
    /// The tear's touch rule for the current state:
    /// `TearState.wouldBegin(at:translation:restDuration:enclosingScroll:)`.
    var wouldBegin: @MainActor (TearPanRequest) -> Bool
    /// The tearable view's size in points, to find its frame in the window.
    var viewSize: CGSize
    /// Called for every change of the pan: `.began`/`.changed`, `.ended`, `.cancelled`/`.failed`.
    var onPan: @MainActor (DragSample, UIGestureRecognizer.State) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> TearPanDelegate {
        TearPanDelegate(
            decide: Self.decision(converter: converter, viewSize: viewSize, wouldBegin: wouldBegin),
            isInsideTearableView: Self.insideTest(converter: converter, viewSize: viewSize))
    }

    func makeUIGestureRecognizer(context: Context) -> TearPanRecognizer {
        let recognizer = TearPanRecognizer()
        recognizer.maximumNumberOfTouches = 1
        recognizer.delegate = context.coordinator
        return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: TearPanRecognizer, context: Context) {
        // The closures read the modifier's state when asked; new ones come with every update.
        context.coordinator.decide = Self.decision(
            converter: context.converter, viewSize: viewSize, wouldBegin: wouldBegin)
        context.coordinator.isInsideTearableView = Self.insideTest(converter: context.converter, viewSize: viewSize)
    }

    func handleUIGestureRecognizerAction(_ recognizer: TearPanRecognizer, context: Context) {
        let converter = context.converter
        let sample = DragSample(
            panLocation: converter.localLocation, translation: converter.localTranslation ?? .zero,
            velocity: converter.localVelocity ?? .zero, time: Date().timeIntervalSinceReferenceDate)
        onPan(sample, recognizer.state)
    }

    /// `gestureRecognizerShouldBegin`'s answer: the pan started where the finger is now minus how far
    /// it has moved; the rest and the scroll views around come from the recogniser.
    private static func decision(
        converter: CoordinateSpaceConverter, viewSize: CGSize,
        wouldBegin: @escaping @MainActor (TearPanRequest) -> Bool
    ) -> @MainActor (UIGestureRecognizer) -> Bool {
        { recognizer in
            let location = converter.localLocation
            // Declared optional (nil for a recogniser without a translation, which a pan has): never
            // read as zero, which would let an edge alone approve a sideways scroll.
            guard let translation = converter.localTranslation, let pan = recognizer as? TearPanRecognizer
            else { return false }
            let tearable = TearableViewFrame(frameInWindow(of: pan, converter: converter, viewSize: viewSize))
            let around = pan.surroundings(tearable: tearable, fallback: pan.view)
            return wouldBegin(
                TearPanRequest(
                    start: CGPoint(x: location.x - translation.x, y: location.y - translation.y),
                    translation: translation, restDuration: pan.restDuration, enclosingScroll: around.enclosing,
                    enclosingScrollWasMoving: around.enclosingWasMoving, innerScroll: around.inner))
        }
    }

    /// Whether another recogniser's view lies inside the tearable view, by where it is: SwiftUI puts
    /// its recognisers on views of its own choosing, so the hierarchy cannot tell. Without a touch the
    /// tearable view's place is unknown, and nothing counts as inside it.
    private static func insideTest(converter: CoordinateSpaceConverter, viewSize: CGSize)
        -> @MainActor (UIGestureRecognizer, UIView) -> Bool
    {
        { tear, view in
            TearableViewFrame(frameInWindow(of: tear, converter: converter, viewSize: viewSize))
                .contains(view.convert(view.bounds, to: nil))
        }
    }

    /// The tearable view's frame in the window: the touch's window position less its position in the
    /// view (`.local`), with the view's size. Without a touch, a null frame (nothing lies inside it).
    private static func frameInWindow(
        of pan: UIGestureRecognizer, converter: CoordinateSpaceConverter, viewSize: CGSize
    )
        -> CGRect
    {
        guard pan.numberOfTouches > 0 else { return .null }
        let inWindow = pan.location(in: nil), local = converter.localLocation
        return CGRect(origin: CGPoint(x: inWindow.x - local.x, y: inWindow.y - local.y), size: viewSize)
    }
}
#endif
#endif
