#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// A transition that shatters a view on removal (and assembles it from pieces on insertion): seed
/// 001's broken glass as a SwiftUI `Transition`.
///
/// Prefer the view modifier ``SwiftUI/View/shatterTransition(pattern:physics:seed:)``, which
/// gives the transition the view itself to snapshot:
///
/// ```swift
/// if showTicket {
///     TicketCard().shatterTransition(pattern: .glass)
/// }
/// ```
///
/// Spelled `.transition(.shatter(...))`, the transition only has SwiftUI's placeholder for the
/// view (`PlaceholderContentView`), and whether `ImageRenderer` can draw that is not documented.
/// It tries; when the snapshot comes back empty or without a visible pixel
/// (``TearKitCore/SnapshotVisibility``) the view cross-fades (0.35 s) instead of vanishing with
/// nothing falling.
///
/// The pieces fall in a window-sized overlay on their own clock for their computed duration
/// (≈ 1.15 s with seed 001's physics); the transition also needs a linear animation of
/// ``duration`` so SwiftUI keeps the view in the hierarchy until they are gone (set by
/// ``SwiftUI/View/shatterTransition(pattern:physics:seed:)`` and ``SwiftUI/AnyTransition/shatterAnimated(pattern:physics:seed:)``).
/// Its `hasMotion` property makes SwiftUI replace it with a cross-fade under Reduce Motion.
/// Content `ImageRenderer` cannot draw (UIKit/AppKit-backed views such as maps or video)
/// cross-fades too. Views that stay in the hierarchy can use
/// ``SwiftUI/View/shatter(isPresented:pattern:physics:seed:onCompletion:)`` instead.
public struct ShatterTransition {
    /// How the view breaks.
    public var pattern: ShatterPattern
    /// The motion's ranges (`nil`: seed 001's, scaled to the window).
    public var physics: ShatterPhysics?
    /// The random seed.
    public var seed: UInt64
    /// What the snapshot renders; `nil`: SwiftUI's placeholder content (see the type's discussion).
    let source: AnyView?

    /// How long SwiftUI keeps a removed view, seconds: seed 001's longest fall out of the window,
    /// √(4/3) ≈ 1.155 s, plus 0.1 s for shards whose corners turn above the view's top edge.
    public static let duration: Double = (4.0 / 3.0).squareRoot() + 0.1

    /// A shatter transition; see ``SwiftUI/View/shatter(isPresented:pattern:physics:seed:onCompletion:)`` for the parameters.
    public init(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) {
        self.pattern = pattern
        self.physics = physics
        self.seed = seed
        self.source = nil
    }

    /// A shatter transition that snapshots `source` (the view being transitioned).
    init(source: AnyView, pattern: ShatterPattern, physics: ShatterPhysics?, seed: UInt64) {
        self.pattern = pattern
        self.physics = physics
        self.seed = seed
        self.source = source
    }

}

// A plain conformance and an unannotated body: the body takes the protocol's isolation, nonisolated in the
// iOS 17 / macOS 14 SDKs (where `modifier` and `ShatterEffect.init` are nonisolated too) and main-actor
// in the Xcode 16+ SDKs (where `Transition` is `@MainActor`). `@preconcurrency` or `@MainActor` here
// would be an error in the one or a warning in the other.
extension ShatterTransition: Transition {
    /// The content, shattering when the phase leaves `.identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(ShatterEffect(source: source, isPresented: phase.isIdentity, pattern: pattern, physics: physics, seed: seed, onCompletion: nil))
    }

    /// The transition moves things: SwiftUI replaces it with opacity under Reduce Motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}

extension Transition where Self == ShatterTransition {
    /// Shatters the view on removal and assembles it on insertion, snapshotting SwiftUI's placeholder
    /// for the view (``SwiftUI/View/shatterTransition(pattern:physics:seed:)`` snapshots the view
    /// itself and is the surer choice; see ``ShatterTransition``). Combine with
    /// `.animation(.linear(duration: ShatterTransition.duration))` (done by ``shatterAnimated(pattern:physics:seed:)``)
    /// so the view stays long enough.
    public static func shatter(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) -> ShatterTransition {
        ShatterTransition(pattern: pattern, physics: physics, seed: seed)
    }
}

extension AnyTransition {
    /// ``ShatterTransition`` with the linear animation of ``ShatterTransition/duration`` it needs.
    public static func shatterAnimated(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) -> AnyTransition {
        // `AnyTransition.animation(_:)`, nonisolated in every SDK (`Transition.animation(_:)` is main-actor in Xcode 16+).
        AnyTransition(ShatterTransition(pattern: pattern, physics: physics, seed: seed)).animation(.linear(duration: ShatterTransition.duration))
    }
}
extension View {
    /// Gives this view a shatter transition: removed, it breaks into pieces that fall out of the
    /// window; inserted, the pieces fly together. The snapshot the pieces show is this view rendered
    /// by `ImageRenderer` at the display scale when the transition starts, so unlike
    /// `.transition(.shatter(...))` it does not depend on SwiftUI's placeholder content.
    ///
    /// ```swift
    /// if showTicket {
    ///     TicketCard().shatterTransition(pattern: .glass)
    /// }
    /// ```
    ///
    /// The transition carries its own linear animation of ``ShatterTransition/duration`` (≈ 1.25 s),
    /// so SwiftUI keeps the removed view until the last piece is gone; the change still has to be
    /// animated (`withAnimation { showTicket = false }`). Reduce Motion, and content `ImageRenderer`
    /// cannot draw (UIKit/AppKit-backed views such as maps or video), get a cross-fade.
    ///
    /// - Parameters:
    ///   - pattern: how the view breaks; default seed 001's 2-pt squares (``ShatterPattern/seed001``).
    ///   - physics: default seed 001's physics scaled to the window (``ShatterPhysics/seed001(fallHeight:)``;
    ///     ``ShatterPhysics/glass(fallHeight:)`` for shards).
    ///   - seed: the random seed; the same seed breaks the view the same way.
    public func shatterTransition(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) -> some View {
        let shatter = ShatterTransition(source: AnyView(self), pattern: pattern, physics: physics, seed: seed)
        return transition(AnyTransition(shatter.animation(.linear(duration: ShatterTransition.duration))))
    }
}
#endif
