#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// A deck of cards: the top one can be torn; once it breaks it falls away with a spring and
/// fades, then it is removed and a new card joins the bottom of the deck.
struct CardStackView: View {
    var settings: TearSettings
    /// The top card's tear progress, `0...1`, for the readout.
    @Binding var progress: Double
    /// A short description of the last finished tear, for the readout.
    @Binding var lastResult: String
    /// The top card's broken state; the panel's buttons set it to break or restore the card.
    @Binding var topCardBroken: Bool

    @State private var cards = DemoCard.initialDeck
    @State private var fallingCardID: DemoCard.ID?
    @State private var nextCardID = DemoCard.initialDeck.count + 1

    var body: some View {
        ZStack {
            ForEach(cards.reversed()) { card in
                cardView(card, depth: cards.firstIndex(of: card) ?? 0)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func cardView(_ card: DemoCard, depth: Int) -> some View {
        let isTop = depth == 0
        let isFalling = card.id == fallingCardID
        return DemoCardView(card: card)
            .tearable(
                isBroken: isTop ? $topCardBroken : nil,
                configuration: settings.configuration,
                hapticsEnabled: settings.hapticsEnabled
            ) { broke in
                guard isTop else { return }
                lastResult = broke ? "Broke" : "Recovered"
                if broke { drop(card) }
            } onProgressChanged: { value in
                if isTop { progress = value }
            }
            // After `tearable`, so the shadow follows the torn halves (a shadow inside the torn
            // content would be cut off at the card's frame while the tear is open).
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
            .allowsHitTesting(isTop && !isFalling)
            // The reaction to a break belongs to the host: fall, tilt and fade.
            .rotationEffect(.degrees(isFalling ? 14 : 0), anchor: .bottom)
            .offset(y: isFalling ? 700 : CGFloat(depth) * 10)
            .scaleEffect(isFalling ? 1 : 1 - CGFloat(depth) * 0.04)
            .opacity(isFalling ? 0 : 1)
            .accessibilityHidden(!isTop)
    }

    /// Lets a broken card fall, then replaces it with a new card at the bottom of the deck.
    private func drop(_ card: DemoCard) {
        withAnimation(.spring(duration: 0.8, bounce: 0.25)) {
            fallingCardID = card.id
        } completion: {
            cards.removeAll { $0.id == card.id }
            cards.append(DemoCard(id: nextCardID))
            nextCardID += 1
            fallingCardID = nil
            topCardBroken = false
            progress = 0
        }
    }
}

#Preview("Card stack") {
    CardStackView(
        settings: TearSettings(),
        progress: .constant(0),
        lastResult: .constant("–"),
        topCardBroken: .constant(false)
    )
}
#endif
