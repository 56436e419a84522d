#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Breaks the view into pieces that fall out of the window when `isPresented` turns `false`, and
    /// flies them back together when it turns `true` (seed 001's broken glass). The view stays in the
    /// hierarchy (hidden while not presented), so layout does not jump.
    ///
    /// The pieces' motion is computed on the GPU from the time (``Shatter``), so 2-pt pieces cost the
    /// CPU the same per frame as 40-pt ones. The effect lasts until the last piece has left the window
    /// (≈ 1.15 s with seed 001's physics), then `onCompletion` runs exactly once — from the draw loop,
    /// or from a timer at that time plus a frame if the view has left the hierarchy (or its Metal view
    /// got no drawable) mid-run. Flipping `isPresented` back mid-run starts a new run; the replaced
    /// run does not report.
    ///
    /// The pieces are drawn in the nearest ``SwiftUI/View/shatterLayer()`` above, over the whole app;
    /// without one, in an overlay of this view, which a `List` row or `ScrollView` clips and later
    /// siblings cover. The model is built off the main thread; the intact view stays until the
    /// pieces' first frame.
    ///
    /// The intact view vanishes in the frame the pieces appear and returns in the frame they have
    /// landed, whatever animation the change of `isPresented` carries (its opacity is applied without
    /// the caller's animation), so nothing fades under the falling pieces.
    ///
    /// **What the pieces show**: the view rendered by `ImageRenderer` at the display scale when
    /// `isPresented` changes, with the environment of its place (colour scheme, Dynamic Type, locale,
    /// layout direction, tint, and environment objects and `@Observable` models, so views reading
    /// `@EnvironmentObject` or `@Environment(Model.self)` draw rather than trap). It cannot show:
    /// - `@State` inside the view: `ImageRenderer` draws a new instance, whose state starts from its
    ///   initial values (keep what the snapshot must show in a model or in the parent and pass it in);
    /// - UIKit/AppKit-backed content (maps, video, web views, text fields, some controls): missing
    ///   from the pieces (transparent or SwiftUI's placeholder);
    /// - animations in flight: the snapshot is their end state.
    /// A snapshot without a single visible pixel, and Reduce Motion, get a 0.35 s cross-fade instead.
    ///
    /// ```swift
    /// TicketCard()
    ///     .shatter(isPresented: isShown, pattern: .glass) { print("gone") }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the view is shown.
    ///   - pattern: how it breaks; default broken glass (``ShatterPattern/glass``: cracks from the centre, then shards that turn as they fall); ``ShatterPattern/squares`` for seed 001's 2-pt squares.
    ///   - physics: default ``ShatterPhysics/glass(fallHeight:)`` for shards, seed 001's
    ///     (``ShatterPhysics/squares(fallHeight:)``) for squares, scaled to the window's height.
    ///   - seed: the random seed; the same seed breaks the view the same way.
    ///   - onCompletion: called on the main actor when the pieces are gone (or have assembled).
    public func shatter(isPresented: Bool, pattern: ShatterPattern = .glass, physics: ShatterPhysics? = nil,
                        seed: UInt64 = 0, onCompletion: (@MainActor @Sendable () -> Void)? = nil) -> some View {
        modifier(ShatterEffect(source: AnyView(self), isPresented: isPresented, pattern: pattern, physics: physics, seed: seed, onCompletion: onCompletion))
    }
}
#endif
