import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender
@testable import tearkit

/// `tearkit frame` renders exactly what the renderer renders and refuses bad input clearly.
@Suite struct FrameCommandTests {
    /// A fresh directory holding a 40 × 30 px opaque input image.
    struct Workspace {
        let directory: URL
        let input: URL
        let image: RGBAImage

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tearkit-frame-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var image = RGBAImage(width: 40, height: 30)
            for y in 0..<30 { for x in 0..<40 { image[x, y] = (UInt8(x * 6), UInt8(y * 8), 120, 255) } }
            self.image = image
            input = directory.appendingPathComponent("in.png")
            try PNGCodec.write(image, to: input)
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    /// Parses and runs `tearkit <arguments>`.
    static func run(_ arguments: [String]) throws {
        var command = try TearKitCommand.parseAsRoot(arguments)
        try command.run()
    }

    static func frameArguments(input: String, output: String, extra: [String] = []) -> [String] {
        [
            "frame", "--input", input, "--output", output, "--tear-start", "10,0", "--tear-end", "10,12",
            "--progress", "0.5", "--max-gap", "6", "--edge-roughness", "0.4",
        ] + extra
    }

    @Test(arguments: [1.0, 2.0])
    func rendersTheSameFrameAsTheRenderer(scale: Double) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let output = workspace.path("out.png")
        try Self.run(Self.frameArguments(input: workspace.input.path, output: output, extra: ["--scale", "\(scale)"]))
        let written = try PNGCodec.read(from: URL(fileURLWithPath: output))
        // The default look (rim and shadow from TearConfiguration), anti-aliased over one pixel of the scale.
        let look = TearConfiguration()
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 10, y: 0), tearEnd: CGPoint(x: 10, y: 12), tearProgress: 0.5,
            maxGap: 6, edgeRoughness: 0.4, viewSize: CGSize(width: 40 / scale, height: 30 / scale),
            pixelSize: 1 / scale, rimStrength: look.rimStrength, rimLightness: look.rimLightness,
            shadowStrength: look.shadowStrength)
        // The layer padded by --max-gap / 2 = 3 pt on every side, as TearKit pads it.
        let m = Int(3 * scale)
        let expected = try LayerEffectRenderer().render(
            workspace.image.padded(by: m), scale: scale,
            uniforms: uniforms.padded(by: 3))
        #expect(written == expected)
        #expect(written != workspace.image)
    }

    @Test func lookOptionsReachTheShader() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let plain = workspace.path("plain.png"), strong = workspace.path("strong.png")
        try Self.run(
            Self.frameArguments(
                input: workspace.input.path, output: plain,
                extra: ["--crop-to-input", "--rim-strength", "0", "--shadow-strength", "0"]))
        try Self.run(
            Self.frameArguments(
                input: workspace.input.path, output: strong,
                extra: ["--crop-to-input", "--rim-strength", "1", "--rim-lightness", "1", "--shadow-strength", "1"]))
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 10, y: 0), tearEnd: CGPoint(x: 10, y: 12), tearProgress: 0.5,
            maxGap: 6, edgeRoughness: 0.4, viewSize: CGSize(width: 40, height: 30))
        #expect(
            try PNGCodec.read(from: URL(fileURLWithPath: plain))
                == LayerEffectRenderer().render(workspace.image, uniforms: uniforms))
        var strongUniforms = uniforms
        strongUniforms.rimStrength = 1
        strongUniforms.rimLightness = 1
        strongUniforms.shadowStrength = 1
        #expect(
            try PNGCodec.read(from: URL(fileURLWithPath: strong))
                == LayerEffectRenderer().render(workspace.image, uniforms: strongUniforms))
    }

    @Test(arguments: ["10", "a,b", "1,2,3", "nan,1", "inf,0", ""])
    func malformedPointsAreRejected(point: String) {
        var arguments = Self.frameArguments(input: "in.png", output: "out.png")
        arguments[arguments.firstIndex(of: "--tear-start")! + 1] = point
        #expect(throws: (any Error).self) { try TearKitCommand.parseAsRoot(arguments) }
    }

    @Test(arguments: [
        ("--progress", "1.5"), ("--progress", "-0.1"), ("--max-gap", "-3"), ("--edge-roughness", "2"),
        ("--scale", "0"), ("--scale", "-1"), ("--progress", "nan"), ("--rim-strength", "1.5"),
        ("--rim-lightness", "-1"), ("--shadow-strength", "nan"),
    ])
    func outOfRangeValuesAreRejected(option: String, value: String) {
        var arguments = Self.frameArguments(input: "in.png", output: "out.png")
        if let i = arguments.firstIndex(of: option) { arguments[i + 1] = value } else { arguments += [option, value] }
        #expect(throws: (any Error).self) { try TearKitCommand.parseAsRoot(arguments) }
        do {
            _ = try TearKitCommand.parseAsRoot(arguments)
        } catch {
            #expect(TearKitCommand.message(for: error).contains(option))
        }
    }

    @Test func missingOrCorruptInputIsAClearError() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = workspace.path("missing.png")
        // Named as render names it: the path as given, then the decoder's reason.
        let missingError = #expect(throws: (any Error).self) {
            try Self.run(Self.frameArguments(input: missing, output: workspace.path("out.png")))
        }
        #expect(
            missingError.map { "\($0)" }
                == "input \(missing): \(ImageDecodingError.unreadableFile(path: missing, reason: "no such file"))")
        let corrupt = workspace.path("corrupt.png")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: corrupt))
        let corruptError = #expect(throws: (any Error).self) {
            try Self.run(Self.frameArguments(input: corrupt, output: workspace.path("out.png")))
        }
        #expect(corruptError.map { "\($0)" }?.hasPrefix("input \(corrupt): ") == true)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out.png")))
    }

    @Test func unwritableOutputIsAClearErrorAndLeavesNothingBehind() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // Its folder would be in.png, a file.
        let output = workspace.path("in.png/out.png")
        let error = #expect(throws: ToolError.self) {
            try Self.run(Self.frameArguments(input: workspace.input.path, output: output))
        }
        #expect(error?.description == "cannot write \(output): \(workspace.path("in.png")) is a file, not a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.directory.path) == ["in.png"])
    }

    /// One rule for the paths `frame` and `render` write: the folders an output path names are made
    /// when missing (`render` makes its output folder, `frame` the folder its file goes in), and an
    /// output that is the other kind of thing (a folder for `frame`'s file) is refused in one line naming it.
    @Test func outputFoldersAreMadeAndAFolderIsNotAFile() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let nested = workspace.path("new/deeper/x.png")
        let framed = try TearkitProcess.run(Self.frameArguments(input: workspace.input.path, output: nested))
        #expect(framed.status == 0, "\(framed.stderr)")
        #expect(try PNGCodec.read(from: URL(fileURLWithPath: nested)).width > 0)
        let rendered = try TearkitProcess.run([
            "render", "--input", workspace.input.path, "--effect", "ripple", "--fps", "5", "--quiet",
            "--output", workspace.path("made/for/you"),
        ])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("made/for/you/ripple.apng")))

        let folder = workspace.path("adir.png")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/keep.txt"))
        let refused = try TearkitProcess.run(Self.frameArguments(input: workspace.input.path, output: folder))
        #expect(refused.status == 1)
        #expect(
            refused.stderr == "Error: output \(folder) is a folder; name the .png or .jpg file to write\n",
            "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["keep.txt"])
    }
}

/// `frame` shows the halves parting beyond the input's edges: its output is the input plus a margin
/// of `--max-gap / 2` points on every side, filled with `--background`; `--crop-to-input` crops back.
@Suite struct FrameCommandMarginTests {
    @Test(arguments: [1.0, 2.0])
    func theOutputHasAMarginOnEverySide(scale: Double) throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let output = workspace.path("out.png")
        try FrameCommandTests.run(
            FrameCommandTests.frameArguments(
                input: workspace.input.path, output: output, extra: ["--scale", "\(scale)"]))
        let written = try PNGCodec.read(from: URL(fileURLWithPath: output))
        // --max-gap 6: a 3 pt margin, i.e. 3 × scale px.
        let m = Int(3 * scale)
        #expect(written.width == 40 + 2 * m)
        #expect(written.height == 30 + 2 * m)
        // The left half's outer strip has moved into the margin at the top of the tear.
        #expect(written[m - 1, m + 1].a == 255)
        // Away from the tear the input is where it was, untouched.
        #expect(written[m + 35, m + 25] == workspace.image[35, 25])
    }

    @Test func theMarginIsFilledWithTheBackground() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let output = workspace.path("out.png")
        try FrameCommandTests.run(
            FrameCommandTests.frameArguments(
                input: workspace.input.path, output: output, extra: ["--background", "102030"]))
        let written = try PNGCodec.read(from: URL(fileURLWithPath: output))
        #expect(written[0, 0] == (0x10, 0x20, 0x30, 255))
        #expect(written[written.width - 1, written.height - 1] == (0x10, 0x20, 0x30, 255))
    }

    @Test func cropToInputGivesTheInputsSize() throws {
        let workspace = try FrameCommandTests.Workspace()
        defer { workspace.remove() }
        let output = workspace.path("out.png")
        try FrameCommandTests.run(
            FrameCommandTests.frameArguments(input: workspace.input.path, output: output, extra: ["--crop-to-input"]))
        let written = try PNGCodec.read(from: URL(fileURLWithPath: output))
        #expect(written.width == 40 && written.height == 30)
        let look = TearConfiguration()
        let uniforms = TearUniforms(
            tearStart: CGPoint(x: 10, y: 0), tearEnd: CGPoint(x: 10, y: 12), tearProgress: 0.5,
            maxGap: 6, edgeRoughness: 0.4, viewSize: CGSize(width: 40, height: 30),
            rimStrength: look.rimStrength, rimLightness: look.rimLightness, shadowStrength: look.shadowStrength)
        #expect(written == (try LayerEffectRenderer().render(workspace.image, scale: 1, uniforms: uniforms)))
    }
}
