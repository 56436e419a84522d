/// What stops the tool, reported as one line with exit status 1.
package enum MutantsError: Error, Equatable, CustomStringConvertible {
    /// A file given (or in the diff) does not exist.
    case noSuchFile(String)
    /// A Swift file does not parse: the file and its first syntax error (`line:column: message`).
    case doesNotParse(String, String)
    /// A file that is neither Swift nor Metal.
    case notSwiftOrMetal(String)
    /// A file outside the repository.
    case outsideRepository(String)
    /// A file in neither package (only files under `Sources/`, `Tests/` and `Lab/` can be built and tested).
    case inNeitherPackage(String)
    /// The folder is not in a git work tree (`--base` needs one).
    case notARepository(String)
    /// `--base` names no commit.
    case unknownRevision(String)
    /// A git command failed: its first line.
    case git(String)
    /// The equivalents file cannot be read, or a line of it has no tab: the file, the line (from 1) and why.
    case badEquivalents(String, Int, String)
    /// The journal cannot be read or written, or a line of it is not a record: the file, the line (from 1,
    /// or 0 for the whole file) and why.
    case badJournal(String, Int, String)
    /// The scratch folder is not one the tool may empty.
    case unsafeScratch(String)
    /// The unmutated copy does not build, or its tests fail: what, and the log to read.
    case baselineFailed(String, String)

    /// The one-line message.
    package var description: String {
        switch self {
        case .noSuchFile(let path): "no such file: \(path)"
        case .doesNotParse(let path, let error): "\(path) does not parse: \(error)"
        case .notSwiftOrMetal(let path): "\(path) is not a Swift (.swift) or Metal (.metal) file"
        case .outsideRepository(let path): "\(path) is outside the repository"
        case .inNeitherPackage(let path):
            "\(path) is in neither package (only files under Sources/, Tests/ and Lab/ are built and tested)"
        case .notARepository(let path): "\(path) is not in a git repository"
        case .unknownRevision(let revision): "no such revision: \(revision)"
        case .git(let message): "git failed: \(message)"
        case .badEquivalents(let path, let line, let reason):
            line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
        case .badJournal(let path, let line, let reason):
            line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
        case .unsafeScratch(let path):
            "\(path) is not empty and not a scratch copy made by mutants or mutation-pass.sh; choose another --scratch"
        case .baselineFailed(let what, let log): "the unmutated copy \(what); see \(log)"
        }
    }
}
