import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How long a shatter run lasts before it is built: UIKit's `transitionDuration(using:)` and the
/// SwiftUI transition's animation both need an answer that is never shorter than the run itself.
@Suite("Shatter run length from the physics")
struct ShatterRunLengthTests {
    /// Broken glass waits for the break to travel out from the impact (0.2 s for the farthest shard):
    /// the bound counts that delay, so a UIKit dismissal is not completed while shards still fall.
    /// Shards that do not turn (spin 0) leave no slack for the delay to hide in.
    @Test(arguments: [UInt64(1), 2, 3])
    func theBoundCountsTheGlassBreakDelay(seed: UInt64) {
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        for (size, region) in [
            (window.size, window), (CGSize(width: 393, height: 200), CGRect(x: 0, y: -652, width: 393, height: 852)),
        ] {
            var physics = ShatterPhysics.glass(fallHeight: Double(region.height))
            physics.spin = 0...0
            let end = Shatter(viewSize: size, pattern: .glass, physics: physics, seed: seed).endTime(leaving: region)
            let bound = Shatter.endTimeBound(viewSize: size, pattern: .glass, physics: physics, leaving: region)
            #expect(bound >= end)
        }
    }

    /// The SwiftUI transition keeps the view for at least the whole run plus its start, whatever the
    /// window: a phone in portrait and landscape, an iPad, for both presets.
    @Test(arguments: [ShatterConfiguration.glass, .squares, ShatterConfiguration(pattern: .glass, seed: 5)])
    func theTransitionOutlastsEveryRun(configuration: ShatterConfiguration) {
        let duration = Shatter.transitionDuration(configuration: configuration)
        for window in [
            CGSize(width: 393, height: 852), CGSize(width: 932, height: 430), CGSize(width: 1032, height: 1376),
            CGSize(width: 1376, height: 1032),
        ] {
            let region = CGRect(origin: .zero, size: window)
            let physics = configuration.physics(fallHeight: Double(window.height))
            for view in [region, CGRect(x: 20, y: window.height - 120, width: window.width - 40, height: 100)] {
                let viewRegion = region.offsetBy(dx: -view.minX, dy: -view.minY)
                let end = Shatter(
                    viewSize: view.size, pattern: configuration.pattern, physics: physics, seed: configuration.seed
                )
                .endTime(leaving: viewRegion)
                #expect(end > 0)
                #expect(duration >= end + PiecesRunStart.allowance, "window \(window), view \(view)")
            }
        }
    }

    /// The first shatter of a process starts late: the snapshot of a full-screen view, its upload
    /// and the pipeline compiled from the library can take most of a second on an older device before
    /// the first frame. The removed view is kept for that too, so the tail of the fall is not cut off.
    @Test(arguments: [ShatterConfiguration.glass, .squares])
    func theTransitionAllowsForAColdStart(configuration: ShatterConfiguration) {
        let coldStart = 0.8
        let window = Shatter.transitionWindow
        let run = Shatter.endTimeBound(
            viewSize: window, pattern: configuration.pattern,
            physics: configuration.physics(fallHeight: Double(window.height)),
            leaving: CGRect(origin: .zero, size: window))
        #expect(Shatter.transitionDuration(configuration: configuration) >= run + coldStart)
    }

    /// The presets scale with the window's height, so their transition length is a property of the
    /// pattern: the squares' fall out of a window-high region (√(4/3) s), the glass's longer.
    @Test func theTransitionLengthFollowsThePhysics() {
        let squares = Shatter.transitionDuration(configuration: .squares)
        #expect(abs(squares - ((4.0 / 3.0).squareRoot() + PiecesRunStart.allowance)) < 1e-9)
        let glass = Shatter.transitionDuration(configuration: .glass)
        #expect(glass > squares + ShatterPhysics.glass(fallHeight: 852).breakDelay)
        var slow = ShatterConfiguration.squares
        slow.physics = ShatterPhysics(acceleration: 100...100, terminalSpeed: 1e6, sidewaysSpeed: 0...0)
        // 1376 pt at 100 pt/s²: √(2 × 1376 / 100) s.
        #expect(
            abs(
                Shatter.transitionDuration(configuration: slow)
                    - ((2 * 1376 / 100.0).squareRoot() + PiecesRunStart.allowance)) < 1e-9)
    }
}

/// The drawable covers where pieces can be seen, not the whole window above the view.
@Suite("Shatter visible region")
struct ShatterVisibleRegionTests {
    /// A row near the bottom of a phone window: its squares never rise, so the drawable is the strip
    /// from the row's top to the window's bottom (a fifth of the window instead of all of it).
    @Test func squaresAreDrawnFromTheViewDown() {
        let window = CGRect(x: 0, y: 0, width: 393, height: 852), view = CGRect(x: 0, y: 700, width: 393, height: 100)
        let region = Shatter.fallRegion(viewFrame: view, windowSize: window.size)
        let prepared = PreparedShatter(viewSize: view.size, pattern: .squares, physics: nil, seed: 3, region: region)
        #expect(prepared.region == CGRect(x: 0, y: 0, width: 393, height: 152))
    }

    /// Squares never turn and never rise: where they can be seen starts at the view's top edge,
    /// not a point above it, so the run ends as soon as the last square has fallen out of the strip
    /// from the row down.
    @Test func squaresAreSeenFromTheViewsTopEdgeDown() {
        let window = CGSize(width: 393, height: 852), view = CGRect(x: 0, y: 600, width: 393, height: 200)
        let region = Shatter.fallRegion(viewFrame: view, windowSize: window)
        let shatter = Shatter(viewSize: view.size, pattern: .squares, seed: 1)
        #expect(shatter.visibleRegion(within: region) == CGRect(x: 0, y: 0, width: 393, height: 252))
    }

    /// Turning shards, once they have fallen 30 pt, rise above their pivot by up to their radius: the
    /// region keeps room for that (from the view's top edge, or above it where a shard can reach
    /// higher), and at every sampled moment every shard's outline is inside it or below the window.
    @Test(arguments: [UInt64(1), 2])
    func turningShardsStayInsideTheVisibleRegion(seed: UInt64) {
        let window = CGSize(width: 393, height: 852), view = CGRect(x: 0, y: 600, width: 393, height: 200)
        let region = Shatter.fallRegion(viewFrame: view, windowSize: window)
        let shatter = Shatter(viewSize: view.size, pattern: .glass, physics: .glass(fallHeight: 852), seed: seed)
        let visible = shatter.visibleRegion(within: region)
        #expect(visible.minY <= 0)
        #expect(visible.minY > region.minY)
        #expect(visible.maxY == region.maxY)
        let end = shatter.endTime(leaving: region)
        var highest = Double.infinity
        for step in 0...160 {
            let t = end * Double(step) / 160
            for piece in shatter.pieces {
                for corner in piece.polygon(at: t) { highest = min(highest, Double(corner.y)) }
            }
        }
        #expect(highest >= Double(visible.minY) - 1e-6)
    }
}
