import Foundation

/// Every mutant of a set of files, in a fixed order (by file, then position, then operator), so that a
/// seed draws the same sample from the same files every time.
package enum MutantCatalog {
    /// The mutants of one file, `path` (from the repository's root; its extension picks Swift or Metal) whose
    /// text is `source`, ordered by position; a second, third … mutant with the same ``Mutant/id`` gets
    /// ` #2`, ` #3`, … in file order.
    /// - Throws: ``MutantsError/doesNotParse(_:_:)``, ``MutantsError/notSwiftOrMetal(_:)``.
    package static func mutants(ofFile path: String, source: String) throws -> [Mutant] {
        let text = SourceText(source)
        let mutations: [SwiftMutantFinder.Mutation]
        switch (path as NSString).pathExtension {
        case "swift": mutations = try SwiftMutantFinder.mutations(in: source, file: path)
        case "metal": mutations = MetalMutantFinder.mutations(in: text)
        default: throw MutantsError.notSwiftOrMetal(path)
        }
        let ordered = mutations.sorted {
            ($0.range.lowerBound, $0.operator, $0.range.upperBound, $0.replacement)
                < ($1.range.lowerBound, $1.operator, $1.range.upperBound, $1.replacement)
        }
        var seen: [String: Int] = [:]
        return ordered.map { mutation in
            var mutant = Mutant(
                file: path, source: text, range: mutation.range, replacement: mutation.replacement,
                operator: mutation.operator)
            let count = seen[mutant.id, default: 0] + 1
            seen[mutant.id] = count
            if count > 1 { mutant.id += " #\(count)" }
            return mutant
        }
    }

    /// The mutants of `files` (paths from `root`), in order; with `changedLines`, only those that start on a
    /// line it lists for their file.
    /// - Throws: ``MutantsError/noSuchFile(_:)`` and the errors of ``mutants(ofFile:source:)``.
    package static func mutants(of files: [String], in root: URL, changedLines: [String: ChangedLines]? = nil) throws
        -> [Mutant]
    {
        try files.sorted().flatMap { path -> [Mutant] in
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = FileManager.default.contents(atPath: url.path)
            else { throw MutantsError.noSuchFile(path) }
            let all = try mutants(ofFile: path, source: String(decoding: data, as: UTF8.self))
            guard let changed = changedLines?[path] else { return changedLines == nil ? all : [] }
            return all.filter { changed.contains($0.line) }
        }
    }
}
