// swift-format-ignore-file
// Generated from README.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// README.md, sample 1 (line 12)
extension SwiftUISampleHost {
    @ViewBuilder var readmeSample1: some View {

        CardView()
            .tearable(cutDirection: .vertical, isBroken: $isTorn) { broke in
                if broke { withAnimation(.spring(duration: 0.8)) { isGone = true } }
            }
    }
}

// README.md, sample 2 (line 53)
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

// README.md, sample 3 (line 68)
#if canImport(UIKit)
extension UIKitSampleHost {
    func readmeSample3(card: UIView, avatar: UIView, placeholder: UIView, presented: UIViewController) {
        let tear = TearInteraction(cutDirection: .vertical) { broke in
            if broke { card.removeFromSuperview() }
        }
        card.addInteraction(tear)      // a pan from an edge tears; scrolls in a UIScrollView still scroll
        tear.isBroken = false          // close it again (animated)

        avatar.tearInTwo { broke in
            if broke { avatar.removeFromSuperview() }
        } alongside: {
            placeholder.alpha = 1    // in the same animation as the halves' flight
        }

        avatar.dust { broke in         // disintegrates into particles that drift away
            if broke { avatar.removeFromSuperview() }
        }
    }
}
#endif
