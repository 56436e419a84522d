import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A grid of key frames with a caption under each and a title on top, on a neutral grey background,
/// for reviewing an animation at a glance (e.g. "t 0.50 s · progress 0.62 · gap 18 pt").
///
/// Frames are scaled down (bilinear, never up) to fit equal cells so the whole sheet is at most
/// `maximumWidth` pixels wide; each keeps its aspect ratio and gets a thin border and soft shadow.
/// Captions too long for a cell are shortened with "…". Without fonts the sheet has no text.
package struct ContactSheet: Sendable, Equatable {
    /// One frame and the caption printed under it.
    package struct Entry: Sendable, Equatable {
        /// The frame, premultiplied.
        package var image: RGBAImage
        /// Caption under the frame (one line; may be empty).
        package var caption: String
        /// A frame with its caption.
        package init(image: RGBAImage, caption: String) {
            self.image = image
            self.caption = caption
        }
    }

    /// Heading at the top of the sheet (may be empty).
    package var title: String
    /// Frames in reading order (left to right, then top to bottom).
    package var entries: [Entry]
    /// Frames per row, ≥ 1; default `min(entries.count, 4)`.
    package var columns: Int
    /// Largest sheet width in pixels (default 1600, at least 64); frames shrink to fit.
    package var maximumWidth: Int
    /// Size of text, margins and gutters in pixels per point (default 2, clamped to 0.5...4).
    package var scale: Double

    /// A sheet of `entries` under `title`.
    package init(title: String, entries: [Entry], columns: Int? = nil, maximumWidth: Int = 1600, scale: Double = 2) {
        self.title = title
        self.entries = entries
        self.columns = max(columns ?? min(entries.count, 4), 1)
        self.maximumWidth = max(maximumWidth, 64)
        self.scale = scale.isFinite ? min(max(scale, 0.5), 4) : 2
    }

    /// The standard caption for a key frame: "t 0.50 s · progress 0.62 · gap 18 pt" (time in seconds,
    /// progress 0...1, gap in points, rounded to whole points).
    package static func caption(time: Double, progress: Double, gapPoints: Double) -> String {
        String(format: "t %.2f s · progress %.2f · gap %.0f pt", time, progress, gapPoints)
    }

    /// Where each part goes, in pixels.
    package struct Layout: Sendable, Equatable {
        /// Size of the whole sheet.
        package var size: CGSize
        /// Rectangle of each scaled frame, in entry order.
        package var frames: [CGRect]
        /// Baseline origin of each caption, in entry order.
        package var captionOrigins: [CGPoint]
        /// Baseline origin of the title.
        package var titleOrigin: CGPoint
        /// The width of a cell (a frame and its caption).
        package var cellWidth: Double = 0
    }

    private var margin: Double { 24 * scale }
    private var gutter: Double { 16 * scale }
    private var titleSize: Double { 20 * scale }
    private var captionSize: Double { 11 * scale }

    /// Computes the layout without drawing; with `fonts`, cells are at least as wide as the widest
    /// caption (within ``maximumWidth``), so small frames still get whole captions.
    package func layout(fonts: SystemFonts? = nil) -> Layout {
        let widestCaption =
            fonts?.regular.map { font in
                entries.map { font.measure($0.caption, pixelSize: captionSize).width.rounded(.up) + 2 }.max() ?? 0
            } ?? 0
        // Fewer columns when whole captions would not fit ``maximumWidth`` side by side.
        let fitting = Int((Double(maximumWidth) - 2 * margin + gutter) / max(widestCaption + gutter, 1))
        let columns = max(min(self.columns, fitting), 1)
        let rows = (entries.count + columns - 1) / columns
        let widest = max(Double(entries.map(\.image.width).max() ?? 0), widestCaption)
        let naturalWidth = 2 * margin + Double(columns) * widest + Double(columns - 1) * gutter
        let sheetWidth = min(Double(maximumWidth), max(naturalWidth, 320 * scale))
        let cellWidth = max(
            ((sheetWidth - 2 * margin - Double(columns - 1) * gutter) / Double(columns)).rounded(.down), 1)
        let thumbnailSizes = entries.map { entry -> CGSize in
            guard entry.image.width > 0, entry.image.height > 0 else { return .zero }
            let factor = min(cellWidth / Double(entry.image.width), 1)
            return CGSize(
                width: max((Double(entry.image.width) * factor).rounded(), 1),
                height: max((Double(entry.image.height) * factor).rounded(), 1))
        }
        let cellHeight = thumbnailSizes.map(\.height).max() ?? 0
        let captionBlock = captionSize * 2.2
        let titleBlock = title.isEmpty ? 0 : titleSize * 2
        let top = margin + titleBlock
        var frames: [CGRect] = [], captions: [CGPoint] = []
        for (index, size) in thumbnailSizes.enumerated() {
            let column = index % columns, row = index / columns
            let cellX = margin + Double(column) * (cellWidth + gutter)
            let cellY = top + Double(row) * (cellHeight + captionBlock + gutter)
            let frame = CGRect(
                x: (cellX + (cellWidth - size.width) / 2).rounded(), y: (cellY + cellHeight - size.height).rounded(),
                width: size.width, height: size.height)
            frames.append(frame)
            captions.append(CGPoint(x: cellX, y: (cellY + cellHeight + captionSize * 1.6).rounded()))
        }
        let height = top + Double(rows) * (cellHeight + captionBlock) + Double(max(rows - 1, 0)) * gutter + margin
        return Layout(
            size: CGSize(width: sheetWidth.rounded(), height: height.rounded()), frames: frames,
            captionOrigins: captions, titleOrigin: CGPoint(x: margin, y: (margin + titleSize).rounded()),
            cellWidth: cellWidth)
    }

    /// The neutral grey every sheet is filled with before its frames and captions are drawn: a sheet
    /// is opaque, so flattening it over this colour changes no pixel.
    package static let background = RGBAColor(hex: 0xE5E5EA)

    /// Draws the sheet with `fonts` (loaded from the system by default) into a new opaque image.
    package func render(fonts: SystemFonts = .load()) -> RGBAImage {
        let layout = layout(fonts: fonts)
        var sheet = RGBAImage(
            width: Int(layout.size.width), height: Int(layout.size.height), fill: (0xE5, 0xE5, 0xEA, 0xFF))
        if let bold = fonts.bold, !title.isEmpty {
            bold.draw(
                fitted(title, width: layout.size.width - 2 * margin, size: titleSize, renderer: bold), into: &sheet,
                x: layout.titleOrigin.x, baseline: layout.titleOrigin.y, pixelSize: titleSize,
                color: RGBAColor(hex: 0x1C1C1E))
        }
        let captions = displayedCaptions(fonts: fonts)
        for (index, entry) in entries.enumerated() {
            let frame = layout.frames[index]
            sheet.fillShadow(
                .rect(frame.offsetBy(dx: 0, dy: scale)), color: RGBAColor.black.withAlpha(0.18), blurRadius: 6 * scale)
            sheet.fill(.rect(frame.insetBy(dx: -1, dy: -1)), color: RGBAColor(hex: 0xC7C7CC))
            sheet.fill(.rect(frame), color: .white)  // transparent frames show on white
            let thumbnail = entry.image.scaled(toWidth: Int(frame.width), height: Int(frame.height))
            sheet.composite(thumbnail, x: Int(frame.minX), y: Int(frame.minY))
            if let regular = fonts.regular, !entry.caption.isEmpty {
                let origin = layout.captionOrigins[index]
                regular.draw(
                    captions[index], into: &sheet,
                    x: origin.x, baseline: origin.y, pixelSize: captionSize, color: RGBAColor(hex: 0x3C3C43))
            }
        }
        return sheet
    }

    /// The captions as drawn with `fonts`: shortened with "…" where one is wider than its cell.
    package func displayedCaptions(fonts: SystemFonts = .load()) -> [String] {
        let layout = layout(fonts: fonts)
        let cellWidth = layout.cellWidth
        guard let regular = fonts.regular else { return entries.map { _ in "" } }
        return entries.map {
            $0.caption.isEmpty ? "" : fitted($0.caption, width: cellWidth, size: captionSize, renderer: regular)
        }
    }

    /// `text`, shortened with "…" until it fits `width` pixels.
    private func fitted(_ text: String, width: Double, size: Double, renderer: TextRenderer) -> String {
        guard renderer.measure(text, pixelSize: size).width > width else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if renderer.measure(candidate, pixelSize: size).width <= width { return candidate }
        }
        return ""
    }
}
