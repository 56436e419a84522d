/// The known name closest to one a user typed, for a "did you mean" in a refusal: an option
/// (`--inptu` → `--input`) or a gesture script's field (`locaton` → `location`).
package enum NearestName {
    /// The name in `candidates` nearest to `typed` by edit distance, when it is close: at most 2 edits,
    /// or a third of the typed name's length for a longer one. Ties go to the first in sorted order.
    package static func nearest(to typed: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(2, typed.count / 3)
        return
            candidates.sorted()
            .map { ($0, editDistance($0, typed)) }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance between `a` and `b`, in characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
