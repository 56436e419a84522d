import Foundation
import PropertyBased
import Testing
@_spi(Internal) @testable import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every number of every configuration type, given any `Double` (NaN and ±∞ included), at init or set
/// at any time later, ends in its range — the value it was given when that is finite and in range, the
/// nearer end when finite and outside, the default otherwise — and setting it later ends exactly where
/// passing it to the initializer does.
@Suite struct ConfigurationPropertyTests {
    /// One cleaned number of a configuration: how to read and write it, its limits, and the
    /// configuration made by passing only it to the initializer.
    struct Number<Configuration> {
        var name: String
        var value: WritableKeyPath<Configuration, Double>
        var limits: ParameterLimits
        var initialized: (Double) -> Configuration
    }

    /// Any double: specials (NaN, ±∞, ±0, the extremes), any bit pattern, or a value near the ranges.
    static let anyDouble = zip(Gen<Int>.int(in: 0...3), Gen<UInt64>.uint64(), Gen<Double>.value(in: -2_000...2_000))
        .map { (choice: (Int, UInt64, Double)) -> Double in
            let specials: [Double] = [
                .nan, -.nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude,
                -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .ulpOfOne,
            ]
            switch choice.0 {
            case 0: return specials[Int(choice.1 % UInt64(specials.count))]
            case 1: return Double(bitPattern: choice.1)
            default: return choice.2
            }
        }

    /// The value `limits` must turn `x` into.
    static func expected(_ x: Double, _ limits: ParameterLimits) -> Double {
        x.isFinite ? min(max(x, limits.range.lowerBound), limits.range.upperBound) : limits.defaultValue
    }

    /// Runs the property for `numbers` of `Configuration`: each is cleaned at init and when set later
    /// (on a configuration already changed by earlier sets), and a set ends where the init does.
    static func check<Configuration: Equatable>(
        _ numbers: [Number<Configuration>], default make: @escaping () -> Configuration,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await propertyCheck(
            count: 400, input: Gen<Int>.int(in: 0...(numbers.count - 1)).array(of: 1...12), anyDouble.array(of: 12)
        ) { picks, values in
            var changed = make()
            for (pick, x) in zip(picks, values) {
                let number = numbers[pick]
                let want = expected(x, number.limits)
                let atInit = number.initialized(x)[keyPath: number.value]
                #expect(
                    atInit.isNaN == false && number.limits.range.contains(atInit),
                    "\(number.name) = \(x) at init gave \(atInit)",
                    sourceLocation: sourceLocation)
                #expect(
                    atInit == want, "\(number.name) = \(x) at init gave \(atInit), not \(want)",
                    sourceLocation: sourceLocation)
                // Set on a fresh configuration: the same configuration as passing it to init.
                var fresh = make()
                fresh[keyPath: number.value] = x
                #expect(
                    fresh == number.initialized(x),
                    "\(number.name) = \(x) set after init differs from passing it to init",
                    sourceLocation: sourceLocation)
                // Set on one already changed: the same value, and every number still in range.
                changed[keyPath: number.value] = x
                #expect(
                    changed[keyPath: number.value] == want,
                    "\(number.name) = \(x) set later gave \(changed[keyPath: number.value])",
                    sourceLocation: sourceLocation)
                for other in numbers {
                    #expect(
                        other.limits.range.contains(changed[keyPath: other.value]), "\(other.name) left its range",
                        sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// The names of the stored numbers of `value` (what its properties read), so a test notices a
    /// number that its list does not cover.
    static func storedNumbers(of value: Any) -> Set<String> {
        Set(
            Mirror(reflecting: value).children.compactMap { child in
                guard let label = child.label,
                    child.value is Double || child.value is Double? || child.value is ClosedRange<Double>
                else { return nil }
                return label
            })
    }

    /// `name` as the property that reads `storage`: `storedMaxGapWidth` → `maxGapWidth`.
    static func propertyName(_ storage: String) -> String {
        let name = storage.hasPrefix("stored") ? String(storage.dropFirst("stored".count)) : storage
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    @Test func everyTearConfigurationNumberIsCleanedTheSameAtInitAndLater() async {
        typealias C = TearConfiguration
        typealias L = TearConfiguration.Limits
        let numbers: [Number<C>] = [
            Number(name: "edgeRoughness", value: \.edgeRoughness, limits: L.edgeRoughness) { C(edgeRoughness: $0) },
            Number(name: "maxGapWidth", value: \.maxGapWidth, limits: L.maxGapWidth) { C(maxGapWidth: $0) },
            Number(name: "breakThreshold", value: \.breakThreshold, limits: L.breakThreshold) { C(breakThreshold: $0) },
            Number(name: "edgeActivationDistance", value: \.edgeActivationDistance, limits: L.edgeActivationDistance) {
                C(edgeActivationDistance: $0)
            },
            Number(name: "directionLockDistance", value: \.directionLockDistance, limits: L.directionLockDistance) {
                C(directionLockDistance: $0)
            },
            Number(name: "recoveryDuration", value: \.recoveryDuration, limits: L.recoveryDuration) {
                C(recoveryDuration: $0)
            },
            Number(name: "breakDuration", value: \.breakDuration, limits: L.breakDuration) { C(breakDuration: $0) },
            Number(name: "rimStrength", value: \.rimStrength, limits: L.rimStrength) { C(rimStrength: $0) },
            Number(name: "rimLightness", value: \.rimLightness, limits: L.rimLightness) { C(rimLightness: $0) },
            Number(name: "shadowStrength", value: \.shadowStrength, limits: L.shadowStrength) { C(shadowStrength: $0) },
            Number(name: "scrollAxisHoldDuration", value: \.scrollAxisHoldDuration, limits: L.scrollAxisHoldDuration) {
                C(scrollAxisHoldDuration: $0)
            },
            Number(name: "maximumTurnRate", value: \.maximumTurnRate, limits: L.maximumTurnRate) {
                C(maximumTurnRate: $0)
            },
        ]
        #expect(Set(Self.storedNumbers(of: C()).map(Self.propertyName)) == Set(numbers.map(\.name)))
        await Self.check(numbers) { C() }
    }

    @Test func everyRippleConfigurationNumberIsCleanedTheSameAtInitAndLater() async {
        typealias C = RippleConfiguration
        typealias L = RippleConfiguration.Limits
        let numbers: [Number<C>] = [
            Number(name: "amplitude", value: \.amplitude, limits: L.amplitude) { C(amplitude: $0) },
            Number(name: "frequency", value: \.frequency, limits: L.frequency) { C(frequency: $0) },
            Number(name: "decay", value: \.decay, limits: L.decay) { C(decay: $0) },
            Number(name: "speed", value: \.speed, limits: L.speed) { C(speed: $0) },
        ]
        #expect(Set(Self.storedNumbers(of: C()).map(Self.propertyName)) == Set(numbers.map(\.name)))
        await Self.check(numbers) { C() }
    }

    @Test func theShiftConfigurationSkewIsCleanedTheSameAtInitAndLater() async {
        let numbers: [Number<ShiftConfiguration>] = [
            Number(name: "skew", value: \.skew, limits: ShiftConfiguration.Limits.skew) { ShiftConfiguration(skew: $0) }
        ]
        #expect(Set(Self.storedNumbers(of: ShiftConfiguration()).map(Self.propertyName)) == Set(numbers.map(\.name)))
        await Self.check(numbers) { ShiftConfiguration() }
    }

    @Test func everyTearInTwoConfigurationNumberIsCleanedTheSameAtInitAndLater() async {
        typealias C = TearInTwoConfiguration
        typealias L = TearInTwoConfiguration.Limits
        let numbers: [Number<C>] = [
            Number(name: "maxStep", value: \.maxStep, limits: L.maxStep) { C(maxStep: $0) },
            Number(name: "rotation", value: \.rotation, limits: L.rotation) { C(rotation: $0) },
            Number(name: "duration", value: \.duration, limits: L.duration) { C(duration: $0) },
        ]
        #expect(Set(Self.storedNumbers(of: C()).map(Self.propertyName)) == Set(numbers.map(\.name) + ["distance"]))
        await Self.check(numbers) { C() }
        // The distance: a finite value is limited to its range, anything else is `nil` (1.5 × the width).
        await propertyCheck(count: 400, input: Self.anyDouble, Self.anyDouble) { x, y in
            var c = C(distance: y)
            c.distance = x
            let want: Double? = x.isFinite ? Self.expected(x, L.distance) : nil
            #expect(C(distance: x).distance == want)
            #expect(c == C(distance: x))
        }
    }

    @Test func everyShatterConfigurationNumberIsCleanedTheSameAtInitAndLater() async {
        typealias C = ShatterConfiguration
        typealias P = ShatterPhysics
        let physics = P.glass(fallHeight: 800)
        // The pattern's size, through a configuration.
        func size(_ pattern: ShatterPattern) -> Double {
            switch pattern {
            case .pieces(let size), .shards(let size, _): size
            }
        }
        // A shard size of 0 (fitted to the view) stays 0, NaN and ±∞ become it; any other is limited to 4…1024.
        func shardSize(_ x: Double) -> Double {
            let range = ShatterPattern.Limits.shardSize
            return x == 0 || !x.isFinite ? 0 : min(max(x, range.lowerBound), range.upperBound)
        }
        await propertyCheck(count: 400, input: Self.anyDouble, Self.anyDouble) { x, y in
            for (make, expected) in [
                ({ ShatterPattern.pieces(size: $0) }, { Self.expected($0, ShatterPattern.Limits.squareSize) }),
                ({ ShatterPattern.shards(size: $0, impact: CGPoint(x: y, y: 3)) }, shardSize),
            ]
                as [((Double) -> ShatterPattern, (Double) -> Double)]
            {
                var later = C(pattern: make(y))
                later.pattern = make(x)
                #expect(size(C(pattern: make(x)).pattern) == expected(x))
                #expect(later == C(pattern: make(x)))
            }
            let hit = C(pattern: .shards(size: 40, impact: CGPoint(x: x, y: y))).pattern
            if case .shards(_, let impact) = hit {
                #expect(impact.map { $0.x.isFinite && $0.y.isFinite } ?? true)
                #expect((impact == nil) == !(x.isFinite && y.isFinite))
            }
        }
        // The physics' numbers.
        typealias L = ShatterPhysics.Limits
        let numbers: [Number<P>] = [
            Number(name: "terminalSpeed", value: \.terminalSpeed, limits: L.terminalSpeed) {
                P(acceleration: physics.acceleration, terminalSpeed: $0, sidewaysSpeed: physics.sidewaysSpeed)
            },
            Number(name: "initialVerticalSpeed", value: \.initialVerticalSpeed, limits: L.initialVerticalSpeed) {
                P(
                    acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed, initialVerticalSpeed: $0,
                    sidewaysSpeed: physics.sidewaysSpeed)
            },
            Number(name: "fadeStart", value: \.fadeStart, limits: L.fadeStart) {
                P(
                    acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed,
                    sidewaysSpeed: physics.sidewaysSpeed, fadeStart: $0)
            },
            Number(name: "fadeDuration", value: \.fadeDuration, limits: L.fadeDuration) {
                P(
                    acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed,
                    sidewaysSpeed: physics.sidewaysSpeed, fadeDuration: $0)
            },
            Number(name: "breakDelay", value: \.breakDelay, limits: L.breakDelay) {
                P(
                    acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed,
                    sidewaysSpeed: physics.sidewaysSpeed, breakDelay: $0)
            },
        ]
        // Each bound of the ranges, set at init or later, through the whole range.
        let ranges: [(String, WritableKeyPath<P, ClosedRange<Double>>, ParameterLimits, (ClosedRange<Double>) -> P)] = [
            (
                "acceleration", \.acceleration, L.acceleration,
                { P(acceleration: $0, terminalSpeed: physics.terminalSpeed, sidewaysSpeed: physics.sidewaysSpeed) }
            ),
            (
                "sidewaysSpeed", \.sidewaysSpeed, L.sidewaysSpeed,
                { P(acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed, sidewaysSpeed: $0) }
            ),
            (
                "spin", \.spin, L.spin,
                {
                    P(
                        acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed,
                        sidewaysSpeed: physics.sidewaysSpeed, spin: $0)
                }
            ),
        ]
        #expect(
            Set(Self.storedNumbers(of: physics).map(Self.propertyName)) == Set(numbers.map(\.name) + ranges.map(\.0)))
        await Self.check(numbers) {
            P(
                acceleration: physics.acceleration, terminalSpeed: physics.terminalSpeed,
                sidewaysSpeed: physics.sidewaysSpeed)
        }
        await propertyCheck(count: 400, input: Self.anyDouble, Self.anyDouble) { x, y in
            // Any range a caller can build: any bounds but NaN (a range refuses NaN), infinities included.
            let (a, b) = (x.isNaN ? 0 : x, y.isNaN ? 0 : y)
            let given = min(a, b)...max(a, b)
            for (name, keyPath, limits, make) in ranges {
                let cleaned = make(given)[keyPath: keyPath]
                let want = [Self.expected(given.lowerBound, limits), Self.expected(given.upperBound, limits)]
                #expect(cleaned == want.min()!...want.max()!, "\(name) = \(given)")
                #expect(limits.range.contains(cleaned.lowerBound) && limits.range.contains(cleaned.upperBound))
                var later = make(0...0)
                later[keyPath: keyPath] = given
                #expect(later == make(given), "\(name) = \(given) set after init differs from passing it to init")
            }
            // Through the configuration: the physics it holds is the cleaned one.
            var configuration = C.squares
            configuration.physics = P(acceleration: given, terminalSpeed: x, sidewaysSpeed: given, fadeDuration: y)
            #expect(
                configuration
                    == C(
                        pattern: .squares,
                        physics: P(acceleration: given, terminalSpeed: x, sidewaysSpeed: given, fadeDuration: y)))
            #expect(
                configuration.physics.map {
                    L.terminalSpeed.range.contains($0.terminalSpeed) && L.fadeDuration.range.contains($0.fadeDuration)
                } == true)
        }
    }
}
