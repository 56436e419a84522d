import Foundation

/// Why a file could not be read or written, in the system's own words (`No space left on device`,
/// `Permission denied`): what a person can act on. Never Foundation's error dump
/// (`Error Domain=NSCocoaErrorDomain Code=640 … UserInfo={…}`), and never a path: the caller names
/// the path the user gave, not the staging file the tool was writing.
package enum FileErrorReason {
    /// The reason `error` says, without its path.
    package static func of(_ error: Error) -> String {
        if case APNGWriterError.fileError(_, let reason) = error { return reason }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return systemReason(Int32(truncatingIfNeeded: underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return systemReason(Int32(truncatingIfNeeded: nsError.code)) }
        if nsError.domain == NSCocoaErrorDomain, let code = cocoaCodes[nsError.code] { return systemReason(code) }
        let text = nsError.localizedFailureReason ?? nsError.localizedDescription
        // Foundation's fallback sentence names its error domain; say what failed instead.
        return text.contains("Domain") || text.contains("could not be completed")
            ? "the system refused it (error \(nsError.code))" : text
    }

    /// The system's sentence for `errno` `code`: `No space left on device`.
    package static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Foundation's file error codes that stand for one system error, read as that error.
    private static let cocoaCodes: [Int: Int32] = [
        CocoaError.fileWriteOutOfSpace.rawValue: ENOSPC, CocoaError.fileWriteNoPermission.rawValue: EACCES,
        CocoaError.fileReadNoPermission.rawValue: EACCES, CocoaError.fileWriteVolumeReadOnly.rawValue: EROFS,
        CocoaError.fileNoSuchFile.rawValue: ENOENT, CocoaError.fileReadNoSuchFile.rawValue: ENOENT,
        CocoaError.fileWriteFileExists.rawValue: EEXIST, CocoaError.fileReadTooLarge.rawValue: EFBIG,
    ]
}
