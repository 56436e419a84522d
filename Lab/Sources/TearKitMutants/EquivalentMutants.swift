import Foundation

/// The mutants a reviewer judged equivalent (no test can tell them from the original code), read from a
/// tab-separated file: one line per mutant, its ``Mutant/id``, a tab, and a one-line reason. Blank lines
/// and lines starting with `#` are skipped. Such a mutant is not run; it is reported as equivalent.
package struct EquivalentMutants: Sendable, Equatable {
    /// The reason for each listed mutant id.
    package var reasons: [String: String]

    /// The file the repository keeps, from its root.
    package static let defaultPath = "Lab/Scripts/equivalent-mutants.tsv"

    /// The mutants listed, by id.
    package init(reasons: [String: String] = [:]) { self.reasons = reasons }

    /// The mutants listed in `text` (the file's contents; `path` names it in errors).
    /// - Throws: ``MutantsError/badEquivalents(_:_:_:)`` for a line without a tab or without a reason.
    package init(parsing text: String, path: String) throws {
        var reasons: [String: String] = [:]
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[1].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw MutantsError.badEquivalents(path, number + 1, "a line is a mutant's id, a tab and a reason")
            }
            reasons[String(fields[0])] = fields[1].trimmingCharacters(in: .whitespaces)
        }
        self.reasons = reasons
    }

    /// The file at `url`; an empty list when it does not exist and `required` is false.
    /// - Throws: ``MutantsError/badEquivalents(_:_:_:)`` when it cannot be read (or is missing and required)
    ///   or has a bad line.
    package init(contentsOf url: URL, displayPath: String, required: Bool) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required { throw MutantsError.badEquivalents(displayPath, 0, "no such file") }
            self.init()
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw MutantsError.badEquivalents(displayPath, 0, "cannot be read")
        }
        try self.init(parsing: String(decoding: data, as: UTF8.self), path: displayPath)
    }

    /// Why `mutant` is equivalent, or nil when it is not listed.
    package func reason(for mutant: Mutant) -> String? { reasons[mutant.id] }
}
