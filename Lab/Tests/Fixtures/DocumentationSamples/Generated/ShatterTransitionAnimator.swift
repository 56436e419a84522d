// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Shatter/ShatterTransitionAnimator.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Shatter/ShatterTransitionAnimator.swift, sample 1 (line 63)
#if canImport(UIKit)
extension UIKitSampleHost {
    func shatterTransitionAnimatorSample1() {
        let shatter = ShatterTransitioningDelegate(configuration: .squares)
        presented.transitioningDelegate = shatter   // keep `shatter` alive: the property is weak
        present(presented, animated: true)
    }
}
#endif

// Sources/TearKit/Effects/Shatter/ShatterTransitionAnimator.swift, sample 2 (line 254)
#if canImport(UIKit)
extension UIKitSampleHost {
    func shatterTransitionAnimatorSample2() {
        let shatter = ShatterTransitioningDelegate(configuration: .squares)
        presented.modalPresentationStyle = .pageSheet
        presented.isModalInPresentation = true   // no swipe down: the sheet shatters when the app dismisses it
        presented.transitioningDelegate = shatter
        present(presented, animated: true)
    }
}
#endif
