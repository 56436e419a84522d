import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Demo artwork that looks like a card from a real iOS app — a concert ticket — for previews,
/// screenshots and as the view that demos tear apart.
///
/// Layout, in points (multiplied by `scale` for pixels): a 320 × 440 pt canvas in iOS's grouped
/// background grey holding a white card with 22 pt corners and a soft shadow. The card shows a dusk
/// illustration (gradient sky, sun with a glow, stars, two mountain ranges), a title, a subtitle, a
/// perforated tear line with notches, wrapped body text and a blue pill button.
///
/// Rendering is deterministic: the same card, scale and fonts give the same bytes. Without fonts
/// (see `SystemFonts.missingFontWarning`) the card is drawn without its text.
package struct SampleCard: Sendable, Equatable {
    /// Canvas size in points (320 × 440).
    package static let pointSize = CGSize(width: 320, height: 440)

    /// Large bold title. Default "Concert ticket".
    package var title: String
    /// Secondary line under the title.
    package var subtitle: String
    /// Paragraph under the tear line, wrapped to the card's width.
    package var body: String
    /// Label of the pill button at the bottom. Default "Tear to redeem".
    package var buttonTitle: String
    /// Pixels per point, 0.25...8 (clamped); default 2 (640 × 880 px).
    package var scale: Double

    /// A card with the default ticket texts at `scale` pixels per point (default 2).
    package init(
        title: String = "Concert ticket",
        subtitle: String = "Aurora Nights · Sat 14 June · 8:00 PM",
        body: String = "Section B · Row 12 · Seat 7. Doors open at 7:00 PM. Tear along the dotted line at the gate.",
        buttonTitle: String = "Tear to redeem",
        scale: Double = 2
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.buttonTitle = buttonTitle
        self.scale = scale
    }

    private var effectiveScale: Double { scale.isFinite ? min(max(scale, 0.25), 8) : 2 }

    /// Width of the rendered image in pixels.
    package var pixelWidth: Int { Int((Self.pointSize.width * effectiveScale).rounded()) }
    /// Height of the rendered image in pixels.
    package var pixelHeight: Int { Int((Self.pointSize.height * effectiveScale).rounded()) }

    /// The card rectangle in points (inside the canvas margin).
    package static let cardRect = CGRect(x: 16, y: 16, width: 288, height: 408)
    /// Corner radius of the card in points.
    package static let cornerRadius = 22.0
    /// Height of the illustration at the top of the card, in points.
    static let illustrationHeight = 176.0

    /// Draws the card on its page into a new opaque `pixelWidth × pixelHeight` image using `fonts`
    /// (loaded from the system by default): ``renderPage()``, ``renderShadow()`` and ``renderCard(fonts:)``
    /// composited in that order.
    package func render(fonts: SystemFonts = .load()) -> RGBAImage {
        var canvas = renderPage()
        canvas.composite(renderShadow(), x: 0, y: 0)
        canvas.composite(renderCard(fonts: fonts), x: 0, y: 0)
        return canvas
    }

    /// The page behind the card: iOS's grouped background grey, opaque, `pixelWidth × pixelHeight`.
    package func renderPage() -> RGBAImage {
        RGBAImage(width: pixelWidth, height: pixelHeight, fill: (0xF2, 0xF2, 0xF7, 0xFF))
    }

    /// The card's soft drop shadow alone (a wide soft one and a tight one, cut by the notches), on a
    /// transparent `pixelWidth × pixelHeight` layer.
    package func renderShadow() -> RGBAImage {
        let s = effectiveScale
        func px(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        }
        let card = Self.cardRect
        var shadows = RGBAImage(width: pixelWidth, height: pixelHeight)
        shadows.fillShadow(
            .roundedRect(px(card.offsetBy(dx: 0, dy: 6)), cornerRadius: Self.cornerRadius * s),
            color: RGBAColor(hex: 0x1C2340, alpha: 0.14), blurRadius: 20 * s)
        shadows.fillShadow(
            .roundedRect(px(card.offsetBy(dx: 0, dy: 1)), cornerRadius: Self.cornerRadius * s),
            color: RGBAColor(hex: 0x000000, alpha: 0.06), blurRadius: 3 * s)
        notches(scale: s).forEach { shadows.erase($0) }
        return shadows
    }

    /// The perforation's vertical position, in points.
    private static var perforationY: Double { illustrationHeight + cardRect.minY + 38 + 42 }

    /// The dotted tear line's height in the card's own points (from ``cardRect``'s top): 256.
    package static var tearLineY: Double { perforationY - cardRect.minY }

    /// The two notches cut into the card's edges at the perforation, in pixels.
    private func notches(scale s: Double) -> [CanvasShape] {
        [Self.cardRect.minX, Self.cardRect.maxX].map {
            CanvasShape.ellipse(
                CGRect(x: ($0 - 10) * s, y: (Self.perforationY - 10) * s, width: 20 * s, height: 20 * s))
        }
    }

    /// The card alone, as an app's view draws it: transparent around its rounded corners and notches,
    /// on a transparent `pixelWidth × pixelHeight` layer (the card sits at ``cardRect``; the margin
    /// around it lets torn halves move outward). This is the layer `tearkit demo` tears.
    package func renderCard(fonts: SystemFonts = .load()) -> RGBAImage {
        let s = effectiveScale
        func px(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        }
        func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x * s, y: y * s) }

        let card = Self.cardRect
        let cardShape = CanvasShape.roundedRect(px(card), cornerRadius: Self.cornerRadius * s)
        let titleBaseline = Self.illustrationHeight + card.minY + 38
        let perforationY = Self.perforationY
        let notches = notches(scale: s)

        // The card itself is drawn on its own layer so its notches can be cut out.
        var image = RGBAImage(width: pixelWidth, height: pixelHeight)
        image.fill(cardShape, color: .white)

        // Illustration, clipped to the card's rounded top.
        let art = CGRect(x: card.minX, y: card.minY, width: card.width, height: Self.illustrationHeight)
        var illustration = drawIllustration(size: px(art).size, scale: s)
        illustration.mask(
            to: .roundedRect(
                CGRect(x: 0, y: 0, width: art.width * s, height: (art.height + 40) * s),
                cornerRadius: Self.cornerRadius * s))
        image.composite(illustration, x: Int((art.minX * s).rounded()), y: Int((art.minY * s).rounded()))

        let regular = fonts.regular, bold = fonts.bold
        let left = card.minX + 20, textWidth = card.width - 40

        // "ADMIT ONE" chip on the illustration.
        if let bold {
            let chipText = "ADMIT ONE"
            let chipWidth = bold.measure(chipText, pixelSize: 10 * s).width / s + 20
            image.fill(
                .capsule(px(CGRect(x: left - 4, y: card.minY + 14, width: chipWidth, height: 22))),
                color: RGBAColor.white.withAlpha(0.88))
            bold.draw(
                chipText, into: &image, x: (left + 6) * s, baseline: (card.minY + 29) * s, pixelSize: 10 * s,
                color: RGBAColor(hex: 0x3B2F6B))
        }

        // Title and subtitle.
        bold?.draw(
            title, into: &image, x: left * s, baseline: titleBaseline * s, pixelSize: 24 * s,
            color: RGBAColor(hex: 0x1C1C1E))
        regular?.draw(
            subtitle, into: &image, x: left * s, baseline: (titleBaseline + 22) * s, pixelSize: 13 * s,
            color: RGBAColor(hex: 0x8E8E93))

        // Perforated tear line with notches cut into both edges of the card.
        notches.forEach { image.erase($0) }
        var dashX = card.minX + 16
        while dashX + 6 <= card.maxX - 16 {
            image.fill(
                .capsule(px(CGRect(x: dashX, y: perforationY - 1, width: 6, height: 2))),
                color: RGBAColor(hex: 0xC7C7CC))
            dashX += 11
        }

        // Body text: as many lines as fit above the button.
        let button = CGRect(x: left, y: card.maxY - 20 - 46, width: textWidth, height: 46)
        if let regular {
            var baseline = perforationY + 30
            for line in regular.wrappedLines(body, maxWidth: textWidth * s, pixelSize: 13 * s) {
                guard baseline + 5 <= button.minY - 8 else { break }
                regular.draw(
                    line, into: &image, x: left * s, baseline: baseline * s, pixelSize: 13 * s,
                    color: RGBAColor(hex: 0x3C3C43, alpha: 0.85))
                baseline += 19
            }
        }

        // Pill button.
        image.fillShadow(
            .capsule(px(button.offsetBy(dx: 0, dy: 4))), color: RGBAColor(hex: 0x007AFF, alpha: 0.30),
            blurRadius: 12 * s)
        image.fill(
            .capsule(px(button)),
            with: .linearGradient(
                LinearGradient(
                    from: RGBAColor(hex: 0x2F8CFF), to: RGBAColor(hex: 0x0062E0), start: pt(0, button.minY),
                    end: pt(0, button.maxY))))
        if let bold {
            let width = bold.measure(buttonTitle, pixelSize: 16 * s).width
            bold.draw(
                buttonTitle, into: &image, x: button.midX * s - width / 2, baseline: (button.midY + 6) * s,
                pixelSize: 16 * s, color: .white)
        }
        return image
    }

    /// The card alone, ``cardRect``'s size × `scale`: ``renderCard(fonts:)`` without the page's margin,
    /// transparent around its rounded corners and notches. The view a reel tears, shifts and ripples:
    /// only its own pixels move, never the page behind it.
    package func renderCardAlone(fonts: SystemFonts = .load()) -> RGBAImage {
        let s = effectiveScale, card = Self.cardRect
        return renderCard(fonts: fonts).cropped(
            x: Int((card.minX * s).rounded()), y: Int((card.minY * s).rounded()),
            width: Int((card.width * s).rounded()), height: Int((card.height * s).rounded()))
    }

    /// The card's blank paper alone: the white rounded card of ``renderCardAlone(fonts:)``, same size
    /// and corners, with nothing printed on it (no art, text or notches). A preview of an effect that
    /// draws a view of its own (a text) shows it on this paper, so it sits on the same page as the others.
    package func renderBlankCardAlone() -> RGBAImage {
        let s = effectiveScale, card = Self.cardRect
        let width = Int((card.width * s).rounded()), height = Int((card.height * s).rounded())
        var paper = RGBAImage(width: width, height: height)
        paper.fill(
            .roundedRect(CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: Self.cornerRadius * s),
            color: .white)
        return paper
    }

    /// The rectangle a reel of effects on the card alone shows, in the card's points (origin at its
    /// top-left, so negative): the card in the middle, 0.45 × its width on each side and 0.15 × its
    /// height above and below (547 × 530 pt), so the card fills more than half the frame's width and
    /// reads on a contact sheet. Torn halves stay inside it while they can be seen.
    package static var reelFrame: CGRect {
        let card = cardRect.size
        let side = (card.width * 0.45).rounded(), vertical = (card.height * 0.15).rounded()
        return CGRect(x: -side, y: -vertical, width: card.width + 2 * side, height: card.height + 2 * vertical)
    }

    /// The dusk landscape: sky gradient, stars, sun with glow, two mountain ranges, a hill.
    private func drawIllustration(size: CGSize, scale s: Double) -> RGBAImage {
        let width = Int(size.width.rounded()), height = Int(size.height.rounded())
        var art = RGBAImage(width: width, height: height)
        let w = size.width / s, h = size.height / s  // points
        func pt(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x * s, y: y * s) }
        func px(_ rect: CGRect) -> CGRect {
            CGRect(x: rect.minX * s, y: rect.minY * s, width: rect.width * s, height: rect.height * s)
        }

        art.fill(
            .rect(CGRect(x: 0, y: 0, width: size.width, height: size.height)),
            with: .linearGradient(
                LinearGradient(
                    start: pt(0, 0), end: pt(0, h),
                    stops: [
                        .init(RGBAColor(hex: 0x2B2E83), at: 0), .init(RGBAColor(hex: 0x7A4FB5), at: 0.45),
                        .init(RGBAColor(hex: 0xF59AB0), at: 0.8), .init(RGBAColor(hex: 0xFFD3A0), at: 1),
                    ])))

        // Stars at fixed positions (deterministic).
        let stars: [(Double, Double, Double)] = [
            (30, 40, 1.2), (62, 22, 0.9), (104, 52, 1.1), (150, 18, 1.3), (178, 44, 0.8),
            (236, 26, 1.1), (262, 56, 0.9), (84, 70, 0.7), (214, 64, 0.8), (126, 32, 0.7),
        ]
        for (x, y, r) in stars {
            art.fill(
                .ellipse(px(CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))),
                color: RGBAColor.white.withAlpha(0.85))
        }

        // Sun with a glow.
        let sun = CGPoint(x: w * 0.68, y: h * 0.60)
        art.fillShadow(
            .ellipse(px(CGRect(x: sun.x - 40, y: sun.y - 40, width: 80, height: 80))),
            color: RGBAColor(hex: 0xFFE6A8, alpha: 0.55), blurRadius: 36 * s)
        art.fill(
            .ellipse(px(CGRect(x: sun.x - 24, y: sun.y - 24, width: 48, height: 48))),
            with: .linearGradient(
                LinearGradient(
                    from: RGBAColor(hex: 0xFFF6D8), to: RGBAColor(hex: 0xFFC46B), start: pt(0, sun.y - 24),
                    end: pt(0, sun.y + 24))))

        // Far range, near range, foreground hill.
        let far: [(Double, Double)] = [
            (0, 0.74), (0.12, 0.56), (0.22, 0.66), (0.36, 0.44), (0.50, 0.62), (0.60, 0.55),
            (0.74, 0.70), (0.86, 0.52), (1.0, 0.64),
        ]
        art.fill(
            .polygon(far.map { pt($0.0 * w, $0.1 * h) } + [pt(w, h), pt(0, h)]),
            with: .linearGradient(
                LinearGradient(
                    from: RGBAColor(hex: 0x8C6BC4), to: RGBAColor(hex: 0xB887C8), start: pt(0, h * 0.44), end: pt(0, h))
            ))
        let near: [(Double, Double)] = [
            (0, 0.86), (0.16, 0.70), (0.30, 0.82), (0.46, 0.64), (0.62, 0.84), (0.78, 0.72),
            (0.92, 0.84), (1.0, 0.78),
        ]
        art.fill(
            .polygon(near.map { pt($0.0 * w, $0.1 * h) } + [pt(w, h), pt(0, h)]),
            with: .linearGradient(
                LinearGradient(
                    from: RGBAColor(hex: 0x4B3A86), to: RGBAColor(hex: 0x35295F), start: pt(0, h * 0.64), end: pt(0, h))
            ))
        art.fill(
            .ellipse(px(CGRect(x: -w * 0.2, y: h * 0.90, width: w * 1.4, height: h * 0.5))),
            color: RGBAColor(hex: 0x231B45))
        return art
    }
}
