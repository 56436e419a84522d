// MSLHostCancellation.h: the flag each thread's draws watch, and raising it.
#include "MSLHostCancellation.h"
#include "CancellationCheck.h"

namespace {
/// The flag the calling thread's draws watch.
thread_local const int *watchedFlag = nullptr;
} // namespace

const int *mslhost::watchedCancellation() { return watchedFlag; }

extern "C" const int *mslhost_watch_cancellation(const int *flag) {
    const int *previous = watchedFlag;
    watchedFlag = flag;
    return previous;
}

extern "C" const int *mslhost_watched_cancellation(void) { return watchedFlag; }

extern "C" void mslhost_raise_cancellation(int *flag) {
    if (flag != nullptr) __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
}

extern "C" int mslhost_cancellation_raised(const int *flag) { return mslhost::cancellationRaised(flag) ? 1 : 0; }
