import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every cleaned number ends where the README's and the DocC's tables say: below its documented range at
/// the lower end, above it at the upper end, NaN at the documented default. The expected ranges and
/// defaults are written here as the documentation states them, not read from the code's `Limits` tables,
/// so a range end or default changed in a table (and with it in the property tests, which read the
/// tables) fails here.
@Suite struct DocumentedLimitsTests {
    /// One documented number: how to write it on a configuration, and its documented range and default.
    struct Documented<Configuration> {
        var name: String
        var value: WritableKeyPath<Configuration, Double>
        var range: ClosedRange<Double>
        var defaultValue: Double
    }

    /// Checks, for each number, the value set below, above and as NaN on `base`.
    func check<Configuration>(_ numbers: [Documented<Configuration>], on base: Configuration) {
        for number in numbers {
            var configuration = base
            configuration[keyPath: number.value] = number.range.lowerBound - 1
            #expect(configuration[keyPath: number.value] == number.range.lowerBound, "\(number.name) below its range")
            configuration[keyPath: number.value] = number.range.upperBound + 1
            #expect(configuration[keyPath: number.value] == number.range.upperBound, "\(number.name) above its range")
            configuration[keyPath: number.value] = .nan
            #expect(configuration[keyPath: number.value] == number.defaultValue, "\(number.name) NaN")
            #expect(base[keyPath: number.value] == number.defaultValue, "\(number.name) default")
        }
    }

    @Test func theTearsNumbersEndWhereTheReadmeTableSays() {
        check(
            [
                Documented(
                    name: "edgeRoughness", value: \TearConfiguration.edgeRoughness, range: 0...1, defaultValue: 0.5),
                Documented(name: "maxGapWidth", value: \.maxGapWidth, range: 0...200, defaultValue: 28),
                Documented(name: "breakThreshold", value: \.breakThreshold, range: 0...1, defaultValue: 0.9),
                Documented(name: "rimStrength", value: \.rimStrength, range: 0...1, defaultValue: 0.6),
                Documented(name: "rimLightness", value: \.rimLightness, range: 0...1, defaultValue: 0.96),
                Documented(name: "shadowStrength", value: \.shadowStrength, range: 0...1, defaultValue: 0.5),
                Documented(
                    name: "edgeActivationDistance", value: \.edgeActivationDistance, range: 1...200, defaultValue: 32),
                Documented(
                    name: "directionLockDistance", value: \.directionLockDistance, range: 1...200, defaultValue: 20),
                Documented(name: "recoveryDuration", value: \.recoveryDuration, range: 0...5, defaultValue: 0.35),
                Documented(name: "breakDuration", value: \.breakDuration, range: 0...5, defaultValue: 0.3),
                Documented(
                    name: "scrollAxisHoldDuration", value: \.scrollAxisHoldDuration, range: 0.1...2,
                    defaultValue: 0.5),
            ], on: TearConfiguration())
        // The lock distance's lower end, which the gesture relies on (a zero distance would lock on the
        // first touch), given to the initializer too.
        #expect(TearConfiguration(directionLockDistance: 0).directionLockDistance == 1)
    }

    @Test func theDustsNumbersEndWhereItsDocumentationSays() {
        check(
            [
                Documented(name: "particleSize", value: \DustConfiguration.particleSize, range: 1...4, defaultValue: 2),
                Documented(name: "duration", value: \.duration, range: 0.3...5, defaultValue: 1.4),
                Documented(name: "wind", value: \.wind, range: 0...3, defaultValue: 1),
                Documented(name: "turbulence", value: \.turbulence, range: 0...3, defaultValue: 1),
            ], on: DustConfiguration())
    }

    @Test func textGlyphsNumbersEndWhereTheirDocumentationSays() {
        check(
            [
                Documented(
                    name: "duration", value: \TextGlyphsConfiguration.duration, range: 0.2...10, defaultValue: 1.2),
                Documented(name: "stagger", value: \.stagger, range: 0...0.9, defaultValue: 0.5),
            ], on: TextGlyphsConfiguration())
    }

    @Test func tearInTwosNumbersEndWhereItsDocumentationSays() {
        check(
            [
                Documented(name: "maxStep", value: \TearInTwoConfiguration.maxStep, range: 0...100, defaultValue: 3),
                Documented(name: "rotation", value: \.rotation, range: 0...Double.pi, defaultValue: .pi / 2),
                Documented(name: "duration", value: \.duration, range: 0.05...10, defaultValue: 0.8),
            ], on: TearInTwoConfiguration())
    }

    @Test func tearInTwosPathAndFlightCleanTheirNumbersAsTheConfigurationDoes() {
        // Callers that build the path or the flight directly get the configuration's documented limits.
        #expect(TearInTwoPath(viewSize: CGSize(width: 300, height: 400), maxStep: 1e6).maxStep == 100)
        #expect(TearInTwoPath(viewSize: CGSize(width: 300, height: 400), maxStep: -5).maxStep == 0)
        #expect(TearInTwoFlyOut(rotation: 10, distance: 100).rotation == .pi)
        #expect(TearInTwoFlyOut(rotation: -1, distance: 100).rotation == 0)
        #expect(TearInTwoFlyOut(distance: 100, duration: 15).duration == 10)
    }

    @Test func theRipplesNumbersEndWhereItsDocumentationSays() {
        check(
            [
                Documented(name: "amplitude", value: \RippleConfiguration.amplitude, range: 0...100, defaultValue: 6),
                Documented(name: "frequency", value: \.frequency, range: 0...100, defaultValue: 30),
                Documented(name: "decay", value: \.decay, range: 0...50, defaultValue: 6),
                Documented(name: "speed", value: \.speed, range: 1...10_000, defaultValue: 300),
            ], on: RippleConfiguration())
    }

    @Test func theShiftsSkewEndsWhereItsDocumentationSays() {
        check(
            [Documented(name: "skew", value: \ShiftConfiguration.skew, range: 0...1, defaultValue: 0.1)],
            on: ShiftConfiguration())
    }

    @Test func theShattersShardSizeAndBreakDelayEndWhereTheirDocumentationSays() {
        #expect(ShatterConfiguration(pattern: .shards(size: 1, impact: nil)).pattern == .shards(size: 4, impact: nil))
        #expect(
            ShatterConfiguration(pattern: .shards(size: 5000, impact: nil)).pattern == .shards(size: 1024, impact: nil))
        // 0 fits the shards to the view: the default, and what a size that is not finite becomes.
        #expect(ShatterPattern.glass == .shards(size: 0, impact: nil))
        #expect(ShatterConfiguration(pattern: .shards(size: 0, impact: nil)).pattern == .glass)
        #expect(ShatterConfiguration(pattern: .shards(size: .nan, impact: nil)).pattern == .glass)
        #expect(ShatterConfiguration(pattern: .shards(size: -3, impact: nil)).pattern == .shards(size: 4, impact: nil))
        var physics = ShatterPhysics.glass(fallHeight: 800)
        physics.breakDelay = 50
        #expect(physics.breakDelay == 10)
        physics.breakDelay = -1
        #expect(physics.breakDelay == 0)
    }

    @Test func theShattersSquareSizeEndsWhereItsDocumentationSays() {
        #expect(ShatterPattern.squares == .pieces(size: 2))
        #expect(ShatterConfiguration(pattern: .pieces(size: 0.5)).pattern == .pieces(size: 0.5))
        #expect(ShatterConfiguration(pattern: .pieces(size: 0.1)).pattern == .pieces(size: 0.5))
        #expect(ShatterConfiguration(pattern: .pieces(size: 5000)).pattern == .pieces(size: 1024))
    }

    /// ShatterPhysics's numbers as its DocC states them: the fall's defaults those of the squares for an
    /// 852-pt window (acceleration 1278 pt/s², terminal speed 2556 pt/s).
    @Test func theShattersPhysicsEndsWhereItsDocumentationSays() {
        let base = ShatterPhysics(acceleration: 1278...1278, terminalSpeed: 2556, sidewaysSpeed: 0...0)
        check(
            [
                Documented(
                    name: "terminalSpeed", value: \ShatterPhysics.terminalSpeed, range: 1e-6...1e12, defaultValue: 2556),
                Documented(
                    name: "initialVerticalSpeed", value: \.initialVerticalSpeed, range: 0...1e12, defaultValue: 0),
                Documented(name: "fadeStart", value: \.fadeStart, range: 0...Double.infinity, defaultValue: .infinity),
                Documented(name: "fadeDuration", value: \.fadeDuration, range: 0...1e4, defaultValue: 0),
                Documented(name: "breakDelay", value: \.breakDelay, range: 0...10, defaultValue: 0),
            ], on: base)
        // An upward start is cleaned to 0; −∞ is a fade that never starts.
        var physics = base
        physics.initialVerticalSpeed = -50
        #expect(physics.initialVerticalSpeed == 0)
        physics.fadeStart = -.infinity
        #expect(physics.fadeStart == .infinity)
        // Ranges: each bound cleaned on its own, a bound that is not finite becomes the default.
        let ranges:
            [(
                name: String, value: WritableKeyPath<ShatterPhysics, ClosedRange<Double>>, range: ClosedRange<Double>,
                defaultValue: Double
            )] = [
                ("acceleration", \.acceleration, 1e-6...1e12, 1278),
                ("sidewaysSpeed", \.sidewaysSpeed, -1e12...1e12, 0),
                ("spin", \.spin, -1e4...1e4, 0),
            ]
        for number in ranges {
            physics = base
            physics[keyPath: number.value] = (number.range.lowerBound - 1)...(number.range.upperBound + 1)
            #expect(physics[keyPath: number.value] == number.range, "\(number.name) beyond its range")
            physics[keyPath: number.value] = -Double.infinity...Double.infinity
            #expect(
                physics[keyPath: number.value] == number.defaultValue...number.defaultValue, "\(number.name) not finite"
            )
        }
        // A spin turning one way only (negative) is kept: the shards turn.
        physics.spin = -4...(-2)
        #expect(physics.spin == -4...(-2))
    }
}
