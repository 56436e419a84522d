import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How many cores this process may run on: the renderers start one frame per core.
///
/// On Linux that is the CPUs of the process's affinity mask (`taskset -c 0`, a container's cpuset),
/// which Foundation's `activeProcessorCount` does not consult: two workers on one allowed core would
/// only take turns, each evicting the other's frame from the caches. Elsewhere, or when the mask
/// cannot be read, `activeProcessorCount`. At least 1.
package enum UsableCores {
    /// The count, read once.
    package static let count: Int = {
        let online = max(ProcessInfo.processInfo.activeProcessorCount, 1)
        #if canImport(Glibc)
        // glibc's sched_getaffinity (declared only with _GNU_SOURCE, so looked up by name), into a
        // mask of 1024 CPUs.
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "sched_getaffinity") {
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            var mask = [UInt64](repeating: 0, count: 16)
            // Sixteen words: the buffer has an address.
            let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
            let allowed = mask.reduce(0) { $0 + $1.nonzeroBitCount }
            if status == 0, allowed > 0 { return min(allowed, online) }
        }
        #endif
        return online
    }()
}
