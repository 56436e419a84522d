import Testing
@_spi(Internal) @testable import TearKitCore

/// Which of intact view and pieces shows at each moment of a shatter run: never
/// both fading into each other, never neither while a run is visible.
@Suite("Shatter stage")
struct PiecesStageTests {
    @Test func atRestTheIntactViewShowsWhenPresented() {
        #expect(PiecesStage(presented: true).showsIntact)
        #expect(!PiecesStage(presented: false).showsIntact)
        #expect(!PiecesStage(presented: true).showsPieces)
    }

    @Test func breakingKeepsTheIntactViewUntilThePiecesAreDrawnThenHidesItInOneStep() {
        var stage = PiecesStage(presented: true)
        stage.begin(run: 1, presented: false)
        // Pieces created but not yet on screen: the intact view stays (no empty frame).
        #expect(stage.showsIntact && stage.showsPieces && !stage.fades)
        stage.piecesDrawn(run: 1)
        // The pieces are on screen: the intact view is gone, not fading.
        #expect(!stage.showsIntact && stage.showsPieces && !stage.fades)
        #expect(ended(&stage, 1))
        #expect(!stage.showsIntact && !stage.showsPieces)
        #expect(stage.step == .hidden)
    }

    @Test func assemblingHidesTheIntactViewUntilThePiecesHaveLanded() {
        var stage = PiecesStage(presented: false)
        stage.begin(run: 1, presented: true)
        #expect(!stage.showsIntact && stage.showsPieces)
        stage.piecesDrawn(run: 1)
        #expect(!stage.showsIntact && stage.showsPieces)
        #expect(ended(&stage, 1))
        // Landed: the intact view returns in the same step that removes the pieces.
        #expect(stage.showsIntact && !stage.showsPieces && !stage.fades)
    }

    @Test func aReplacedRunsEndAndFramesAreIgnored() {
        var stage = PiecesStage(presented: true)
        stage.begin(run: 1, presented: false)
        stage.begin(run: 2, presented: true)  // reversed mid-run
        stage.piecesDrawn(run: 1)
        #expect(stage.step == .assembling(run: 2, piecesOnScreen: false))
        #expect(!ended(&stage, 1))
        #expect(stage.run == 2 && stage.showsPieces)
        #expect(ended(&stage, 2))
        #expect(stage.showsIntact)
        #expect(!ended(&stage, 2))  // ending twice counts once
    }

    /// A run that replaced another ignores the older run's first frame and end whenever they arrive:
    /// before, between or after the newer run's own frame and end, whether either run breaks or
    /// assembles. After every event the stage is exactly where the newer run's events alone put it,
    /// and the older run's end never counts as a completion.
    @Test(arguments: [
        (older: false, newer: false), (older: false, newer: true), (older: true, newer: false),
        (older: true, newer: true),
    ])
    func aReplacedRunsFrameAndEndAreIgnoredInEveryOrder(presented: (older: Bool, newer: Bool)) {
        enum Event: Equatable { case drawn(Int), ended(Int) }
        func apply(_ event: Event, to stage: inout PiecesStage) -> Bool? {
            switch event {
            case .drawn(let run): stage.piecesDrawn(run: run); return nil
            case .ended(let run): return stage.end(run: run)
            }
        }
        let newer: [Event] = [.drawn(2), .ended(2)]
        let stale: [Event] = [.drawn(1), .ended(1)]
        // Every interleaving of the two runs' events (each run's own events in their order), and the
        // older run's frame before the replacement too.
        var orders: [[Event]] = []
        for first in 0...2 {
            for second in first...2 {
                var order = newer
                order.insert(stale[1], at: second)
                order.insert(stale[0], at: first)
                orders.append(order)
            }
        }
        for olderFrameFirst in [false, true] {
            for order in orders {
                var stage = PiecesStage(presented: !presented.older)
                stage.begin(run: 1, presented: presented.older)
                var remaining = order
                if olderFrameFirst, let index = remaining.firstIndex(of: .drawn(1)) {
                    stage.piecesDrawn(run: 1)  // the older run was on screen when it was replaced
                    remaining.remove(at: index)
                }
                stage.begin(run: 2, presented: presented.newer)
                var expected = stage
                for event in remaining {
                    let counted = apply(event, to: &stage)
                    if stale.contains(event) {
                        #expect(counted != true, "\(order): the replaced run's end counted")
                    } else {
                        #expect(apply(event, to: &expected) == counted, "\(order): \(event)")
                    }
                    #expect(
                        stage == expected, "\(presented) \(order), after \(event): \(stage.step), not \(expected.step)")
                }
                #expect(stage.step == (presented.newer ? .intact : .hidden), "\(order)")
            }
        }
    }

    @Test func theCrossFadeIsTheOnlyAnimatedChange() {
        var stage = PiecesStage(presented: true)
        stage.crossFade(presented: false)
        #expect(stage.fades && !stage.showsIntact && !stage.showsPieces)
        stage.crossFade(presented: true)
        #expect(stage.fades && stage.showsIntact)
        stage.begin(run: 3, presented: false)
        #expect(!stage.fades)
    }

    private func ended(_ stage: inout PiecesStage, _ run: Int) -> Bool {
        stage.end(run: run)
    }
}
