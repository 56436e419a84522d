#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

extension View {
    /// Breaks the view into pieces that fall out of the window when `isPresented` turns `false`, and
    /// flies them back together when it turns `true` (seed 001's broken glass). The view stays in the
    /// hierarchy (hidden while not presented), so layout does not jump.
    ///
    /// The pieces' motion is computed on the GPU from the time (``Shatter``), so 2-pt pieces cost the
    /// CPU the same per frame as 40-pt ones. The effect lasts until the last piece has left the window
    /// (≈ 1.15 s with seed 001's physics), then `onCompletion` runs once. Under Reduce Motion, or when
    /// `ImageRenderer` cannot draw the view (UIKit/AppKit-backed content such as maps or video), the
    /// view cross-fades instead (0.35 s).
    ///
    /// ```swift
    /// TicketCard()
    ///     .shatter(isPresented: isShown, pattern: .glass) { print("gone") }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: whether the view is shown.
    ///   - pattern: how it breaks; default seed 001's 2-pt squares (``ShatterPattern/seed001``).
    ///   - physics: default seed 001's physics scaled to the window's height (``ShatterPhysics/seed001(fallHeight:)``;
    ///     ``ShatterPhysics/glass(fallHeight:)`` for shards).
    ///   - seed: the random seed; the same seed breaks the view the same way.
    ///   - onCompletion: called on the main actor when the pieces are gone (or have assembled).
    public func shatter(isPresented: Bool, pattern: ShatterPattern = .seed001, physics: ShatterPhysics? = nil,
                        seed: UInt64 = 0, onCompletion: (@MainActor @Sendable () -> Void)? = nil) -> some View {
        modifier(ShatterEffect(source: AnyView(self), isPresented: isPresented, pattern: pattern, physics: physics, seed: seed, onCompletion: onCompletion))
    }
}
#endif
