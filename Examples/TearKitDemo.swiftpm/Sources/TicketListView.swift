#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Tearable rows in a scrolling `List`: vertical drags that start inside a row scroll the list;
/// horizontal drags from a row's left or right edge tear it off. `cutDirection: .horizontal`
/// keeps a vertical scroll that starts at a row's top edge from starting a tear, and a vertical
/// scroll that starts near a row's left or right edge never locks a tear either.
struct TicketListView: View {
    var settings: TearSettings
    @State private var tickets = Array(1...20)

    var body: some View {
        List {
            ForEach(tickets, id: \.self) { ticket in
                TicketRow(number: ticket)
                    .tearable(
                        maxGapWidth: 18,
                        cutDirection: .horizontal,
                        hapticsEnabled: settings.hapticsEnabled,
                        onCompletion: { broke in
                            guard broke else { return }
                            withAnimation(.snappy) {
                                tickets.removeAll { $0 == ticket }
                            }
                        }
                    )
            }
        }
    }
}

/// How a ticket looks.
struct TicketRow: View {
    var number: Int

    var body: some View {
        HStack {
            Image(systemName: "ticket.fill")
            Text("Ticket #\(number)")
                .font(.headline)
            Spacer()
            Text("Tear from the side")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 10))
    }
}

#Preview("Tickets") {
    TicketListView(settings: TearSettings())
}
#endif
