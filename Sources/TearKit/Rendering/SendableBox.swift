#if canImport(SwiftUI)
/// An immutable object handed between the main actor and a background thread: Metal's pipeline
/// states, buffers and textures (safe to use from any thread once made; the iOS 26 SDK marks them
/// `Sendable`, earlier SDKs do not say so in Swift) and a finished `CGImage` (immutable).
struct SendableBox<Object>: @unchecked Sendable {
    let object: Object
    init(_ object: Object) { self.object = object }
}
#endif
