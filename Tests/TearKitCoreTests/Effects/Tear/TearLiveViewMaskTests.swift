import Testing
@_spi(Internal) @testable import TearKitCore

/// The UIKit tear hides its live view with an empty mask and gives the app's mask back when the overlay
/// goes, but a mask the app sets while the view is torn is the app's: never overwritten, never undone.
@Suite struct TearLiveViewMaskTests {
    /// Stands in for a `CALayer` on the view's layer: only its identity counts.
    final class Layer {}

    /// The app's mask as `TearInteraction` keeps it: a name is enough here.
    typealias Mask = TearLiveViewMask<String, Layer>

    @Test func theAppsMaskComesBackWhenTheOverlayGoes() {
        var mask = Mask()
        let empty = Layer()
        let hid = mask.hide(saving: "the app's rounded corners", with: empty)
        #expect(hid && mask.isHiding)
        let back = mask.end(current: empty)
        #expect(back == "the app's rounded corners")
        #expect(!mask.isHiding)
    }

    /// A mask the app sets on the torn view (its own layer, a mask view) stays when the tear ends,
    /// instead of the one it had before the tear.
    @Test func aMaskTheAppSetsWhileTornStaysWhenTheTearEnds() {
        var mask = Mask()
        _ = mask.hide(saving: "before", with: Layer())
        let back = mask.end(current: Layer())
        #expect(back == nil)
        #expect(!mask.isHiding)
    }

    /// The app clearing the mask while torn (`view.mask = nil`) is kept too: no stale mask comes back.
    @Test func aMaskTheAppClearsWhileTornStaysCleared() {
        var mask = Mask()
        _ = mask.hide(saving: "before", with: Layer())
        let back = mask.end(current: nil)
        #expect(back == nil)
    }

    /// Once hidden, the view is not hidden again: neither over the interaction's own empty mask (which
    /// would then be kept as the app's, and the view would never come back) nor over a mask the app set
    /// since (which would be overwritten).
    @Test func theViewIsHiddenOnceAndTheAppsLaterMaskIsNeverOverwritten() {
        var mask = Mask()
        let empty = Layer()
        _ = mask.hide(saving: "the app's", with: empty)
        // A second first frame (a dropped drawable re-armed, the overlay put back).
        let again = mask.hide(saving: "the interaction's empty mask", with: Layer())
        #expect(!again)
        let back = mask.end(current: empty)
        #expect(back == "the app's")
        // After the app set its own: not hidden again, and the app's stays at the end.
        var replaced = Mask()
        _ = replaced.hide(saving: "the app's", with: Layer())
        let overApps = replaced.hide(saving: "the app's new mask", with: Layer())
        #expect(!overApps)
        let kept = replaced.end(current: Layer())
        #expect(kept == nil)
    }

    /// Nothing hidden, nothing given back: an overlay removed before its first frame (the live view
    /// never left) leaves the view's mask alone; the next tear hides and saves afresh.
    @Test func nothingHiddenGivesNothingBackAndTheNextTearStartsAfresh() {
        var mask = Mask()
        let none = mask.end(current: Layer())
        let noneCleared = mask.end(current: nil)
        #expect(none == nil && noneCleared == nil)
        let first = Layer(), second = Layer()
        let hidFirst = mask.hide(saving: "first", with: first)
        let backFirst = mask.end(current: first)
        let hidSecond = mask.hide(saving: "second", with: second)
        let backSecond = mask.end(current: second)
        #expect(hidFirst && hidSecond)
        #expect(backFirst == "first" && backSecond == "second")
    }
}
