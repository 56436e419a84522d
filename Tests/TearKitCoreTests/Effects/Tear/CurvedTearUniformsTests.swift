import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The curved tear's uniforms as its shader and SwiftUI's `layerEffect` take them: never a path that goes
/// back along its start direction (the shader reads the path as a function along it), and a sample
/// offset that covers every displacement, the same however the path bends.
@Suite struct CurvedTearUniformsTests {
    static func advances(_ uniforms: CurvedTearUniforms) -> Bool {
        let d = Vector2(uniforms.startDirection)
        return zip(uniforms.path, uniforms.path.dropFirst()).allSatisfy { (Vector2($1) - Vector2($0)).dot(d) > 0 }
    }

    @Test func aPathThatGoesBackAlongItsStartDirectionTakesItsChord() {
        // Down, then right and a little back up: not a function of the distance down.
        let hook = [pt(50, 0), pt(50, 40), pt(60, 60), pt(90, 62), pt(120, 58)]
        let look = TearUniforms(
            tearStart: .zero, tearEnd: .zero, tearProgress: 0.5, maxGap: 20, edgeRoughness: 0,
            viewSize: CGSize(width: 200, height: 200))
        let uniforms = CurvedTearUniforms(path: hook, startDirection: pt(0, 1), look: look)
        #expect(Self.advances(uniforms))
        #expect(uniforms.path.first == hook.first && isClose(uniforms.path.last!, hook.last!, 1e-9))
        // A path that no direction makes advance (a loop) is drawn as its chord: from the edge where the
        // cut began to its tip, not from any point in between.
        let loop = [pt(50, 0), pt(50, 60), pt(90, 60), pt(90, 20), pt(60, 20)]
        let chord = CurvedTearUniforms(path: loop, startDirection: pt(0, 1), look: look)
        #expect(chord.path.count == 2 && Self.advances(chord))
        #expect(chord.path.first == loop.first && isClose(chord.path.last!, loop.last!, 1e-9), "\(chord.path)")
        #expect(chord.look.tearStart == loop.first)
        let along = (Vector2(loop.last!) - Vector2(loop.first!)).normalized!
        #expect(isClose(chord.startDirection, along.cgPoint, 1e-9), "\(chord.startDirection)")
    }

    @Test func aPathThatTakesItsChordHeadsFromItsStartToItsTip() {
        // A step sideways from a start direction of straight down, away from the view's origin: the
        // cut is drawn along the step, from where it starts to its tip.
        let step = [pt(0, 100), pt(10, 100)]
        let uniforms = CurvedTearUniforms(path: step, startDirection: pt(0, 1), look: Self.look(maxGap: 30))
        #expect(uniforms.startDirection == pt(1, 0))
        #expect(uniforms.path == step)
    }

    @Test func aPathOfManyPointsThatTakesItsChordHeadsForItsTip() {
        // The hook goes back along its start direction, so it takes a chord as its direction: the one
        // from its start to its tip, not to any point before the tip (along which it advances too).
        let hook = [pt(50, 0), pt(50, 40), pt(60, 60), pt(90, 62), pt(120, 58)]
        let uniforms = CurvedTearUniforms(path: hook, startDirection: pt(0, 1), look: Self.look(maxGap: 20))
        let chord = (Vector2(hook[4]) - Vector2(hook[0])).normalized!
        #expect(uniforms.path.count == hook.count)
        #expect(isClose(uniforms.startDirection, chord.cgPoint), "\(uniforms.startDirection)")
    }

    @Test func theLooksStartAndEndAreThePathsEnds() {
        // Whatever the look passed in says, its start and end are the cut's: the path's first and last points.
        for path in [
            [pt(50, 0), pt(50, 40), pt(60, 60), pt(90, 62), pt(120, 58)], [pt(0, 100), pt(10, 100)],
            [pt(20, 0), pt(22, 30), pt(30, 60)],
        ] {
            let uniforms = CurvedTearUniforms(path: path, startDirection: pt(0, 1), look: Self.look(maxGap: 20))
            #expect(uniforms.look.tearStart == uniforms.path.first, "\(path)")
            #expect(uniforms.look.tearEnd == uniforms.path.last, "\(path)")
            #expect(isClose(uniforms.look.tearEnd, path.last!), "\(path)")
        }
    }

    static func look(maxGap: Double) -> TearUniforms {
        TearUniforms(
            tearStart: .zero, tearEnd: .zero, tearProgress: 0.5, maxGap: maxGap, edgeRoughness: 0.5,
            viewSize: CGSize(width: 300, height: 400))
    }

    @Test func theSampleOffsetIsHalfTheOpeningOnBothAxesWhateverThePathsDirection() {
        // A straight cut at 45°, a cut straight down, and one bending through 80°.
        let paths: [(path: [CGPoint], direction: CGPoint)] = [
            ([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)], CGPoint(x: 1, y: 1)),
            ([CGPoint(x: 150, y: 0), CGPoint(x: 150, y: 200)], CGPoint(x: 0, y: 1)),
            (
                (0..<12).map { k in CGPoint(x: 150 + 60 * (1 - cos(Double(k) / 8)), y: 60 * sin(Double(k) / 8)) },
                CGPoint(x: 0, y: 1)
            ),
        ]
        for (path, direction) in paths {
            let uniforms = CurvedTearUniforms(path: path, startDirection: direction, look: Self.look(maxGap: 30))
            #expect(uniforms.maxSampleOffset == CGSize(width: 15, height: 15))
        }
        let closed = CurvedTearUniforms(
            path: paths[0].path, startDirection: paths[0].direction, look: Self.look(maxGap: 0))
        #expect(closed.maxSampleOffset == .zero)
    }

    @Test func aPathThatAdvancesBarelyAlongItsStartDirectionKeepsThatDirection() {
        // A cut 100 pt down whose end lies 1.05e-6 pt to the right of its start: it still advances along
        // the start direction pointing right, so the developer's direction is kept as given. Were the
        // threshold any coarser, it would be silently swapped for the chord (straight down), and the
        // shader would read a profile laid out along another axis.
        let path = [pt(0, 0), pt(1.05e-6, 100)]
        let uniforms = CurvedTearUniforms(path: path, startDirection: pt(1, 0), look: Self.look(maxGap: 30))
        #expect(uniforms.startDirection == pt(1, 0))
        #expect(uniforms.path == path)
    }

    @Test func aStartDirectionWithoutLengthDrawsNothing() {
        let uniforms = CurvedTearUniforms(
            path: [pt(0, 100), pt(10, 100)], startDirection: .zero, look: Self.look(maxGap: 30))
        #expect(uniforms.path == [.zero, .zero])
        #expect(uniforms.startDirection == pt(1, 0))
        #expect(uniforms.look.tearProgress == 0 && uniforms.look.maxGap == 0)
    }
}
