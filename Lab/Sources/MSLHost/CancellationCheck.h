// The draws' side of MSLHostCancellation.h: which flag the calling thread watches, and the cheap
// check the pixel loops make every few rows.
#ifndef TEARKIT_MSLHOST_CANCELLATION_CHECK_H
#define TEARKIT_MSLHOST_CANCELLATION_CHECK_H

namespace mslhost {

/// The flag the draws of the calling thread watch (NULL: none); read once at a draw's start.
const int *watchedCancellation();

/// Whether `flag` has been raised: one relaxed atomic load (NULL: never).
inline bool cancellationRaised(const int *flag) {
    return flag != nullptr && __atomic_load_n(flag, __ATOMIC_RELAXED) != 0;
}

} // namespace mslhost

#endif // TEARKIT_MSLHOST_CANCELLATION_CHECK_H
