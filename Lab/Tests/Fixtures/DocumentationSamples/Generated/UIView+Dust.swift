// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Dust/UIView+Dust.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Dust/UIView+Dust.swift, sample 1 (line 18)
#if canImport(UIKit)
extension UIKitSampleHost {
    func uIViewDustSample1() {
        avatar.dust { broke in
            if broke { self.avatar.removeFromSuperview() }
        }
    }
}
#endif
