/// The direction a paragraph or a run of text reads in.
package enum TextDirection: Sendable, Equatable {
    /// Left to right: Latin, Greek, Cyrillic, Chinese, ….
    case leftToRight
    /// Right to left: Arabic, Hebrew, ….
    case rightToLeft
}
