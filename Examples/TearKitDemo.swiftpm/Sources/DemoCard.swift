#if canImport(SwiftUI)
import SwiftUI

/// One card of the deck.
struct DemoCard: Identifiable, Equatable {
    let id: Int

    var title: String { "Card \(id)" }

    var colors: [Color] {
        let palettes: [[Color]] = [
            [.orange, .pink], [.teal, .blue], [.purple, .indigo], [.mint, .green], [.yellow, .orange],
        ]
        return palettes[id % palettes.count]
    }

    /// The first cards on screen.
    static let initialDeck = (1...4).map(DemoCard.init(id:))
}

/// How a card looks; it knows nothing about tearing.
struct DemoCardView: View {
    var card: DemoCard

    var body: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                VStack(spacing: 12) {
                    Image(systemName: "scissors")
                        .font(.system(size: 44, weight: .semibold))
                    Text(card.title)
                        .font(.title.bold())
                    Text("Drag from any edge to tear")
                        .font(.callout)
                        .opacity(0.8)
                }
                .foregroundStyle(.white)
            }
            .frame(width: 260, height: 360)
    }
}

#Preview("Card") {
    DemoCardView(card: DemoCard(id: 1))
        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
        .padding()
}
#endif
