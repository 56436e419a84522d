import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The shipping `TearInTwo.metal`, run through the CPU host on a padded layer: whole at rest, each
/// half where its placement puts it, fading with its opacity.
@Suite struct TearInTwoShaderTests {
    static let viewSize = CGSize(width: 40, height: 30)
    static let scale = 2.0
    static let margin = 30.0  // points of transparent padding on every side
    static let block = 5.0  // points per colour block of the test view

    /// The test view: opaque blocks of distinct colours, `block` points square.
    static func blocks() -> RGBAImage {
        let width = Int(viewSize.width * scale), height = Int(viewSize.height * scale)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = colour(ofBlockAt: CGPoint(x: (Double(x) + 0.5) / scale, y: (Double(y) + 0.5) / scale))
            }
        }
        return image
    }

    static func colour(ofBlockAt point: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let column = Int(point.x / block), row = Int(point.y / block)
        return (UInt8(40 + column * 25), UInt8(30 + row * 35), UInt8((column * 7 + row * 13) % 5 * 50), 255)
    }

    static func render(_ uniforms: TearInTwoUniforms) throws -> RGBAImage {
        try LayerEffectRenderer(for: TearInTwoUniforms.self)
            .render(blocks().padded(by: Int(margin * scale)), scale: scale, effect: uniforms)
    }

    static let jagged = TearInTwoPath(viewSize: viewSize, maxStep: 3, seed: 5)
    static let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0, anchor: TearInTwoFlyOut.anchor)

    @Test("at rest the halves add up to the view exactly: nothing lost along the jagged cut, nothing twice")
    func atRestTheViewIsWhole() throws {
        let uniforms = TearInTwoUniforms(
            path: Self.jagged, left: Self.rest, right: Self.rest,
            origin: CGPoint(x: Self.margin, y: Self.margin), edgeWidth: 1 / Self.scale)
        let output = try Self.render(uniforms)
        let expected = Self.blocks().padded(by: Int(Self.margin * Self.scale))
        var worst = 0
        for (a, b) in zip(output.pixels, expected.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 1, "largest channel difference \(worst)")
    }

    /// Where a view point lands when its half is placed: turned about the hinge, then moved (the
    /// forward motion, computed here independently of the shader).
    static func landing(of point: CGPoint, placement: TearInTwoFlyOut.Placement) -> CGPoint {
        let hinge = CGPoint(x: placement.anchor.x * viewSize.width, y: placement.anchor.y * viewSize.height)
        let dx = point.x - hinge.x, dy = point.y - hinge.y
        let c = cos(placement.rotation), s = sin(placement.rotation)
        return CGPoint(
            x: c * dx - s * dy + hinge.x + placement.offset.width + margin,
            y: s * dx + c * dy + hinge.y + placement.offset.height + margin)
    }

    /// The tear's x at height `y` (linear between its points).
    static func tearX(at y: Double, _ path: TearInTwoPath) -> Double {
        let t = y / Double(path.viewSize.height) * Double(path.points.count - 1)
        let i = min(Int(t), path.points.count - 2)
        return Double(path.points[i].x) + (Double(path.points[i + 1].x) - Double(path.points[i].x)) * (t - Double(i))
    }

    @Test("each half shows its own content where its placement puts it, turned and moved", arguments: [0.25, 0.6])
    func halvesLandWhereTheirPlacementsSay(flight: Double) throws {
        let flyOut = TearInTwoFlyOut(rotation: .pi / 4, distance: 20)
        let left = flyOut.left(at: flight), right = flyOut.right(at: flight)
        let uniforms = TearInTwoUniforms(
            path: Self.jagged, left: left, right: right,
            origin: CGPoint(x: Self.margin, y: Self.margin), edgeWidth: 1 / Self.scale)
        let output = try Self.render(uniforms)
        var checked = (left: 0, right: 0)
        for y in stride(from: 0.25, to: Double(Self.viewSize.height), by: 0.5) {
            for x in stride(from: 0.25, to: Double(Self.viewSize.width), by: 0.5) {
                // Only points well inside a block and away from the cut, so one colour is expected.
                let inBlockX = x.truncatingRemainder(dividingBy: Self.block),
                    inBlockY = y.truncatingRemainder(dividingBy: Self.block)
                guard inBlockX > 1.5, inBlockX < Self.block - 1.5, inBlockY > 1.5, inBlockY < Self.block - 1.5 else {
                    continue
                }
                let across = x - Self.tearX(at: y, Self.jagged)
                guard abs(across) > 2 else { continue }
                let point = CGPoint(x: x, y: y)
                let landing = Self.landing(of: point, placement: across < 0 ? left : right)
                let pixel = output[Int(landing.x * Self.scale), Int(landing.y * Self.scale)]
                let expected = Self.colour(ofBlockAt: point)
                #expect(
                    pixel == expected, "view point \(point) of the \(across < 0 ? "left" : "right") half, at \(landing)"
                )
                if across < 0 { checked.left += 1 } else { checked.right += 1 }
            }
        }
        #expect(checked.left > 100 && checked.right > 100)
        // The halves have parted: the hinge region between them is empty at the top.
        let gap = Self.landing(of: CGPoint(x: Self.tearX(at: 1, Self.jagged), y: 1), placement: left).x
        #expect(gap < Self.margin + Double(Self.jagged.points[0].x) - 1)
    }

    @Test("the halves' opacity scales every pixel", arguments: [0.0, 0.5])
    func opacityFadesBothHalves(opacity: Double) throws {
        let whole = try Self.render(
            TearInTwoUniforms(
                path: Self.jagged, left: Self.rest, right: Self.rest,
                origin: CGPoint(x: Self.margin, y: Self.margin)))
        let faded = try Self.render(
            TearInTwoUniforms(
                path: Self.jagged, left: Self.rest, right: Self.rest, opacity: opacity,
                origin: CGPoint(x: Self.margin, y: Self.margin)))
        for i in stride(from: 3, to: whole.pixels.count, by: 4) {
            let expected = Double(whole.pixels[i]) * opacity
            #expect(abs(Double(faded.pixels[i]) - expected) <= 1.01, "alpha at byte \(i)")
            if abs(Double(faded.pixels[i]) - expected) > 1.01 { return }
        }
    }

    @Test("every sample stays within maxSampleOffset of its pixel")
    func samplesStayWithinTheReach() throws {
        let flyOut = TearInTwoFlyOut(rotation: .pi / 2, distance: 25)
        let uniforms = TearInTwoUniforms(
            path: Self.jagged, left: flyOut.left(at: 0.5), right: flyOut.right(at: 0.5),
            origin: CGPoint(x: Self.margin, y: Self.margin))
        let trace = try LayerEffectRenderer(for: TearInTwoUniforms.self)
            .trace(Self.blocks().padded(by: Int(Self.margin * Self.scale)), scale: Self.scale, effect: uniforms)
        let reach = uniforms.maxSampleOffset
        var sampled = 0
        for y in 0..<trace.image.height {
            for x in 0..<trace.image.width {
                let i = (y * trace.image.width + x) * 2
                let sx = Double(trace.samplePositions[i]), sy = Double(trace.samplePositions[i + 1])
                guard !sx.isNaN else { continue }
                sampled += 1
                let px = (Double(x) + 0.5) / Self.scale, py = (Double(y) + 0.5) / Self.scale
                #expect(abs(sx - px) <= Double(reach.width) && abs(sy - py) <= Double(reach.height))
            }
        }
        #expect(sampled > 1000)
        #expect(trace.sampleCounts.allSatisfy { $0 <= 2 }, "at most one sample per half")
    }
}
