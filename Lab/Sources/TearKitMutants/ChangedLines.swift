/// The lines of a file that a diff added or changed, read from `git diff --unified=0`'s hunk headers
/// (`@@ -12,3 +14,5 @@`: lines 14 to 18 of the new file). A hunk that only deletes (`+14,0`) adds no line.
package struct ChangedLines: Equatable, Sendable {
    /// The new file's added or changed line numbers (from 1).
    package var lines: Set<Int>

    /// The lines listed.
    package init(_ lines: Set<Int>) { self.lines = lines }

    /// The lines of every hunk in `diff`, the output of `git diff --unified=0` for one file.
    package init(unifiedDiff diff: String) {
        var lines: Set<Int> = []
        for line in diff.split(whereSeparator: \.isNewline) where line.hasPrefix("@@ ") {
            // `@@ -a[,b] +c[,d] @@`: the second range is the new file's.
            guard let added = line.split(separator: " ").dropFirst(2).first, added.hasPrefix("+") else { continue }
            let parts = added.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(parts[0]) else { continue }
            let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
            if count > 0 { lines.formUnion(start..<start + count) }
        }
        self.lines = lines
    }

    /// Whether `line` was added or changed.
    package func contains(_ line: Int) -> Bool { lines.contains(line) }
}
