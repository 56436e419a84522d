import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two existing paths in one step of the file system, so no moment exists at which neither is
/// in place: Linux's `renameat2(RENAME_EXCHANGE)` (kernel 3.15, glibc 2.28) or macOS's
/// `renamex_np(RENAME_SWAP)`. Both are looked up at run time; where neither exists, or the file
/// system refuses, ``swap(_:_:)`` reports that and the caller falls back to two renames. Tests force
/// that fallback with the environment variable `TEARKIT_TEST_NO_EXCHANGE`.
enum DirectoryExchange {
    #if os(Linux)
    private typealias Exchange =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let exchange: Exchange? = dlsym(dlopen(nil, RTLD_NOW), "renameat2").map {
        unsafeBitCast($0, to: Exchange.self)
    }
    private static let renameExchange: UInt32 = 1 << 1  // RENAME_EXCHANGE in <linux/fs.h>
    #elseif canImport(Darwin)
    private typealias Exchange = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
    private static let exchange: Exchange? = dlsym(dlopen(nil, RTLD_NOW), "renamex_np").map {
        unsafeBitCast($0, to: Exchange.self)
    }
    private static let renameSwap: UInt32 = 1 << 1  // RENAME_SWAP in <stdio.h>
    #endif

    /// Exchanges the entries at `a` and `b` atomically.
    /// - Returns: `true` when swapped; `false` when this system or file system cannot swap (nothing changed).
    /// - Throws: `POSIXError` for any other failure (nothing changed).
    static func swap(_ a: URL, _ b: URL) throws -> Bool {
        #if os(Linux) || canImport(Darwin)
        guard let exchange, ProcessInfo.processInfo.environment["TEARKIT_TEST_NO_EXCHANGE"] == nil else { return false }
        #if os(Linux)
        let status = exchange(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange)
        #else
        let status = exchange(a.path, b.path, renameSwap)
        #endif
        if status == 0 { return true }
        let code = errno
        if code == EINVAL || code == ENOSYS || code == ENOTSUP { return false }
        throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        #else
        return false
        #endif
    }
}
