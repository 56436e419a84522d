import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What a TearState shows: its phase, the shader uniforms, and the presentation at a given time.
extension TearState {
    /// Where the tear is in its life cycle.
    public var phase: TearPhase {
        if animation != nil { return animationBreaks ? .breaking : .recovering }
        if hasFullyTorn { return .broken }
        if !isActive { return .idle }
        return directionLocked ? .tearing : .tracking
    }

    /// Whether the view is broken or an animated break is under way: what a host's accessibility
    /// offers then is "Restore" (`setBroken(false, at:)`); otherwise it offers "Tear"
    /// (`setBroken(true, at:animated:)`). TearKit's modifier offers exactly one of the two.
    public var isBrokenOrBreaking: Bool { hasFullyTorn || phase == .breaking }

    /// Whether the shader should run: a tear is active, its direction is locked and there is a real
    /// opening (`gapWidth > 0.1` pt). When `false`, the view is drawn untouched and costs nothing.
    public var isEffectEnabled: Bool { isActive && directionLocked && gapWidth > 0.1 }

    /// The `tearDistortion` arguments for the current state, for a layer with 1 pixel per point.
    /// Use ``uniforms(pixelSize:)`` to anti-alias for the display's real pixels.
    public var uniforms: TearUniforms { uniforms(pixelSize: 1) }

    /// The `tearDistortion` arguments for the current state.
    /// - Parameter pixelSize: The size of one device pixel in points, `1 / displayScale`
    ///   (e.g. `1.0 / 3` on a 3× iPhone): the torn edges are anti-aliased over one such pixel.
    ///
    /// A broken view is torn all the way through: its tip is drawn beyond the far edge (half the tear's
    /// length again), so the halves part along the whole cut instead of touching at that edge.
    public func uniforms(pixelSize: Double) -> TearUniforms {
        // Beyond the far edge: half the tear's length again once broken, growing there along a break's
        // animation (so its first frame is the released tear's and its last the broken view's), also
        // when the finger had already taken the cut across the view and only this run is left.
        var beyond = hasFullyTorn ? 0.5 : 0
        if animation != nil, animationBreaks { beyond = 0.5 * min(max(animationFraction, 0), 1) }
        let tip = CGPoint(
            x: fingerPoint.x + (fingerPoint.x - edgePoint.x) * beyond,
            y: fingerPoint.y + (fingerPoint.y - edgePoint.y) * beyond)
        return TearUniforms(
            tearStart: edgePoint, tearEnd: tip, tearProgress: tearProgress,
            maxGap: gapWidth, edgeRoughness: configuration.edgeRoughness, viewSize: viewSize,
            pixelSize: pixelSize, rimStrength: configuration.rimStrength,
            rimLightness: configuration.rimLightness, shadowStrength: configuration.shadowStrength
        )
    }

    /// The `curvedTearDistortion` arguments for a tear that follows the finger
    /// (``CutDirection/followingFinger``) once its direction has locked: its path from the view's edge to
    /// the tip, evenly resampled to at most ``CurvedTearUniforms/maximumPathPoints`` points; `nil` for a
    /// straight tear, which ``uniforms(pixelSize:)`` describes. As for a straight tear, a broken view's
    /// cut runs on beyond the far edge (along the path's last heading, half its length again), so the
    /// halves part along the whole cut.
    /// - Parameter pixelSize: The size of one device pixel in points, `1 / displayScale`.
    @_spi(Internal) public func curvedUniforms(pixelSize: Double) -> CurvedTearUniforms? {
        guard directionLocked, let curvedPath else { return nil }
        var beyond = hasFullyTorn ? 0.5 : 0
        if animation != nil, animationBreaks { beyond = 0.5 * min(max(animationFraction, 0), 1) }
        var points = curvedPath.points(upTo: tipDistance)
        let shown = min(max(tipDistance, 0), curvedPath.length)
        if beyond > 0, shown > 0, points.count >= 2,
            let heading = (points[points.count - 1] - points[points.count - 2]).normalized
        {
            points.append(points[points.count - 1] + heading * (shown * beyond))
        }
        let count = min(max(points.count, 2), CurvedTearUniforms.maximumPathPoints)
        return CurvedTearUniforms(
            path: CurvedTearPath.resampled(points, count: count).map(\.cgPoint),
            startDirection: curvedPath.startDirection.cgPoint, look: uniforms(pixelSize: pixelSize))
    }

    /// The `maxSampleOffset` to give SwiftUI's `layerEffect`, in points: half of
    /// ``TearConfiguration/maxGapWidth`` (the farthest the shader moves a half) on each axis the cut
    /// can move the halves along — horizontally for ``CutDirection/vertical`` cuts, vertically for
    /// ``CutDirection/horizontal`` ones, both for ``CutDirection/anyDirection`` and
    /// ``CutDirection/followingFinger``.
    ///
    /// It depends only on the configuration, so it stays the same for every drag update and
    /// animation frame: a value that changed with the opening would make SwiftUI reallocate the
    /// effect's offscreen layer on every frame. It always covers ``TearUniforms/maxSampleOffset``.
    public var maxSampleOffset: CGSize {
        let half = configuration.layerMargin
        switch configuration.cutDirection {
        case .vertical: return CGSize(width: half, height: 0)
        case .horizontal: return CGSize(width: 0, height: half)
        case .anyDirection, .followingFinger: return CGSize(width: half, height: half)
        }
    }

    /// The state as a renderer shows it at `time` (seconds, same clock as the drags): while an
    /// animation runs, the state advanced to `time`; otherwise the state itself. Pure: the state does
    /// not change, so a renderer can sample every frame without writing anything back.
    public func presentation(at time: TimeInterval) -> TearState {
        var shown = self
        shown.advance(to: time)
        return shown
    }

    /// When the running animation ends, in seconds on the drags' clock; `nil` when none runs.
    ///
    /// A host backs its frames with a timer at this time (plus a frame of slack,
    /// `FireOnce.deadline(duration:)`) that calls ``advance(to:)``: frames stop when the view is hidden,
    /// in the background or scrolled away, and a recovery's `.completed(false)` must still arrive. The
    /// first of the two to reach the end reports it; the animation is then gone, so the other reports
    /// nothing, and an earlier run's timer finds a newer run not yet ended.
    public var animationEndTime: TimeInterval? { animation?.endTime }

    /// Whether the running animation has ended by `time`: the moment to commit it with
    /// ``advance(to:)`` (which fires its completion). `false` when no animation runs.
    public func animationHasEnded(at time: TimeInterval) -> Bool {
        phase.isAnimating && !presentation(at: time).phase.isAnimating
    }

    /// The distance along the tear line still available after the lock baseline, in points.
    var availableDistance: Double { maxTrajectoryDistance - lockProjection }
}
