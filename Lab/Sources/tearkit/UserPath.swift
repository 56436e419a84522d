import Foundation

extension URL {
    /// The file or folder at `path` exactly as the user wrote it, relative to the current folder. A
    /// leading `~` is a name like any other: the shell replaces an unquoted `~` with the home folder
    /// before the tool sees it, so one that reaches the tool was quoted (`'~/x'`) and names a folder
    /// `~` in the current folder, as it does for every other program; Foundation alone would put the
    /// home folder in its place.
    init(userPath path: String) {
        if path.hasPrefix("~") {
            self = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                .appendingPathComponent(path)
        } else {
            self = URL(fileURLWithPath: path)
        }
    }
}
