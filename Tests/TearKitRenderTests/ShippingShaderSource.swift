import Foundation

/// The shipping `TearDistortion.metal`, read from the source tree next to this test file.
enum ShippingShaderSource {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TearKit/Shaders/TearDistortion.metal")

    static func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The source with `//` and `/* */` comments removed (string literals do not occur in MSL shaders).
    static func code() throws -> String {
        var text = try text()
        while let start = text.range(of: "/*") {
            let end = text.range(of: "*/", range: start.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
            text.removeSubrange(start.lowerBound..<end)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }
}
