import Foundation
import Testing

/// The demo app asks iPhones for 120 Hz: its manifest adds Info.plist content, and that content sets
/// `CADisableMinimumFrameDurationOnPhone`, without which an iPhone gives the demo's display links and
/// Metal views 60 Hz whatever they ask for.
@Suite struct DemoAppInfoPlistTests {
    static let demo = AppleSources.packageRoot.appendingPathComponent("Examples/TearKitDemo.swiftpm")

    @Test func theDemoRunsAt120HzOnIPhones() throws {
        let manifest = try String(contentsOf: Self.demo.appendingPathComponent("Package.swift"), encoding: .utf8)
        let match = try #require(manifest.firstMatch(of: #/additionalInfoPlistContentFilePath: "([^"]+)"/#))
        let plist = Self.demo.appendingPathComponent(String(match.output.1))
        let content = try PropertyListSerialization.propertyList(from: Data(contentsOf: plist), format: nil)
        let dictionary = try #require(content as? [String: Any])
        #expect(dictionary["CADisableMinimumFrameDurationOnPhone"] as? Bool == true)
    }
}
