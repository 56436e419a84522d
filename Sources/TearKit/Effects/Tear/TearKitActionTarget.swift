#if canImport(UIKit)
import UIKit

/// Calls a closure from UIKit's target–action APIs (a gesture recogniser, a display link), which
/// retain nothing or retain their target strongly: the owner keeps this object and the closure
/// captures the owner weakly.
@MainActor
final class TearKitActionTarget: NSObject {
    private let handler: @MainActor () -> Void

    init(_ handler: @escaping @MainActor () -> Void) {
        self.handler = handler
    }

    /// Calls the closure.
    func run() {
        handler()
    }

    #if canImport(ObjectiveC)
    /// The action message.
    @objc func fire() {
        handler()
    }

    /// The selector of ``fire()``.
    static var action: Selector? { #selector(fire) }
    #else
    /// Without the Objective-C runtime (the Linux stand-in type-check) there is no selector.
    static var action: Selector? { nil }
    #endif
}
#endif
