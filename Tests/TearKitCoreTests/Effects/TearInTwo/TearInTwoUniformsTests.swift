import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The `tearInTwo` shader's arguments and the padding its layer needs.
@Suite struct TearInTwoUniformsTests {
    static let size = CGSize(width: 120, height: 80)

    @Test("the tear reaches the shader as its x at every step, the halves as offset and turn")
    func argumentsCarryThePathAndTheHalves() throws {
        let configuration = TearInTwoConfiguration(seed: 9, distance: 50)
        let uniforms = TearInTwoUniforms(
            configuration: configuration, viewSize: Self.size, time: 0.5,
            origin: CGPoint(x: 30, y: 20), edgeWidth: 1.0 / 3)
        let values = uniforms.argumentValues
        let path = configuration.path(viewSize: Self.size)
        #expect(values[0] == .float2(30, 20))
        #expect(values[1] == .float2(120, 80))
        #expect(values[2] == .floatArray(path.points.map { Float($0.x) }))
        let flight = TearInTwoConfiguration.flightProgress(0.5)
        let turn = Double.pi / 2 * flight
        #expect(values[3] == .float4(Float(-50 * flight), 0, Float(cos(-turn)), Float(sin(-turn))))
        #expect(values[4] == .float4(Float(50 * flight), 0, Float(cos(turn)), Float(sin(turn))))
        #expect(values[5] == .float2(60, 80), "the hinge: the middle of the bottom edge")
        #expect(values[6] == .float(1), "opacity: whole until 79 % of the time")
        #expect(values[7] == .float(Float(1.0 / 3)))
        #expect(
            values[8] == .float2(Float(1.5 * 80), 1.5), "the crack has run through (1.5 × the height) and opened 1.5 pt"
        )
        #expect(values[9] == .float2(0.5, 0.6), "the tear's paper: roughness and rim")
    }

    /// What a viewer sees first: a crack running down from the top edge while the halves stay where
    /// they are; only once it has run through do the halves move.
    @Test func theCrackRunsDownBeforeTheHalvesPart() {
        var previousTip = -1.0
        for step in 0...30 {
            let time = Double(step) / 100
            let uniforms = TearInTwoUniforms(configuration: TearInTwoConfiguration(), viewSize: Self.size, time: time)
            #expect(
                uniforms.left.offset == .zero && uniforms.right.offset == .zero && uniforms.left.rotation == 0,
                "t = \(time)")
            #expect(uniforms.crackTip > previousTip || (step == 0 && uniforms.crackTip == 0), "t = \(time)")
            previousTip = uniforms.crackTip
        }
        #expect(previousTip >= Double(Self.size.height), "by the end of the crack it has run through the view")
        let parting = TearInTwoUniforms(configuration: TearInTwoConfiguration(), viewSize: Self.size, time: 0.4)
        #expect(parting.left.offset.width < 0 && parting.right.offset.width > 0)
        #expect(parting.crackOpening == TearInTwoUniforms.crackHalfWidth)
    }

    @Test(
        "whole through the crack and 70 % of the flight (79 % of the time), half faded at 89.5 %, gone at 1",
        arguments: [(0.0, 1.0), (0.5, 1.0), (0.79, 1.0), (0.895, 0.5), (1.0, 0.0), (.nan, 1.0), (7, 0.0)])
    func opacityOverTime(time: Double, opacity: Double) {
        let uniforms = TearInTwoUniforms(configuration: TearInTwoConfiguration(), viewSize: Self.size, time: time)
        #expect(abs(uniforms.opacity - opacity) < 1e-9)
        if time == 0 || time.isNaN {
            #expect(uniforms.left.offset == .zero && uniforms.left.rotation == 0)
            #expect(uniforms.right.offset == .zero && uniforms.right.rotation == 0)
        }
    }

    @Test("non-finite values fall back to safe ones")
    func badValuesAreReplaced() {
        let rest = TearInTwoFlyOut.Placement(offset: .zero, rotation: 0)
        let uniforms = TearInTwoUniforms(
            path: TearInTwoPath(viewSize: Self.size), left: rest, right: rest,
            opacity: .nan, origin: CGPoint(x: CGFloat.nan, y: .infinity), edgeWidth: -2)
        #expect(uniforms.opacity == 1)
        #expect(uniforms.origin == .zero)
        #expect(uniforms.edgeWidth == 0.5)
        #expect(uniforms.argumentValues.allSatisfy { $0.components.allSatisfy(\.isFinite) })
    }

    @Test(
        "the padded layer holds every corner of both halves while they are visible, the view in its middle",
        arguments: [
            TearInTwoConfiguration(), TearInTwoConfiguration(rotation: .pi / 6, distance: 20),
            TearInTwoConfiguration(rotation: 0, distance: 0),
        ])
    func layerHoldsTheHalves(configuration: TearInTwoConfiguration) {
        let layer = configuration.layerBounds(viewSize: Self.size)
        #expect(layer.minX + layer.maxX == 120 && layer.minY + layer.maxY == 80, "centred on the view: \(layer)")
        #expect(layer.contains(CGRect(origin: .zero, size: Self.size)))
        let room = TearInTwoRoom(configuration: configuration, viewSize: Self.size)
        for step in 0...40 {
            let time = Double(step) / 40
            let uniforms = TearInTwoUniforms(configuration: configuration, viewSize: Self.size, time: time, room: room)
            guard uniforms.opacity > 0 else { continue }
            for placement in [uniforms.left, uniforms.right] {
                for corner in [
                    CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 0, y: 80), CGPoint(x: 120, y: 80),
                ] {
                    let hinge = uniforms.hinge
                    let dx = corner.x - hinge.x, dy = corner.y - hinge.y
                    let c = cos(placement.rotation), s = sin(placement.rotation)
                    let landed = CGPoint(
                        x: c * dx - s * dy + hinge.x + placement.offset.width,
                        y: s * dx + c * dy + hinge.y + placement.offset.height)
                    #expect(
                        layer.insetBy(dx: -1e-6, dy: -1e-6).contains(landed), "time \(time): \(landed) outside \(layer)"
                    )
                }
            }
        }
        if configuration.distance == 0 && configuration.rotation == 0 {
            #expect(layer == CGRect(origin: .zero, size: Self.size))
        } else {
            #expect(layer.width > 120)
        }
    }

    @Test("the padded layer is at most 3 × the view's area however far the halves fly, and is empty for no view")
    func layerIsBounded() {
        let far = TearInTwoConfiguration(distance: 1e9).layerBounds(viewSize: Self.size)
        #expect(far.width * far.height <= 3 * 120 * 80)
        #expect(far.width >= 120 && far.contains(CGRect(origin: .zero, size: Self.size)))
        for size in [
            CGSize.zero, CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10),
            CGSize(width: 10, height: CGFloat.infinity),
        ] {
            #expect(TearInTwoConfiguration().layerBounds(viewSize: size) == .zero)
        }
    }

    @Test("identity: a straight cut with both halves in place and nothing to reach for")
    func identityIsAtRest() {
        let identity = TearInTwoUniforms.identity(viewSize: Self.size)
        #expect(identity.path.points.allSatisfy { $0.x == 60 })
        #expect(
            abs(Double(identity.maxSampleOffset.width) - identity.edgeWidth) < 1e-9,
            "\(Double(identity.maxSampleOffset.width)) vs \(identity.edgeWidth)")
    }
}
