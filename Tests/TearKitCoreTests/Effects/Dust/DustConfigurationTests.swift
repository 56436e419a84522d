import Foundation
import PropertyBased
import Testing
@_spi(Internal) @testable import TearKitCore

/// The dust's numbers are cleaned by the one rule (finite and in range, else the default), the same at
/// init and later; its direction is any finite angle taken modulo 2π.
@Suite struct DustConfigurationTests {
    typealias C = DustConfiguration
    typealias L = DustConfiguration.Limits
    typealias Number = ConfigurationPropertyTests.Number<C>

    @Test func everyDustNumberIsCleanedTheSameAtInitAndLater() async {
        let numbers: [Number] = [
            Number(name: "particleSize", value: \.particleSize, limits: L.particleSize) { C(particleSize: $0) },
            Number(name: "duration", value: \.duration, limits: L.duration) { C(duration: $0) },
            Number(name: "wind", value: \.wind, limits: L.wind) { C(wind: $0) },
            Number(name: "turbulence", value: \.turbulence, limits: L.turbulence) { C(turbulence: $0) },
        ]
        let stored = ConfigurationPropertyTests.storedNumbers(of: C()).map(ConfigurationPropertyTests.propertyName)
        #expect(Set(stored) == Set(numbers.map(\.name) + ["direction"]))
        await ConfigurationPropertyTests.check(numbers) { C() }
    }

    @Test(
        "the direction: a finite angle modulo 2π (the same direction), NaN and ±∞ the default, the same at init and later"
    )
    func directionWrapsIntoOneTurn() async {
        #expect(C().direction == 0)
        #expect(abs(C(direction: -Double.pi / 2).direction - 3 * Double.pi / 2) < 1e-12)
        #expect(abs(C(direction: 5 * Double.pi).direction - Double.pi) < 1e-9)
        await propertyCheck(
            count: 400, input: ConfigurationPropertyTests.anyDouble, ConfigurationPropertyTests.anyDouble
        ) { x, y in
            let angle = C(direction: x).direction
            #expect(L.direction.range.contains(angle), "direction \(x) gave \(angle)")
            if x.isFinite, abs(x) < 1e6 {
                // The same direction: equal sine and cosine.
                #expect(
                    abs(cos(angle) - cos(x)) < 1e-6 && abs(sin(angle) - sin(x)) < 1e-6, "direction \(x) gave \(angle)")
            } else if !x.isFinite {
                #expect(angle == L.direction.defaultValue)
            }
            var later = C(direction: y)
            later.direction = x
            #expect(later == C(direction: x))
        }
    }

    @Test(
        "the particle count: cells of the whole-pixel particle size, about 900,000 at full screen, bounded for any size"
    )
    func particleCount() async {
        // 1290 × 2796 px in 2 × 2 cells: 645 × 1398.
        #expect(Dust.particleCount(pixelWidth: 1290, pixelHeight: 2796, configuration: C()) == 645 * 1398)
        // A cut last column and row still get a particle each; sizes round to whole pixels.
        #expect(Dust.particleCount(pixelWidth: 5, pixelHeight: 3, configuration: C(particleSize: 2)) == 3 * 2)
        #expect(Dust.particleCount(pixelWidth: 5, pixelHeight: 3, configuration: C(particleSize: 1.4)) == 15)
        #expect(Dust.particleCount(pixelWidth: 9, pixelHeight: 9, configuration: C(particleSize: 3.6)) == 9)
        #expect(Dust.particleCount(pixelWidth: 0, pixelHeight: 100, configuration: C()) == 0)
        #expect(Dust.particleCount(pixelWidth: -5, pixelHeight: 100, configuration: C()) == 0)
        // Any size, however large: within the bound, larger cells instead of more particles.
        await propertyCheck(
            count: 300, input: Gen<Int>.int(in: Int.min...Int.max), Gen<Int>.int(in: Int.min...Int.max),
            Gen<Double>.value(in: 0...8)
        ) { w, h, size in
            let configuration = C(particleSize: size)
            let grid = Dust.grid(pixelWidth: w, pixelHeight: h, configuration: configuration)
            #expect(grid.count >= 0 && grid.count <= Dust.maximumParticleCount, "\(w) × \(h): \(grid)")
            #expect(grid.cellSize >= Int(configuration.particleSize.rounded()))
            // Every pixel of the (capped) snapshot is in a cell.
            let width = min(max(w, 0), Dust.maximumPixelSide), height = min(max(h, 0), Dust.maximumPixelSide)
            #expect(grid.columns * grid.cellSize >= width && (grid.columns - 1) * grid.cellSize < max(width, 1))
            #expect(grid.rows * grid.cellSize >= height && (grid.rows - 1) * grid.cellSize < max(height, 1))
        }
        #expect(
            Dust.particleCount(pixelWidth: .max, pixelHeight: .max, configuration: C(particleSize: 1))
                <= Dust.maximumParticleCount)
    }

    @Test("the end bound is the duration: the sweep (40 %) plus the last particle's flight")
    func endTimeBound() {
        #expect(Dust.endTimeBound(configuration: C()) == 1.4)
        #expect(Dust.endTimeBound(configuration: C(duration: 3)) == 3)
        #expect(Dust.endTimeBound(configuration: C(duration: .nan)) == L.duration.defaultValue)
    }

    @Test("the uniforms: 22 floats in the layout's order, hostile values made safe for the GPU")
    func uniforms() {
        let u = DustUniforms(
            configuration: C(particleSize: 3, duration: 2, direction: .pi / 2, wind: 2, turbulence: 0.5, seed: 9),
            pixelWidth: 100, pixelHeight: 61, scale: 2, frame: CGRect(x: -10, y: -20, width: 70, height: 80), time: 0.5,
            isInsertion: true
        ).floats
        #expect(u.count == DustShaderLayout.floatsPerUniforms && u.count == 22)
        #expect(Array(u[0..<8]) == [100, 61, -20, -40, 140, 160, 34, 21])
        #expect(abs(u[8]) < 1e-7 && u[9] == 1)
        #expect(
            u[10] == u[10].rounded() && (0...65535).contains(u[10]) && u[11] == u[11].rounded()
                && (0...65535).contains(u[11]))
        #expect(Array(u[12...]) == [3, 2, 0.5, 2, 1.1, 0.9, 2, 0.5, 1, 0])
        // A different seed, different seed bits.
        let other = DustUniforms(configuration: C(seed: 10), pixelWidth: 100, pixelHeight: 61, scale: 2, time: 0).floats
        let same = DustUniforms(configuration: C(seed: 9), pixelWidth: 100, pixelHeight: 61, scale: 2, time: 0).floats
        #expect(Array(other[10...11]) != Array(same[10...11]))
        // Hostile input: every float finite, sizes and times clamped, an empty frame 1 × 1.
        for (scale, time, frame) in [
            (Double.nan, Double.nan, CGRect.zero),
            (-1, -.infinity, CGRect(x: Double.infinity, y: 0, width: .nan, height: -4)),
            (1e300, 1e300, CGRect(x: 0, y: 0, width: 1e300, height: 1e300)),
        ] {
            let floats = DustUniforms(
                configuration: C(), pixelWidth: Int.max, pixelHeight: -3, scale: scale, frame: frame, time: time
            ).floats
            #expect(!floats.contains { !$0.isFinite }, "\(floats)")
            #expect(
                floats[0] == 16384 && floats[1] == 0 && floats[4] > 0 && floats[5] > 0 && (0...1e9).contains(floats[14])
            )
        }
    }
}
