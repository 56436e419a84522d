import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The plan a tear in two builds once per run: every frame from it is the frame the configuration
/// describes, and the halves an effects layer flies are the whole fly-out, over the whole run.
@Suite struct TearInTwoFlightPlanTests {
    static let size = CGSize(width: 300, height: 180)

    @Test func aFrameFromThePlanIsTheFrameTheConfigurationDescribes() {
        let configuration = TearInTwoConfiguration(seed: 9)
        let plan = TearInTwoFlightPlan(configuration: configuration, viewSize: Self.size)
        let pad = plan.padding
        for step in 0...20 {
            let time = Double(step) / 20
            let expected = TearInTwoUniforms(
                configuration: configuration, viewSize: Self.size, time: time,
                origin: CGPoint(x: pad.left, y: pad.top), edgeWidth: 0.5, room: plan.room)
            let frame = plan.uniforms(atTime: time, edgeWidth: 0.5)
            #expect(frame.argumentValues == expected.argumentValues, "time \(time)")
            #expect(frame.maxSampleOffset == expected.maxSampleOffset)
        }
    }

    @Test func thePaddingMakesTheLayerTheRoom() {
        for window in [nil, CGRect(x: -20, y: -500, width: 800, height: 900)] {
            let plan = TearInTwoFlightPlan(configuration: TearInTwoConfiguration(), viewSize: Self.size, window: window)
            let pad = plan.padding
            let padded = CGRect(
                x: -pad.left, y: -pad.top, width: pad.left + 300 + pad.right, height: pad.top + 180 + pad.bottom)
            #expect(padded == plan.room.bounds, "\(String(describing: window))")
            #expect([pad.top, pad.left, pad.bottom, pad.right].allSatisfy { $0 >= 0 })
        }
        #expect(TearInTwoFlightPlan(configuration: TearInTwoConfiguration(), viewSize: .zero).padding == (0, 0, 0, 0))
    }

    /// In an effects layer no room holds the halves back: without a window known (or in a window far
    /// larger than the view) they fly the whole fly-out, from the end of the crack to the end of the
    /// run, whatever room the view itself would have had.
    @Test func inAnEffectsLayerTheHalvesFlyTheWholeWay() {
        let configuration = TearInTwoConfiguration()
        let plan = TearInTwoFlightPlan(configuration: configuration, viewSize: Self.size)
        #expect(plan.room.flightReach < 1, "the view's own room would hold the halves back")
        let flyOut = configuration.flyOut(viewWidth: 300)
        #expect(plan.placement(of: .left, atTime: 1) == flyOut.left(at: 1))
        #expect(plan.placement(of: .right, atTime: 1) == flyOut.right(at: 1))
        #expect(plan.placement(of: .left, atTime: TearInTwoConfiguration.crackShare) == flyOut.left(at: 0))
        #expect(
            plan.placement(of: .right, atTime: 0.6).offset.width > plan.placement(of: .right, atTime: 0.5).offset.width)
    }

    /// In an effects layer over a window the view's own size (a full-screen view) the halves part and
    /// turn for the whole run, but each still shows at least half of itself when the fade begins.
    @Test func inAWindowTheViewsSizeTheHalvesStayHalfInSightUntilTheyFade() {
        let configuration = TearInTwoConfiguration()
        let window = CGRect(origin: .zero, size: Self.size)
        let plan = TearInTwoFlightPlan(configuration: configuration, viewSize: Self.size, window: window)
        #expect(plan.windowReach > 0 && plan.windowReach < 1)
        for (half, outline) in [(TearInTwoFlightPlan.Half.left, plan.path.leftHalf), (.right, plan.path.rightHalf)] {
            let whole = TearInTwoPath.area(of: outline)
            for time in [0.6, TearInTwoConfiguration.fadeStart] {
                let shown = TearInTwoWindowReach.visibleArea(
                    of: outline, placedAt: plan.placement(of: half, atTime: time),
                    viewSize: Self.size, in: window)
                #expect(shown >= 0.5 * whole - 1, "\(half) at \(time): \(shown / whole) in the window")
            }
            #expect(plan.placement(of: half, atTime: 1) != plan.placement(of: half, atTime: 0.6), "still moving")
        }
    }

    /// One half alone: at rest, opaque, cracked as the whole view is at that time, the other half out
    /// of the view (the shader draws nothing of it), and no sample offset beyond the soft edge.
    @Test func oneHalfIsDrawnAtRestWithTheOtherOutOfTheView() {
        let plan = TearInTwoFlightPlan(configuration: TearInTwoConfiguration(), viewSize: Self.size)
        let whole = TearInTwoUniforms(path: plan.path, flyOut: plan.flyOut, time: 0.2)
        for half in TearInTwoFlightPlan.Half.allCases {
            let uniforms = plan.uniforms(of: half, atTime: 0.2, edgeWidth: 0.5)
            let (drawn, other) = half == .left ? (uniforms.left, uniforms.right) : (uniforms.right, uniforms.left)
            #expect(drawn.offset == .zero && drawn.rotation == 0)
            #expect(other.offset.height >= 2 * Self.size.height)
            #expect(
                uniforms.opacity == 1 && uniforms.crackTip == whole.crackTip
                    && uniforms.crackOpening == whole.crackOpening)
            #expect(uniforms.maxSampleOffset == CGSize(width: 0.5, height: 0.5))
        }
    }
}
