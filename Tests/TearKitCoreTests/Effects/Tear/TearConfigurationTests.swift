import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

@Suite struct TearConfigurationTests {
    @Test func defaultsMatchTheSpec() {
        let c = TearConfiguration()
        #expect(c.breakThreshold == 0.9)
        #expect(c.cutDirection == .anyDirection)
        #expect(c.directionLockDistance == 20)
        #expect((24...44).contains(c.edgeActivationDistance))
    }

    @Test func outOfRangeValuesAreClampedInInit() {
        let c = TearConfiguration(
            edgeRoughness: 3, maxGapWidth: -5, breakThreshold: 1.7,
            edgeActivationDistance: 0, directionLockDistance: 10_000, recoveryDuration: -1)
        #expect(c.edgeRoughness == 1)
        #expect(c.maxGapWidth == 0)
        #expect(c.breakThreshold == 1)
        #expect(c.edgeActivationDistance == 1)
        #expect(c.directionLockDistance == 200)
        #expect(c.recoveryDuration == 0)
    }

    @Test func outOfRangeValuesAreClampedWhenSet() {
        var c = TearConfiguration()
        c.breakThreshold = -0.5
        c.maxGapWidth = 1_000
        c.edgeRoughness = -1
        #expect(c.breakThreshold == 0)
        #expect(c.maxGapWidth == 200)
        #expect(c.edgeRoughness == 0)
    }

    @Test func nonFiniteValuesFallBackToDefaults() {
        var c = TearConfiguration(
            edgeRoughness: .nan, maxGapWidth: .infinity, breakThreshold: .nan,
            edgeActivationDistance: -.infinity, directionLockDistance: .nan, recoveryDuration: .nan)
        let d = TearConfiguration()
        #expect(c == d)
        c.breakThreshold = .nan
        #expect(c.breakThreshold == d.breakThreshold)
    }

    @Test func theLookIsOnAndSubtleByDefault() {
        let c = TearConfiguration()
        #expect(c.rimStrength > 0 && c.rimStrength < 1)
        #expect(c.rimLightness > 0.8 && c.rimLightness <= 1)
        #expect(c.shadowStrength > 0 && c.shadowStrength < 1)
    }

    @Test func theLookIsClampedAndSanitised() {
        var c = TearConfiguration(rimStrength: 4, rimLightness: -2, shadowStrength: .infinity)
        #expect(c.rimStrength == 1)
        #expect(c.rimLightness == 0)
        #expect(c.shadowStrength == TearConfiguration().shadowStrength)
        c.rimStrength = -1
        c.rimLightness = .nan
        c.shadowStrength = 3
        #expect(c.rimStrength == 0)
        #expect(c.rimLightness == TearConfiguration().rimLightness)
        #expect(c.shadowStrength == 1)
    }
}
