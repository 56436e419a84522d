import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The UIKit tear's overlay: made once per tear, dropped when the view leaves, never retried after a
/// failure until the tear ends, and placed so a transformed view is covered exactly.
@Suite struct TearOverlayLifecycleTests {
    @Test func anOverlayIsRequestedOnceAndInstalledWhenReady() {
        var overlay = TearOverlayLifecycle()
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 1))
        // Pan updates while it is being made ask for nothing more.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.prepared(request: 1, succeeded: true) == .install)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .draw)
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: true, canSnapshot: true) == .remove)
        #expect(overlay.stage == .absent)
    }

    @Test func aFailureIsNotRetriedForTheRestOfTheTear() {
        var overlay = TearOverlayLifecycle()
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 1))
        #expect(overlay.prepared(request: 1, succeeded: false) == .none)
        // Every later pan update or tick of the same tear: no new snapshot.
        for _ in 0..<100 {
            #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .none)
        }
        #expect(!overlay.watchesView(brokenWithoutSize: false))
        // The tear ends (the cut closed): the next tear tries again.
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 2))
    }

    /// A failure is remembered while the view leaves its window and comes back: the same tear never
    /// takes a second snapshot.
    @Test func aFailureIsRememberedWhileTheViewLeavesAndComesBack() {
        var overlay = TearOverlayLifecycle()
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 1))
        #expect(overlay.prepared(request: 1, succeeded: false) == .none)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: false, canSnapshot: false) == .none)
        #expect(overlay.stage == .unavailable)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.stage == .absent)
    }

    @Test func theOverlayGoesWhenTheViewLeavesItsSuperviewAndComesBackWhenPlacedAgain() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        _ = overlay.prepared(request: 1, succeeded: true)
        #expect(overlay.watchesView(brokenWithoutSize: false))
        // A broken view removed by the app: the overlay is taken away, not left frozen.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: false, canSnapshot: false) == .remove)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: false, canSnapshot: false) == .none)
        // Put into a superview and a window again while still broken: a new overlay is made there.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 2))
    }

    /// A broken view shown torn and at rest keeps no clock running: nothing moves until the view does,
    /// and the view is watched instead.
    @Test func aShownOverlayAtRestNeedsNoFrames() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        _ = overlay.prepared(request: 1, succeeded: true)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .draw)
        #expect(!overlay.needsFrames(runAnimates: false, viewAnimates: false, awaitsFirstFrame: false))
        #expect(overlay.watchesView(brokenWithoutSize: false))
        // Frames while the app animates the view (the overlay follows its presentation) or while the
        // overlay's first frame is not yet on screen, and while the tear's own animation runs.
        #expect(overlay.needsFrames(runAnimates: false, viewAnimates: true, awaitsFirstFrame: false))
        #expect(overlay.needsFrames(runAnimates: false, viewAnimates: false, awaitsFirstFrame: true))
        #expect(overlay.needsFrames(runAnimates: true, viewAnimates: false, awaitsFirstFrame: false))
    }

    /// Without a shown overlay nothing follows the view: an animation on it needs no frames (a held
    /// tear whose overlay is being made, a tear waiting for its view), only the tear's own does.
    @Test func withoutAShownOverlayOnlyTheTearsOwnAnimationNeedsFrames() {
        var overlay = TearOverlayLifecycle()
        for (drawsTear, placed, snapshot) in [(false, true, true), (true, false, false), (true, true, true)] {
            _ = overlay.refresh(drawsTear: drawsTear, viewIsPlaced: placed, canSnapshot: snapshot)
            #expect(overlay.stage != .showing)
            #expect(!overlay.needsFrames(runAnimates: false, viewAnimates: true, awaitsFirstFrame: true))
            #expect(overlay.needsFrames(runAnimates: true, viewAnimates: false, awaitsFirstFrame: false))
        }
        // An overlay that could not be made: nothing to follow either.
        _ = overlay.prepared(request: 1, succeeded: false)
        #expect(overlay.stage == .unavailable)
        #expect(!overlay.needsFrames(runAnimates: false, viewAnimates: true, awaitsFirstFrame: true))
        #expect(!overlay.watchesView(brokenWithoutSize: false))
    }

    /// A view broken before it has a size is watched (layout gives it one, and it is drawn then) even
    /// though no overlay is wanted yet.
    @Test func aBrokenViewWithoutASizeIsWatched() {
        let overlay = TearOverlayLifecycle()
        #expect(overlay.stage == .absent)
        #expect(overlay.watchesView(brokenWithoutSize: true))
        #expect(!overlay.watchesView(brokenWithoutSize: false))
        #expect(!overlay.needsFrames(runAnimates: false, viewAnimates: true, awaitsFirstFrame: false))
    }

    @Test func aShownOverlayStaysWithItsViewOutOfTheWindow() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        _ = overlay.prepared(request: 1, succeeded: true)
        // A screen pushed over it, another tab, a full-screen sheet: the view and its overlay, in the
        // same superview, leave the window together and come back together, still torn.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: false) == .draw)
        #expect(overlay.stage == .showing)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .draw)
        #expect(overlay.stage == .showing)
    }

    @Test func aTearWantedWhereNoOverlayCanBeMadeYetIsWatchedUntilOneIs() {
        var overlay = TearOverlayLifecycle()
        // Broken before the view is on screen: nothing to snapshot yet, but the view is watched to
        // notice it arriving (UIKit tells an interaction nothing then), with no clock running.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: false, canSnapshot: false) == .none)
        #expect(overlay.watchesView(brokenWithoutSize: false))
        #expect(!overlay.needsFrames(runAnimates: false, viewAnimates: false, awaitsFirstFrame: false))
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: false) == .none)
        #expect(overlay.watchesView(brokenWithoutSize: false))
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 1))
        _ = overlay.prepared(request: 1, succeeded: true)
        // Moved to another superview: the overlay goes, the view is still watched, and a new one is
        // made in the new place.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: false, canSnapshot: true) == .remove)
        #expect(overlay.watchesView(brokenWithoutSize: false))
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 2))
        // Left the window before its snapshot: asked again once it is back.
        overlay.dropped(request: 2)
        #expect(overlay.watchesView(brokenWithoutSize: false))
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 3))
        // The tear is no longer wanted: nothing is watched.
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(!overlay.watchesView(brokenWithoutSize: false))
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: false, canSnapshot: false) == .none)
        #expect(!overlay.watchesView(brokenWithoutSize: false))
    }

    @Test func theOverlayDrawsTheSnapshotUntouchedUntilTheLiveViewIsHidden() {
        // Mid-tear: the gap is open.
        var d = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        d.drag(from: pt(150, 5), to: pt(150, 200))
        #expect(d.state.isEffectEnabled)
        let size = CGSize(width: 300, height: 400)
        let before = TearOverlayLifecycle.uniforms(
            for: d.state, drawnAt: size, pixelSize: 1.0 / 3, margin: 14, liveViewShows: true)
        // The live view still shows under the overlay: the overlay shows the same, whole view.
        #expect(before == TearUniforms.identity(viewSize: size).padded(by: 14))
        #expect(before.tearProgress == 0 && before.maxGap == 0)
        let after = TearOverlayLifecycle.uniforms(
            for: d.state, drawnAt: size, pixelSize: 1.0 / 3, margin: 14, liveViewShows: false)
        #expect(after == d.state.uniforms(pixelSize: 1.0 / 3).padded(by: 14))
        #expect(after.tearProgress > 0 && after.maxGap > 0)
    }

    @Test func theCurvedOverlayDrawsTheSnapshotUntouchedUntilTheLiveViewIsHiddenThenThePath() throws {
        // Mid-tear along a curve: the gap is open along a path of several points.
        var d = GestureDriver(configuration: TearStateFollowingFingerTests.configuration)
        d.drag(from: TearStateFollowingFingerTests.top, through: Array(TearStateFollowingFingerTests.arc.prefix(40)))
        let size = d.size
        let path = try #require(d.state.curvedUniforms(pixelSize: 1.0 / 3))
        #expect(path.path.count > 2 && path.look.maxGap > 0)
        // The live view still shows under the overlay: the overlay shows the same, whole view.
        let before = TearOverlayLifecycle.curvedUniforms(
            for: d.state, drawnAt: size, pixelSize: 1.0 / 3, margin: 14, liveViewShows: true)
        #expect(before == CurvedTearUniforms.identity(viewSize: size).padded(by: 14))
        #expect(before.look.tearProgress == 0 && before.look.maxGap == 0)
        // Once it is hidden, the tear along its path.
        let after = TearOverlayLifecycle.curvedUniforms(
            for: d.state, drawnAt: size, pixelSize: 1.0 / 3, margin: 14, liveViewShows: false)
        #expect(after == path.padded(by: 14))
        // A straight cut (no path) is drawn as the path of its two ends.
        var straight = GestureDriver(configuration: TearConfiguration(cutDirection: .vertical))
        straight.drag(from: pt(150, 5), to: pt(150, 200))
        let cut = straight.state.uniforms(pixelSize: 1.0 / 3)
        let asPath = TearOverlayLifecycle.curvedUniforms(
            for: straight.state, drawnAt: straight.size, pixelSize: 1.0 / 3, margin: 14, liveViewShows: false)
        #expect(
            asPath
                == CurvedTearUniforms(
                    path: [cut.tearStart, cut.tearEnd],
                    startDirection: CGPoint(x: cut.tearEnd.x - cut.tearStart.x, y: cut.tearEnd.y - cut.tearStart.y),
                    look: cut
                ).padded(by: 14))
        #expect(asPath.look.tearProgress > 0 && asPath.look.maxGap > 0)
    }

    /// The overlay draws the tear on its snapshot at the snapshot's size, whatever size the live view
    /// has since taken: twice as wide (a rotation), or none (a stack view collapsing it).
    @Test func theTearIsDrawnAtTheSnapshotsSizeWhateverTheViewsSizeNow() {
        let snapshot = CGSize(width: 300, height: 400)
        var broken = TearState(viewSize: .zero)
        _ = broken.setBroken(true, at: 1)
        _ = broken.setViewSize(snapshot)
        let atSnapshot = TearOverlayLifecycle.uniforms(
            for: broken, drawnAt: snapshot, pixelSize: 1.0 / 3, margin: 14, liveViewShows: false)
        #expect(atSnapshot.tearProgress == 1 && atSnapshot.maxGap > 0)
        for size in [CGSize(width: 600, height: 400), .zero] {
            var resized = broken
            _ = resized.setViewSize(size)
            let drawn = TearOverlayLifecycle.uniforms(
                for: resized, drawnAt: snapshot, pixelSize: 1.0 / 3, margin: 14, liveViewShows: false)
            #expect(drawn == atSnapshot, "the view at \(size)")
        }
    }

    @Test func aLateResultForADroppedRequestIsIgnored() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        // The cut closed before the texture arrived.
        #expect(overlay.refresh(drawsTear: false, viewIsPlaced: true, canSnapshot: true) == .none)
        #expect(overlay.prepared(request: 1, succeeded: true) == .none)
        #expect(overlay.stage == .absent)
        // A second tear's request is not satisfied by the first one's result either.
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 2))
        #expect(overlay.prepared(request: 1, succeeded: true) == .none)
        #expect(overlay.prepared(request: 2, succeeded: true) == .install)
    }

    @Test func aRequestDroppedBeforeItsSnapshotIsAskedForAgain() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        overlay.dropped(request: 1)
        #expect(overlay.prepared(request: 1, succeeded: true) == .none)
        #expect(overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true) == .prepare(request: 2))
        // Dropping an old request leaves the new one alone.
        overlay.dropped(request: 1)
        #expect(overlay.stage == .preparing(request: 2))
    }

    @Test func theViewGoingRemovesAShownOverlayOnce() {
        var overlay = TearOverlayLifecycle()
        _ = overlay.refresh(drawsTear: true, viewIsPlaced: true, canSnapshot: true)
        _ = overlay.prepared(request: 1, succeeded: true)
        #expect(overlay.viewGone() == .remove)
        #expect(overlay.viewGone() == .none)
        #expect(overlay.stage == .absent)
    }

    @Test func theTextureLimitIsCheckedOnThePaddedPixelSize() {
        // 430 × 932 pt at 3× with a 14 pt margin: 1374 × 2880 px.
        #expect(TearOverlayLifecycle.fitsTexture(width: 430, height: 932, margin: 14, scale: 3))
        // (5447.33 + 28) × 3 = 16426 px > 16384.
        #expect(!TearOverlayLifecycle.fitsTexture(width: 430, height: 5447.34, margin: 14, scale: 3))
        #expect(TearOverlayLifecycle.fitsTexture(width: 430, height: 16_384.0 / 3 - 28, margin: 14, scale: 3))
        // −10 pt: the margin alone would make a positive padded side (54 px).
        for bad in [0, -1, -10, Double.nan, .infinity] {
            #expect(!TearOverlayLifecycle.fitsTexture(width: bad, height: 100, margin: 14, scale: 3))
            #expect(!TearOverlayLifecycle.fitsTexture(width: 100, height: bad, margin: 14, scale: 3))
            #expect(!TearOverlayLifecycle.fitsTexture(width: 100, height: 100, margin: 14, scale: bad))
        }
    }

    @Test func theOverlaysAnchorLiesOnTheViewsAnchor() {
        // Centre anchor: the padded overlay's centre is the view's centre.
        let centre = TearOverlayLifecycle.overlayAnchor(viewAnchor: (0.5, 0.5), width: 200, height: 100, margin: 14)
        #expect(centre.x == 0.5 && centre.y == 0.5)
        // Top-left anchor: 14 pt into the 228 × 128 pt overlay.
        let corner = TearOverlayLifecycle.overlayAnchor(viewAnchor: (0, 0), width: 200, height: 100, margin: 14)
        #expect(abs(corner.x * 228 - 14) < 1e-9 && abs(corner.y * 128 - 14) < 1e-9)
        // Bottom-right: 14 pt before the overlay's far edges.
        let far = TearOverlayLifecycle.overlayAnchor(viewAnchor: (1, 1), width: 200, height: 100, margin: 14)
        #expect(abs(far.x * 228 - 214) < 1e-9 && abs(far.y * 128 - 114) < 1e-9)
        // An overlay without area, or of a size that is not finite, keeps the view's anchor.
        for (width, height) in [(0.0, 100.0), (200, 0), (Double.infinity, 100), (200, Double.nan)] {
            let kept = TearOverlayLifecycle.overlayAnchor(
                viewAnchor: (0.25, 0.75), width: width, height: height, margin: 0)
            #expect(kept.x == 0.25 && kept.y == 0.75, "\(width) × \(height)")
        }
    }
}
