import TearKitCodecs

/// How ``PNGCodec/encode(_:compression:)`` trades a PNG's size for the time it takes. Lossless either way.
package enum PNGCompression: Sendable, CaseIterable {
    /// zlib level 3 over libpng's adaptive filter (each row tries all five PNG filters): the smaller
    /// file for drawn, flat art such as cards and contact sheets. For stills.
    case compact
    /// Run-length deflate over the Sub filter: 3 to 4 times faster than ``compact``, and as small or
    /// smaller for photos, fine particles and text on a plain view; flat drawn art comes out up to a
    /// third larger. For animation frames, which are encoded by the dozen.
    case fast
    /// No compression: the rows as they are, in zlib's stored blocks, at about the raw size (4 bytes a
    /// pixel, 3 when flattened). Several times faster than ``fast``: for frames sent to a page on the
    /// same machine, where bytes cost nothing and the time to the screen is everything.
    case stored

    /// The codec's name for it.
    var codecValue: tk_png_compression {
        switch self {
        case .compact: TK_PNG_COMPRESSION_COMPACT
        case .fast: TK_PNG_COMPRESSION_FAST
        case .stored: TK_PNG_COMPRESSION_STORED
        }
    }
}
