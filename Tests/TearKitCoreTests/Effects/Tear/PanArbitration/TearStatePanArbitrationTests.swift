import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The tear's touch rule as a whole: the hold and its length, the edge rule it keeps, a tear at an
/// angle across a feed, the hold duration's limits.
@Suite struct TearStatePanArbitrationTests {
    func card(_ configuration: TearConfiguration = TearConfiguration()) -> TearState {
        var state = TearState(configuration: configuration)
        state.setViewSize(CGSize(width: 300, height: 150))
        return state
    }

    @Test func theHoldMustReachTheConfiguredDuration() {
        let state = card(TearConfiguration(scrollAxisHoldDuration: 0.5))
        let start = CGPoint(x: 150, y: 10), down = CGPoint(x: 0, y: 15)
        #expect(!state.wouldBegin(at: start, translation: down, restDuration: 0.49, enclosingScroll: .vertical))
        #expect(state.wouldBegin(at: start, translation: down, restDuration: 0.5, enclosingScroll: .vertical))
        #expect(!state.wouldBegin(at: start, translation: down, restDuration: .nan, enclosingScroll: .vertical))
        #expect(!state.wouldBegin(at: start, translation: down, restDuration: .infinity, enclosingScroll: .vertical))
    }

    @Test func aHoldDoesNotMakeATearWhereTheEdgeRuleSaysNo() {
        let state = card()
        // From the middle of the card, and from the top edge heading out of it.
        #expect(
            !state.wouldBegin(
                at: CGPoint(x: 150, y: 75), translation: CGPoint(x: 0, y: 15), restDuration: 5,
                enclosingScroll: .vertical))
        #expect(
            !state.wouldBegin(
                at: CGPoint(x: 150, y: 10), translation: CGPoint(x: 0, y: -15), restDuration: 5,
                enclosingScroll: .vertical))
    }

    @Test func aTearAtAnAngleAcrossAVerticalFeedStartsAtOnce() {
        // Any direction from the left edge, 40° below the inward normal: across the feed.
        let state = card()
        let slant = CGPoint(x: 15 * cos(40 * Double.pi / 180), y: 15 * sin(40 * Double.pi / 180))
        #expect(
            state.wouldBegin(
                at: CGPoint(x: 10, y: 40), translation: slant, restDuration: 0, enclosingScroll: .vertical))
        // 50° below it: along the feed, so it scrolls.
        let steep = CGPoint(x: 15 * cos(50 * Double.pi / 180), y: 15 * sin(50 * Double.pi / 180))
        #expect(
            !state.wouldBegin(
                at: CGPoint(x: 10, y: 40), translation: steep, restDuration: 0, enclosingScroll: .vertical))
    }

    @Test func theHoldDurationIsCleanedLikeEveryNumber() {
        #expect(TearConfiguration().scrollAxisHoldDuration == 0.5)
        #expect(TearConfiguration(scrollAxisHoldDuration: 0).scrollAxisHoldDuration == 0.1)
        #expect(TearConfiguration(scrollAxisHoldDuration: 9).scrollAxisHoldDuration == 2)
        #expect(TearConfiguration(scrollAxisHoldDuration: .nan).scrollAxisHoldDuration == 0.5)
    }
}
