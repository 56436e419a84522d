import Foundation

/// The kills of earlier runs, kept in a tab-separated file (`--journal`), so a review that does not fit
/// one sitting goes on where it stopped: a drawn mutant the journal records as killed, or as not
/// compiling, is reported from it without being built or tested again. A survivor is never recorded:
/// it runs again, against whatever tests have been written since.
///
/// A record holds for the exact file it was made from: each line is the mutant's ``Mutant/id``, a
/// fingerprint of the whole original file (64-bit FNV-1a of its UTF-8, in hex), the outcome's label
/// (`KILLED` or `DID NOT COMPILE`), the seconds it took and what killed it, separated by tabs. Any
/// change to the file gives another fingerprint, and its mutants run again. Blank lines and lines
/// starting with `#` are skipped.
package final class MutantJournal {
    /// A recorded outcome and its time, by key (id and fingerprint).
    private var records: [String: (outcome: MutantOutcome, seconds: Double)]
    /// The file it appends to; `nil` for a journal kept in memory only.
    package let url: URL?

    /// An empty journal that writes nowhere.
    package init() {
        records = [:]
        url = nil
    }

    /// A journal holding `records` (by ``key(_:)``), writing to `url`.
    private init(records: [String: (outcome: MutantOutcome, seconds: Double)], url: URL?) {
        self.records = records
        self.url = url
    }

    /// The records in `text` (a journal file's contents; `path` names it in errors).
    /// - Throws: ``MutantsError/badJournal(_:_:_:)`` for a line that is not a record.
    package convenience init(parsing text: String, path: String) throws {
        var records: [String: (outcome: MutantOutcome, seconds: Double)] = [:]
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[1].count == 16, fields[1].allSatisfy(\.isHexDigit),
                let seconds = Double(fields[3]), seconds.isFinite, seconds >= 0
            else {
                throw MutantsError.badJournal(
                    path, number + 1, "a record is an id, a fingerprint, an outcome, seconds and a detail")
            }
            let outcome: MutantOutcome
            switch fields[2] {
            case MutantOutcome.killed(by: "").label: outcome = .killed(by: fields[4])
            case MutantOutcome.didNotCompile("").label: outcome = .didNotCompile(fields[4])
            default:
                throw MutantsError.badJournal(path, number + 1, "only KILLED and DID NOT COMPILE are recorded")
            }
            records[fields[0] + "\t" + fields[1]] = (outcome, seconds)
        }
        self.init(records: records, url: nil)
    }

    /// The journal at `url`, which later records are appended to: empty when the file does not exist yet.
    /// - Throws: ``MutantsError/badJournal(_:_:_:)`` when it cannot be read or has a bad line.
    package convenience init(contentsOf url: URL, displayPath: String) throws {
        var records: [String: (outcome: MutantOutcome, seconds: Double)] = [:]
        if FileManager.default.fileExists(atPath: url.path) {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw MutantsError.badJournal(displayPath, 0, "cannot be read")
            }
            records = try MutantJournal(parsing: String(decoding: data, as: UTF8.self), path: displayPath).records
        }
        self.init(records: records, url: url)
    }

    /// The recorded result of `mutant`, if the journal holds one for its file as it is now.
    package func result(for mutant: Mutant) -> MutantResult? {
        records[Self.key(mutant)].map {
            MutantResult(mutant: mutant, outcome: $0.outcome, seconds: $0.seconds, fromJournal: true)
        }
    }

    /// Records `result` when it is a kill or a build failure (a survivor or an equivalent mutant is not
    /// recorded), and appends it to the file.
    /// - Throws: when the file cannot be written.
    package func record(_ result: MutantResult) throws {
        let detail: String
        switch result.outcome {
        case .killed(let by): detail = by
        case .didNotCompile(let error): detail = error
        case .survived, .equivalent: return
        }
        let key = Self.key(result.mutant)
        records[key] = (result.outcome, result.seconds)
        guard let url else { return }
        // One line: a detail's tabs and line breaks become spaces.
        let flat = detail.map { $0 == "\t" || $0.isNewline ? " " : $0 }
        let line = "\(key)\t\(result.outcome.label)\t\(result.seconds)\t\(String(flat))\n"
        if !FileManager.default.fileExists(atPath: url.path) {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw MutantsError.badJournal(url.path, 0, "cannot be created")
            }
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(line.utf8))
    }

    /// The mutant's id and its file's fingerprint, a tab between.
    static func key(_ mutant: Mutant) -> String {
        mutant.id + "\t" + fingerprint(mutant.originalSource)
    }

    /// 64-bit FNV-1a of `text`'s UTF-8, as 16 hex digits.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
