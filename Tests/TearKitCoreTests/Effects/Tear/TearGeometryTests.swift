import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct TearGeometryTests {
    let size = Vector2(x: 300, y: 400)

    @Test func exitDistanceAlongAxes() {
        #expect(TearGeometry.exitDistance(from: Vector2(x: 100, y: 0), along: Vector2(x: 0, y: 1), size: size) == 400)
        #expect(TearGeometry.exitDistance(from: Vector2(x: 300, y: 50), along: Vector2(x: -1, y: 0), size: size) == 300)
        #expect(TearGeometry.exitDistance(from: Vector2(x: 300, y: 50), along: Vector2(x: 1, y: 0), size: size) == 0)
        // A direction without length leads nowhere.
        #expect(TearGeometry.exitDistance(from: Vector2(x: 100, y: 50), along: .zero, size: size) == 0)
    }

    @Test func exitDistanceOnADiagonalStopsAtTheFirstSide() {
        let d = Vector2(x: 1, y: 1).normalized!
        let t = TearGeometry.exitDistance(from: .zero, along: d, size: size)
        #expect(isClose(t, 300 * 2.0.squareRoot(), 1e-9))
    }

    @Test func entryPointLiesOnTheBoundaryBehindTheOrigin() {
        let d = Vector2(x: 0.6, y: 0.8)
        let e = TearGeometry.entryPoint(through: Vector2(x: 60, y: 40), along: d, size: size)
        #expect(isClose(e.y, 0) || isClose(e.x, 0))
        // Collinear with the origin along d.
        let v = Vector2(x: 60, y: 40) - e
        #expect(isClose(v.x * d.y - v.y * d.x, 0, 1e-9))
        #expect(v.dot(d) >= 0)
    }

    @Test func entryPointClampsAnOriginOutsideTheView() {
        let e = TearGeometry.entryPoint(through: Vector2(x: 150, y: -10), along: Vector2(x: 0, y: 1), size: size)
        #expect(e == Vector2(x: 150, y: 0))
    }

    @Test func edgesNearAPointRespectTheCutDirection() {
        let corner = Vector2(x: 5, y: 8)
        #expect(TearGeometry.edges(near: corner, size: size, within: 30, cutDirection: .anyDirection) == [.left, .top])
        #expect(TearGeometry.edges(near: corner, size: size, within: 30, cutDirection: .vertical) == [.top])
        #expect(TearGeometry.edges(near: corner, size: size, within: 30, cutDirection: .horizontal) == [.left])
        #expect(
            TearGeometry.edges(near: Vector2(x: 150, y: 200), size: size, within: 30, cutDirection: .anyDirection)
                .isEmpty)
    }

    @Test func edgesNearRejectsDegenerateInput() {
        #expect(
            TearGeometry.edges(near: Vector2(x: .nan, y: 0), size: size, within: 30, cutDirection: .anyDirection)
                .isEmpty)
        #expect(
            TearGeometry.edges(near: Vector2(x: 0, y: 0), size: .zero, within: 30, cutDirection: .anyDirection).isEmpty)
        #expect(
            TearGeometry.edges(near: Vector2(x: 150, y: -100), size: size, within: 30, cutDirection: .anyDirection)
                .isEmpty)
    }
}
