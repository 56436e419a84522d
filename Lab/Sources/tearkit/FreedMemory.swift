#if canImport(Glibc)
import Glibc
#endif

/// How the tool keeps its memory down while it renders big frames one after another.
enum FreedMemory {
    /// Makes glibc's `malloc` give every block of 1 MiB or more straight back to the system when it is
    /// freed. By default glibc raises that threshold as large blocks are freed and keeps them in its
    /// per-thread heaps, so a render's resident memory would grow to many frames' worth, although only
    /// a few frames are alive at once. Elsewhere (macOS) this does nothing.
    static func returnLargeBlocksToTheSystem() {
        #if canImport(Glibc)
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
        _ = mallopt(-3, 1 << 20)  // M_MMAP_THRESHOLD in <malloc.h>: fixed, so never raised again
        #endif
    }
}
