#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// How far the halves of a tear in two may fly when they fly over a window (an effects layer, or a
/// frame `tearkit render --crop-to-input` draws): far enough to part and turn, never so far that they
/// leave the window while they can still be seen.
///
/// Each half must still show at least ``keptShare`` of what it showed of itself at rest when the
/// fade begins (``TearInTwoConfiguration/fadeStart``); before that it shows more, so the halves are
/// visible and moving until the last 30 % of their flight and then fade — they never drop out of the
/// window at once. A window much larger than the view keeps the whole fly-out (reach 1); a window
/// the view's own size (a full-screen view) gives a short, slower flight over the same duration.
@_spi(Internal) public enum TearInTwoWindowReach {
    /// The share of its visible area at rest each half keeps in the window when the fade begins: ½.
    @_spi(Internal) public static let keptShare = 0.5

    /// The furthest reach (0…1 of the fly-out at the end of the run) that keeps both halves of `path`
    /// at least ``keptShare`` in `window` (the window's rectangle in the view's points) when they start
    /// to fade. 1 when the window is not finite or has no area, or the view does not show in it at rest.
    @_spi(Internal) public static func reach(path: TearInTwoPath, flyOut: TearInTwoFlyOut, window: CGRect) -> Double {
        let values = [window.minX, window.minY, window.width, window.height].map { Double($0) }
        guard values.allSatisfy(\.isFinite), window.width > 0, window.height > 0,
            path.viewSize.width > 0, path.viewSize.height > 0
        else { return 1 }
        let fading = TearInTwoConfiguration.flightProgress(TearInTwoConfiguration.fadeStart)
        let halves: [(outline: [CGPoint], place: (Double) -> TearInTwoFlyOut.Placement)] = [
            (path.leftHalf, flyOut.left(at:)), (path.rightHalf, flyOut.right(at:)),
        ]
        let atRest = halves.map {
            visibleArea(of: $0.outline, placedAt: $0.place(0), viewSize: path.viewSize, in: window)
        }
        guard atRest.allSatisfy({ $0 > 0 }) else { return 1 }
        func keeps(_ reach: Double) -> Bool {
            zip(halves, atRest).allSatisfy { half, rest in
                visibleArea(of: half.outline, placedAt: half.place(reach * fading), viewSize: path.viewSize, in: window)
                    >= keptShare * rest
            }
        }
        if keeps(1) { return 1 }
        // The visible share only falls as the halves fly out: bisect for the furthest reach that keeps it.
        var inside = 0.0, outside = 1.0
        for _ in 0..<20 {
            let middle = (inside + outside) / 2
            if keeps(middle) { inside = middle } else { outside = middle }
        }
        return inside
    }

    /// The area, in square points, of `outline` (a polygon in the view's points) moved and turned by
    /// `placement` about its anchor in a `viewSize` view, that lies inside `window`.
    @_spi(Internal) public static func visibleArea(
        of outline: [CGPoint], placedAt placement: TearInTwoFlyOut.Placement,
        viewSize: CGSize, in window: CGRect
    ) -> Double {
        let anchorX = Double(placement.anchor.x * viewSize.width),
            anchorY = Double(placement.anchor.y * viewSize.height)
        let cosine = cos(placement.rotation), sine = sin(placement.rotation)
        var polygon: [(x: Double, y: Double)] = outline.map { point in
            let qx = Double(point.x) - anchorX, qy = Double(point.y) - anchorY
            return (
                cosine * qx - sine * qy + anchorX + Double(placement.offset.width),
                sine * qx + cosine * qy + anchorY + Double(placement.offset.height)
            )
        }
        // Sutherland–Hodgman against the window's four edges: each keeps the side where `inside` ≥ 0.
        let edges: [((x: Double, y: Double)) -> Double] = [
            { $0.x - Double(window.minX) }, { Double(window.maxX) - $0.x },
            { $0.y - Double(window.minY) }, { Double(window.maxY) - $0.y },
        ]
        for inside in edges {
            guard !polygon.isEmpty else { break }
            var clipped: [(x: Double, y: Double)] = []
            clipped.reserveCapacity(polygon.count + 4)
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { clipped.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    clipped.append((a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)))
                }
            }
            polygon = clipped
        }
        guard polygon.count >= 3 else { return 0 }
        var twice = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            twice += a.x * b.y - b.x * a.y
        }
        let area = abs(twice) / 2
        return area.isFinite ? area : 0
    }
}
