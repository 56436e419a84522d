import Foundation
import Testing
import TearKitRender

/// `tearkit render --effect ripple|shift` through the built executable.
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
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["contact-sheet.png", "shift.apng"])
    }

    @Test func tearInTwoStartsWholeAndEndsWithBothHalvesGone() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, image) = try input(in: dir)
        let output = dir.appendingPathComponent("out")
        let result = try TearkitProcess.run(["render", "--input", url.path, "--effect", "tear-in-two", "--tear-seed", "9",
                                             "--fps", "20", "--background", "none", "--output", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let apng = try APNGReader.read([UInt8](Data(contentsOf: output.appendingPathComponent("tear-in-two.apng"))))
        let first = try #require(apng.frames.first).image
        #expect(zip(first.pixels, image.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 2 })
        #expect(apng.frames.last.map { $0.image.pixels.allSatisfy { $0 == 0 } } == true)
    }

    @Test func rejectsAGestureForATimeDrivenEffectAndOutOfRangeFlags() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (url, _) = try input(in: dir)
        let gesture = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple", "--gesture-preset", "vertical-from-top"])
        #expect(gesture.status != 0 && gesture.stderr.contains("takes no gesture"))
        for flags in [["--amplitude", "500"], ["--speed", "0"], ["--skew", "nan"], ["--duration", "0"], ["--effect", "wobble"], ["--rotation", "400"], ["--max-step", "-1"]] {
            let bad = try TearkitProcess.run(["render", "--input", url.path, "--effect", "ripple"] + flags)
            #expect(bad.status != 0, "\(flags)")
            #expect(!bad.stderr.isEmpty)
        }
    }
}
