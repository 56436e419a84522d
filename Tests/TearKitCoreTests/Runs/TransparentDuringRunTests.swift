import Testing
@_spi(Internal) @testable import TearKitCore

/// UIKit's tear in two makes its view transparent (not hidden, so a stack view keeps its gap under the
/// flying halves) and at the end hides it with its alpha given back, unless the app made it visible
/// again meanwhile.
@Suite struct TransparentDuringRunTests {
    @Test func aViewLeftTransparentEndsHiddenWithItsAlphaBack() {
        let run = TransparentDuringRun(alpha: 0.8, elementsHidden: false)
        let end = run.end(alphaNow: 0, elementsHiddenNow: true)
        #expect(end.hides)
        // A later `isHidden = false` shows the view as it was, not transparent.
        #expect(end.alpha == 0.8)
        #expect(end.elementsHidden == false)
    }

    @Test func aViewTheAppMadeVisibleAgainStaysAsTheAppLeftIt() {
        let run = TransparentDuringRun(alpha: 1, elementsHidden: false)
        for alphaNow in [0.5, 1] {
            let end = run.end(alphaNow: alphaNow, elementsHiddenNow: true)
            #expect(!end.hides, "alpha \(alphaNow)")
            #expect(end.alpha == nil, "alpha \(alphaNow)")
        }
    }

    @Test func voiceOverIsGivenBackOnlyWhileItIsStillTheRuns() {
        let run = TransparentDuringRun(alpha: 1, elementsHidden: false)
        // The app cleared it during the run: its own setting stays.
        #expect(run.end(alphaNow: 0, elementsHiddenNow: false).elementsHidden == nil)
        // A view whose elements the app had hidden before keeps them hidden.
        let hidden = TransparentDuringRun(alpha: 1, elementsHidden: true)
        #expect(hidden.end(alphaNow: 0, elementsHiddenNow: true).elementsHidden == true)
    }

    /// A view that was transparent already ends hidden, still transparent: nothing is made up.
    @Test func aViewThatWasTransparentAlreadyKeepsItsAlpha() {
        let end = TransparentDuringRun(alpha: 0, elementsHidden: false).end(alphaNow: 0, elementsHiddenNow: true)
        #expect(end.hides && end.alpha == 0)
    }
}
