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
        let result = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple", "--origin", "10,10",
                                             "--amplitude", "6", "--speed", "200", "--fps", "20", "--background", "none", "--frames",
                                             "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("ripple.apng"))))
        #expect(apng.frames.count >= 5)
        #expect(apng.frames.first?.image == image)
        #expect(apng.frames.contains { $0.image != image })
        #expect(apng.frames.last?.image == image, "the ripple has died down (effect off) at the end")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("contact-sheet.png").path))
        #expect(try PNGCodec.read(from: output.appendingPathComponent("frame-0001.png")) == image)
    }

    @Test func shiftOutEndsFullyTransparent() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(["render", "--input", url.path, "--effect", "shift", "--direction", "out",
                                             "--fps", "20", "--background", "none", "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("shift.apng"))))
        #expect(apng.frames.first?.image == image)
        #expect(apng.frames.last.map { $0.image.pixels.allSatisfy { $0 == 0 } } == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [".tearkit-output", "contact-sheet.png", "shift.apng"])
    }

    @Test func tearInTwoFramesHaveRoomForTheHalvesInFlight() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(["render", "--input", url.path, "--effect", "tear-in-two", "--tear-seed", "9",
                                             "--fps", "20", "--background", "102030", "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear-in-two.apng"))))
        #expect(apng.width >= 2 * image.width && apng.height >= 2 * image.height, "room around the view: \(apng.width) × \(apng.height)")
        // 0.8 s at 20 fps: frames at 0, 0.05, … 0.8 s.
        try #require(apng.frames.count == 17)
        func isBackground(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p == (0x10, 0x20, 0x30, 255) }
        // At 0.65 s (flown 66 %) both halves are still in the picture, one on each side of the middle.
        let flying = apng.frames[13].image
        var left = 0, right = 0
        for y in 0..<flying.height {
            for x in 0..<flying.width where !isBackground(flying[x, y]) {
                if x < flying.width / 2 { left += 1 } else { right += 1 }
            }
        }
        #expect(left > 600 && right > 600, "the halves in flight: \(left) px left, \(right) px right of the middle")
        // The first frame is the input, whole, in the middle of the margin; the margin is the background.
        let first = apng.frames[0].image
        let ox = (first.width - image.width) / 2, oy = (first.height - image.height) / 2
        let inside = first.cropped(x: ox, y: oy, width: image.width, height: image.height)
        #expect(zip(inside.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        var margin = 0
        for y in 0..<first.height {
            for x in 0..<first.width where !(ox..<(ox + image.width)).contains(x) || !(oy..<(oy + image.height)).contains(y) {
                if !isBackground(first[x, y]) { margin += 1 }
            }
        }
        #expect(margin == 0, "\(margin) margin pixels are not the background")
        // --crop-to-input keeps the input's size: the view starts whole and both halves fly out of it.
        let cropped = dir.appendingPathComponent("cropped")
        let crop = try TearkitProcess.run(["render", "--input", url.path, "--effect", "tear-in-two", "--tear-seed", "9", "--crop-to-input",
                                           "--fps", "20", "--background", "none", "--output", cropped.path, "--quiet"])
        #expect(crop.status == 0, "\(crop.stderr)")
        let croppedAPNG = try APNGReader.read([UInt8](Data(contentsOf: cropped.appendingPathComponent("tear-in-two.apng"))))
        #expect(croppedAPNG.width == image.width && croppedAPNG.height == image.height)
        let croppedFirst = try #require(croppedAPNG.frames.first).image
        #expect(zip(croppedFirst.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        #expect(croppedAPNG.frames.last.map { $0.image.pixels.allSatisfy { $0 == 0 } } == true)
    }

    @Test func rejectsAGestureForATimeDrivenEffectAndOutOfRangeFlags() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, _) = try input(in: dir)
        let gesture = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple", "--gesture-preset", "vertical-from-top"])
        #expect(gesture.status != 0 && gesture.stderr.contains("--gesture-preset applies to --effect tear only"))
        for flags in [["--amplitude", "500"], ["--speed", "0"], ["--skew", "nan"], ["--duration", "0"], ["--effect", "wobble"], ["--rotation", "400"], ["--max-step", "-1"]] {
            let bad = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple"] + flags)
            #expect(bad.status != 0, "\(flags)")
            #expect(!bad.stderr.isEmpty)
        }
    }
}
