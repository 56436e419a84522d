import Testing
@_spi(Internal) @testable import TearKitCore

/// A view inserted with the shatter's or the dust's transition comes together from the first value it
/// is given, whether or not SwiftUI reports its move from `.willAppear` to `.identity` as a separate
/// change; nothing else plays a run that nothing asked for.
@Suite("Pieces run trigger")
struct PiecesRunTriggerTests {
    /// The values a transition's view is handed, in order, and the stage they leave it in.
    static func play(_ values: [Bool], isTransition: Bool) -> (runs: [Bool], stage: PiecesStage) {
        var runs: [Bool] = []
        var stage = PiecesStage(presented: !values[0])
        if let presented = PiecesRunTrigger.firstValue(isBroken: values[0], isTransition: isTransition) {
            runs.append(presented)
            stage.begin(run: runs.count, presented: presented)
        }
        for broken in values.dropFirst() {
            if let presented = PiecesRunTrigger.change(toBroken: broken, presented: stage.isPresented) {
                runs.append(presented)
                stage.begin(run: runs.count, presented: presented)
            }
        }
        return (runs, stage)
    }

    /// Inserted: first seen at `.willAppear` (broken), the view assembles at once, hidden until its
    /// pieces have landed, and the `.identity` that follows starts no second run.
    @Test func anInsertedViewAssemblesFromItsFirstValue() {
        let alone = Self.play([true], isTransition: true)
        #expect(alone.runs == [true])
        #expect(!alone.stage.showsIntact && alone.stage.showsPieces)
        let reported = Self.play([true, false], isTransition: true)
        #expect(reported.runs == [true])
        #expect(!reported.stage.showsIntact)
    }

    /// On screen from the start (or inserted without an animation): first seen at `.identity`, nothing
    /// plays; removed later, it breaks once.
    @Test func aViewFirstSeenWholeDoesNothingUntilItIsRemoved() {
        #expect(Self.play([false], isTransition: true).runs.isEmpty)
        let removed = Self.play([false, true], isTransition: true)
        #expect(removed.runs == [false])
    }

    /// `.shatter(isBroken: true)` or `.dust(isBroken: true)` on a view that appears: hidden at rest,
    /// without replaying the break; flipped, it assembles, then breaks again.
    @Test func theModifierFirstSeenBrokenRestsHidden() {
        let first = Self.play([true], isTransition: false)
        #expect(first.runs.isEmpty && !first.stage.showsIntact && !first.stage.showsPieces)
        #expect(Self.play([true, false, true], isTransition: false).runs == [true, false])
    }

    /// Removed while it is still coming together: it breaks from there.
    @Test func aViewRemovedWhileItAssemblesBreaks() {
        #expect(Self.play([true, false, true], isTransition: true).runs == [true, false])
    }
}
