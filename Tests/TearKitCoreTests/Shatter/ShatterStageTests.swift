import Testing
@testable import TearKitCore

/// Which of intact view and pieces shows at each moment of a shatter run (issue 20, item 2): never
/// both fading into each other, never neither while a run is visible.
@Suite("Shatter stage")
struct ShatterStageTests {
    @Test func atRestTheIntactViewShowsWhenPresented() {
        #expect(ShatterStage(presented: true).showsIntact)
        #expect(!ShatterStage(presented: false).showsIntact)
        #expect(!ShatterStage(presented: true).showsPieces)
    }

    @Test func breakingKeepsTheIntactViewUntilThePiecesAreDrawnThenHidesItInOneStep() {
        var stage = ShatterStage(presented: true)
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
        var stage = ShatterStage(presented: false)
        stage.begin(run: 1, presented: true)
        #expect(!stage.showsIntact && stage.showsPieces)
        stage.piecesDrawn(run: 1)
        #expect(!stage.showsIntact && stage.showsPieces)
        #expect(ended(&stage, 1))
        // Landed: the intact view returns in the same step that removes the pieces.
        #expect(stage.showsIntact && !stage.showsPieces && !stage.fades)
    }

    @Test func aReplacedRunsEndAndFramesAreIgnored() {
        var stage = ShatterStage(presented: true)
        stage.begin(run: 1, presented: false)
        stage.begin(run: 2, presented: true)   // reversed mid-run
        stage.piecesDrawn(run: 1)
        #expect(stage.step == .assembling(run: 2, piecesOnScreen: false))
        #expect(!ended(&stage, 1))
        #expect(stage.run == 2 && stage.showsPieces)
        #expect(ended(&stage, 2))
        #expect(stage.showsIntact)
        #expect(!ended(&stage, 2))  // ending twice counts once
    }

    @Test func theCrossFadeIsTheOnlyAnimatedChange() {
        var stage = ShatterStage(presented: true)
        stage.crossFade(presented: false)
        #expect(stage.fades && !stage.showsIntact && !stage.showsPieces)
        stage.crossFade(presented: true)
        #expect(stage.fades && stage.showsIntact)
        stage.begin(run: 3, presented: false)
        #expect(!stage.fades)
    }

    private func ended(_ stage: inout ShatterStage, _ run: Int) -> Bool {
        stage.end(run: run)
    }
}
