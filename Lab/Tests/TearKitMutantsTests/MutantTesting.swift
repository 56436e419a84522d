import Foundation
import SwiftParser
import SwiftSyntax

@testable import TearKitMutants

/// Helpers the mutant tests share.
enum MutantTesting {
    /// The mutated sources `operator` makes of a Swift snippet, in file order.
    static func mutated(_ source: String, by kind: MutationOperator, file: String = "Sources/Snippet.swift") throws
        -> [String]
    {
        try MutantCatalog.mutants(ofFile: file, source: source).filter { $0.operator == kind }.map(\.mutatedSource)
    }

    /// A fresh folder (removed by the caller) holding `source` at `path`, the file, and its mutants.
    static func scratch(source: String, path: String) throws -> (folder: URL, file: URL, mutants: [Mutant]) {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return (folder, file, try MutantCatalog.mutants(ofFile: path, source: source))
    }

    /// A fresh empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.resolvingSymlinksInPath()
    }

    /// Runs git in `folder` and fails on a non-zero status.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let result = try ProcessRunner.run(
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.invalid", "-c", "commit.gpgsign=false"]
                + arguments, in: folder)
        guard result.succeeded else { throw TestFailure("git \(arguments.joined(separator: " ")): \(result.output)") }
        return result.output
    }

    /// The repository's root, from this file's path.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}

/// A test's own failure.
struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
