import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// Tear in two within a budget: the padded layer is at most 3 × the view's area and never beyond the
/// window, the halves fly inside it (or out of the window) for the whole run, the sample offset is
/// one value for the run, and the path sent to the shader is at most 512 floats.
@Suite("Tear in two room")
struct TearInTwoRoomTests {
    static let sizes = [
        CGSize(width: 393, height: 852), CGSize(width: 300, height: 180), CGSize(width: 40, height: 600),
        CGSize(width: 900, height: 60), CGSize(width: 1, height: 1),
    ]

    @Test(arguments: sizes)
    func theRoomIsAtMostThreeTimesTheViewsAreaAndHoldsTheViewInItsMiddle(size: CGSize) {
        for configuration in [
            TearInTwoConfiguration(), TearInTwoConfiguration(rotation: .pi, distance: 5000),
            TearInTwoConfiguration(rotation: 0, distance: 10),
        ] {
            let room = TearInTwoRoom(configuration: configuration, viewSize: size).bounds
            #expect(room.width * room.height <= 3 * size.width * size.height + 1e-6, "\(size) \(room)")
            #expect(room.contains(CGRect(origin: .zero, size: size)))
            #expect(
                abs(-room.minX - (room.maxX - size.width)) < 1e-9 && abs(-room.minY - (room.maxY - size.height)) < 1e-9)
        }
    }

    @Test func aFullScreenIPhoneViewGetsAbout3TimesItsAreaNot9() {
        let size = CGSize(width: 393, height: 852)
        let old = TearInTwoConfiguration().flyOut(viewWidth: 393).centredBounds(
            of: size, tear: TearInTwoConfiguration().path(viewSize: size))
        #expect(old.width * old.height > 6 * 393 * 852, "the unbudgeted flight room is several times the view")
        let room = TearInTwoConfiguration().layerBounds(viewSize: size)
        #expect(room.width * room.height > 2.5 * 393 * 852, "the budget is used, not wasted")
    }

    @Test func theRoomNeverGoesBeyondTheWindow() {
        let size = CGSize(width: 200, height: 100)
        // The view 30 pt from the window's left edge and 50 pt from its top, in a 393 × 852 window.
        let window = CGRect(x: -30, y: -50, width: 393, height: 852)
        let room = TearInTwoRoom(configuration: TearInTwoConfiguration(), viewSize: size, window: window).bounds
        #expect(
            room.minX >= window.minX && room.minY >= window.minY && room.maxX <= window.maxX
                && room.maxY <= window.maxY, "\(room)")
        #expect(room.width > size.width, "room where the window has it")
    }

    /// A window with room at the sides but little above or below the view: the room still ends at the
    /// window's top and bottom (the halves fall, so the flight wants far more room down than the
    /// window has), whichever of the two is the tighter.
    @Test(arguments: [(above: 10.0, below: 400.0), (above: 400.0, below: 10.0), (above: 12.0, below: 12.0)])
    func theRoomNeverGoesBeyondTheWindowVertically(margins: (above: Double, below: Double)) {
        let size = CGSize(width: 200, height: 100)
        // 600 pt free on both sides, so only the window's top or bottom can limit the room.
        let window = CGRect(x: -600, y: -margins.above, width: 1400, height: 100 + margins.above + margins.below)
        let configuration = TearInTwoConfiguration()
        let unlimited = TearInTwoRoom(configuration: configuration, viewSize: size).bounds
        #expect(
            -unlimited.minY > min(margins.above, margins.below) + 5, "without a window the room is taller: \(unlimited)"
        )
        let room = TearInTwoRoom(configuration: configuration, viewSize: size, window: window).bounds
        #expect(room.minY >= window.minY && room.maxY <= window.maxY, "\(room) beyond \(window) vertically")
        #expect(room.minX >= window.minX && room.maxX <= window.maxX, "\(room) beyond \(window) at the sides")
        #expect(room.width > size.width, "room at the sides, where the window has it: \(room)")
    }

    /// The room cannot hold the whole flight: the halves fly a shorter way over the whole run, visible
    /// and moving until its last 30 %, and never past the room's edge while they can be seen.
    @Test(arguments: sizes.dropLast())
    func theHalvesFlyInsideTheRoomForTheWholeRun(size: CGSize) {
        let configuration = TearInTwoConfiguration()
        let room = TearInTwoRoom(configuration: configuration, viewSize: size)
        let flyOut = configuration.flyOut(viewWidth: Double(size.width)), path = configuration.path(viewSize: size)
        #expect(room.flightReach > 0 && room.flightReach < 1, "the budgeted room is smaller than the whole flight")
        var last = 0.0
        for step in 0...200 {
            let time = Double(step) / 200
            let progress = room.flightProgress(atTime: time)
            let flown = flyOut.bounds(of: size, through: progress, tear: path)
            #expect(
                flown.minX >= room.bounds.minX - 1 && flown.maxX <= room.bounds.maxX + 1
                    && flown.minY >= room.bounds.minY - 1 && flown.maxY <= room.bounds.maxY + 1,
                "at \(time) the halves are at \(flown), beyond \(room.bounds)")
            if time > TearInTwoConfiguration.crackShare { #expect(progress > last, "not moving at \(time)") }
            // Whole through the crack and 70 % of the flight's time: 0.3 + 0.7 × 0.7 = 0.79.
            if time <= 0.79 { #expect(room.opacity(atTime: time) >= 1 - 1e-9, "fading at \(time)") }
            last = progress
        }
        #expect(room.opacity(atTime: 1) == 0)
        #expect(room.phase(atTime: 0.95) == .parting && room.phase(atTime: 1) == .faded)
    }

    /// A full-screen view in a known window (an effects layer's, or the frame of `tearkit render
    /// --crop-to-input`): the halves part and turn for the whole run, but only so far that each still
    /// shows at least half of itself when the fade begins — they never fly out of the window before
    /// they can fade, and they do move.
    @Test func aFullScreenViewsHalvesStayHalfInTheWindowUntilTheyFade() {
        let size = CGSize(width: 393, height: 852)
        let configuration = TearInTwoConfiguration()
        let window = CGRect(origin: .zero, size: size)
        let room = TearInTwoRoom(configuration: configuration, viewSize: size, window: window)
        #expect(room.flightReach > 0.05 && room.flightReach < 1, "reach \(room.flightReach)")
        #expect(room.bounds == window, "the window is the room: nothing to pad")
        let path = configuration.path(viewSize: size), flyOut = configuration.flyOut(viewWidth: 393)
        let fading = room.flightProgress(atTime: TearInTwoConfiguration.fadeStart)
        for (outline, place) in [(path.leftHalf, flyOut.left(at:)), (path.rightHalf, flyOut.right(at:))] {
            let whole = TearInTwoPath.area(of: outline)
            let shown = TearInTwoWindowReach.visibleArea(
                of: outline, placedAt: place(fading), viewSize: size, in: window)
            #expect(shown >= 0.5 * whole - 1, "only \(shown / whole) of a half in the window when it starts to fade")
            #expect(shown < 0.9 * whole, "the halves hardly move: \(shown / whole) still in the window")
        }
        #expect(room.opacity(atTime: 0.75) == 1)
    }

    /// A window far larger than the view keeps the whole fly-out: the halves fly their whole way.
    @Test func aWindowFarLargerThanTheViewKeepsTheWholeFlight() {
        let size = CGSize(width: 100, height: 80)
        let path = TearInTwoPath(viewSize: size, seed: 2), flyOut = TearInTwoConfiguration().flyOut(viewWidth: 100)
        #expect(
            TearInTwoWindowReach.reach(
                path: path, flyOut: flyOut, window: CGRect(x: -2000, y: -2000, width: 4100, height: 4080)) == 1)
        #expect(TearInTwoWindowReach.reach(path: path, flyOut: flyOut, window: .zero) == 1, "no window known")
        #expect(
            TearInTwoWindowReach.reach(
                path: path, flyOut: flyOut, window: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == 1)
    }

    @Test func theVisibleAreaIsThePartOfTheMovedHalfInsideTheWindow() {
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let size = CGSize(width: 10, height: 10), window = CGRect(x: 0, y: 0, width: 10, height: 10)
        func area(_ placement: TearInTwoFlyOut.Placement) -> Double {
            TearInTwoWindowReach.visibleArea(of: square, placedAt: placement, viewSize: size, in: window)
        }
        #expect(abs(area(.init(offset: .zero, rotation: 0)) - 100) < 1e-9)
        #expect(abs(area(.init(offset: CGSize(width: -5, height: 0), rotation: 0)) - 50) < 1e-9)
        #expect(area(.init(offset: CGSize(width: 30, height: 0), rotation: 0)) == 0)
        // Half a turn about the middle of the bottom edge: the square stands below the window.
        #expect(area(.init(offset: .zero, rotation: .pi)) < 1e-9)
    }

    /// A full-width row in a known window: the room grows up and down to the budget, within the window
    /// (not the same padding above and below), and the halves travel well beyond the 16–20 pt a
    /// symmetric estimate of the window allowed.
    @Test func aFullWidthRowsHalvesRiseWithinTheWindow() {
        let size = CGSize(width: 390, height: 60)
        let window = CGRect(x: 0, y: -300, width: 390, height: 844)
        let configuration = TearInTwoConfiguration()
        let room = TearInTwoRoom(configuration: configuration, viewSize: size, window: window)
        #expect(
            room.bounds.minX >= 0 && room.bounds.maxX <= 390, "no padding beyond the window's sides: \(room.bounds)")
        #expect(room.bounds.width * room.bounds.height <= 3 * 390 * 60 + 1e-6)
        let flown = configuration.flyOut(viewWidth: 390).bounds(
            of: size, through: room.flightReach, tear: configuration.path(viewSize: size))
        let travel = max(-Double(flown.minY), Double(flown.maxY) - 60)
        #expect(travel > 40, "the halves travel only \(travel) pt beyond the row")
    }

    /// The window on one side only: the room follows the flight where the window has space for it,
    /// not the same padding on both sides.
    @Test func theRoomWithAWindowNeedNotBeCentred() {
        let size = CGSize(width: 100, height: 100)
        // The view at the window's left edge, 500 pt of window to its right.
        let room = TearInTwoRoom(
            configuration: TearInTwoConfiguration(), viewSize: size,
            window: CGRect(x: 0, y: -400, width: 600, height: 900))
        #expect(room.bounds.minX == 0 && room.bounds.maxX > 150, "\(room.bounds)")
        #expect(room.bounds.width * room.bounds.height <= 3 * 100 * 100 + 1e-6)
    }

    @Test func theSampleOffsetIsOneValueForTheRunAndCoversEveryVisibleFrame() {
        let size = CGSize(width: 393, height: 852), configuration = TearInTwoConfiguration()
        let room = TearInTwoRoom(configuration: configuration, viewSize: size)
        var offsets = Set<String>()
        for step in 0...100 {
            let time = Double(step) / 100
            let uniforms = TearInTwoUniforms(configuration: configuration, viewSize: size, time: time, room: room)
            offsets.insert("\(uniforms.maxSampleOffset)")
            if uniforms.opacity > 0 {
                // This frame's own reach: the halves where the room's shorter flight has them.
                var frame = uniforms
                frame.runSampleOffset = nil
                #expect(frame.maxSampleOffset.width <= uniforms.maxSampleOffset.width + 1e-9, "time \(time)")
            }
        }
        #expect(offsets.count == 1, "maxSampleOffset changes during the run: \(offsets)")
        #expect(room.maxSampleOffset.width <= room.bounds.width && room.maxSampleOffset.height <= room.bounds.height)
    }

    @Test func thePathSentToTheShaderIsAtMost512Floats() {
        for height in [10.0, 511, 852, 2556, 1e6] {
            let uniforms = TearInTwoUniforms(
                configuration: TearInTwoConfiguration(), viewSize: CGSize(width: 393, height: height), time: 0.5)
            let floats = uniforms.argumentValues.compactMap { value -> Int? in
                if case .floatArray(let values) = value { return values.count }
                return nil
            }
            #expect(floats.count == 1 && floats[0] <= 512 && floats[0] >= 2, "\(height): \(floats)")
        }
    }

    @Test func aCoarserPathWandersAsFarPerPointDown() {
        // 2556 pt tall: 5-pt steps; the sideways step scales with them, so the slope bound holds.
        let path = TearInTwoPath(viewSize: CGSize(width: 393, height: 2555), maxStep: 3, seed: 5)
        let steps = zip(path.points, path.points.dropFirst())
        #expect(steps.allSatisfy { b in abs(b.1.x - b.0.x) <= 3 * (b.1.y - b.0.y) + 1e-9 })
        #expect(steps.contains { b in abs(b.1.x - b.0.x) > 3 }, "steps taller than 1 pt wander further than 3 pt")
    }

    /// A view scrolled partly out of the window (its top 50 pt above the window's top): the room still
    /// holds the whole view, and the layer SwiftUI allocates for it stays within 3 × the view's area.
    @Test func aWindowThatCutsOffTheViewStillGivesARoomHoldingTheView() {
        let size = CGSize(width: 100, height: 100)
        let window = CGRect(x: 0, y: 50, width: 600, height: 900)
        let room = TearInTwoRoom(configuration: TearInTwoConfiguration(), viewSize: size, window: window)
        #expect(room.bounds.contains(CGRect(origin: .zero, size: size)), "\(room.bounds)")
        let pad = TearInTwoFlightPlan(configuration: TearInTwoConfiguration(), viewSize: size, window: window).padding
        let area = (100 + pad.left + pad.right) * (100 + pad.top + pad.bottom)
        #expect(area <= 3 * 100 * 100, "\(pad)")
    }

    /// With a limit (a frame `tearkit render` draws), the room stays inside it and the halves fly only
    /// part of their way when it cannot hold the whole flight.
    @Test func aLimitHoldsTheRoomAndShortensTheFlight() {
        let limit = CGRect(x: -20, y: -10, width: 240, height: 120)
        let room = TearInTwoRoom(
            configuration: TearInTwoConfiguration(), viewSize: CGSize(width: 200, height: 100), limit: limit)
        #expect(limit.contains(room.bounds), "\(room.bounds)")
        #expect(room.flightReach < 1)
    }
}
