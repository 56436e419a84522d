import Foundation

/// Reads PNG or JPEG files, recognised by their contents (not their extension), into an ``RGBAImage``.
///
/// Memory stays bounded whatever the file holds: files over ``maximumFileSize`` are refused before
/// reading, images over the pixel budget (``ImageDecodingOptions/maximumPixelCount``, 50 megapixels by
/// default) before decoding, and pixel memory is only touched as the data arrives.
package enum ImageFile {
    /// The largest file read: 256 MiB, more than any image within the largest pixel budget needs
    /// (a 50-megapixel PNG of noise is about 200 MB). Larger files are refused before reading.
    package static let maximumFileSize = 256 << 20

    /// The formats ``read(from:)`` recognises.
    package enum Format: String, Sendable {
        case png, jpeg
    }

    /// The format of `data`, from its signature, or `nil` when it is neither PNG nor JPEG.
    package static func format(of data: Data) -> Format? {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG `data` within `options` (default: the 50-megapixel budget, full size).
    /// - Throws: ``ImageDecodingError`` for empty, unrecognised, corrupt, truncated or oversized data.
    package static func decode(_ data: Data, options: ImageDecodingOptions = ImageDecodingOptions())
        throws(ImageDecodingError) -> RGBAImage
    {
        guard !data.isEmpty else { throw .empty }
        switch format(of: data) {
        case .png:
            return try PNGCodec.decode(data, options: options)
        case .jpeg:
            do {
                return try JPEGCodec.decode(data, options: options)
            } catch let error as JPEGDecodingError {
                switch error {
                case .emptyData: throw .empty
                case .imageTooLarge(let width, let height):
                    if width <= 0 || height <= 0 { throw .emptyImage }
                    throw .tooLarge(width: width, height: height, maximumPixelCount: options.maximumPixelCount)
                case .overPixelBudget(let width, let height, let limit):
                    throw .tooLarge(width: width, height: height, maximumPixelCount: limit)
                case .invalidHeader(let reason), .corruptData(let reason): throw .corrupt(reason: reason)
                case .unsupportedColorSpace: throw .unsupportedFormat(error.description)
                }
            } catch {
                throw .corrupt(reason: "\(error)")
            }
        case nil:
            throw .unsupportedFormat("expected a PNG or JPEG file")
        }
    }

    /// Reads and decodes the PNG or JPEG file at `url` within `options` (default: the 50-megapixel budget),
    /// turned upright as a JPEG's EXIF orientation says.
    /// - Parameter longerSide: When given (≥ 1), a larger image is shrunk to fit it (see
    ///   ``RGBAImage/downscaled(toFit:)``) before it is turned; a JPEG is first decoded at the smallest of
    ///   libjpeg's scales still at least that large (``ImageDecodingOptions/minimumLongerSide``, unless
    ///   `options` sets it), so a big photo never exists at full size.
    /// - Throws: ``ImageDecodingError``; file-system problems are ``ImageDecodingError/unreadableFile(path:reason:)``.
    package static func read(
        from url: URL, options: ImageDecodingOptions = ImageDecodingOptions(),
        fittingLongerSide longerSide: Int? = nil
    ) throws(ImageDecodingError) -> RGBAImage {
        try readFitted(from: url, options: options, fittingLongerSide: longerSide).image
    }

    /// As ``read(from:options:fittingLongerSide:)``, and says how the image was fitted: the file's own
    /// size (upright) and the scale libjpeg decoded it at. The pixel budget applies to what is decoded:
    /// a JPEG decoded at 1/2, 1/4 or 1/8 counts at that size; a PNG always counts at its full size.
    package static func readFitted(
        from url: URL, options: ImageDecodingOptions = ImageDecodingOptions(),
        fittingLongerSide longerSide: Int? = nil
    ) throws(ImageDecodingError) -> FittedImage {
        var options = options
        if let longerSide, options.minimumLongerSide == nil { options.minimumLongerSide = longerSide }
        let data = try contents(of: url)
        var image: RGBAImage
        do {
            image = try decode(data, options: options)
        } catch .unsupportedFormat(let what) {
            throw .unsupportedFormat("\(url.lastPathComponent): \(what)")
        }
        var (width, height, denominator) = (image.width, image.height, 1)
        if format(of: data) == .jpeg, let size = JPEGCodec.size(of: data) {
            (width, height) = size
            denominator = options.jpegScaleDenominator(width: width, height: height)
        }
        if let longerSide { image = image.downscaled(toFit: longerSide) }
        if format(of: data) == .jpeg {
            let orientation = JPEGCodec.exifOrientation(of: data)
            image = image.oriented(exifOrientation: orientation)
            // Orientations 5…8 turn the picture a quarter: its upright width is the stored height.
            if (5...8).contains(orientation) { (width, height) = (height, width) }
        }
        return FittedImage(image: image, originalWidth: width, originalHeight: height, decodingDenominator: denominator)
    }

    /// The size of the PNG or JPEG file at `url` in pixels, upright (a JPEG's EXIF orientation applied),
    /// read from its header without decoding; `nil` when the file cannot be read or its header is not a
    /// PNG's or JPEG's. For checks that need the size before any work; decoding still checks everything.
    package static func uprightSize(ofFileAt url: URL) -> (width: Int, height: Int)? {
        // Only a regular file is opened (a folder, a FIFO or a device is reported when the image is read).
        guard let start = try? RegularFile.prefix(of: url.path, count: 24) else { return nil }
        switch format(of: start) {
        case .png:
            // The signature, then IHDR's length and type, then its width and height (big-endian).
            guard start.count == 24, start[start.startIndex + 12..<start.startIndex + 16].elementsEqual("IHDR".utf8)
            else { return nil }
            let field = { (offset: Int) in
                start[start.startIndex + offset..<start.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
            }
            return (field(16), field(20))
        case .jpeg:
            guard let data = try? contents(of: url), let size = JPEGCodec.size(of: data) else { return nil }
            return (5...8).contains(JPEGCodec.exifOrientation(of: data)) ? (size.height, size.width) : size
        case nil:
            return nil
        }
    }

    /// The bytes of the file at `url`, refusing anything but a regular file (a folder, a FIFO, a device)
    /// and files over ``maximumFileSize``, without blocking on a FIFO.
    static func contents(of url: URL) throws(ImageDecodingError) -> Data {
        do {
            return try RegularFile.contents(of: url.path, limit: maximumFileSize)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.description)
        }
    }
}
