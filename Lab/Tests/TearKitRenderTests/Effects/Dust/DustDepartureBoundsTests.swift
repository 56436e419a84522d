import Foundation
import MSLHost
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// The front's bounds on a particle's departure are an optimisation and nothing else: the shipping
/// `dustVertex` lets them place a particle that is surely at rest or surely gone without its noise,
/// and every frame it draws is byte for byte the frame of the test pipeline `dustUnboundedVertex`,
/// which computes every particle from its exact departure (Sources/MSLHost/TestShaders/DustUnbounded.metal).
/// A bound a little too tight shows as a particle held at rest, or gone, a few milliseconds early: a
/// sub-pixel change no golden's tolerance sees, for the few particles whose noise and jitter are at their
/// extremes. So the bounds are checked against the departure itself at those extremes
/// (Sources/MSLHost/TestShaders/DustDepartureBoundsProbe.metal), and frames are compared exactly, densely
/// in time.
@Suite struct DustDepartureBoundsTests {
    static let unbounded = "dustUnboundedVertex"

    /// The frame of `snapshot` (a view at 1×) at `time` drawn by the pipeline whose vertex function is
    /// `vertexFunctionName`, in the frame with room for every particle's flight.
    static func frame(
        _ snapshot: RGBAImage, _ configuration: DustConfiguration, at time: Double, insertion: Bool,
        vertexFunctionName: String
    ) throws -> RGBAImage {
        let viewSize = CGSize(width: snapshot.width, height: snapshot.height)
        let room = RenderableEffect.dustFrameRect(around: viewSize, configuration: configuration)
        return try RenderableEffect.dustFrame(
            snapshot: snapshot, scale: 1, configuration: configuration, frame: room, time: time,
            insertion: insertion, vertexFunctionName: vertexFunctionName)
    }

    /// Compares the two pipelines every `step` seconds from 0 to the end bound; returns the times whose
    /// frames differ (with how many bytes) and how many compared frames had dust in flight.
    static func compare(
        _ snapshot: RGBAImage, _ configuration: DustConfiguration, insertion: Bool, step: Double
    ) throws -> (differences: [String], framesInFlight: Int) {
        let end = Dust.endTimeBound(configuration: configuration)
        func draw(at time: Double, _ vertexFunctionName: String) throws -> RGBAImage {
            try frame(snapshot, configuration, at: time, insertion: insertion, vertexFunctionName: vertexFunctionName)
        }
        let first = try draw(at: 0, unbounded)
        let last = try draw(at: end, unbounded)
        var differences: [String] = [], framesInFlight = 0
        for time in stride(from: 0, through: end, by: step) {
            let shipping = try draw(at: time, DustShaderLayout.vertexFunctionName)
            let exact = try draw(at: time, unbounded)
            let differing = zip(shipping.pixels, exact.pixels).count { $0 != $1 }
            if differing > 0 { differences.append("\(time) s: \(differing) bytes") }
            if exact != first && exact != last { framesInFlight += 1 }
        }
        return (differences, framesInFlight)
    }

    @Test func theTestPipelineHasTheDustsBuffers() {
        var floats: Int32 = -1, uniforms: Int32 = -1
        #expect(mslhost_quad_pipeline_layout(Self.unbounded, &floats, &uniforms, nil) == MSLHOST_OK)
        let shipping = RenderableEffect.dustHostLayout
        #expect((Int(floats), Int(uniforms)) == (shipping.floatsPerInstance, shipping.uniformCount))
    }

    /// The probe's pixels over a view `width` × `height` points at 1×: how many are green (the departure
    /// in its bounds), red (out of them) and blue (the ragged outline out of 0…1).
    static func probe(
        width: Int, height: Int, sweepDuration: Float, noiseScale: Float = 3.1, seed: Float = 0
    ) throws -> (green: Int, red: Int, blue: Int) {
        let view = RGBAImage(width: width, height: height, fill: (0, 0, 0, 0))
        let image = try LayerEffectRenderer(functionName: "dustDepartureBoundsProbe").render(
            view, scale: 1, arguments: [Float(width), Float(height), sweepDuration, noiseScale, seed])
        return (
            image.count(of: (0, 255, 0, 255)), image.count(of: (255, 0, 0, 255)), image.count(of: (0, 0, 255, 255))
        )
    }

    @Test(
        "every departure lies inside its bounds, at every place along the sweep, with the ragged outline and the jitter at their extremes or anywhere between, for the shortest, default and longest sweeps",
        arguments: [0.3, 1.4, 5].map { Float($0 * Dust.sweepShare) })
    func everyDepartureLiesInsideItsBounds(sweepDuration: Float) throws {
        // 2001 places along the sweep, 0 to 1; four rows of extremes and 60 of noise under two seeds.
        for seed: Float in [0, 40_503] {
            let counts = try Self.probe(width: 2001, height: 64, sweepDuration: sweepDuration, seed: seed)
            #expect(
                counts.green == 2001 * 64,
                "seed \(seed): \(counts.red) departures out of their bounds, \(counts.blue) outlines out of 0…1")
        }
    }

    @Test(
        "the probe sees a departure out of its bounds: with the sweep's sign turned (which no uniforms carry), every one past the start is"
    )
    func theProbeSeesADepartureOutOfItsBounds() throws {
        let counts = try Self.probe(width: 101, height: 8, sweepDuration: -1)
        #expect(counts.red >= 100 * 8 && counts.green + counts.red == 101 * 8, "\(counts)")
    }

    @Test(
        "a removal and an insertion draw every frame (every 4 ms) as the exact departures do, whatever the direction",
        arguments: [(0.0, false), (4.0, true)])
    func everyFrameIsTheExactOne(direction: Double, insertion: Bool) throws {
        let snapshot = TestCard.pattern(width: 120, height: 80)
        let configuration = DustConfiguration(particleSize: 1, direction: direction, seed: 5)
        let (differences, framesInFlight) = try Self.compare(
            snapshot, configuration, insertion: insertion, step: 0.004)
        #expect(differences.isEmpty, "the shipping frames differ from the exact ones at \(differences)")
        #expect(framesInFlight > 300, "only \(framesInFlight) frames had dust in flight")
    }
}
