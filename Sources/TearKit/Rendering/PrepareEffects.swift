#if canImport(MetalKit)
import Foundation

/// Sets up the Metal objects TearKit's effects draw with, ahead of the first effect: the device, its
/// command queue, the compiled shader library and the render pipelines of the shatter, the dust and
/// the UIKit tear, and (iOS 18, macOS 15 and later) SwiftUI's compiled tear shaders, built
/// asynchronously (nothing is compiled on the calling thread).
///
/// Call it early — at launch, or when a screen that can shatter appears — so that the first shatter,
/// dust or UIKit tear starts without waiting for Metal:
///
/// ```swift
/// func applicationDidFinishLaunching() {
///     TearKit.prepareEffects()
/// }
/// ```
///
/// Idempotent and cheap to repeat: everything is made once per process and shared by every effect;
/// a second call only checks that the work has started. Without it, each effect prepares what it
/// needs when it first runs (the shatter's intact view stays on screen until its first frame is
/// drawn, so the wait shows nothing). Safe to call from any thread. Where Metal is unavailable it
/// does nothing (the effects then fall back: a cross-fade, or the view left intact).
///
/// The effects' Metal views ask for up to 120 Hz: ProMotion iPads give it; an iPhone gives more than
/// 60 Hz only to an app whose Info.plist sets `CADisableMinimumFrameDurationOnPhone` to `YES`
/// (TearKit cannot set it), otherwise 60 Hz.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public func prepareEffects() {
    MetalContext.shared.prepare()
    #if canImport(SwiftUI)
    TearShaderLibrary.precompileTearShaders()
    #endif
}
#endif
