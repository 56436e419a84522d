import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The region the pieces fall out of (the drawable's bound) holds what can be seen: with a window (or
/// layer) that contains the view it is that rectangle, exactly its area; otherwise the estimate, which
/// always contains the view.
@Suite("Shatter drawable")
struct ShatterDrawableTests {
    static let window = CGSize(width: 393, height: 852)

    @Test(arguments: [
        CGRect(x: 20, y: 300, width: 353, height: 200), CGRect(x: 0, y: 0, width: 393, height: 852),
        CGRect(x: 380, y: 840, width: 2, height: 2),
    ])
    func theDrawableIsTheWindowWhereverTheViewIsInside(viewFrame: CGRect) throws {
        let region = try #require(Shatter.windowRegion(viewFrame: viewFrame, windowSize: Self.window))
        #expect(region.width * region.height <= Shatter.drawableAreaLimit * 393 * 852)
        // In window coordinates it is the window itself.
        #expect(region.offsetBy(dx: viewFrame.minX, dy: viewFrame.minY) == CGRect(origin: .zero, size: Self.window))
        #expect(Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window) == region)
    }

    /// An `.effectsLayer()` under a 100-pt bar, in the global space: the drawable is the layer's
    /// rectangle moved into the view's coordinates.
    @Test func aLayersFrameIsTheDrawableWhenItHoldsTheView() throws {
        let layer = CGRect(x: 0, y: 100, width: 393, height: 700), view = CGRect(x: 16, y: 300, width: 361, height: 60)
        let region = try #require(Shatter.windowRegion(viewFrame: view, window: layer))
        #expect(region == CGRect(x: -16, y: -200, width: 393, height: 700))
        #expect(Shatter.fallRegion(viewFrame: view, window: layer) == region)
    }

    /// A rectangle that misses part of the view — the key window of another scene (Split View, an
    /// external display), a view taller than it or scrolled partly out of it — would draw none or
    /// only some of the pieces while the live view is hidden: it is joined with the view when they
    /// overlap, else the estimate is used; either way the region contains the view.
    @Test(arguments: [
        (CGRect(x: 500, y: 300, width: 300, height: 200), false), (CGRect(x: 0, y: 0, width: 393, height: 3000), true),
        (CGRect(x: -100, y: -2000, width: 600, height: 4000), true),
        (CGRect(x: 200, y: 800, width: 300, height: 100), true),
    ])
    func aWindowThatDoesNotHoldTheViewIsJoinedOrEstimated(viewFrame: CGRect, overlaps: Bool) {
        #expect(Shatter.windowRegion(viewFrame: viewFrame, windowSize: Self.window) == nil)
        let region = Shatter.fallRegion(viewFrame: viewFrame, windowSize: Self.window)
        if overlaps {
            // The window and the view together, in the view's coordinates.
            let minX = min(0, viewFrame.minX), minY = min(0, viewFrame.minY)
            let maxX = max(Self.window.width, viewFrame.maxX), maxY = max(Self.window.height, viewFrame.maxY)
            #expect(
                region
                    == CGRect(
                        x: minX - viewFrame.minX, y: minY - viewFrame.minY, width: maxX - minX, height: maxY - minY))
        } else {
            #expect(region == Shatter.fallRegion(viewFrame: viewFrame))
        }
        let view = CGRect(origin: .zero, size: viewFrame.size)
        #expect(
            region.minX <= view.minX && region.minY <= view.minY && region.maxX >= view.maxX && region.maxY >= view.maxY
        )
    }

    @Test func anUnknownOrBrokenWindowGivesNoDrawable() {
        #expect(Shatter.windowRegion(viewFrame: .zero, windowSize: .zero) == nil)
        #expect(Shatter.windowRegion(viewFrame: .zero, windowSize: CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(
            Shatter.windowRegion(
                viewFrame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), windowSize: Self.window) == nil)
        // The estimate (SwiftUI before the window is known) is used instead.
        #expect(
            Shatter.fallRegion(viewFrame: CGRect(x: 10, y: 10, width: 10, height: 10), windowSize: .zero).height == 1020
        )
    }

    /// Without a window that holds the view (no `.effectsLayer()`), the estimate still holds at most
    /// one window-sized surface, so the texture and two drawables make at most three: a full-screen
    /// view on an iPhone 15 Pro Max (430 × 932 pt at 3×) and a card near the right of the landscape
    /// window (932 × 430 pt), for both presets. The region always holds the view.
    @Test(
        arguments: [
            (CGRect(x: 0, y: 0, width: 430, height: 932), CGSize(width: 430, height: 932)),
            (CGRect(x: 600, y: 200, width: 300, height: 100), CGSize(width: 932, height: 430)),
        ],
        [ShatterConfiguration.glass, .squares])
    func anEstimatedDrawableHoldsAtMostOneWindow(
        view: (frame: CGRect, window: CGSize), configuration: ShatterConfiguration
    ) {
        let region = Shatter.fallRegion(
            viewFrame: view.frame, window: nil, configuration: configuration, displayScale: 3)
        let pixels = Double(region.width * region.height) * 9
        #expect(pixels <= Double(view.window.width * view.window.height) * 9 * 1.000001)
        #expect(pixels <= Shatter.largestWindowPixels * 1.000001)
        let shape = CGRect(origin: .zero, size: view.frame.size)
        #expect(
            region.minX <= shape.minX && region.minY <= shape.minY && region.maxX >= shape.maxX
                && region.maxY >= shape.maxY)
        // The model's drawable (the part where pieces can be seen) is no larger.
        let prepared = PreparedShatter(
            viewSize: view.frame.size, pattern: .pieces(size: 20),
            physics: configuration.physics(fallHeight: Double(region.height)), seed: 1, region: region)
        #expect(Double(prepared.region.width * prepared.region.height) * 9 <= pixels * 1.000001)
    }

    /// A 2×-scale display (iPad, Mac) gets the same bytes: four times the points.
    @Test func theAreaBoundIsInPixels() {
        let frame = CGRect(x: 0, y: 0, width: 1024, height: 400)
        let region = Shatter.fallRegion(viewFrame: frame, window: nil, configuration: .squares, displayScale: 2)
        #expect(abs(Double(region.width * region.height) * 4 - Shatter.largestWindowPixels) < 1)
    }

    /// A layer the view sticks partly out of (a card scrolled under the top edge): the layer joined
    /// with the view, not the estimate; a layer the view does not touch falls back to the estimate.
    @Test func aLayerTheViewSticksOutOfIsJoinedWithTheView() {
        let layer = CGRect(x: 0, y: 0, width: 430, height: 932)
        let card = CGRect(x: 16, y: -40, width: 398, height: 120)
        #expect(Shatter.fallRegion(viewFrame: card, window: layer) == CGRect(x: -16, y: 0, width: 430, height: 972))
        let away = CGRect(x: 2000, y: 100, width: 100, height: 100)
        #expect(Shatter.fallRegion(viewFrame: away, window: layer) == Shatter.fallRegion(viewFrame: away, window: nil))
    }

    @Test func anEstimatedRegionCountsADisplayScaleOutsideOneToFourAsItsNearestBound() {
        // A wide, short view near the window's origin: the area bound, the largest window at the scale, sets
        // how far below it the region reaches.
        let view = CGRect(x: 20, y: 40, width: 1000, height: 60)
        let atOne = Shatter.fallRegion(viewFrame: view, window: nil, displayScale: 1)
        let atFour = Shatter.fallRegion(viewFrame: view, window: nil, displayScale: 4)
        #expect(atOne != atFour)
        for scale in [Double.nan, .infinity, -.infinity, 0.5] {
            #expect(Shatter.fallRegion(viewFrame: view, window: nil, displayScale: scale) == atOne, "\(scale)")
        }
        #expect(Shatter.fallRegion(viewFrame: view, window: nil, displayScale: 9) == atFour)
    }

    @Test func shardsThatTurnOnlyOneWayStillGetRoomAboveTheView() {
        // Shards that spin one way only (a spin range of 0…2) turn all the same: their corners can rise
        // above the view as far as those spinning both ways; shards that do not turn get no room there.
        let view = CGRect(x: 20, y: 300, width: 200, height: 100)
        func region(spin: ClosedRange<Double>) -> CGRect {
            var physics = ShatterPhysics.glass(fallHeight: 1000)
            physics.spin = spin
            return Shatter.fallRegion(
                viewFrame: view, window: nil, configuration: ShatterConfiguration(pattern: .glass, physics: physics))
        }
        #expect(region(spin: 0...0).minY == 0)
        #expect(region(spin: 0...2).minY < 0)
        #expect(region(spin: 0...2) == region(spin: -2...2))
    }
}
