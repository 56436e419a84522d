#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

/// Shows the content while `isPresented`; when it turns `false` the content is snapshotted and breaks
/// into pieces that fall out of the window, and when it turns `true` again the pieces fly back
/// together. The engine of ``SwiftUI/View/shatter(isPresented:pattern:physics:seed:onCompletion:)``
/// and ``ShatterTransition``.
///
/// Where the pieces are drawn: an overlay anchored at the view and sized to the window (estimated by
/// ``Shatter/fallRegion(viewFrame:windowSize:fallDistance:)``, since SwiftUI does not expose the
/// window's size), so they fall over neighbouring views; it never takes touches or accessibility
/// focus. The snapshot is `source` (the view itself, for the modifier) or else the modifier's content
/// (for the transition, which only has SwiftUI's placeholder for it) rendered by `ImageRenderer` at the
/// display scale; when that yields nothing (content SwiftUI does not draw itself) or Reduce Motion is
/// on, the content cross-fades instead.
struct ShatterEffect: ViewModifier {
    /// What the snapshot renders; `nil`: the modifier's content.
    let source: AnyView?
    let isPresented: Bool
    let pattern: ShatterPattern
    let physics: ShatterPhysics?
    let seed: UInt64
    let onCompletion: (@MainActor @Sendable () -> Void)?

    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var run: ShatterRun?
    @State private var runCount = 0
    @State private var size = CGSize.zero
    @State private var frameInWindow = CGRect.zero
    /// Whether the intact content shows (when no run is playing); `nil` until the first change.
    @State private var shown: Bool?

    func body(content: Content) -> some View {
        content
            .opacity((shown ?? isPresented) && run == nil ? 1 : 0)
            .background(alignment: .center) {
                GeometryReader { proxy in
                    Color.clear
                        .onChange(of: proxy.size, initial: true) { _, newSize in size = newSize }
                        .onChange(of: proxy.frame(in: .global), initial: true) { _, newFrame in frameInWindow = newFrame }
                }
            }
            .overlay(alignment: .topLeading) { overlay }
            .onChange(of: isPresented) { _, presented in start(presented: presented, content: content) }
    }

    // `@MainActor` on the members that call main-actor code (ImageRenderer, withAnimation, the
    // completion): in the iOS 17 / macOS 14 SDKs `ViewModifier` is not main-actor isolated as a type
    // (only `body` is), so without it they would be nonisolated there; in the Xcode 16+ SDKs they already are.
    @MainActor @ViewBuilder private var overlay: some View {
        #if canImport(MetalKit)
        if let run {
            ShatterMetalView(run: run) { finish(run) }
                .frame(width: run.region.width, height: run.region.height)
                .offset(x: run.region.minX, y: run.region.minY)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
        #endif
    }

    @MainActor private func start(presented: Bool, content: Content) {
        let region = Shatter.fallRegion(viewFrame: frameInWindow)
        let snapshot: CGImage? = if reduceMotion {
            nil
        } else if let source {
            ShatterSnapshot.image(of: source, size: size, scale: displayScale)
        } else {
            ShatterSnapshot.image(of: content, size: size, scale: displayScale)
        }
        #if canImport(MetalKit)
        if let snapshot {
            let height = Double(region.height)
            let physics = self.physics ?? (Self.isSquares(pattern) ? .seed001(fallHeight: height) : .glass(fallHeight: height))
            let shatter = Shatter(viewSize: size, pattern: pattern, physics: physics, seed: seed)
            runCount += 1
            shown = presented
            run = ShatterRun(id: runCount, shatter: shatter, region: region, snapshot: snapshot, reversed: presented)
            return
        }
        #endif
        // Fallback: a cross-fade (Reduce Motion, content ImageRenderer cannot draw, or no Metal).
        withAnimation(.linear(duration: 0.35)) { shown = presented }
        onCompletion?()
    }

    @MainActor private func finish(_ finished: ShatterRun) {
        guard run?.id == finished.id else { return }
        run = nil
        onCompletion?()
    }

    private static func isSquares(_ pattern: ShatterPattern) -> Bool {
        if case .pieces = pattern { return true }
        return false
    }
}
#endif
