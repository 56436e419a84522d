import Testing
import TearKitGestureScripts

/// The known name nearest to a typed one, when it is close enough to be what was meant.
@Suite struct NearestNameTests {
    @Test func aCloseNameIsSuggestedAndAFarOneIsNot() {
        let fields = ["phase", "time", "startLocation", "location"]
        #expect(NearestName.nearest(to: "locaton", among: fields) == "location")
        #expect(NearestName.nearest(to: "tiem", among: fields) == "time")
        #expect(NearestName.nearest(to: "zzzzzzzz", among: fields) == nil)
        // A longer name may be a third of its length away.
        #expect(NearestName.nearest(to: "--max-sizes-x", among: ["--max-size"]) == "--max-size")
        #expect(NearestName.nearest(to: "--ab", among: ["--xyz"]) == nil)
        #expect(NearestName.nearest(to: "x", among: [String]()) == nil)
    }

    @Test func theEditDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(NearestName.editDistance("", "abc") == 3)
        #expect(NearestName.editDistance("abc", "") == 3)
        #expect(NearestName.editDistance("kitten", "sitting") == 3)
        #expect(NearestName.editDistance("same", "same") == 0)
    }
}
