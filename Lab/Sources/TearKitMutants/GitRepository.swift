import Foundation

/// The git questions the tool asks of the repository: where its root is, which files changed since a
/// revision, and which of their lines.
package struct GitRepository: Sendable {
    /// The repository's root folder (its work tree).
    package var root: URL

    /// The repository that holds `directory`.
    /// - Throws: ``MutantsError/notARepository(_:)`` when `directory` is in no git work tree.
    package init(containing directory: URL) throws {
        let result = try ProcessRunner.run(["git", "rev-parse", "--show-toplevel"], in: directory)
        guard result.succeeded else { throw MutantsError.notARepository(directory.path) }
        root = URL(fileURLWithPath: result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The repository at `root` (not checked).
    package init(root: URL) { self.root = root }

    private func git(_ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(["git", "-c", "core.quotePath=false"] + arguments, in: root)
        guard result.succeeded else {
            let reason = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw MutantsError.git(reason)
        }
        return result.output
    }

    /// The files (paths from the root) that differ between `revision` and the work tree, added, modified or
    /// renamed (not deleted ones), sorted.
    /// - Throws: ``MutantsError/unknownRevision(_:)`` when `revision` names no commit.
    package func changedFiles(since revision: String) throws -> [String] {
        guard (try? git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])) != nil else {
            throw MutantsError.unknownRevision(revision)
        }
        let names = try git(["diff", "--name-only", "--no-renames", "--diff-filter=AM", revision, "--"])
        return names.split(separator: "\n").map(String.init).sorted()
    }

    /// The lines of `file` (a path from the root) added or changed since `revision`.
    package func changedLines(of file: String, since revision: String) throws -> ChangedLines {
        ChangedLines(
            unifiedDiff: try git(["diff", "--unified=0", "--no-color", "--no-ext-diff", revision, "--", file]))
    }
}
