import Foundation
import Testing

/// The tear's short forms (`tearable(edgeRoughness: …)` and `TearInteraction`'s convenience initializer)
/// take each default from `TearConfiguration.Defaults` by the same name. Linux only type-checks these
/// Apple-only files, and a default taken from another number still type-checks, so this reads them.
@Suite struct ShortFormDefaultsTests {
    static let files = [
        "Sources/TearKit/Effects/Tear/View+Tearable.swift", "Sources/TearKit/Effects/Tear/TearInteraction.swift",
    ]

    @Test(arguments: files)
    func eachNumberDefaultsToTheConfigurationsDefaultOfItsName(file: String) throws {
        let text = try String(contentsOf: AppleSources.packageRoot.appendingPathComponent(file), encoding: .utf8)
        // A parameter's line: `name: Double = value,` (a stored property has no comma).
        let defaults = text.matches(of: /\n\s+(\w+): Double = ([\w.]+),/).map { (String($0.1), String($0.2)) }
        #expect(defaults.count >= 6, "\(file): \(defaults)")
        for (name, value) in defaults {
            #expect(value == "TearConfiguration.Defaults.\(name)", "\(file): \(name) defaults to \(value)")
        }
    }
}
