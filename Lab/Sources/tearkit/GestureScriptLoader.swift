import ArgumentParser
import Foundation
@_spi(Internal) import TearKitCore
import TearKitGestureScripts

/// Reads a gesture script from a path (or `-` for standard input), turning every failure into a
/// one-line error message that names the file and, for bad content, the event index and field.
enum GestureScriptLoader {
    /// The script at `path`; its messages name it as `displayPath` (the command's display form of it).
    static func load(_ path: String, displayPath: EchoedText) throws -> GestureScript {
        let data: Data
        if path == "-" {
            // Capped like a file: at most one byte past the limit is read before refusing.
            do {
                data = try FileHandle.standardInput.read(upToCount: GestureScript.maximumByteCount + 1) ?? Data()
            } catch {
                throw ToolError("gesture script on standard input: cannot be read")
            }
            guard data.count <= GestureScript.maximumByteCount else {
                throw ToolError(
                    "gesture script on standard input: larger than \(GestureScript.maximumByteCount >> 20) MiB")
            }
        } else {
            let url = URL(userPath: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw ToolError("gesture script \(displayPath): no such file")
            }
            guard !isDirectory.boolValue else { throw ToolError("gesture script \(displayPath): is a directory") }
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes?[.size] as? NSNumber, size.intValue > GestureScript.maximumByteCount {
                throw ToolError(
                    "gesture script \(displayPath): larger than \(GestureScript.maximumByteCount >> 20) MiB")
            }
            // FileHandle also reads pipes and process substitutions (`<(…)`), which are not regular files.
            guard let handle = FileHandle(forReadingAtPath: url.path) else {
                throw ToolError("gesture script \(displayPath): cannot be read (permission denied?)")
            }
            defer { try? handle.close() }
            do {
                data = try handle.read(upToCount: GestureScript.maximumByteCount + 1) ?? Data()
            } catch {
                throw ToolError("gesture script \(displayPath): cannot be read")
            }
            guard data.count <= GestureScript.maximumByteCount else {
                throw ToolError(
                    "gesture script \(displayPath): larger than \(GestureScript.maximumByteCount >> 20) MiB")
            }
        }
        do {
            return try GestureScript(json: data)
        } catch let error as GestureScriptError {
            throw ToolError("gesture script \(displayPath): \(error)")
        }
    }
}
