import Foundation
import Testing
import TearKitGestureScripts
import TearKitRender

/// No effect pops: rendered as `tearkit render` renders it, at its defaults, on a photo and on a white
/// card, no frame changes the picture much more than the frames on either side of it do. A gap that
/// snaps open, a picture that jumps wider or halves that vanish at a third of their opacity each
/// change one frame many times more than its neighbours; motion, however fast, changes neighbouring
/// frames alike.
@Suite struct FrameToFrameChangeTests {
    /// One render: the flags after `render`, and what it is called in a failure.
    struct Render: Sendable, CustomTestStringConvertible {
        var flags: [String]
        var testDescription: String
    }

    /// Every registered effect at its defaults (the tear with each of its gesture presets), on
    /// `card.png`: a photo, or a white card.
    static let renders: [Render] = {
        var renders: [Render] = []
        for background in ["photo", "white"] {
            for effect in RenderableEffect.all {
                if effect.name == RenderableEffect.tear.name {
                    for preset in GesturePreset.allCases {
                        renders.append(
                            Render(
                                flags: ["--input", "\(background).png", "--gesture-preset", preset.rawValue],
                                testDescription: "tear, \(preset.rawValue), on \(background)"))
                    }
                } else if effect.name == RenderableEffect.textGlyphs.name {
                    if background == "white" {
                        renders.append(Render(flags: ["--effect", effect.name], testDescription: "\(effect.name)"))
                    }
                } else {
                    renders.append(
                        Render(
                            flags: ["--input", "\(background).png", "--effect", effect.name],
                            testDescription: "\(effect.name) on \(background)"))
                }
            }
        }
        return renders
    }()

    /// The mean change of a channel from each frame to the next, 0…255.
    static func steps(_ frames: [RGBAImage]) -> [Double] {
        zip(frames, frames.dropFirst()).map { before, after in
            before.pixels.withUnsafeBufferPointer { a in
                after.pixels.withUnsafeBufferPointer { b in
                    var total = 0
                    for i in 0..<min(a.count, b.count) { total &+= abs(Int(a[i]) - Int(b[i])) }
                    return Double(total) / Double(max(a.count, 1))
                }
            }
        }
    }

    /// The frames whose change is more than three times the larger of its neighbours' (and more than
    /// half a level a channel): each as its index and the three changes around it.
    static func pops(_ steps: [Double]) -> [(frame: Int, before: Double, step: Double, after: Double)] {
        steps.indices.compactMap { i in
            let before = i > 0 ? steps[i - 1] : 0, after = i + 1 < steps.count ? steps[i + 1] : 0
            return steps[i] > 3 * max(before, after) + 0.5 ? (i + 1, before, steps[i], after) : nil
        }
    }

    @Test(arguments: renders)
    func noFrameChangesThePictureFarMoreThanItsNeighbours(_ render: Render) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(RenderPhotoTests.photo(width: 200, height: 150), to: dir.appendingPathComponent("photo.png"))
        try PNGCodec.write(
            RGBAImage(width: 200, height: 150, fill: (255, 255, 255, 255)), to: dir.appendingPathComponent("white.png"))
        let result = try TearkitProcess.run(
            ["render", "--output", "out", "--frames", "--quiet"] + render.flags, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        try Self.expectNoPops(in: dir.appendingPathComponent("out"), atLeast: 10)
    }

    /// The demo's card over its page: as it breaks, the gap's shadow and the drop shadow under the
    /// opening fade while the halves start to part from rest, and the halves fade back in: no pop.
    @Test func theDemoHasNoFrameThatChangesFarMoreThanItsNeighbours() throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("demo")
        let result = try TearkitProcess.run(["demo", "--output", output.path, "--frames", "--no-reel", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        try Self.expectNoPops(in: output, atLeast: 100)
    }

    /// Reads the `frame-NNNN.png` files in `folder`, in order, and expects more than `count` of them
    /// and no pop among them.
    static func expectNoPops(in folder: URL, atLeast count: Int) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("frame-") }.sorted()
        let frames = try names.map { try PNGCodec.read(from: folder.appendingPathComponent($0)) }
        #expect(frames.count > count)
        let found = Self.pops(Self.steps(frames))
        #expect(found.isEmpty, "frame → next, with the changes before and after: \(found)")
    }

    /// The measure itself: a one-frame jump among still or steadily moving frames is a pop; a
    /// start or a stop of motion, or motion that speeds up, is not.
    @Test func aOneFrameJumpIsAPopAndSteadyMotionIsNot() {
        #expect(Self.pops([0, 0, 9, 0, 0]).map(\.frame) == [3])
        #expect(Self.pops([1, 1, 1, 9, 1, 1]).map(\.frame) == [4])
        #expect(Self.pops([0, 0, 2, 3, 4, 5, 5, 4, 0, 0]).isEmpty)
        #expect(Self.pops([0.1, 0.1, 0.5, 0.1]).isEmpty, "below half a level: too small to see")
    }
}
