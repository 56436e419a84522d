import Foundation

/// What a `swift build` or `swift test` log says about a failure.
package enum TestLog {
    /// The names of the tests that failed, in order of first failure, at most `limit`: Swift Testing's
    /// `✘ Test name(…) …` lines (a display name in quotes as written) and XCTest's `Test Case '…' failed`.
    package static func failedTests(in log: String, limit: Int = 5) -> [String] {
        var names: [String] = []
        for line in log.split(separator: "\n") {
            var name: Substring?
            if let start = line.range(of: "✘ Test ")?.upperBound {
                let rest = line[start...]
                if rest.hasPrefix("\"") {
                    name = rest.dropFirst().split(separator: "\"", maxSplits: 1).first.map { "\"\($0)\"" }
                } else {
                    name = rest.split(separator: " ", maxSplits: 1).first
                }
                if name == "run" { name = nil }
            } else if let start = line.range(of: "Test Case '")?.upperBound,
                line.hasSuffix("failed")
                    || line.contains("' failed (")
            {
                name = line[start...].split(separator: "'", maxSplits: 1).first
            }
            if let name, !names.contains(String(name)) { names.append(String(name)) }
            if names.count == limit { break }
        }
        return names
    }

    /// The first compiler error of a build log (`…/File.swift:12:5: error: …`), shortened to the file's
    /// name; or the first line that says `error:`; nil when there is none.
    package static func firstError(in log: String) -> String? {
        guard let line = log.split(separator: "\n").first(where: { $0.contains("error:") }) else { return nil }
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("/"), let colon = text.firstIndex(of: ":") else { return text }
        let path = text[..<colon]
        return String(path.split(separator: "/").last ?? path) + text[colon...]
    }
}
