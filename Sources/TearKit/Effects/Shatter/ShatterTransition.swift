#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// A transition that shatters a view on removal (and assembles it from pieces on insertion): seed
/// 001's broken glass as a SwiftUI `Transition`.
///
/// ```swift
/// if showTicket {
///     TicketCard().transition(.shatter(pattern: .glass))
/// }
/// ```
///
/// The pieces fall in a window-sized overlay on their own clock for their computed duration
/// (≈ 1.15 s with seed 001's physics); the transition also sets a linear animation of
/// ``duration`` so SwiftUI keeps the view in the hierarchy until they are gone. Its `hasMotion`
/// property makes SwiftUI replace it with a cross-fade under Reduce Motion. The content is
/// snapshotted with `ImageRenderer` when the phase changes; where that yields nothing (content
/// SwiftUI does not draw itself), it cross-fades. Views that stay in the hierarchy can use
/// ``SwiftUI/View/shatter(isPresented:pattern:physics:seed:onCompletion:)`` instead.
public struct ShatterTransition {
    /// How the view breaks.
    public var pattern: ShatterPattern
    /// The motion's ranges (`nil`: seed 001's, scaled to the window).
    public var physics: ShatterPhysics?
    /// The random seed.
    public var seed: UInt64

    /// How long SwiftUI keeps a removed view, seconds: seed 001's longest fall out of the window,
    /// √(4/3) ≈ 1.155 s, plus 0.1 s for shards whose corners turn above the view's top edge.
    public static let duration: Double = (4.0 / 3.0).squareRoot() + 0.1

    /// A shatter transition; see ``SwiftUI/View/shatter(isPresented:pattern:physics:seed:onCompletion:)`` for the parameters.
    public init(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) {
        self.pattern = pattern
        self.physics = physics
        self.seed = seed
    }

}

// `Transition` is not main-actor isolated in the iOS 17 SDK while views and modifiers are: the body
// runs on the main actor (SwiftUI calls it there), checked at run time by the preconcurrency conformance.
extension ShatterTransition: @preconcurrency Transition {
    /// The content, shattering when the phase leaves `.identity`.
    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(ShatterEffect(source: nil, isPresented: phase.isIdentity, pattern: pattern, physics: physics, seed: seed, onCompletion: nil))
    }

    /// The transition moves things: SwiftUI replaces it with opacity under Reduce Motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}

extension Transition where Self == ShatterTransition {
    /// Shatters the view on removal and assembles it on insertion. Combine with
    /// `.animation(.linear(duration: ShatterTransition.duration))` (done by ``shatterAnimated(pattern:physics:seed:)``)
    /// so the view stays long enough.
    public static func shatter(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) -> ShatterTransition {
        ShatterTransition(pattern: pattern, physics: physics, seed: seed)
    }
}

extension AnyTransition {
    /// ``ShatterTransition`` with the linear animation of ``ShatterTransition/duration`` it needs.
    public static func shatterAnimated(pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil, seed: UInt64 = 0) -> AnyTransition {
        AnyTransition(ShatterTransition(pattern: pattern, physics: physics, seed: seed).animation(.linear(duration: ShatterTransition.duration)))
    }
}
#endif
