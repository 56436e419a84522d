import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The shatter's model and quads are built off the main thread: the prepared run is exactly the
/// model and quads a build on the main thread makes, the build never runs on the caller's (main)
/// actor, and UIKit's synchronous `transitionDuration` gets a bound of the computed end without
/// building the model.
@Suite("Prepared shatter")
struct PreparedShatterTests {
    static let region = CGRect(x: -20, y: -300, width: 393, height: 852)

    @Test func thePreparedRunIsTheModelItsQuadsAndItsEnd() {
        let prepared = PreparedShatter(
            viewSize: CGSize(width: 120, height: 80), pattern: .glass, physics: nil, seed: 5, region: Self.region)
        let shatter = Shatter(viewSize: CGSize(width: 120, height: 80), pattern: .glass, seed: 5)
        #expect(prepared.shatter.pieces == shatter.pieces)
        #expect(prepared.quads == shatter.quadInstances())
        #expect(prepared.quadCount == shatter.quadCount)
        let visible = shatter.visibleRegion(within: Self.region)
        #expect(prepared.duration == shatter.endTime(leaving: visible))
        // The drawable is where the pieces can be seen: inside the visible region, around the view.
        #expect(visible.contains(prepared.region))
        #expect(prepared.region.contains(CGRect(x: 0, y: 0, width: 120, height: 80)))
    }

    @TaskLocal static var caller = "none"

    /// A detached task is the one kind of task that neither runs on the caller's actor nor inherits
    /// its task-local values, so the work not seeing the caller's task-local value shows it was
    /// detached. (Whether it is the main *thread* cannot be asked here: on Linux the main actor's
    /// executor in `swift test` is not the main thread.)
    @MainActor @Test func theBuildRunsInADetachedTaskNotOnTheCallersActor() async {
        let seen = await Self.$caller.withValue("the main actor") {
            await OffMainThread.run { Self.caller }
        }
        #expect(seen == "none")
        let prepared = await PreparedShatter.build(
            viewSize: CGSize(width: 40, height: 40), pattern: .pieces(size: 2),
            physics: nil, seed: 1, region: Self.region)
        #expect(prepared.quadCount == 400)
    }

    /// The quads written in place are the records field by field: corners fanned from the first and
    /// the pivot (floats 0…9), six edge lines (10…27, checked by the glass's crack tests) and the
    /// motion with its break delay (28…33), `ShatterShaderLayout.floatsPerQuad` floats each.
    @Test func quadRecordsAreWrittenFieldByField() throws {
        let shatter = Shatter(viewSize: CGSize(width: 60, height: 50), pattern: .shards(size: 12, impact: nil), seed: 3)
        let floats = shatter.quadInstances()
        let stride = ShatterShaderLayout.floatsPerQuad
        #expect(stride == 34)
        #expect(floats.count == shatter.quadCount * stride)
        var offset = 0
        for piece in shatter.pieces where piece.polygon.count >= 3 {
            let p = piece.polygon, m = piece.motion
            var i = 1
            while i < p.count - 1 {
                let c3 = i + 2 < p.count ? p[i + 2] : p[i + 1]
                var expected: [Float] = [Float(p[0].x), Float(p[0].y), Float(p[i].x), Float(p[i].y)]
                expected += [Float(p[i + 1].x), Float(p[i + 1].y), Float(c3.x), Float(c3.y)]
                expected += [Float(piece.pivot.x), Float(piece.pivot.y)]
                #expect(Array(floats[offset..<offset + 10]) == expected)
                let motion: [Float] = [
                    Float(m.sidewaysSpeed), Float(m.initialVerticalSpeed), Float(m.acceleration),
                    Float(m.terminalSpeed), Float(m.spin), Float(m.delay),
                ]
                #expect(Array(floats[offset + 28..<offset + 34]) == motion)
                offset += stride
                i += 2
            }
        }
        #expect(offset == floats.count)
    }

    @Test(arguments: [ShatterPattern.pieces(size: 2), .pieces(size: 17), .glass, .shards(size: 60, impact: nil)])
    func theBoundIsNeverBelowTheComputedEnd(pattern: ShatterPattern) {
        for (size, region) in [
            (CGSize(width: 393, height: 852), CGRect(x: 0, y: 0, width: 393, height: 852)),
            (CGSize(width: 200, height: 120), CGRect(x: -30, y: -400, width: 393, height: 852)),
            (CGSize(width: 300, height: 300), CGRect(x: -10, y: -10, width: 320, height: 1300)),
        ] {
            let end = Shatter(viewSize: size, pattern: pattern, seed: 9).endTime(leaving: region)
            let bound = Shatter.endTimeBound(viewSize: size, pattern: pattern, leaving: region)
            #expect(bound >= end)
            #expect(end > 0)
        }
    }

    /// A shard that turns reaches above where it started (by up to its radius): the bound allows for
    /// it. Few large shards, all falling alike, so the slowest is one that turns its corner up.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func theBoundAllowsForShardsThatTurnAboveTheirStart(seed: UInt64) {
        let physics = ShatterPhysics(acceleration: 400...400, terminalSpeed: 10_000, sidewaysSpeed: 0...0, spin: 2...4)
        let size = CGSize(width: 300, height: 300), region = CGRect(x: -50, y: -50, width: 400, height: 500)
        let end = Shatter(viewSize: size, pattern: .shards(size: 1024, impact: nil), physics: physics, seed: seed)
            .endTime(leaving: region)
        let bound = Shatter.endTimeBound(
            viewSize: size, pattern: .shards(size: 1024, impact: nil), physics: physics, leaving: region)
        #expect(bound >= end)
    }

    @Test func theBoundIsTheSeedsFullScreenTime() {
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        let bound = Shatter.endTimeBound(viewSize: window.size, pattern: .squares, leaving: window)
        #expect(abs(bound - (4.0 / 3.0).squareRoot()) < 1e-9)
        let end = Shatter(viewSize: window.size, pattern: .squares, seed: 1).endTime(leaving: window)
        #expect(bound - end < 0.01)
        #expect(Shatter.endTimeBound(viewSize: .zero, pattern: .squares, leaving: window) == 0)
    }
}
