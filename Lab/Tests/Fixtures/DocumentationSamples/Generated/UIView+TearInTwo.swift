// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/TearInTwo/UIView+TearInTwo.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/TearInTwo/UIView+TearInTwo.swift, sample 1 (line 15)
#if canImport(UIKit)
extension UIKitSampleHost {
    func uIViewTearInTwoSample1() {
        avatar.tearInTwo { broke in
            if broke { self.avatar.removeFromSuperview() }
        }
    }
}
#endif

// Sources/TearKit/Effects/TearInTwo/UIView+TearInTwo.swift, sample 2 (line 59)
#if canImport(UIKit)
extension UIKitSampleHost {
    func uIViewTearInTwoSample2() {
        avatar.tearInTwo(onCompletion: { _ in self.avatar.removeFromSuperview() }, alongside: {
            self.placeholder.alpha = 1
        })
    }
}
#endif
