import Testing
@testable import TearKitPlayground
import TearKitRender

/// What a page is told first: every effect with the options the page offers, each with a help that says
/// what the option takes.
struct PlaygroundCatalogTests {
    /// The page shows each option's help beside its control: a number's help names its range and its
    /// default as the code takes them, written as a person writes the number (`28`, `0.6`, `0.008`).
    @Test(arguments: RenderableEffect.all.map(\.name))
    func everyOfferedNumberStatesItsRangeAndTheDefaultItTakes(_ name: String) throws {
        let effect = try #require(RenderableEffect.named(name))
        for option in PlaygroundCatalog.options(of: effect) {
            guard case .number(let range, let defaultValue, _) = option.kind else { continue }
            let stated = "\(range.lowerBound.shortDescription)...\(range.upperBound.shortDescription)"
            #expect(option.help.contains(stated), "\(option.name): \(option.help)")
            guard let defaultValue else { continue }
            let written = option.help.firstMatch(of: /Default ([0-9.]+)\./).map { String($0.1) }
            #expect(written.flatMap(Double.init) == defaultValue, "\(option.name): \(option.help)")
            #expect(written?.hasSuffix(".0") == false, "\(option.name): \(option.help)")
        }
    }
}
