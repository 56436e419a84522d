import ArgumentParser
import Foundation
import TearKitRender
import TearKitGestureScripts

/// The `--max-pixels` that `frame` and `render` take: the pixel budget of the input image, and the
/// one place that reads it, so an image over the budget is refused with a message naming the flag.
struct PixelBudgetOption: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most pixels the input image may have (at most \(RGBAImage.maximumPixelCount)). Larger images are refused before decoding; each pixel needs about 4 bytes of memory per copy.",
            valueName: "pixels"))
    var maxPixels: Int = ImageDecodingOptions.defaultMaximumPixelCount

    func validate() throws {
        guard (1...RGBAImage.maximumPixelCount).contains(maxPixels) else {
            throw ValidationError(
                "--max-pixels must be between 1 and \(RGBAImage.maximumPixelCount) (got \(maxPixels)).")
        }
    }

    /// Reads the PNG or JPEG at `path` within the budget, turned upright as a JPEG's EXIF orientation says
    /// and, if `longerSide` is given, shrunk to fit it (a JPEG already scaled down by its decoder to no
    /// less than that). An empty path, or an image over the budget, is a `ToolError` (the latter naming it as
    /// `displayPath`, the command's display form of `path`, with its size and `--max-pixels`);
    /// other failures are the `ImageDecodingError`.
    func readImage(_ path: String, displayPath: EchoedText, fittingLongerSide longerSide: Int? = nil) throws
        -> RGBAImage
    {
        try readFittedImage(path, displayPath: displayPath, fittingLongerSide: longerSide).image
    }

    /// As ``readImage(_:displayPath:fittingLongerSide:)``, and says how the image was fitted (the file's size, the
    /// scale libjpeg decoded it at). The budget counts what is decoded: a JPEG decoded scaled down counts
    /// at that size; a PNG is decoded at its full size before it is shrunk, so its full size counts, and
    /// a PNG over the budget is refused saying so.
    func readFittedImage(_ path: String, displayPath: EchoedText, fittingLongerSide longerSide: Int? = nil) throws
        -> FittedImage
    {
        // An empty path would name the current folder.
        guard !path.isEmpty else { throw ToolError("no input given: --input is empty; name a PNG or JPEG file") }
        do {
            let options = ImageDecodingOptions(maximumPixelCount: maxPixels)
            return try ImageFile.readFitted(from: URL(userPath: path), options: options, fittingLongerSide: longerSide)
        } catch .tooLarge(let width, let height, let limit) {
            throw ToolError(
                Self.overBudget(
                    path, displayPath: displayPath, width: width, height: height, limit: limit, longerSide: longerSide))
        }
    }

    /// Why the image at `path` (named `displayPath`), `width × height` px as it would be decoded, is refused
    /// over the budget `limit`, and what to do about it (`longerSide`: the `--max-size` it was to be shrunk to).
    private static func overBudget(
        _ path: String, displayPath: EchoedText, width: Int, height: Int, limit: Int, longerSide: Int?
    ) -> String {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let size = "\(width) × \(height) px (\(megapixels(overflow ? Int.max : pixels)) megapixels)"
        let readable = !overflow && pixels <= RGBAImage.maximumPixelCount
        if let longerSide, format(of: path) == .jpeg, let file = ImageFile.uprightSize(ofFileAt: URL(userPath: path)),
            max(file.width, file.height) > longerSide
        {
            // libjpeg scaled it as far as --max-size allows, and what it would decode is still over the budget.
            let raise = readable ? ", or --max-pixels \(pixels) to read it anyway" : ""
            return
                "input \(displayPath): the JPEG is \(file.width) × \(file.height) px; libjpeg decodes it scaled down (1/2, 1/4 or 1/8) only as far as --max-size \(longerSide) allows, which leaves \(size), over the limit of \(limit) pixels; pass a smaller --max-size\(raise)"
        }
        guard readable else {
            return
                "input \(displayPath): the image is \(size), more than tearkit can read (\(RGBAImage.maximumPixelCount) pixels, 16384 × 16384, even with --max-pixels)"
        }
        if let longerSide, max(width, height) > longerSide, format(of: path) == .png {
            // Only libjpeg decodes scaled down: a PNG exists at full size before it can be shrunk.
            return
                "input \(displayPath): the PNG is \(size), over the limit of \(limit) pixels; a PNG is decoded at full size before it is shrunk to --max-size \(longerSide), so pass --max-pixels \(pixels) to read it anyway (about \(pixels * 4 / 1_000_000) MB while it is shrunk), or give it as a JPEG (decoded scaled down) or at most \(longerSide) px on its longer side"
        }
        return
            "input \(displayPath): the image is \(size), over the limit of \(limit) pixels; pass --max-pixels \(pixels) to read it anyway (about \(pixels * 4 / 1_000_000) MB per copy)"
    }

    /// The format the file at `path` starts with (`nil` when it is unreadable or neither).
    private static func format(of path: String) -> ImageFile.Format? {
        guard let handle = FileHandle(forReadingAtPath: URL(userPath: path).path) else { return nil }
        defer { try? handle.close() }
        return ImageFile.format(of: handle.readData(ofLength: 8))
    }

    private static func megapixels(_ pixels: Int) -> String {
        let value = Double(pixels) / 1_000_000
        return value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
    }
}
