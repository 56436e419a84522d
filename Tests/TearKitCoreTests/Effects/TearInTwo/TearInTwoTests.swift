import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct TearInTwoTests {
    static let size = CGSize(width: 120, height: 200)

    @Test(arguments: [0, 1, 42, 0xDEAD_BEEF] as [UInt64])
    func thePathStaysInsideTheViewWithStepsWithinBounds(seed: UInt64) {
        let path = TearInTwoPath(viewSize: Self.size, maxStep: 3, seed: seed)
        #expect(path.points.first == CGPoint(x: 60, y: 0))
        #expect(path.points.last?.y == 200)
        #expect(path.points.count == 201)
        for (a, b) in zip(path.points, path.points.dropFirst()) {
            #expect(b.y > a.y && b.y - a.y <= 1 + 1e-9)
            #expect(abs(b.x - a.x) <= 3 + 1e-9)
            #expect(b.x >= 0 && b.x <= 120)
        }
        #expect(Set(path.points.map(\.x)).count > 10, "the tear wanders")
    }

    /// Torn paper, not a seismograph trace: the tear bends over tens of points and is irregular within
    /// a few, but it does not jump back and forth from one point down to the next (a one-point zigzag
    /// of horizontal spikes).
    @Test(arguments: [0, 1, 42, 0xDEAD_BEEF] as [UInt64])
    func thePathWandersAtSeveralScalesWithoutAOnePointZigzag(seed: UInt64) {
        let path = TearInTwoPath(viewSize: CGSize(width: 300, height: 400), maxStep: 3, seed: seed)
        let xs = path.points.map { Double($0.x) }
        let steps = zip(xs, xs.dropFirst()).map { $1 - $0 }
        // A spike: a step of more than half a point one way, then more than half a point back.
        let spikes = zip(steps, steps.dropFirst()).filter { a, b in a * b < 0 && abs(a) > 0.5 && abs(b) > 0.5 }.count
        #expect(Double(spikes) < 0.02 * Double(steps.count), "\(spikes) one-point spikes in \(steps.count) steps")
        // Its course averaged over 25 points (the broad meander) and what is left (the finer irregularity).
        let smooth = xs.indices.map { i in
            let window = xs[max(i - 12, 0)...min(i + 12, xs.count - 1)]
            return window.reduce(0, +) / Double(window.count)
        }
        let meander = (smooth.max() ?? 0) - (smooth.min() ?? 0)
        let fine = zip(xs, smooth).map { abs($0 - $1) }.reduce(0, +) / Double(xs.count)
        #expect(meander > 8, "the broad course wanders only \(meander) pt")
        #expect(fine > 0.3, "no irregularity within a few points: \(fine) pt")
    }

    @Test func theSameSeedGivesTheSamePathAndAnotherSeedAnotherOne() {
        #expect(TearInTwoPath(viewSize: Self.size, seed: 7) == TearInTwoPath(viewSize: Self.size, seed: 7))
        #expect(
            TearInTwoPath(viewSize: Self.size, seed: 7).points != TearInTwoPath(viewSize: Self.size, seed: 8).points)
    }

    @Test func aPathNearAnEdgeIsClampedIntoTheView() {
        let path = TearInTwoPath(viewSize: CGSize(width: 10, height: 300), startX: -50, maxStep: 40, seed: 3)
        #expect(path.points.allSatisfy { $0.x >= 0 && $0.x <= 10 })
        #expect(path.points.first?.x == 0)
    }

    @Test func theHalvesAreComplementary() {
        let path = TearInTwoPath(viewSize: Self.size, seed: 11)
        let left = TearInTwoPath.area(of: path.leftHalf), right = TearInTwoPath.area(of: path.rightHalf)
        #expect(abs(left + right - 120 * 200) < 1e-6, "nothing lost, nothing twice")
        #expect(left > 0 && right > 0)
    }

    @Test func badInputGivesAnEmptyButValidPath() {
        for size in [
            CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: -5), .zero,
            CGSize(width: 1e12, height: 1e12),
        ] {
            let path = TearInTwoPath(viewSize: size, maxStep: .infinity, seed: 1)
            #expect(
                !path.points.isEmpty && path.points.count <= TearInTwoPath.maximumStepCount + 1
                    && path.points.count <= 512)
            #expect(path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    @Test func flyOutAtZeroHalfAndOne() {
        let flyOut = TearInTwoFlyOut(rotation: .pi / 2, distance: 300, duration: 0.8)
        #expect(flyOut.left(at: 0) == .init(offset: .zero, rotation: -0.0, anchor: CGPoint(x: 0.5, y: 1)))
        #expect(flyOut.right(at: 0).offset == .zero && flyOut.right(at: 0).rotation == 0)
        #expect(flyOut.left(at: 0.5).offset.width == -150 && abs(flyOut.left(at: 0.5).rotation + .pi / 4) < 1e-12)
        #expect(flyOut.right(at: 0.5).offset.width == 150 && abs(flyOut.right(at: 0.5).rotation - .pi / 4) < 1e-12)
        #expect(flyOut.left(at: 1).offset.width == -300 && flyOut.right(at: 1).rotation == .pi / 2)
        #expect(flyOut.left(at: 7) == flyOut.left(at: 1) && flyOut.right(at: .nan) == flyOut.right(at: 0))
        #expect(TearInTwoFlyOut.defaultDistance(viewWidth: 200) == 300)
    }
}

@Suite struct TearInTwoConfigurationTests {
    @Test func flightAcceleratesFromRestToTheEnd() {
        #expect(TearInTwoConfiguration.flightProgress(0) == 0)
        #expect(
            TearInTwoConfiguration.flightProgress(TearInTwoConfiguration.crackShare) == 0,
            "nothing moves while the tear cracks")
        #expect(
            abs(TearInTwoConfiguration.flightProgress(0.65) - 0.25) < 1e-12, "then the square of the flight's own time")
        #expect(TearInTwoConfiguration.flightProgress(1) == 1)
        #expect(TearInTwoConfiguration.flightProgress(2) == 1 && TearInTwoConfiguration.flightProgress(.nan) == 0)
    }

    @Test func pathAndFlyOutComeFromTheConfiguration() {
        let configuration = TearInTwoConfiguration(maxStep: 2, seed: 9, rotation: 1, distance: nil, duration: 0.5)
        let size = CGSize(width: 100, height: 50)
        #expect(configuration.path(viewSize: size) == TearInTwoPath(viewSize: size, maxStep: 2, seed: 9))
        #expect(configuration.flyOut(viewWidth: 100) == TearInTwoFlyOut(rotation: 1, distance: 150, duration: 0.5))
        #expect(TearInTwoConfiguration(distance: 40).flyOut(viewWidth: 100).distance == 40)
    }
}
