import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

@Suite struct TearInTwoRendererTests {
    static let size = CGSize(width: 80, height: 60)

    static func renderer(scale: Int, seed: UInt64 = 5, inFlightFrame: Bool = false) -> TearInTwoRenderer {
        let image = TestCard.pattern(width: 80 * scale, height: 60 * scale)
        let path = TearInTwoPath(viewSize: size, maxStep: 3, seed: seed), flyOut = TearInTwoFlyOut(distance: 120)
        return TearInTwoRenderer(
            source: image, scale: Double(scale), path: path, flyOut: flyOut,
            frame: inFlightFrame ? flyOut.centredBounds(of: size, tear: path) : nil)
    }

    @Test(arguments: [1, 2])
    func atProgressZeroTheHalvesAddUpToTheView(scale: Int) throws {
        let renderer = Self.renderer(scale: scale)
        let frame = try renderer.frame(progress: 0)
        var largest = 0
        for i in 0..<frame.pixels.count {
            largest = max(largest, abs(Int(frame.pixels[i]) - Int(renderer.source.pixels[i])))
        }
        #expect(largest <= 2, "nothing lost, nothing twice (largest difference \(largest))")
    }

    @Test func theHalvesSeparateAndLeaveTheFrame() throws {
        let renderer = Self.renderer(scale: 1)
        let middle = try renderer.frame(progress: 0.3)
        // Along the tear's start the halves have moved apart: the top middle is empty.
        #expect(middle[40, 1].a == 0)
        #expect(middle.pixels.contains { $0 != 0 })
        let end = try renderer.frame(progress: 1)
        #expect(end.pixels.allSatisfy { $0 == 0 }, "both halves have flown out of the frame")
    }

    @Test(arguments: [1, 2])
    func inTheFlightFrameTheViewStartsUnchangedAtItsOffset(scale: Int) throws {
        let renderer = Self.renderer(scale: scale, inFlightFrame: true)
        let frame = try renderer.frame(progress: 0)
        #expect(frame.width == Int(renderer.frame.width) * scale && frame.height == Int(renderer.frame.height) * scale)
        #expect(frame.width > 2 * renderer.source.width, "room for the halves: \(renderer.frame)")
        let x = Int(-renderer.frame.minX) * scale, y = Int(-renderer.frame.minY) * scale
        let view = frame.cropped(x: x, y: y, width: renderer.source.width, height: renderer.source.height)
        var largest = 0
        for i in 0..<view.pixels.count {
            largest = max(largest, abs(Int(view.pixels[i]) - Int(renderer.source.pixels[i])))
        }
        #expect(largest <= 2, "the view, whole, at its place in the frame (largest difference \(largest))")
        let total = frame.pixels.reduce(0) { $0 + Int($1) }, inside = view.pixels.reduce(0) { $0 + Int($1) }
        #expect(total == inside, "nothing outside the view yet")
    }

    @Test func inTheFlightFrameBothHalvesAreSeenFlyingApart() throws {
        let renderer = Self.renderer(scale: 1, inFlightFrame: true)
        let frame = try renderer.frame(progress: 0.6)
        var left = 0, right = 0  // pixels the test card (translucent, never clear) covers
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].a > 0 {
                if x < frame.width / 2 { left += 1 } else { right += 1 }
            }
        }
        // Each half (about 80 × 60 / 2 = 2400 pt², as the tear wanders) is mostly still in the frame.
        let leftArea = TearInTwoPath.area(of: renderer.path.leftHalf),
            rightArea = TearInTwoPath.area(of: renderer.path.rightHalf)
        #expect(
            Double(left) > 0.75 * leftArea && Double(right) > 0.75 * rightArea,
            "\(left) px left, \(right) px right of the middle, of \(leftArea) and \(rightArea)")
        // The same moment in a frame the view's size has lost most of both halves.
        let cropped = try Self.renderer(scale: 1).frame(progress: 0.6)
        #expect(cropped.pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count < 1800)
    }

    @Test func aBadFrameCountsAsTheViewsBounds() throws {
        let image = TestCard.pattern(width: 80, height: 60)
        for bad in [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 0, height: 10),
            CGRect(x: 0, y: 0, width: 1e9, height: 1e9),
        ] {
            let renderer = TearInTwoRenderer(
                source: image, scale: 1, path: TearInTwoPath(viewSize: Self.size),
                flyOut: TearInTwoFlyOut(distance: 1e300), frame: bad)
            #expect(
                renderer.pixelSize == (80, 60) || (renderer.pixelSize.width == 80 && renderer.pixelSize.height == 60))
            #expect(try renderer.frame(progress: 0.5).width == 80)
        }
    }

    @Test func outputStaysValidPremultipliedColour() throws {
        let frame = try Self.renderer(scale: 2).frame(progress: 0.15)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
    }

    @Test(
        "a scale no 32-bit float can hold counts as 1 instead of stopping the render",
        arguments: [1e300, 1e-300, -2, Double.nan])
    func unusableScalesCountAsOne(scale: Double) throws {
        let image = TestCard.pattern(width: 20, height: 10)
        let renderer = TearInTwoRenderer(
            source: image, scale: scale, path: TearInTwoPath(viewSize: CGSize(width: 20, height: 10), seed: 1),
            flyOut: TearInTwoFlyOut(distance: 10))
        #expect(renderer.scale == 1)
        let frame = try renderer.frame(progress: 0)
        #expect(frame.width == 20 && frame.height == 10)
        #expect(zip(frame.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }
}
