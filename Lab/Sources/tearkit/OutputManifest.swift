import Foundation

/// The list of what `tearkit` wrote into an output folder, kept in the folder as `.tearkit-output`:
/// one line per entry (a file, or a subfolder the tool made, and every file in it as `folder/file`),
/// `job<TAB>name`.
///
/// A later run replaces only the entries of its own job (`render tear`, `render ripple`, `demo`, …),
/// or with `--overwrite` every entry listed here; anything not listed is the user's and is never
/// removed. A folder without the file holds nothing of the tool's.
struct OutputManifest: Equatable {
    static let fileName = ".tearkit-output"
    private static let header =
        "# Written by tearkit: the files each job wrote here (job<TAB>file). tearkit replaces only these."

    private(set) var entries: [(job: String, name: String)] = []
    /// Where each name is in `entries`, so a lookup or an addition takes constant time.
    private var positions: [String: Int] = [:]

    /// The largest manifest read, in bytes: a folder's 20,000-frame outputs of every job list in well
    /// under 2 MB; a larger file is not the tool's, and its folder holds nothing of the tool's.
    static let maximumByteCount = 8 << 20

    static func == (a: OutputManifest, b: OutputManifest) -> Bool {
        a.entries.map { "\($0.job)\t\($0.name)" } == b.entries.map { "\($0.job)\t\($0.name)" }
    }

    /// The job that wrote `name`, or `nil` when the tool did not write it.
    func job(of name: String) -> String? { positions[name].map { entries[$0].job } }

    /// Lists `name` as written by `job` (a name listed already moves to the new job, keeping its place).
    mutating func add(_ name: String, job: String) {
        if let position = positions[name] {
            entries[position].job = job
        } else {
            positions[name] = entries.count
            entries.append((job, name))
        }
    }

    /// The manifest in `folder`; empty when it has none, it cannot be read or it is larger than
    /// ``maximumByteCount`` (at most that many bytes and one more are read), or is not a plain file. Lines that do not name a
    /// plain entry of the folder (a path, `.`, `..`, the manifest itself) are ignored.
    static func read(in folder: URL) -> OutputManifest {
        var manifest = OutputManifest()
        let path = folder.appendingPathComponent(fileName).path
        // Only a plain file is read: a pipe or a device in its place would never end.
        guard let info = StagedOutputFolder.status(of: path), info.st_mode & S_IFMT == S_IFREG,
            let handle = FileHandle(forReadingAtPath: path)
        else { return manifest }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumByteCount + 1), data.count <= maximumByteCount,
            let text = String(data: data, encoding: .utf8)
        else { return manifest }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            let components = parts.count == 2 ? parts[1].split(separator: "/", omittingEmptySubsequences: false) : []
            guard !components.isEmpty, !components.contains(where: { ["", ".", ".."].contains($0) }),
                parts[1] != fileName
            else { continue }
            manifest.add(parts[1], job: parts[0])
        }
        return manifest
    }

    /// Whether `path` (relative to the folder, e.g. `shatter/shatter.apng`) is listed.
    func lists(_ path: String) -> Bool { positions[path] != nil }

    /// Every file under `folder`'s entry `name`, as paths relative to the folder (`name/…`).
    static func files(under name: String, in folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.appendingPathComponent(name).path) ?? []).map { "\(name)/\($0)" }
            .sorted()
    }

    /// Writes the manifest into `folder`.
    func write(in folder: URL) throws {
        let lines = [Self.header] + entries.map { "\($0.job)\t\($0.name)" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent(Self.fileName))
    }
}
