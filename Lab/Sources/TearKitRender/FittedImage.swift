/// An image read to fit a longer side (``ImageFile/readFitted(from:options:fittingLongerSide:)``): its
/// pixels, and the size the file holds, so a tool can say when and how far it was scaled down.
package struct FittedImage: Sendable, Equatable {
    /// The pixels, upright (a JPEG turned as its EXIF orientation says) and no larger than asked.
    package var image: RGBAImage
    /// The file's own width in pixels, upright.
    package var originalWidth: Int
    /// The file's own height in pixels, upright.
    package var originalHeight: Int
    /// 1, 2, 4 or 8: a JPEG was decoded by libjpeg at 1/this of its size before it was shrunk to fit;
    /// always 1 for a PNG, which is decoded at full size.
    package var decodingDenominator: Int

    /// Whether the image has fewer pixels than the file.
    package var wasScaledDown: Bool { image.width < originalWidth || image.height < originalHeight }
}
