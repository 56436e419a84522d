#if canImport(SwiftUI)
import SwiftUI

/// `@MainActor` explicitly: the macOS 14.0 SDK's `App` is not main-actor isolated, and without it
/// the struct's default initialiser would be both nonisolated and main-actor isolated.
@main @MainActor
struct TearKitDemoApp: App {
    var body: some Scene {
        WindowGroup("TearKit Demo") {
            DemoView()
        }
    }
}
#endif
