/// The names and sizes every animation export writes by: the tear's, the shatter's and the time-driven
/// effects' share one layout of the output folder.
enum AnimationOutputFiles {
    /// The contact sheet of key frames.
    static let contactSheetName = "contact-sheet.png"
    /// Frame `index`'s file with `--frames`: `frame-0001.png` for index 0.
    static func frameName(_ index: Int) -> String { String(format: "frame-%04d.png", index + 1) }
    /// Key frames are kept this large (longer side, pixels) for the contact sheet, not at full size.
    static let keyFrameSide = 960

    /// How `frames` frames are stored in an APNG holding `animationFrames` (its writer's count):
    /// `319 frames stored as 174 animation frames (unchanged frames merged into longer delays)`, or
    /// `60 animation frames` when each frame is one.
    static func storage(frames: Int, animationFrames: Int) -> String {
        guard animationFrames != frames else { return "\(frames) animation frames" }
        return
            "\(frames) frames stored as \(animationFrames) animation frames (unchanged frames merged into longer delays)"
    }
}
