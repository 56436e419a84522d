// swift-format-ignore-file
// Generated from README.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// README.md, sample 2 (line 62)
extension SwiftUISampleHost {
    @ViewBuilder var readmeSample2: some View {
        card.tearable(cutDirection: .vertical, isBroken: $isTorn) { broke in if broke { isGone = true } }
        ticket.shatter(isBroken: isShattered) { broke in print(broke ? "fallen" : "assembled") }
        if showTicket { TicketView().shatterTransition(.squares) }
        card.dust(isBroken: isGone) { broke in print(broke ? "gone" : "whole") }
        if showsBanner { Banner().dustTransition(DustConfiguration(direction: .pi)) }   // from the right edge
        NavigationStack { TicketList() }.effectsLayer()   // the pieces fall over the whole app, not inside a row
        avatar.tearInTwo(isBroken: isDeleting) { broke in if broke { model.deletePhoto() } }
        if showsAvatar { Avatar().transition(.tearInTwo) }
        photo.rippleEffect(at: origin, trigger: taps, configuration: .pulse)
        if showsBanner { Banner().transition(.shift) }
    }
}

// README.md, sample 3 (line 77)
#if canImport(UIKit)
extension UIKitSampleHost {
    func readmeSample3() {
        // In a view controller whose `card`, `avatar` and `placeholder` are views it shows.
        let tear = TearInteraction(cutDirection: .vertical) { [weak card] broke in
            if broke { card?.removeFromSuperview() }   // weakly: the card keeps the interaction
        }
        card.addInteraction(tear)      // a pan from an edge tears; a scroll along a UIScrollView still scrolls
        tear.isBroken = false          // close it again (animated)

        avatar.tearInTwo { broke in
            if broke { self.avatar.removeFromSuperview() }
        } alongside: {
            self.placeholder.alpha = 1    // in the same animation as the halves' flight
        }

        avatar.dust { broke in         // disintegrates into particles that drift away
            if broke { self.avatar.removeFromSuperview() }
        }
    }
}
#endif
