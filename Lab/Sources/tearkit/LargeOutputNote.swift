import Foundation
import TearKitGestureScripts

/// Says when an output written is large — at least ``threshold`` bytes — naming its size, so a
/// 300 MB animation never arrives without a word.
enum LargeOutputNote {
    /// 100 MB (decimal): from this size on, an output written gets a note.
    static let threshold = 100_000_000

    /// `312 MB`, or `1.2 GB` from 1000 MB on (decimal units, as file browsers show them).
    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000_000 ? String(format: "%.1f GB", Double(bytes) / 1e9) : "\(bytes / 1_000_000) MB"
    }

    /// What a render is about to write, said before any work when it may be large: `frames` frames of
    /// `width` × `height` px hold `frames × width × height × 4` bytes before compression, which bounds
    /// the animation; `nil` below ``threshold``. `advice` names the flags that make it smaller.
    static func expected(frames: Int, width: Int, height: Int, advice: String) -> String? {
        let (bytes, overflow) = frames.multipliedReportingOverflow(by: width * height * 4)
        guard overflow || bytes >= threshold else { return nil }
        let shown = overflow ? "more than 9 EB" : size(bytes)
        return
            "Note: \(frames) frames of \(width) × \(height) px are \(shown) before compression; the animation is at most that (a photo's about half, flat art far less). \(advice) makes it smaller."
    }

    /// The size of the file at `url` in bytes (0 when it cannot be read).
    static func fileSize(_ url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The notes for an animation export in `folder` (named `displayPath`, the command's display form of
    /// it): one for the animation when it is large, one for its `frameFiles` numbered frames when together they are.
    static func lines(folder: URL, displayPath: EchoedText, animationName: String, frameFiles: Int, advice: String)
        -> [String]
    {
        let shown = displayPath.description
        let prefix = shown.hasSuffix("/") ? shown : shown + "/"
        var lines: [String] = []
        let animation = fileSize(folder.appendingPathComponent(animationName))
        if animation >= threshold {
            lines.append(
                "Note: \(prefix)\(animationName) is \(size(animation)), a large file; \(advice) writes a smaller one")
        }
        if frameFiles > 0 {
            let frames = (0..<frameFiles).reduce(0) {
                $0 + fileSize(folder.appendingPathComponent(AnimationOutputFiles.frameName($1)))
            }
            if frames >= threshold {
                lines.append("Note: the \(frameFiles) frame files in \(prefix) take \(size(frames)) together")
            }
        }
        return lines
    }
}
