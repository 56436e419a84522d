import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// A pieces run's drawable covers where its pieces can go — the view grown by their reach, cut to
/// the window — and no more: a row's run does not pay for the whole window, a full-screen view's for
/// no more than the window, and the view itself is always inside, so its first frame is drawn whole.
@Suite("Pieces drawable")
struct PiecesDrawableTests {
    /// The window of an iPhone 15 (390 × 844 pt), at 3×: 1170 × 2532 px, 11.85 MB a drawable.
    static let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let windowBytes = 1170 * 2532 * 4

    /// `window` in the coordinates of a view at `frame`.
    static func window(seenFrom frame: CGRect) -> CGRect { window.offsetBy(dx: -frame.minX, dy: -frame.minY) }

    /// A 44-pt row in the middle of the window whose pieces drift 8 pt sideways, rise 4 pt and fall
    /// 120 pt: a strip around the row, not the window; its two drawables together weigh less than
    /// half of one window-sized drawable.
    @Test func aRowsDrawableIsTheRowGrownByItsReach() {
        let row = CGRect(x: 16, y: 300, width: 358, height: 44)
        let reach = PiecesReach(left: 8, top: 4, right: 8, bottom: 120)
        let region = PiecesDrawable.region(viewSize: row.size, reach: reach, within: Self.window(seenFrom: row))
        #expect(region == CGRect(x: -8, y: -4, width: 374, height: 168))
        #expect(PiecesDrawable.bytes(region: region, scale: 3) < Self.windowBytes / 2)
    }

    /// A row whose pieces fall out of the window's bottom (the shatter's): from just above the row to
    /// the window's bottom edge, as wide as the row and its drift.
    @Test func aFallingRowsDrawableEndsAtTheWindowsBottom() {
        let row = CGRect(x: 16, y: 300, width: 358, height: 44)
        let window = Self.window(seenFrom: row)
        let reach = PiecesReach(left: 8, top: 4, right: 8, bottom: Double(window.maxY) - 44)
        let region = PiecesDrawable.region(viewSize: row.size, reach: reach, within: window)
        #expect(region == CGRect(x: -8, y: -4, width: 374, height: 548))
    }

    /// A full-screen view: the window exactly, whatever the reach; its drawables are at most two
    /// window-sized ones.
    @Test(arguments: [PiecesReach.zero, PiecesReach(left: 40, top: 300, right: 40, bottom: 2000)])
    func aFullScreenViewsDrawableIsTheWindow(reach: PiecesReach) {
        let region = PiecesDrawable.region(viewSize: Self.window.size, reach: reach, within: Self.window)
        #expect(region == Self.window)
        #expect(PiecesDrawable.bytes(region: region, scale: 3) == 2 * Self.windowBytes)
    }

    /// A view in the window's bottom-right corner: the reach is cut at the window's right and bottom
    /// edges and kept on the left and above.
    @Test func aViewNearTheWindowsEdgeIsCutThere() {
        let corner = CGRect(x: 350, y: 800, width: 40, height: 44)
        let reach = PiecesReach(left: 100, top: 100, right: 100, bottom: 100)
        let region = PiecesDrawable.region(viewSize: corner.size, reach: reach, within: Self.window(seenFrom: corner))
        #expect(region == CGRect(x: -100, y: -100, width: 140, height: 144))
    }

    /// A reach larger than the window in every direction: the window, never more.
    @Test func aReachLargerThanTheWindowIsTheWindow() {
        let view = CGRect(x: 100, y: 200, width: 50, height: 50)
        let reach = PiecesReach(left: 10_000, top: 10_000, right: 10_000, bottom: 10_000)
        let region = PiecesDrawable.region(viewSize: view.size, reach: reach, within: Self.window(seenFrom: view))
        #expect(region == Self.window(seenFrom: view))
    }

    /// A view that sticks out of the window (scrolled partly under its top edge) or lies outside it
    /// (another scene's window): the view is inside the drawable all the same.
    @Test(arguments: [CGRect(x: 16, y: -20, width: 358, height: 44), CGRect(x: 500, y: 100, width: 80, height: 80)])
    func theViewIsAlwaysInside(frame: CGRect) {
        let region = PiecesDrawable.region(
            viewSize: frame.size, reach: PiecesReach(left: 5, top: 5, right: 5, bottom: 5),
            within: Self.window(seenFrom: frame))
        #expect(region.contains(CGRect(origin: .zero, size: frame.size)))
    }

    /// Fractional edges are rounded out to whole points; bad numbers never make a non-finite region.
    @Test func edgesAreWholePointsAndBadInputStaysFinite() {
        let region = PiecesDrawable.region(
            viewSize: CGSize(width: 10.5, height: 20.25),
            reach: PiecesReach(left: 0.5, top: 0.5, right: 0.5, bottom: 0.5),
            within: CGRect(x: -100.5, y: -100.5, width: 500, height: 500))
        #expect(region == CGRect(x: -1, y: -1, width: 12, height: 22))
        for (size, reach, window) in [
            (CGSize(width: 10, height: 10), PiecesReach(left: .nan, top: -5, right: .infinity, bottom: 3), Self.window),
            (
                CGSize(width: CGFloat.nan, height: 10), PiecesReach.zero,
                CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5)
            ),
            (CGSize(width: 10, height: 10), PiecesReach(left: 1, top: 1, right: 1, bottom: 1), CGRect.null),
        ] {
            let region = PiecesDrawable.region(viewSize: size, reach: reach, within: window)
            let finite = [region.minX, region.minY, region.width, region.height].allSatisfy { $0.isFinite }
            #expect(
                finite,
                "\(size) \(reach) \(window): \(region)")
        }
    }
}
