import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender
@testable import tearkit

/// Glass parts without the picture growing: rendered as `tearkit render --effect shatter` renders it, at
/// its defaults, on a button, a card and a full phone screen, from frame to frame the picture's left,
/// right and top edges move only as the motion allows. Until a shard has fallen the 30 pt it falls
/// straight, nothing moves sideways or up (the shards part by shrinking toward their own centres), so
/// those edges never move outward then; a parting that spread the shards from the impact made the
/// whole picture a few percent wider in a few frames around 0.15 s.
@Suite(.serialized) struct ShatterPartingFrameTests {
    /// A photo-like image of `width` × `height` px, and what it is called in a failure.
    struct Input: Sendable, CustomTestStringConvertible {
        var width: Int, height: Int
        var testDescription: String { "\(width) × \(height) px" }
    }

    /// The picture's extent in a frame: the leftmost and rightmost columns and the top and bottom rows
    /// holding a pixel that is not the background (the tool's default, 1C1C1E), or nil for an empty frame.
    static func extent(_ frame: RGBAImage) -> (left: Int, right: Int, top: Int, bottom: Int)? {
        var left = Int.max, right = -1, top = Int.max, bottom = -1
        frame.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let i = 4 * (y * frame.width + x)
                    let differs =
                        abs(Int(pixels[i]) - 0x1C) > 2 || abs(Int(pixels[i + 1]) - 0x1C) > 2
                        || abs(Int(pixels[i + 2]) - 0x1E) > 2
                    if differs {
                        left = min(left, x); right = max(right, x); top = min(top, y); bottom = y
                    }
                }
            }
        }
        return right >= 0 ? (left, right, top, bottom) : nil
    }

    @Test(arguments: [
        Input(width: 70, height: 46), Input(width: 300, height: 200), Input(width: 1290, height: 2796),
    ])
    func thePictureDoesNotGrowAsTheShardsPart(_ input: Input) throws {
        let dir = try TearkitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try PNGCodec.write(
            RenderPhotoTests.photo(width: input.width, height: input.height), to: dir.appendingPathComponent("in.png"))
        let result = try TearkitProcess.run(
            ["render", "--input", "in.png", "--effect", "shatter", "--output", "out", "--frames", "--quiet"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let folder = dir.appendingPathComponent("out")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("frame-") }.sorted()
        let first = try PNGCodec.read(from: folder.appendingPathComponent(try #require(names.first)))
        let rest = try #require(Self.extent(first))
        // The model the tool drew, as it builds it: the image as drawn (after --max-size, the first
        // frame's picture) at the default scale, in the registration's frame.
        guard case .shatter(let frameRect, let model, _) = RenderableEffect.shatter.animation else {
            Issue.record("shatter does not break into pieces")
            return
        }
        let drawnWidth = rest.right - rest.left + 1, drawnHeight = rest.bottom - rest.top + 1
        let scale = try RenderSizeOptions.parse([]).scale(width: drawnWidth, height: drawnHeight)
        let viewSize = CGSize(width: Double(drawnWidth) / scale, height: Double(drawnHeight) / scale)
        let shatter = model(
            EffectOptionValues(options: RenderableEffect.shatter.options), viewSize, frameRect(viewSize))
        #expect(shatter.contraction > 0, "the default breaks like glass, whose shards part")
        // Until the first shard to fall has fallen straight for its clearance, nothing moves sideways or up.
        let straight = try #require(shatter.pieces.map { $0.motion.time(toFall: ShatterMotion.clearance) }.min())
        let halfParted = shatter.partingStart + ShatterMotion.partingDuration / 2
        var checked = 0
        var previous = rest
        for (index, name) in names.enumerated() where Double(index) / 60 < straight {
            let frame = try PNGCodec.read(from: folder.appendingPathComponent(name))
            guard let now = Self.extent(frame) else { break }
            let time = String(format: "%.3f s", Double(index) / 60)
            #expect(now.left >= previous.left && now.left >= rest.left, "left edge moved out at \(time): \(now)")
            #expect(now.right <= previous.right && now.right <= rest.right, "right edge moved out at \(time): \(now)")
            #expect(now.top >= previous.top && now.top >= rest.top, "top edge moved up at \(time): \(now)")
            previous = now
            checked += 1
        }
        // The frames up to half way through the parting, and on, were all looked at.
        #expect(Double(checked) / 60 > halfParted, "\(checked) frames checked")
        // And nowhere in the run does one frame change the picture far more than its neighbours.
        if input.width * input.height < 1_000_000 {
            try FrameToFrameChangeTests.expectNoPops(in: folder, atLeast: 20)
        }
    }
}
