import Foundation

/// Runs a tool (the Swift compiler, a repository script) as the repository tests do: its standard
/// output discarded, its standard error kept for the test's message.
enum ToolRun {
    /// Runs `executable` with `arguments`, `environment` added to this process's; returns its exit
    /// status and what it wrote to standard error.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, errors: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a full pipe would block the tool forever.
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
