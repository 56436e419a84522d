// Stopping MSLHost's draws from another thread, mid-frame.
//
// A draw in progress — a layer effect (`mslhost_run_layer_effect`) or instanced quads
// (`mslhost_draw_instanced_quads`) — checks the cancellation flag its thread watches every few rows
// of pixels (and every few hundred quads): once the flag is raised it stops there and its call
// returns `MSLHOST_CANCELLED`, its output holding a frame drawn only in part. A flag is an `int`
// its owner allocates, 0 until raised; it is read and raised atomically, so any thread (one that
// handles a signal, say) may raise it while others draw.
#ifndef TEARKIT_MSLHOST_CANCELLATION_H
#define TEARKIT_MSLHOST_CANCELLATION_H

#ifdef __cplusplus
extern "C" {
#endif

/// Makes the draws of the calling thread watch `flag` (NULL: no flag, they always finish); returns
/// the flag they watched before, for the caller to restore.
const int *mslhost_watch_cancellation(const int *flag);

/// The flag the draws of the calling thread watch (NULL: none).
const int *mslhost_watched_cancellation(void);

/// Raises `flag`: every draw watching it stops at its next check, and every later one at its first.
void mslhost_raise_cancellation(int *flag);

/// Whether `flag` has been raised (0 for NULL).
int mslhost_cancellation_raised(const int *flag);

#ifdef __cplusplus
}
#endif

#endif // TEARKIT_MSLHOST_CANCELLATION_H
