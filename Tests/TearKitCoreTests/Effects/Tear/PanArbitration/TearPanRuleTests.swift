import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The parts of the tear's touch rule one by one: the hold, the scroll axes, the drag's axis, the
/// frames inside the card and which pan waits for which.
@Suite struct TearPanRuleTests {
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

    @Test func aDragRunsAlongTheAxisItIsWithin45DegreesOf() {
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: 9, y: 10)))
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: -10, y: 10)))
        #expect(!EnclosingScrollAxes.vertical.contains(dragAlong: CGPoint(x: 11, y: -10)))
        #expect(EnclosingScrollAxes.horizontal.contains(dragAlong: CGPoint(x: -10, y: 9)))
        #expect(!EnclosingScrollAxes.horizontal.contains(dragAlong: CGPoint(x: 9, y: 10)))
        #expect(!EnclosingScrollAxes.none.contains(dragAlong: CGPoint(x: 9, y: 10)))
        // Not moved yet: it may still go either way.
        #expect(EnclosingScrollAxes.vertical.contains(dragAlong: .zero))
        #expect(!EnclosingScrollAxes.none.contains(dragAlong: .zero))
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

    @Test func aScrollViewCanMoveWhenItsContentOverflowsOrItAlwaysBounces() {
        func can(_ content: Double, _ insets: Double, _ visible: Double, bounces: Bool = false, enabled: Bool = true)
            -> Bool
        {
            EnclosingScrollAxes.canScroll(
                contentLength: content, insets: insets, visibleLength: visible, alwaysBounces: bounces,
                isScrollEnabled: enabled)
        }
        #expect(can(900, 0, 800))
        #expect(!can(800, 0, 800))
        #expect(!can(800.4, 0, 800))
        #expect(can(780, 40, 800))
        #expect(!can(700, 40, 800))
        #expect(can(100, 0, 800, bounces: true))
        #expect(!can(2000, 0, 800, enabled: false))
        #expect(!can(.nan, 0, 800))
        #expect(!can(.infinity, 0, 800))
    }

    @Test func restEndsWhenTheFingerMovesTheSlopOrMore() {
        var rest = TouchRest()
        #expect(rest.duration(now: 10) == 0)
        rest.touchDown(at: CGPoint(x: 100, y: 100), time: 10)
        #expect(abs(rest.duration(now: 10.2) - 0.2) < 1e-9)
        // A wobble inside the slop keeps the rest going.
        rest.touchMoved(to: CGPoint(x: 103, y: 104.9), time: 10.3)
        #expect(abs(rest.duration(now: 10.4) - 0.4) < 1e-9)
        rest.touchMoved(to: CGPoint(x: 100, y: 100 + TouchRest.slop), time: 10.5)
        #expect(abs(rest.duration(now: 11) - 0.5) < 1e-9)
        // Later moves do not move the end of the rest.
        rest.touchMoved(to: CGPoint(x: 100, y: 200), time: 10.9)
        #expect(abs(rest.duration(now: 12) - 0.5) < 1e-9)
        // A second touch of the same sequence does not restart it; a reset does.
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 11.5)
        #expect(abs(rest.duration(now: 12) - 0.5) < 1e-9)
        rest.reset()
        #expect(rest.duration(now: 12) == 0)
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 12)
        #expect(abs(rest.duration(now: 12.25) - 0.25) < 1e-9)
    }

    @Test func aRestIgnoresNonFiniteInput() {
        var rest = TouchRest()
        rest.touchDown(at: CGPoint(x: Double.nan, y: 0), time: 1)
        #expect(rest.duration(now: 2) == 0)
        rest.touchDown(at: CGPoint(x: 0, y: 0), time: 1)
        rest.touchMoved(to: CGPoint(x: Double.infinity, y: 0), time: 1.1)
        rest.touchMoved(to: CGPoint(x: 50, y: 0), time: .nan)
        #expect(abs(rest.duration(now: 1.5) - 0.5) < 1e-9)
        #expect(rest.duration(now: .nan) == 0)
        // A clock that went back ends the rest at touch-down, never before.
        rest.touchMoved(to: CGPoint(x: 50, y: 0), time: 0.5)
        #expect(rest.duration(now: 3) == 0)
    }

    @Test func framesInsideTheCardAreSmallerAndWithinIt() {
        let card = TearableViewFrame(CGRect(x: 20, y: 100, width: 300, height: 150))
        #expect(card.contains(CGRect(x: 40, y: 180, width: 260, height: 44)))  // a slider
        #expect(card.contains(CGRect(x: 19.6, y: 100, width: 300, height: 100)))  // a carousel, full width
        #expect(!card.contains(CGRect(x: 20, y: 100, width: 300, height: 150)))  // the card's own size
        #expect(!card.contains(CGRect(x: 0, y: 0, width: 390, height: 844)))  // the feed
        #expect(!card.contains(CGRect(x: 20, y: 100, width: 300, height: 80).offsetBy(dx: 0, dy: 100)))
        #expect(!card.contains(CGRect(x: 18, y: 120, width: 100, height: 40)))
        #expect(!card.contains(.null))
        #expect(!card.contains(CGRect(x: 40, y: 180, width: 0, height: 0)))
        #expect(!card.contains(CGRect(x: Double.nan, y: 180, width: 10, height: 10)))
        #expect(!TearableViewFrame(.zero).contains(.zero))
    }

    @Test func whichPanWaitsForWhich() {
        #expect(OtherPan.allCases.filter(\.waitsForTear) == [.enclosing, .contentBackSwipe])
        #expect(OtherPan.allCases.filter(\.tearWaitsForIt) == [.descendant, .backSwipe])
        // No pair waits both ways, which would leave neither able to begin.
        #expect(OtherPan.allCases.allSatisfy { !($0.waitsForTear && $0.tearWaitsForIt) })
    }

    @Test func theHoldDurationIsCleanedLikeEveryNumber() {
        #expect(TearConfiguration().scrollAxisHoldDuration == 0.5)
        #expect(TearConfiguration(scrollAxisHoldDuration: 0).scrollAxisHoldDuration == 0.1)
        #expect(TearConfiguration(scrollAxisHoldDuration: 9).scrollAxisHoldDuration == 2)
        #expect(TearConfiguration(scrollAxisHoldDuration: .nan).scrollAxisHoldDuration == 0.5)
    }
}
