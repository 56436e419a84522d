#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The window a shatter run starts in, read when it starts.
enum ShatterWindow {
    /// The window's size, points: on iOS the key window of the foreground scene. SwiftUI does not
    /// expose the window, and a `UIViewRepresentable` probe in the view's tree would show as a
    /// placeholder inside any shader effect around it, so UIKit is asked once, when a run starts.
    /// `nil` where it cannot be known (macOS; no foreground scene): the window is then estimated
    /// from the view's place (``TearKitCore/Shatter/fallRegion(viewFrame:windowSize:fallDistance:)``).
    @MainActor static func size() -> CGSize? {
        #if canImport(UIKit) && !os(watchOS)
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let active = scenes.filter { $0.activationState == .foregroundActive }
        let candidates = active.isEmpty ? scenes : active
        guard let window = candidates.lazy.compactMap(\.keyWindow).first ?? candidates.first?.windows.first else { return nil }
        let size = window.bounds.size
        return size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite ? size : nil
        #else
        return nil
        #endif
    }
}
#endif
