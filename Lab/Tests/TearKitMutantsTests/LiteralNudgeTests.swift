import Testing

@testable import TearKitMutants

@Suite struct LiteralNudgeTests {
    @Test func integersGrowByOneInTheirOwnBase() {
        #expect(LiteralNudge.integer("0") == "1")
        #expect(LiteralNudge.integer("41") == "42")
        #expect(LiteralNudge.integer("0xff") == "0x100")
        #expect(LiteralNudge.integer("0x9F") == "0xA0")
        #expect(LiteralNudge.integer("0o7") == "0o10")
        #expect(LiteralNudge.integer("0b11") == "0b100")
        #expect(LiteralNudge.integer("2u") == "3u")
        #expect(LiteralNudge.integer("18446744073709551615") == nil)
    }

    @Test func floatsGrowByATenthOrBecomeOne() {
        #expect(LiteralNudge.float("2.0") == "2.2")
        #expect(LiteralNudge.float("0.0") == "1.0")
        #expect(LiteralNudge.float("0.5f") == "0.55f")
        #expect(LiteralNudge.float("10.0") == "11.0")
        #expect(LiteralNudge.float("1_000.5") == "1100.55")
        #expect(LiteralNudge.float("1e300") == "1.1e+300")
    }
}
