import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The state of one tearable view: where its tear starts and ends, how far it has progressed, and
/// where the gesture is in its life cycle.
///
/// `TearState` is a value type with no clock and no callbacks. An adapter (the SwiftUI modifier,
/// the `tearkit` tool, a test) feeds it drag updates, times and the view's size through
/// ``dragChanged(_:viewSize:)``, ``dragEnded(_:viewSize:)``, ``dragCancelled(at:)``,
/// ``advance(to:)`` and ``setBroken(_:at:animated:)``; each returns the ``TearEvent``s it caused, so callbacks
/// fire exactly once. ``uniforms`` and ``isEffectEnabled`` tell the shader what to draw.
///
/// ## The gesture life cycle
/// 1. A drag that starts within ``TearConfiguration/edgeActivationDistance`` of an eligible edge
///    **activates** the state (``isActive``); any other drag is ignored until it ends.
/// 2. Until the finger has moved ``TearConfiguration/directionLockDistance`` (or a quarter of the
///    view's smaller side, if that is less) nothing is visible: progress and gap stay 0.
/// 3. Then ``lockDirection(from:to:cutDirection:)`` fixes the direction, casts a ray backwards to the
///    edge (``edgePoint``) and records ``lockProjection``, the baseline that makes progress start at 0.
///    The drag must head into the view within 75° of an
///    eligible edge's inward normal, for every ``CutDirection``; otherwise (a scroll that started near
///    a row's edge, a slide along the edge, a drag heading out) it is not a tear and is ignored until
///    it ends. A drag whose direction never locks — a tap, a short touch, a scroll — reports no
///    completion: nothing was shown.
/// 4. While the finger moves, it is projected onto the locked line and clamped to the part inside the
///    view; ``tearProgress`` is the distance travelled past the baseline divided by the distance
///    available, and ``gapWidth`` grows with it to ``TearConfiguration/maxGapWidth``. Moving the finger
///    back along the line shrinks the tear again (progress, gap and ``fingerPoint`` follow it), unless
///    ``TearConfiguration/tearNeverMendsWhileHeld`` keeps the furthest point reached.
/// 5. On release, progress ≥ ``TearConfiguration/breakThreshold`` *at release* breaks the view at once
///    (``hasFullyTorn``, `.completed(true)`), while what is drawn opens on to the full gap over
///    ``TearConfiguration/breakDuration`` (``TearPhase/breaking``); otherwise a recovery timeline closes
///    the cut, then the state resets and reports `.completed(false)`. A cancelled gesture recovers the
///    same way.
///
/// Animations (the closing cut, the opening of a break) are sampled with ``advance(to:)``; a host backs
/// its frames with a timer at ``animationEndTime``, and ends whatever is under way with
/// ``finishForRemoval(at:)`` when its view leaves, so a recovery's completion never waits for frames.
///
/// ## Bad input
/// - A non-finite drag location is skipped (the state keeps its last valid values); a non-finite
///   start location is not near any edge, so the drag is ignored.
/// - Non-finite times are replaced by the last valid time, and times never run backwards, unless the
///   clock jumps back by more than 1 s (the user set the time):
///   then a running animation finishes at once instead of stalling, and the new clock is adopted.
/// - A zero, negative or non-finite view size makes every drag inert; a view that shrinks to zero
///   mid-tear abandons the tear (`.completed(false)` if it had locked), and a view resized mid-tear has its tear
///   rescaled with it (progress is preserved).
/// - Configuration values are clamped by ``TearConfiguration``.
/// No input makes any output NaN or infinite.
public struct TearState: Sendable, Equatable {
    // MARK: Configuration and view

    /// The tear's parameters. Change them with ``setConfiguration(_:)``.
    public internal(set) var configuration: TearConfiguration

    /// The view's size in points; always finite and ≥ 0. Updated by every entry point that takes one.
    public var viewSize: CGSize { CGSize(width: size.x, height: size.y) }

    // MARK: State

    /// Whether a tear is under way, recovering or broken (a drag activated it, or it was forced).
    public internal(set) var isActive = false
    /// The real anchor of the tear on the view's edge, in points. Sent to the shader as `tearStart`.
    public var edgePoint: CGPoint { edge.cgPoint }
    /// The tear's current end: the finger projected onto the locked tear line and clamped inside
    /// the view, in points. Sent to the shader as `tearEnd`.
    public var fingerPoint: CGPoint { finger.cgPoint }
    /// The unit direction of the tear, fixed when the direction locks; `(0, 0)` before that.
    public var fixedDirection: CGPoint { direction.cgPoint }
    /// Whether the tear's direction has been locked for this gesture.
    public internal(set) var directionLocked = false
    /// The opening at the tear's start in points, `0...maxGapWidth`. Sent to the shader as `maxGap`.
    public internal(set) var gapWidth: Double = 0
    /// How far the tear has run, `0...1`. Sent to the shader as `tearProgress`.
    public internal(set) var tearProgress: Double = 0
    /// The finger's distance along the tear line from ``edgePoint`` when the direction locked, in
    /// points: the baseline from which progress is measured, so it starts at 0 with no jump.
    public internal(set) var lockProjection: Double = 0
    /// The length of the tear line inside the view, from ``edgePoint`` to the opposite boundary, in points.
    public internal(set) var maxTrajectoryDistance: Double = 0
    /// Whether the view has broken. While `true`, drags do nothing until ``reset()`` or `setBroken(false)`.
    public internal(set) var hasFullyTorn = false

    /// The animation in progress — the cut closing (``TearPhase/recovering``) or the view tearing
    /// through on an animated break (``TearPhase/breaking``) — or `nil`.
    @_spi(Internal) public internal(set) var animation: TearTimeline?
    /// Whether ``animation`` ends in a break (`true`) or a recovery (`false`).
    var animationBreaks = false
    /// How far ``animation`` has come along its eased curve as of the last ``advance(to:)``, 0…1: a
    /// break's tip runs on beyond the far edge by this share, even when the finger had already taken
    /// the cut across the whole view.
    var animationFraction = 0.0

    // MARK: Internal storage

    var size = Vector2.zero
    /// The last view size with an area: the size that `edge`, `finger`, `direction` and the
    /// animation are measured in. While the view is collapsed (`size` zero on an axis) the geometry
    /// stays in this size, and it is rescaled from it when the view has an area again.
    var measuredSize = Vector2.zero
    var edge = Vector2.zero
    var finger = Vector2.zero
    var direction = Vector2.zero
    var startLocation = Vector2.zero
    /// The tip's distance along the line from `edge` (≥ lockProjection): the finger's current one, or
    /// its furthest with ``TearConfiguration/tearNeverMendsWhileHeld``.
    var tipDistance: Double = 0
    /// A drag is down (a changed update arrived and no end or cancel yet).
    var gestureInProgress = false
    /// The drag that is down is not tearing (started away from edges, on a broken view, or was taken over).
    var gestureIgnored = false
    var lastTime: TimeInterval = 0
    /// A ``CutDirection/followingFinger`` tear's path once its direction has locked; `nil` for a straight
    /// tear. Then `edge` is its start, `direction` its start direction, `tipDistance` and
    /// `lockProjection` are distances along it, and `maxTrajectoryDistance` its length so far plus the
    /// run from its tip, straight on, to the view's edge.
    var curvedPath: CurvedTearPath?
    /// The share of a curved tear's path torn when its direction locked (``CurvedTearPath/progress``):
    /// its progress baseline, as `lockProjection` is a straight tear's.
    var lockShare = 0.0
    /// Where a curved tear's tip is at the start and at the end of the running animation, points along
    /// its path: a closing runs back along the path, a break on along it.
    var animationFromTip = 0.0
    var animationToTip = 0.0

    /// Creates an idle state.
    /// - Parameters:
    ///   - configuration: The tear's parameters. Default: ``TearConfiguration/init(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:edgeActivationDistance:directionLockDistance:recoveryDuration:breakDuration:recoveryEasing:breaksOnFling:tearNeverMendsWhileHeld:rimStrength:rimLightness:shadowStrength:scrollAxisHoldDuration:maximumTurnRate:)`` defaults.
    ///   - viewSize: The view's size in points. Default zero (inert until a size arrives).
    public init(configuration: TearConfiguration = TearConfiguration(), viewSize: CGSize = .zero) {
        self.configuration = configuration
        self.size = Self.sanitizedSize(viewSize)
        if size.x > 0, size.y > 0 { measuredSize = size }
    }
}
