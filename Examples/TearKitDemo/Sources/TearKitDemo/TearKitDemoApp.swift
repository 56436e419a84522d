#if canImport(SwiftUI)
import SwiftUI

/// `@MainActor` explicitly: the macOS 14.0 SDK's `App` is not main-actor isolated, and without it
/// the struct's default initialiser would be both nonisolated and main-actor isolated.
@main @MainActor
struct TearKitDemoApp: App {
    #if os(macOS)
    @NSApplicationDelegateAdaptor(DemoAppDelegate.self) private var appDelegate
    #endif

    var body: some Scene {
        WindowGroup("TearKit Demo") {
            DemoView()
        }
    }
}

#if os(macOS)
/// Brings the window to the front when the demo is started with `swift run` from a terminal,
/// where it would otherwise open behind the terminal without a Dock icon.
final class DemoAppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        NSApplication.shared.setActivationPolicy(.regular)
        NSApplication.shared.activate()
    }
}
#endif

#else
/// SwiftUI is Apple-only: on other platforms the demo only explains itself.
@main
struct TearKitDemoApp {
    static func main() {
        print("TearKitDemo needs SwiftUI (macOS 14, iOS 17 or visionOS 1). On Linux, try `swift run tearkit simulate` in the root package.")
    }
}
#endif
