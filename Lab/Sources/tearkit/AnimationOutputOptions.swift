import ArgumentParser

/// The options `demo` and `render` share for the animation they write.
struct AnimationOutputOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second, 1...240.", valueName: "fps"))
    var fps: Double = 60

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "What shows through the tear: a RRGGBB colour, or none to keep transparency.", valueName: "color"))
    var background: BackgroundArgument = .standard

    @Flag(help: "Also write every frame as frame-0001.png, frame-0002.png, ….")
    var frames = false

    @Flag(
        help:
            "Frames at the input's size: no margin around it for the torn halves, the tear-in-two halves or the shatter pieces to move into (render refuses it for ripple and shift, whose frames are the input's size already)."
    )
    var cropToInput = false

    @Flag(
        help:
            "Replace any earlier output of tearkit in the output folder, not only this job's (a folder holding anything tearkit did not write is refused whatever the flags)."
    )
    var overwrite = false

    @Flag(help: "No progress bar.")
    var quiet = false

    func validate() throws {
        guard fps.isFinite, fps >= 1, fps <= 240 else {
            throw ValidationError("--fps must be between 1 and 240 (got \(fps)).")
        }
    }
}
