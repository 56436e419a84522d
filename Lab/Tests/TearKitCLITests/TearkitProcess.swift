import Foundation

/// Runs the built `tearkit` executable, as a user would, and captures what it prints.
struct TearkitProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the built products (`tearkit` sits next to the test bundle).
    static let productsDirectory: URL = {
        var url = Bundle.main.bundleURL
        if url.pathExtension == "xctest" { url.deleteLastPathComponent() }
        var candidate = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("tearkit").path) {
                return candidate
            }
            candidate.deleteLastPathComponent()
        }
        return url
    }()

    /// The lab package's root folder (for the examples and fixtures); the tool runs there.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The repository's root folder (the library and the documents).
    static let repositoryRoot = packageRoot.deletingLastPathComponent()

    /// - Parameter wrapper: a program and its arguments that run the tool (e.g. `setpriv … tearkit`), instead of the tool itself.
    static func run(
        _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
        environment: [String: String] = [:], wrappedIn wrapper: [String] = []
    ) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let program = wrapper.first {
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = Array(wrapper.dropFirst()) + arguments
        } else {
            process.executableURL = productsDirectory.appendingPathComponent("tearkit")
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? packageRoot
        // Output goes to files, so a large output can never block the child on a full pipe.
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: scratch.path]) }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// A fresh temporary folder, removed by the caller with `FileManager.default.removeItem`.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tearkit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
