import Foundation
import Testing
import TearKitRender

/// `tearkit render --effect ripple|shift|tear-in-two` through the built executable.
@Suite(.serialized) struct RenderEffectCommandTests {
    func input(in dir: URL) throws -> (url: URL, image: RGBAImage) {
        var image = RGBAImage(width: 60, height: 40)
        for y in 0..<40 {
            for x in 0..<60 { image[x, y] = ((x / 5) % 2 == 0 ? 230 : 40, UInt8(y * 6), 120, 255) }
        }
        let url = dir.appendingPathComponent("input.png")
        try PNGCodec.write(image, to: url)
        return (url, image)
    }

    @Test func rippleNeedsNoGestureStartsUntouchedAndMovesPixels() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", url.path, "--effect", "ripple", "--origin", "10,10",
            "--amplitude", "6", "--speed", "200", "--fps", "20", "--background", "none", "--frames",
            "--output", output.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // What a viewer shows: each animation frame stores only what changed since the one before.
        let shown = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("ripple.apng"))))
            .canvases()
        #expect(shown.count >= 5)
        #expect(shown.first == image)
        #expect(shown.contains { $0 != image })
        #expect(shown.last == image, "the ripple has died down (effect off) at the end")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("contact-sheet.png").path))
        #expect(try PNGCodec.read(from: output.appendingPathComponent("frame-0001.png")) == image)
    }

    @Test func shiftOutEndsFullyTransparent() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", url.path, "--effect", "shift", "--direction", "out",
            "--fps", "20", "--background", "none", "--output", output.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let shown = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("shift.apng"))))
            .canvases()
        #expect(shown.first == image)
        #expect(shown.last.map { $0.pixels.allSatisfy { $0 == 0 } } == true)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [
                ".tearkit-output", "contact-sheet.png", "shift.apng",
            ])
    }

    @Test func tearInTwoFramesHaveRoomForTheHalvesInFlight() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", url.path, "--effect", "tear-in-two", "--tear-seed", "9",
            "--fps", "20", "--background", "102030", "--output", output.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear-in-two.apng"))))
        #expect(
            apng.width > image.width && apng.height > image.height,
            "room around the view: \(apng.width) × \(apng.height)")
        #expect(
            apng.width * apng.height <= 3 * image.width * image.height,
            "at most 3 × the view's area: \(apng.width) × \(apng.height)")
        // 0.8 s at 20 fps: frames at 0, 0.05, … 0.8 s, as a viewer shows them.
        let shown = apng.canvases()
        try #require(shown.count == 17)
        func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p == (0x10, 0x20, 0x30, 255) }
        // At 0.25 s (flown 10 %, before they fade) both halves are in the picture, one on each side of the middle.
        let flying = shown[5]
        var left = 0, right = 0
        for y in 0..<flying.height {
            for x in 0..<flying.width where !isBackground(flying[x, y]) {
                if x < flying.width / 2 { left += 1 } else { right += 1 }
            }
        }
        #expect(left > 600 && right > 600, "the halves in flight: \(left) px left, \(right) px right of the middle")
        // The first frame is the input, whole, in the middle of the margin; the margin is the background.
        let first = shown[0]
        let ox = (first.width - image.width) / 2, oy = (first.height - image.height) / 2
        let inside = first.cropped(x: ox, y: oy, width: image.width, height: image.height)
        #expect(zip(inside.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        var margin = 0
        for y in 0..<first.height {
            for x in 0..<first.width
            where !(ox..<(ox + image.width)).contains(x) || !(oy..<(oy + image.height)).contains(y) {
                if !isBackground(first[x, y]) { margin += 1 }
            }
        }
        #expect(margin == 0, "\(margin) margin pixels are not the background")
        // --crop-to-input keeps the input's size: the view starts whole and both halves fly out of it.
        let cropped = dir.appendingPathComponent("cropped")
        let crop = try TearkitProcess.run([
            "render", "--input", url.path, "--effect", "tear-in-two", "--tear-seed", "9", "--crop-to-input",
            "--fps", "20", "--background", "none", "--output", cropped.path, "--quiet",
        ])
        #expect(crop.status == 0, "\(crop.stderr)")
        let croppedAPNG = try APNGReader.read(
            [UInt8](Data(contentsOf: cropped.appendingPathComponent("tear-in-two.apng"))))
        #expect(croppedAPNG.width == image.width && croppedAPNG.height == image.height)
        let croppedShown = croppedAPNG.canvases()
        let croppedFirst = try #require(croppedShown.first)
        #expect(zip(croppedFirst.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        #expect(croppedShown.last.map { $0.pixels.allSatisfy { $0 == 0 } } == true)
    }

    /// Runs the tool until it exits or starts its export (its staging folder appears beside the
    /// output in `dir`); then it is stopped there with Ctrl-C, so a job that would shade for hours
    /// never does. `started` tells which happened.
    func runUntilTheExportStarts(_ arguments: [String], in dir: URL) throws -> (
        started: Bool, result: TearkitProcess.Result
    ) {
        let run = try PausedTearkit(arguments, pauseAt: nil, in: dir)
        let started = try run.wait(for: "an exit or a staging folder") { () -> Bool? in
            let staging = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).contains {
                $0.hasPrefix(".out.partial-")
            }
            if staging { return true }
            return run.process.isRunning ? nil : false
        }
        return (started, started ? try run.signal(SIGINT) : try run.waitForExit())
    }

    /// Tear in two draws into a frame with room for the halves (up to three times the input's area):
    /// the budget of a render (frames × pixels per frame) counts those frames, not the input. An input
    /// well within every budget whose frames are not is refused before anything is shaded; the same
    /// job with --crop-to-input, framed at the input's size, goes ahead.
    @Test func tearInTwoIsRefusedWhenItsFramesAreOverTheBudgetButNotTheInput() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 4000 × 3000 px (12 megapixels, within the default --max-pixels), 2401 frames: 28.8
        // gigapixels at the input's size, within the 40 gigapixel budget; its framed room is not.
        let width = 4000, height = 3000, frames = 2401
        let url = dir.appendingPathComponent("input.png")
        try PNGCodec.write(RGBAImage(width: width, height: height, fill: (200, 100, 50, 255)), to: url)
        let output = dir.appendingPathComponent("out")
        let job = [
            "render", "--input", url.path, "--max-size", "\(width)", "--effect", "tear-in-two",
            "--duration", "10", "--fps", "240", "--output", output.path, "--quiet",
        ]
        #expect(frames * width * height <= 40_000_000_000)
        let refused = try runUntilTheExportStarts(job, in: dir)
        #expect(!refused.started, "the job went ahead")
        #expect(refused.result.status == 1, "\(refused.result.stderr)")
        let message = refused.result.stderr
        #expect(
            message.hasPrefix("Error: that render would shade \(frames) frames of ")
                && message.hasSuffix("(or --crop-to-input)\n")
                && message.split(separator: "\n").count == 1, "\(message)")
        // The frames it names are larger than the input, and over the budget together.
        let size = message.firstMatch(of: /of (\d+) × (\d+) px/).map { (Int($0.1)!, Int($0.2)!) }
        #expect(
            size.map { $0.0 * $0.1 > width * height && frames * $0.0 * $0.1 > 40_000_000_000 } == true, "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["input.png"])

        let cropped = try runUntilTheExportStarts(job + ["--crop-to-input"], in: dir)
        #expect(cropped.started, "refused with --crop-to-input: \(cropped.result.stderr)")
        #expect(cropped.result.stderr.contains("interrupted: nothing was written"), "\(cropped.result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["input.png"])
    }

    /// A full-screen iPhone screenshot (1179 × 2556 px, 393 × 852 pt at 3×) torn in
    /// two is drawn into frames of at most 3 × its area, the room the SwiftUI effect pads the view to
    /// (not the 8–9 × of a room holding the whole flight).
    @Test func aFullScreenTearInTwoFramesAtMostThreeTimesTheScreensArea() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var image = RGBAImage(width: 1179, height: 2556)
        for y in 0..<image.height {
            for x in 0..<image.width {
                image[x, y] = (UInt8(x % 256), UInt8(y % 256), (x / 64 + y / 64) % 2 == 0 ? 200 : 60, 255)
            }
        }
        let url = dir.appendingPathComponent("screen.png")
        try PNGCodec.write(image, to: url)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run([
            "render", "--input", url.path, "--scale", "3", "--effect", "tear-in-two",
            "--fps", "2", "--background", "none", "--output", output.path, "--quiet",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear-in-two.apng"))))
        #expect(apng.width * apng.height <= 3 * 1179 * 2556, "frames of \(apng.width) × \(apng.height) px")
        #expect(apng.width > 1179 && apng.height >= 2556, "room for the halves: \(apng.width) × \(apng.height) px")
        // Every frame's region lies inside the canvas: a viewer shows every frame at the canvas's size.
        #expect(
            apng.frames.allSatisfy {
                $0.x >= 0 && $0.y >= 0 && $0.x + $0.image.width <= apng.width && $0.y + $0.image.height <= apng.height
            })
        #expect(apng.frames.first.map { $0.image.width == apng.width && $0.image.height == apng.height } == true)
    }

    @Test func rejectsAGestureForATimeDrivenEffectAndOutOfRangeFlags() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, _) = try input(in: dir)
        let gesture = try TearkitProcess.run([
            "render", "--input", url.path, "--effect", "ripple", "--gesture-preset", "vertical-from-top",
        ])
        #expect(gesture.status != 0 && gesture.stderr.contains("--gesture-preset applies to --effect tear only"))
        for flags in [
            ["--amplitude", "500"], ["--speed", "0"], ["--skew", "nan"], ["--duration", "0"], ["--effect", "wobble"],
            ["--rotation", "400"], ["--max-step", "-1"],
        ] {
            let bad = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple"] + flags)
            #expect(bad.status != 0, "\(flags)")
            #expect(!bad.stderr.isEmpty)
        }
    }
}
