import Foundation

/// Writes text to standard output in 64 KiB pieces: one system call per piece instead of per line,
/// and never more than one piece held in memory.
struct BufferedStandardOutput {
    /// How many bytes are gathered before they are written.
    static let capacity = 64 << 10

    private var buffer: [UInt8] = []

    init() {
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends `text`, writing the gathered bytes once they reach ``capacity``.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Writes everything gathered so far.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { FileHandle.standardOutput.write(Data($0)) }
        buffer.removeAll(keepingCapacity: true)
    }
}
