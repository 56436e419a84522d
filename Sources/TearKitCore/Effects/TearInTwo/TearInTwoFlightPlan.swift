#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Everything one run of a tear in two needs, built once when the run is triggered (or the view's
/// size changes), so that a frame only places the halves: the cut, the fly-out, the room and the
/// padding around the view. Building the cut (up to 512 seeded steps) and searching the room are
/// the costly parts; a SwiftUI view keeps one plan per size instead of redoing them on every
/// evaluation of its body.
@_spi(Internal) public struct TearInTwoFlightPlan: Sendable, Equatable {
    /// One half of the view.
    @_spi(Internal) public enum Half: Sendable, CaseIterable {
        /// Left of the tear.
        case left
        /// Right of the tear.
        case right
    }

    /// The view's size, points (non-finite or negative counts as 0).
    @_spi(Internal) public let viewSize: CGSize
    /// The tear.
    @_spi(Internal) public let path: TearInTwoPath
    /// How the halves fly.
    @_spi(Internal) public let flyOut: TearInTwoFlyOut
    /// Where the halves may fly and how far they do.
    @_spi(Internal) public let room: TearInTwoRoom
    /// How far along the fly-out the halves get by the end of the run when an effects layer flies
    /// them over `window` (0…1): so far that each still shows half of itself in the window when it
    /// starts to fade (``TearInTwoWindowReach``); 1 without a window.
    @_spi(Internal) public let windowReach: Double

    /// The plan of a `viewSize` view torn with `configuration`, its room and its flight over the
    /// window within `window` (the window's rectangle in the view's points; `nil`: unknown, see
    /// ``TearInTwoRoom`` and ``windowReach``).
    @_spi(Internal) public init(configuration: TearInTwoConfiguration, viewSize: CGSize, window: CGRect? = nil) {
        let path = configuration.path(viewSize: viewSize)
        let flyOut = configuration.flyOut(viewWidth: Double(path.viewSize.width))
        self.path = path
        self.viewSize = path.viewSize
        self.flyOut = flyOut
        room = TearInTwoRoom(configuration: configuration, viewSize: viewSize, window: window)
        windowReach = window.map { TearInTwoWindowReach.reach(path: path, flyOut: flyOut, window: $0) } ?? 1
    }

    /// Whether there is anything to tear (the view has a width and a height).
    @_spi(Internal) public var isEmpty: Bool { viewSize.width <= 0 || viewSize.height <= 0 }

    /// The padding around the view that makes its layer the room, in points, ≥ 0 on each edge.
    @_spi(Internal) public var padding: (top: Double, left: Double, bottom: Double, right: Double) {
        guard room.bounds != .zero else { return (0, 0, 0, 0) }
        return (
            max(-Double(room.bounds.minY), 0), max(-Double(room.bounds.minX), 0),
            max(Double(room.bounds.maxY - viewSize.height), 0), max(Double(room.bounds.maxX - viewSize.width), 0)
        )
    }

    /// The frame `time` (0…1 of the animation) of the view drawn in its padded room (the view's
    /// top-left at ``padding``), `edgeWidth` points of soft edge.
    @_spi(Internal) public func uniforms(atTime time: Double, edgeWidth: Double) -> TearInTwoUniforms {
        let pad = padding
        return TearInTwoUniforms(
            path: path, flyOut: flyOut, time: time, origin: CGPoint(x: pad.left, y: pad.top),
            edgeWidth: edgeWidth, room: room)
    }

    /// Where `half` is at `time` (0…1 of the animation) when it flies over the whole window (an
    /// effects layer draws it): no room holds it back, only the window: the fly-out at ``windowReach``
    /// × ``TearInTwoConfiguration/flightProgress(_:)`` of its way (the whole way in a window much
    /// larger than the view).
    @_spi(Internal) public func placement(of half: Half, atTime time: Double) -> TearInTwoFlyOut.Placement {
        let flight = windowReach * TearInTwoConfiguration.flightProgress(time)
        return half == .left ? flyOut.left(at: flight) : flyOut.right(at: flight)
    }

    /// `half` alone at rest in the view's own bounds, with the crack as it is at `time` (run all the
    /// way once the halves fly), fully opaque: what an effects layer draws for that half and then
    /// moves, turns and fades itself (``placement(of:atTime:)``, ``TearInTwoConfiguration/opacity(atTime:)``).
    /// The other half is placed below the view, where the shader draws nothing of it. Together the
    /// two halves are exactly the whole view cracked at `time`, pixel for pixel.
    @_spi(Internal) public func uniforms(of half: Half, atTime time: Double, edgeWidth: Double) -> TearInTwoUniforms {
        let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0)
        // Twice the view's height down: every point of the other half samples outside the view.
        let away = TearInTwoFlyOut.Placement(offset: CGSize(width: 0, height: 2 * max(viewSize.height, 1)), rotation: 0)
        var uniforms = TearInTwoUniforms(
            path: path, left: half == .left ? rest : away, right: half == .right ? rest : away,
            edgeWidth: edgeWidth)
        let crack = TearInTwoConfiguration.crackProgress(time)
        uniforms.crackTip = crack * TearInTwoUniforms.crackOvershoot * Double(viewSize.height)
        uniforms.crackOpening = crack * TearInTwoUniforms.crackHalfWidth
        // The drawn half samples where it is (the other one samples nothing): no offset beyond the soft edge.
        uniforms.runSampleOffset = CGSize(width: uniforms.edgeWidth, height: uniforms.edgeWidth)
        return uniforms
    }
}
