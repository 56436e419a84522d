import Testing

@testable import TearKitMutants

@Suite struct MutantSampleTests {
    let items = Array(0..<200)

    @Test func theSameSeedDrawsTheSameSample() {
        let first = MutantSample.draw(40, from: items, seed: 12_345)
        #expect(first.count == 40 && Set(first).count == 40)
        #expect(MutantSample.draw(40, from: items, seed: 12_345) == first)
        #expect(first == first.sorted(), "a sample keeps the catalogue's order")
    }

    @Test func anotherSeedDrawsAnotherSample() {
        let samples = Set((0..<20).map { MutantSample.draw(40, from: items, seed: UInt64($0)) })
        #expect(samples.count == 20)
    }

    @Test func aSampleAsLargeAsTheCatalogueIsTheCatalogue() {
        #expect(MutantSample.draw(200, from: items, seed: 1) == items)
        #expect(MutantSample.draw(500, from: items, seed: 1) == items)
        #expect(MutantSample.draw(1, from: [Int](), seed: 1).isEmpty)
    }

    /// Each of 10 items is drawn about as often as the others, first or last alike.
    @Test func everyItemIsEquallyLikely() {
        var counts = [Int](repeating: 0, count: 10)
        for seed in 0..<5000 {
            for item in MutantSample.draw(2, from: Array(0..<10), seed: UInt64(seed)) { counts[item] += 1 }
        }
        // 1000 expected each; the standard deviation is about 28.
        #expect(counts.allSatisfy { (880...1120).contains($0) }, "\(counts)")
    }
}
