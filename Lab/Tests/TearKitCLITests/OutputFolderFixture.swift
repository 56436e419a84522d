import Foundation
import TearKitRender

/// What the output-folder suites share: a small input image, and everything a folder holds.
enum OutputFolderFixture {
    /// A 40 × 30 px gradient PNG, `in.png` in `dir`.
    static func gradientInput(in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent("in.png")
        var image = RGBAImage(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { image[x, y] = (UInt8(x * 6), UInt8(y * 8), 120, 255) } }
        try PNGCodec.write(image, to: url)
        return url
    }

    /// Every file and folder under `folder`, recursively, by relative path: a file's bytes, or
    /// `"folder"` for a folder — so two snapshots are equal only if nothing was added, removed or changed.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            files[path] =
                isDirectory.boolValue ? Data("folder".utf8) : try Data(contentsOf: folder.appendingPathComponent(path))
        }
        return files
    }
}
