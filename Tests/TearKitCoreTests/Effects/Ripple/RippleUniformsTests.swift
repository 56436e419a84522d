import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct RippleUniformsTests {
    @Test func parametersAreClampedAndNonFiniteFallsBackToDefaults() {
        let wild = RippleConfiguration(amplitude: 1e9, frequency: -3, decay: .nan, speed: 0)
        #expect(wild.amplitude == 100 && wild.frequency == 0 && wild.decay == 6 && wild.speed == 1)
        #expect(RippleConfiguration() == RippleConfiguration(amplitude: 6, frequency: 30, decay: 6, speed: 300))
        #expect(RippleConfiguration.pulse == RippleConfiguration(amplitude: 12, frequency: 15, decay: 8, speed: 1200))
    }

    @Test(
        "the default wave makes rings on a card: crests a few tens of points apart, no fold-over; the seed's is longer than a card"
    )
    func defaultWavelengthFitsACard() {
        let card = RippleUniforms(origin: .zero, elapsedTime: 0, viewSize: CGSize(width: 300, height: 400))
        #expect(card.wavelength >= 30 && card.wavelength <= 100, "\(card.wavelength)")
        // Displacement slope 2π·amplitude/wavelength below 1: the content never folds over.
        #expect(2 * Double.pi * card.configuration.amplitude / card.wavelength < 1)
        let seed = RippleUniforms(origin: .zero, elapsedTime: 0, configuration: .pulse, viewSize: .zero)
        #expect(seed.wavelength > 400)
    }

    @Test func maxSampleOffsetIsTheAmplitude() {
        let uniforms = RippleUniforms(
            origin: .zero, elapsedTime: 0.2, configuration: RippleConfiguration(amplitude: 17),
            viewSize: CGSize(width: 10, height: 10))
        #expect(uniforms.maxSampleOffset == CGSize(width: 17, height: 17))
    }

    @Test func theShaderRunsOnlyWhileTheRippleDoes() {
        let at = { (t: Double) in RippleUniforms(origin: .zero, elapsedTime: t, viewSize: .zero).isActive(duration: 1) }
        #expect(!at(0) && at(0.01) && at(0.99) && !at(1) && !at(3))
        #expect(!RippleUniforms(origin: .zero, elapsedTime: -.infinity, viewSize: .zero).isActive(duration: 1))
        #expect(!RippleUniforms(origin: .zero, elapsedTime: .nan, viewSize: .zero).isActive(duration: 1))
    }

    @Test func durationCoversTheTripToTheFarthestCornerAndTheDecay() {
        let parameters = RippleConfiguration(amplitude: 12, frequency: 15, decay: 8, speed: 1200)
        let uniforms = RippleUniforms(
            origin: CGPoint(x: 0, y: 0), elapsedTime: 0, configuration: parameters,
            viewSize: CGSize(width: 300, height: 400))
        let size = CGSize(width: 300, height: 400)
        #expect(uniforms.farthestDistance(in: size) == 500)
        let expected = 500.0 / 1200 + log(12 / 0.25) / 8
        #expect(abs(uniforms.duration(in: size) - expected) < 1e-9)
        // After it, the farthest pixel moves less than a quarter point.
        let t = uniforms.duration(in: size) - 500.0 / 1200
        #expect(12 * exp(-8 * t) <= 0.25 + 1e-9)
        // Undamped ripples are capped; a ripple without amplitude is over once the front has passed.
        #expect(RippleConfiguration(decay: 0).duration(reaching: 100) == RippleConfiguration.maximumDuration)
        #expect(RippleConfiguration(amplitude: 0).duration(reaching: 300) == 1)
        #expect(RippleConfiguration().duration(reaching: .nan).isFinite)
    }

    /// Touched near one edge, the ripple runs until the wave has crossed to the corners on the far
    /// side and died down there: every moment a far corner still visibly moves (the wave has
    /// arrived and its displacement is above a quarter point), the shader runs.
    @Test(arguments: [
        (CGPoint(x: 290, y: 200), CGPoint(x: 0, y: 400)),  // near the right edge: the far-left corners
        (CGPoint(x: 150, y: 390), CGPoint(x: 0, y: 0)),
    ])  // near the bottom: the far top corners
    func aTouchNearAnEdgeRunsUntilTheWaveHasSettledAtTheFarCorner(origin: CGPoint, farCorner: CGPoint) {
        let parameters = RippleConfiguration(amplitude: 12, frequency: 15, decay: 8, speed: 300)
        let size = CGSize(width: 300, height: 400)
        let duration = RippleUniforms(origin: origin, elapsedTime: 0, configuration: parameters, viewSize: size)
            .duration(in: size)
        let distance = hypot(Double(farCorner.x - origin.x), Double(farCorner.y - origin.y))
        let arrival = distance / parameters.speed
        // The moments the far corner moves: from the wave's arrival until the shader's envelope,
        // amplitude × exp(−decay × time since then), is down to a quarter point.
        let moving = stride(from: arrival, through: arrival + 1, by: 0.005).filter {
            parameters.amplitude * exp(-parameters.decay * ($0 - arrival)) > 0.25
        }
        #expect(moving.count > 50)
        let ended = moving.first {
            !RippleUniforms(origin: origin, elapsedTime: $0, configuration: parameters, viewSize: size).isActive(
                duration: duration)
        }
        #expect(
            ended == nil,
            "at \(ended ?? 0) s the corner \(farCorner) still moves, but the ripple ended at \(duration) s")
    }

    @Test func argumentsFollowTheLayoutAndAreFinite() {
        let uniforms = RippleUniforms(
            origin: CGPoint(x: CGFloat.nan, y: 4), elapsedTime: .infinity,
            viewSize: CGSize(width: CGFloat.infinity, height: -3))
        #expect(uniforms.viewSize == .zero)
        #expect(uniforms.origin == CGPoint(x: 0, y: 4))
        #expect(uniforms.elapsedTime == 0)
        #expect(uniforms.flattenedArguments.allSatisfy { $0.isFinite })
        #expect(
            uniforms.arguments.map(\.name) == [
                "origin", "elapsedTime", "amplitude", "frequency", "decay", "speed", "viewSize",
            ])
    }
}
