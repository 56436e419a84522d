import Foundation
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Built-in gestures, so anyone can try a tear without writing a script. Each preset scales to the
/// view it is played on and samples the finger at 120 Hz with a natural ease-in-out motion.
package enum GesturePreset: String, Sendable, CaseIterable {
    /// Straight down from the middle of the top edge, through the bottom edge: breaks.
    case verticalFromTop = "vertical-from-top"
    /// Straight right from the middle of the left edge, through the right edge: breaks.
    case horizontalFromLeft = "horizontal-from-left"
    /// From near the top-left corner towards the bottom-right corner: breaks.
    case diagonalFromCorner = "diagonal-from-corner"
    /// Down from the top edge, stopping at about 40 % and letting go: the cut closes again.
    case shortAndRecover = "short-and-recover"
    /// Down from the middle of the top edge through the bottom edge, swaying left, then right (30 % of the
    /// view's width from the middle, its furthest, half way down), then left again, with a cut that follows
    /// the finger (``CutDirection/followingFinger``): an S-shaped tear that breaks.
    case curvedFromTop = "curved-from-top"
    /// The `tearkit demo` story: a tear that breaks through, a restore (`setBroken(false)`), then a
    /// second tear that stops short and recovers.
    case demo

    /// A one-line description for `--help`.
    package var summary: String {
        switch self {
        case .verticalFromTop: "straight down from the top edge, breaks"
        case .horizontalFromLeft: "straight across from the left edge, breaks"
        case .diagonalFromCorner: "from the top-left corner to the bottom-right, breaks"
        case .shortAndRecover: "down from the top edge to ~40 %, released: recovers"
        case .curvedFromTop: "down from the top edge, swaying: the cut follows the finger in an S, breaks"
        case .demo: "breaks, is restored, then a short tear recovers"
        }
    }

    /// The axis a preset named after one tears along: `.vertical` for the tears down from the top edge,
    /// `.horizontal` for the one across from the left edge, `nil` for the diagonal and the demo.
    package var axis: CutDirection? {
        switch self {
        case .verticalFromTop, .shortAndRecover: .vertical
        case .horizontalFromLeft: .horizontal
        case .diagonalFromCorner, .curvedFromTop, .demo: nil
        }
    }

    /// The preset as a script for a view of `viewSize` points with `configuration`.
    ///
    /// A preset with an ``axis`` tears exactly along it when `configuration` leaves the cut direction
    /// at its default, `.anyDirection` (the hand-like wobble of the drag would otherwise lock a few
    /// degrees off); an explicit `.vertical` or `.horizontal` is kept. The curved preset follows the
    /// finger when the cut direction is left at its default.
    /// Returns a script with no events for a view with no area.
    package func script(viewSize: CGSize, configuration: TearConfiguration = TearConfiguration()) -> GestureScript {
        var configuration = configuration
        if configuration.cutDirection == .anyDirection, let axis { configuration.cutDirection = axis }
        if configuration.cutDirection == .anyDirection, self == .curvedFromTop {
            configuration.cutDirection = .followingFinger
        }
        let w = Double(viewSize.width), h = Double(viewSize.height)
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            return GestureScript(viewSize: viewSize, configuration: configuration, events: [])
        }
        let inset = min(6, w / 8, h / 8)
        var events: [GestureScript.Event] = []
        switch self {
        case .verticalFromTop:
            events = Self.drag(
                from: CGPoint(x: w * 0.52, y: inset), to: CGPoint(x: w * 0.47, y: h + 20), start: 0.3, duration: 1.1,
                wobble: w * 0.02)
        case .horizontalFromLeft:
            events = Self.drag(
                from: CGPoint(x: inset, y: h * 0.45), to: CGPoint(x: w + 20, y: h * 0.5), start: 0.3, duration: 1.0,
                wobble: h * 0.015)
        case .diagonalFromCorner:
            events = Self.drag(
                from: CGPoint(x: inset * 2, y: inset), to: CGPoint(x: w + 10, y: h + 10), start: 0.3, duration: 1.2,
                wobble: 0)
        case .shortAndRecover:
            events = Self.drag(
                from: CGPoint(x: w * 0.4, y: inset), to: CGPoint(x: w * 0.43, y: h * 0.42), start: 0.3, duration: 0.8,
                wobble: w * 0.01)
        case .curvedFromTop:
            events = Self.drag(
                from: CGPoint(x: w * 0.5, y: inset), to: CGPoint(x: w * 0.5, y: h + 20), start: 0.3, duration: 1.4,
                wobble: w * 0.3)
        case .demo:
            events = Self.drag(
                from: CGPoint(x: w * 0.55, y: inset), to: CGPoint(x: w * 0.45, y: h + 20), start: 0.3, duration: 1.2,
                wobble: w * 0.025)
            // Restored 0.9 s after the break has opened fully (breakDuration after the release).
            let broken = (events.last?.time ?? 0) + configuration.breakDuration + 0.9
            events.append(.setBroken(false, time: broken))
            // Along the card's dotted line: from the left notch, straight across, stopping half way.
            let line = h * Self.demoTearLineFraction
            events += Self.drag(
                from: CGPoint(x: inset, y: line), to: CGPoint(x: w * 0.5, y: line),
                start: broken + configuration.recoveryDuration + 0.5, duration: 0.8, wobble: 0)
        }
        return GestureScript(viewSize: viewSize, configuration: configuration, events: events)
    }

    /// The height of the demo's second tear, as a fraction of the view's height: the sample card's
    /// dotted tear line (`SampleCard.tearLineY`, 256 of its 408 pt), where the card asks to be torn.
    package static let demoTearLineFraction = 256.0 / 408.0

    /// A drag sampled at 120 Hz along a slightly wavy line with an ease-in-out speed profile,
    /// ending in `ended` at `to`.
    static func drag(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval, wobble: Double)
        -> [GestureScript.Event]
    {
        let count = max(Int((duration * 120).rounded()), 2)
        let dx = Double(to.x - from.x), dy = Double(to.y - from.y)
        let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
        // Unit normal to the drag, for the hand's small side-to-side wobble.
        let nx = -dy / length, ny = dx / length
        return (1...count).map { i in
            let f = Double(i) / Double(count)
            let eased = f * f * (3 - 2 * f)
            let side = wobble * sin(f * .pi * 3) * sin(f * .pi)
            let location = CGPoint(
                x: Double(from.x) + dx * eased + nx * side, y: Double(from.y) + dy * eased + ny * side)
            let sample = DragSample(startLocation: from, location: location, time: start + duration * f)
            return i == count ? .ended(sample) : .changed(sample)
        }
    }
}
