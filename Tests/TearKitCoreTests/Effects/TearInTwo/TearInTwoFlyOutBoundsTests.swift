import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The room the halves of a tear in two fly through (what a render's frame must hold).
@Suite struct TearInTwoFlyOutBoundsTests {
    static let size = CGSize(width: 60, height: 40)
    static let flyOut = TearInTwoConfiguration().flyOut(viewWidth: 60)
    static let tear = TearInTwoPath(viewSize: size, maxStep: 3, seed: 9)

    /// Every corner of `polygon` as placed by `placement` on a `size` view.
    static func placed(_ polygon: [CGPoint], _ placement: TearInTwoFlyOut.Placement, size: CGSize = size) -> [CGPoint] {
        let ax = placement.anchor.x * size.width, ay = placement.anchor.y * size.height
        let c = cos(placement.rotation), s = sin(placement.rotation)
        return polygon.map { p in
            let qx = p.x - ax, qy = p.y - ay
            return CGPoint(
                x: c * qx - s * qy + ax + placement.offset.width, y: s * qx + c * qy + ay + placement.offset.height)
        }
    }

    @Test func atProgressZeroItIsTheView() {
        let bounds = Self.flyOut.bounds(of: Self.size, through: 0, tear: Self.tear)
        #expect(bounds == CGRect(origin: .zero, size: Self.size))
    }

    @Test func itContainsTheViewAndBothHalvesAllTheWayThrough() {
        let bounds = Self.flyOut.bounds(of: Self.size, tear: Self.tear)
        #expect(bounds.contains(CGRect(origin: .zero, size: Self.size)))
        for progress in stride(from: 0.0, through: TearInTwoFlyOut.framedProgress, by: 0.05) {
            let left = Self.placed(Self.tear.leftHalf, Self.flyOut.left(at: progress))
            let right = Self.placed(Self.tear.rightHalf, Self.flyOut.right(at: progress))
            let outside = (left + right).filter { !bounds.insetBy(dx: -1e-9, dy: -1e-9).contains($0) }
            #expect(outside.isEmpty, "at progress \(progress): \(outside.prefix(3))")
        }
        // Halfway the halves have moved apart sideways and turned down: the rectangle is wider and taller than the view.
        let half = Self.flyOut.bounds(of: Self.size, through: 0.5, tear: Self.tear)
        #expect(half.minX < -40 && half.maxX > 100 && half.maxY > 50)
        #expect(half.width < bounds.width, "a later end needs more room")
    }

    /// Phone and tablet views: 300 × 200, 390 × 844 (an iPhone) and 1024 × 768 (an iPad) points.
    static let viewSizes = [
        CGSize(width: 300, height: 200), CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768),
    ]

    /// How far `point` lies outside `rect`, in points (0 inside or on its edge).
    static func distance(_ point: CGPoint, outside rect: CGRect) -> Double {
        max(rect.minX - point.x, point.x - rect.maxX, rect.minY - point.y, point.y - rect.maxY, 0)
    }

    /// At exactly the end of the framed flight, and at the very end of a flight framed to the end,
    /// both halves of a view 300 pt wide or wider are inside the rectangle: the frame holds the
    /// halves' last position, not one a step before it (the stride above stops at 0.65, a step short
    /// of 0.7; on such a view the halves fly some 5 pt in the last step of a sampling).
    @Test(arguments: viewSizes)
    func bothHalvesAreInsideAtExactlyTheEndOfTheirFlight(size: CGSize) {
        let flyOut = TearInTwoConfiguration().flyOut(viewWidth: size.width)
        let tear = TearInTwoPath(viewSize: size, maxStep: 3, seed: 9)
        for end in [TearInTwoFlyOut.framedProgress, 1] {
            let bounds = flyOut.bounds(of: size, through: end, tear: tear)
            let left = Self.placed(tear.leftHalf, flyOut.left(at: end), size: size)
            let right = Self.placed(tear.rightHalf, flyOut.right(at: end), size: size)
            let outside = (left + right).map { Self.distance($0, outside: bounds) }.max() ?? 0
            #expect(outside < 1e-9, "\(size) at progress \(end): a half lies \(outside) pt outside \(bounds)")
        }
    }

    @Test func theCentredFrameHasTheViewInItsMiddle() {
        let frame = Self.flyOut.centredBounds(of: Self.size, tear: Self.tear)
        #expect(frame.contains(Self.flyOut.bounds(of: Self.size, tear: Self.tear)))
        #expect(frame.midX == 30 && frame.midY == 20)
        #expect(frame.width >= 120 && frame.height >= 80, "room for the halves on every side: \(frame)")
    }

    @Test func aHugeDistanceGrowsTheFrameAtMostTwiceTheLongerSideOnEachSide() {
        let far = TearInTwoFlyOut(rotation: .pi, distance: 1e9)
        let bounds = far.bounds(of: Self.size, through: 1)
        #expect(bounds.minX == -120 && bounds.maxX == 180, "\(bounds)")
        #expect(bounds.minY >= -120 && bounds.maxY <= 160 && bounds.maxY > 40, "the halves turn down, below the view")
        let centred = far.centredBounds(of: Self.size, through: 1)
        #expect(centred.width == 300 && centred.minY >= -120 && centred.maxY <= 160)
    }

    @Test func theSameInputGivesTheSameRectangle() {
        let a = Self.flyOut.bounds(of: Self.size, through: 0.6, tear: Self.tear)
        let b = Self.flyOut.bounds(
            of: Self.size, through: 0.6, tear: TearInTwoPath(viewSize: Self.size, maxStep: 3, seed: 9))
        #expect(a == b)
        #expect(a.minX == a.minX.rounded() && a.width == a.width.rounded(), "whole points")
    }

    @Test func badInputGivesAnEmptyOrFiniteRectangle() {
        for size in [
            CGSize.zero, CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: -5),
            CGSize(width: CGFloat.infinity, height: .nan),
        ] {
            let bounds = Self.flyOut.bounds(of: size, through: .nan)
            #expect(bounds.minX.isFinite && bounds.width.isFinite && bounds.height.isFinite, "\(size)")
            #expect(bounds.width >= 0 && bounds.height >= 0)
        }
        #expect(Self.flyOut.bounds(of: .zero) == .zero && Self.flyOut.centredBounds(of: .zero) == .zero)
        #expect(Self.flyOut.bounds(of: Self.size, through: .nan) == CGRect(origin: .zero, size: Self.size))
        #expect(Self.flyOut.bounds(of: Self.size, through: 5) == Self.flyOut.bounds(of: Self.size, through: 1))
    }
}
