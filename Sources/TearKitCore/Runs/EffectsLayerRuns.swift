import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The bookkeeping of an effects layer (`.effectsLayer()` in SwiftUI): which runs it is drawing,
/// where each one goes, and removing a finished run exactly once. Pure Swift, so it is tested on every
/// platform; the SwiftUI coordinator holds one and draws each entry (a shatter's `MTKView`, a tear in
/// two's flying halves).
///
/// Why a layer: an effect that leaves its view's bounds draws, without one, in the view's own subtree:
/// siblings declared after it draw over it and a clipping container (a `List` row, a `ScrollView`)
/// cuts it off; a tear in two's halves can only fly inside a padding the view pays for every frame. A
/// layer applied near the root draws the runs of every view below it, above all of them, outside
/// their containers, over the whole window.
///
/// Coordinates: everything is in a common space (SwiftUI's `.global`). A run is registered with the
/// view's frame there and its region (in the view's points: for a shatter the drawable, the window as
/// ``Shatter/fallRegion(viewFrame:windowSize:configuration:displayScale:fallDistance:)`` computes it; for a tear in two the
/// view's own bounds, which its halves leave as they fly); ``placement(of:)`` puts that region in the
/// layer's coordinates — only its host changes, never its size.
@_spi(Internal) public struct EffectsLayerRuns<Payload> {
    /// One run being drawn.
    @_spi(Internal) public struct Entry: Identifiable {
        /// The run's key, from ``nextKey()``.
        @_spi(Internal) public let id: Int
        /// The view's frame in the common space when the run started, points.
        @_spi(Internal) public let viewFrame: CGRect
        /// What the run draws into, in the view's points: a shatter's drawable (the window, its
        /// origin usually negative) or a tear in two's view bounds.
        @_spi(Internal) public let region: CGRect
        /// What the layer draws (the SwiftUI run).
        @_spi(Internal) public let payload: Payload
    }

    /// The runs, oldest first (drawn in that order: a newer run's pieces fall over older ones).
    @_spi(Internal) public private(set) var entries: [Entry] = []
    /// The layer's frame in the common space, points (reported by the layer as it is laid out).
    @_spi(Internal) public var layerFrame: CGRect = .zero
    private var lastKey = 0

    /// No runs.
    @_spi(Internal) public init() {}

    /// A key no run of this layer has had.
    @_spi(Internal) public mutating func nextKey() -> Int {
        lastKey += 1
        return lastKey
    }

    /// Starts drawing run `key`; a run already drawn under `key` is replaced (and moves to the top).
    @_spi(Internal) public mutating func add(key: Int, viewFrame: CGRect, region: CGRect, payload: Payload) {
        entries.removeAll { $0.id == key }
        entries.append(Entry(id: key, viewFrame: viewFrame, region: region, payload: payload))
    }

    /// Stops drawing run `key` (finished, or replaced by a newer run of the same view). Returns
    /// whether it was being drawn: `true` once, then `false`.
    @discardableResult
    @_spi(Internal) public mutating func remove(key: Int) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == key }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Whether run `key` is being drawn.
    @_spi(Internal) public func contains(key: Int) -> Bool { entries.contains { $0.id == key } }

    /// Where `entry`'s drawable goes in the layer's coordinates, points: its region moved from the
    /// view's coordinates into the layer's (by the view's offset from the layer). Its size is the
    /// region's: the layer never enlarges a drawable. Non-finite frames count as at the origin.
    @_spi(Internal) public func placement(of entry: Entry) -> CGRect {
        func finite(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
        let dx = finite(entry.viewFrame.minX) - finite(layerFrame.minX)
        let dy = finite(entry.viewFrame.minY) - finite(layerFrame.minY)
        return CGRect(
            x: finite(entry.region.minX) + dx, y: finite(entry.region.minY) + dy,
            width: entry.region.width, height: entry.region.height)
    }
}
