import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A tearable card in the layouts apps put it in, finger by finger, through the tear's touch rule:
/// who moves when a drag starts at each edge of a 300 × 150 card and heads into it.
///
/// The outcome follows UIKit's arbitration from the rule's answers alone: a pan inside the card that
/// the tear waits for and that wants the drag moves; otherwise the tear moves if it begins and the
/// scroll view waits for it; otherwise the scroll view moves if the drag runs along an axis it can
/// move on; otherwise nothing does.
@Suite struct FeedScenarioTests {
    enum Outcome: Equatable { case tears, scrolls, innerViewMoves, nothing, bothRace }
    enum Edge: CaseIterable { case top, bottom, left, right }

    static let size = CGSize(width: 300, height: 150)

    /// A drag from `edge`, 10 pt in, heading straight into the card by 15 pt.
    static func drag(from edge: Edge) -> (start: CGPoint, translation: CGPoint) {
        switch edge {
        case .top: (CGPoint(x: 150, y: 10), CGPoint(x: 0, y: 15))
        case .bottom: (CGPoint(x: 150, y: 140), CGPoint(x: 0, y: -15))
        case .left: (CGPoint(x: 10, y: 75), CGPoint(x: 15, y: 0))
        case .right: (CGPoint(x: 290, y: 75), CGPoint(x: -15, y: 0))
        }
    }

    static func outcome(
        cut: CutDirection, edge: Edge, scroll: EnclosingScrollAxes, rest: TimeInterval = 0,
        inner: EnclosingScrollAxes = .none, scrollWasMoving: Bool = false
    ) -> Outcome {
        var state = TearState(configuration: TearConfiguration(cutDirection: cut))
        state.setViewSize(size)
        let (start, translation) = drag(from: edge)
        let tearBegins = state.wouldBegin(
            at: start, translation: translation, restDuration: rest, enclosingScroll: scroll,
            enclosingScrollWasMoving: scrollWasMoving, innerScroll: inner)
        // A scroll view inside the card moves along its own axes when the tear leaves it the drag.
        if inner.contains(dragAlong: translation) { return tearBegins ? .bothRace : .innerViewMoves }
        if tearBegins { return OtherPan.enclosing.waitsForTear || scroll == .none ? .tears : .bothRace }
        return scroll.contains(dragAlong: translation) ? .scrolls : .nothing
    }

    /// The hold that makes a tear along the feed: a little more than the default (0.5 s).
    static let hold: TimeInterval = 0.6

    struct Row: CustomTestStringConvertible, Sendable {
        var cut: CutDirection
        var edge: Edge
        var quick: Outcome
        var held: Outcome
        var testDescription: String { "\(cut) from the \(edge)" }
    }

    /// A vertical feed × the four edges × the three cut directions: a quick drag, and the same drag
    /// after resting at the edge.
    static let verticalFeed: [Row] = [
        Row(cut: .anyDirection, edge: .top, quick: .scrolls, held: .tears),
        Row(cut: .anyDirection, edge: .bottom, quick: .scrolls, held: .tears),
        Row(cut: .anyDirection, edge: .left, quick: .tears, held: .tears),
        Row(cut: .anyDirection, edge: .right, quick: .tears, held: .tears),
        Row(cut: .vertical, edge: .top, quick: .scrolls, held: .tears),
        Row(cut: .vertical, edge: .bottom, quick: .scrolls, held: .tears),
        Row(cut: .vertical, edge: .left, quick: .nothing, held: .nothing),
        Row(cut: .vertical, edge: .right, quick: .nothing, held: .nothing),
        Row(cut: .horizontal, edge: .top, quick: .scrolls, held: .scrolls),
        Row(cut: .horizontal, edge: .bottom, quick: .scrolls, held: .scrolls),
        Row(cut: .horizontal, edge: .left, quick: .tears, held: .tears),
        Row(cut: .horizontal, edge: .right, quick: .tears, held: .tears),
    ]

    @Test(arguments: verticalFeed)
    func aCardInAVerticalFeed(_ row: Row) {
        #expect(Self.outcome(cut: row.cut, edge: row.edge, scroll: .vertical) == row.quick, "quick")
        #expect(Self.outcome(cut: row.cut, edge: row.edge, scroll: .vertical, rest: Self.hold) == row.held, "held")
    }

    @Test(arguments: Edge.allCases)
    func aCardInAHorizontalCarousel(_ edge: Edge) {
        let acrossTheCarousel = edge == .top || edge == .bottom
        #expect(
            Self.outcome(cut: .anyDirection, edge: edge, scroll: .horizontal)
                == (acrossTheCarousel ? .tears : .scrolls))
        #expect(Self.outcome(cut: .anyDirection, edge: edge, scroll: .horizontal, rest: Self.hold) == .tears)
    }

    @Test func aCarouselInsideTheCardKeepsItsAxisAndIsNeverMadeToWait() {
        // A leftward drag that starts on a carousel near the card's right edge heads into the card.
        for scroll in [EnclosingScrollAxes.vertical, .none] {
            #expect(
                Self.outcome(cut: .anyDirection, edge: .right, scroll: scroll, inner: .horizontal) == .innerViewMoves)
            #expect(
                Self.outcome(cut: .anyDirection, edge: .right, scroll: scroll, rest: Self.hold, inner: .horizontal)
                    == .innerViewMoves)
        }
        // Across the carousel (down from the card's top edge) the card tears.
        #expect(Self.outcome(cut: .anyDirection, edge: .top, scroll: .none, inner: .horizontal) == .tears)
        #expect(!OtherPan.descendant.waitsForTear)
        // The same drag where nothing inside wants it tears.
        #expect(Self.outcome(cut: .anyDirection, edge: .right, scroll: .none) == .tears)
    }

    @Test(arguments: [Edge.top, .bottom])
    func aTouchThatCatchesAMovingFeedScrollsItWhateverItRests(_ edge: Edge) {
        #expect(
            Self.outcome(cut: .anyDirection, edge: edge, scroll: .vertical, rest: 2, scrollWasMoving: true) == .scrolls)
        // Across the feed a tear still starts at once.
        #expect(Self.outcome(cut: .anyDirection, edge: .left, scroll: .vertical, scrollWasMoving: true) == .tears)
    }

    @Test func onAShortRowOnlyAHoldNearItsEdgeTears() {
        // A 54-pt row: the strip is a quarter of its height (13.5 pt), not the 32-pt edge distance.
        var state = TearState()
        state.setViewSize(CGSize(width: 350, height: 54))
        func held(atY y: Double, moving dy: Double) -> Bool {
            state.wouldBegin(
                at: CGPoint(x: 175, y: y), translation: CGPoint(x: 0, y: dy), restDuration: Self.hold,
                enclosingScroll: .vertical)
        }
        #expect(held(atY: 5, moving: 12))
        #expect(held(atY: 13.5, moving: 12))
        #expect(!held(atY: 20, moving: 12))
        #expect(!held(atY: 27, moving: -12))
        #expect(held(atY: 49, moving: -12))
        // The same strip holds for a horizontal feed's left and right edges.
        state.setViewSize(CGSize(width: 60, height: 300))
        #expect(
            state.wouldBegin(
                at: CGPoint(x: 10, y: 150), translation: CGPoint(x: 12, y: 0), restDuration: Self.hold,
                enclosingScroll: .horizontal))
        #expect(
            !state.wouldBegin(
                at: CGPoint(x: 20, y: 150), translation: CGPoint(x: 12, y: 0), restDuration: Self.hold,
                enclosingScroll: .horizontal))
    }

    @Test(arguments: Edge.allCases)
    func aCardInAScrollViewThatCannotScrollTearsAtOnce(_ edge: Edge) {
        // Short content, bounces only when it overflows (`scrollBounceBehavior(.basedOnSize)`).
        let fits = EnclosingScrollAxes.canScroll(
            contentLength: 400, insets: 40, visibleLength: 800, alwaysBounces: false, isScrollEnabled: true)
        // Long content with scrolling disabled (`scrollDisabled(true)`).
        let disabled = EnclosingScrollAxes.canScroll(
            contentLength: 4000, insets: 0, visibleLength: 800, alwaysBounces: true, isScrollEnabled: false)
        for axes in [
            EnclosingScrollAxes(canScrollHorizontally: false, canScrollVertically: fits),
            EnclosingScrollAxes(canScrollHorizontally: false, canScrollVertically: disabled),
        ] {
            #expect(axes == .none)
            #expect(Self.outcome(cut: .anyDirection, edge: edge, scroll: axes) == .tears)
        }
    }

    @Test(arguments: Edge.allCases)
    func aCardWithNoScrollViewTearsAtOnce(_ edge: Edge) {
        #expect(Self.outcome(cut: .anyDirection, edge: edge, scroll: .none) == .tears)
    }

    @Test func aFeedInsideAPagerScrollsBothWays() {
        let both = EnclosingScrollAxes.vertical.union(.horizontal)
        for edge in Edge.allCases {
            #expect(Self.outcome(cut: .anyDirection, edge: edge, scroll: both) == .scrolls)
            #expect(Self.outcome(cut: .anyDirection, edge: edge, scroll: both, rest: Self.hold) == .tears)
        }
    }
}
