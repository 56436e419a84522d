import Foundation
import Testing
import TearKitRender

@Suite("Sample card")
struct SampleCardTests {
    @Test func defaultSizeIsTwiceThePointSize() {
        let card = SampleCard()
        #expect(card.pixelWidth == 640 && card.pixelHeight == 880)
        #expect(SampleCard(scale: 1).pixelWidth == 320)
        #expect(SampleCard(scale: .nan).pixelWidth == 640)
    }

    @Test func renderingIsDeterministic() {
        let fonts = SystemFonts.load()
        let first = SampleCard(scale: 1).render(fonts: fonts)
        let second = SampleCard(scale: 1).render(fonts: SystemFonts.load())
        #expect(first.pixels == second.pixels)
    }

    @Test func looksLikeACardOnABackground() throws {
        let image = SampleCard(scale: 1).render()
        #expect(image.width == 320 && image.height == 440)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }, "opaque")
        #expect(image[2, 2] == (0xF2, 0xF2, 0xF7, 255), "grouped-background grey outside the card")
        // The card's white body below the illustration, left of any text.
        #expect(image[22, 300] == (255, 255, 255, 255))
        // The corner of the card is cut by its radius: the very corner pixel is not white.
        #expect(image[16, 16] != (255, 255, 255, 255))
        // The illustration is colourful; the button is blue.
        let sky = image[160, 30]
        #expect(sky.b > sky.g + 40, "dusk sky is blue-violet")
        let button = image[40, 424 - 20 - 23]
        #expect(button.b > 200 && button.r < 80, "blue pill button")
        // Many distinct colours: gradients, anti-aliasing and text, not a flat fill.
        var colours = Set<UInt32>()
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            colours.insert(
                UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
        }
        #expect(colours.count > 1000)
    }

    @Test func titleAndButtonTextAreDrawnWhenFontsExist() throws {
        let fonts = SystemFonts.load()
        try #require(fonts.regular != nil, "needs a system font")
        let withText = SampleCard(scale: 1).render(fonts: fonts)
        let withoutText = SampleCard(scale: 1).render(fonts: SystemFonts(regular: nil, bold: nil))
        // Title row (around its baseline at y ≈ 230) and button label differ; the illustration does not.
        let titleRow = (36..<200).filter { withText[$0, 224] != withoutText[$0, 224] }
        #expect(titleRow.count > 20)
        let buttonRow = (100..<220).filter { withText[$0, 381] != withoutText[$0, 381] }
        #expect(buttonRow.count > 10)
        #expect((0..<320).allSatisfy { withText[$0, 150] == withoutText[$0, 150] })
    }

    @Test func theCardAloneIsTransparentAroundItsCornersAndOnThePageItIsTheFullCard() {
        let sample = SampleCard(scale: 1)
        let fonts = SystemFonts(regular: nil, bold: nil)
        let card = sample.renderCard(fonts: fonts), page = sample.renderPage(), shadow = sample.renderShadow()
        #expect(card.width == 320 && card.height == 440 && page.width == 320 && shadow.height == 440)
        // Outside the card, and at its rounded corner, the view is transparent; inside, opaque white.
        #expect(card[2, 2].a == 0 && card[16, 16].a < 128)
        #expect(card[22, 300] == (255, 255, 255, 255))
        // The notch cut into the card's edge at the perforation is transparent too.
        #expect(card[17, 16 + 176 + 38 + 42].a == 0)
        // The page is flat grey; the shadow is soft and only a shadow (no colour of its own beyond dark).
        #expect(page[160, 220] == (0xF2, 0xF2, 0xF7, 255))
        #expect(shadow[160, 430].a > 0 && shadow[160, 430].a < 80)
        // Page, shadow and card together are the whole sample.
        var composed = page
        composed.composite(shadow, x: 0, y: 0)
        composed.composite(card, x: 0, y: 0)
        #expect(composed == sample.render(fonts: fonts))
    }

    @Test func rendersWithoutFontsWithoutCrashing() {
        let image = SampleCard(title: "", subtitle: "", body: "", buttonTitle: "", scale: 0.25)
            .render(fonts: SystemFonts(regular: nil, bold: nil))
        #expect(image.width == 80 && image.height == 110)
    }
}

import TearKitGestureScripts
@_spi(Internal) import TearKitCore

/// The demo asks the card to be torn along its dotted line: the second tear of `tearkit demo` must run there.
@Suite struct DemoTearLineTests {
    @Test func theDemosSecondTearRunsAlongTheDottedLine() throws {
        let size = SampleCard.cardRect.size
        let script = GesturePreset.demo.script(viewSize: size)
        // The second drag: the events after the restore.
        let restore = try #require(script.events.firstIndex { if case .setBroken = $0 { true } else { false } })
        let second = script.events[(restore + 1)...].compactMap { event -> DragSample? in
            switch event {
            case .changed(let sample), .ended(let sample): sample
            default: nil
            }
        }
        #expect(second.count > 10)
        for sample in second {
            #expect(abs(Double(sample.location.y) - SampleCard.tearLineY) < 1, "\(sample.location)")
            #expect(
                abs(Double(sample.startLocation.y) - SampleCard.tearLineY) < 1 && sample.startLocation.x < 10,
                "starts at the left notch")
        }
        // And the tear it makes runs along the line: the simulated tear's edge and tip stay on it.
        let playback = TearPlayback(script: script, framesPerSecond: 30)
        let torn = playback.frames.filter { $0.time > 3 && $0.state.isEffectEnabled }
        #expect(!torn.isEmpty)
        for frame in torn {
            #expect(
                abs(Double(frame.state.edgePoint.y) - SampleCard.tearLineY) < 2
                    && abs(Double(frame.state.fingerPoint.y) - SampleCard.tearLineY) < 2,
                "t \(frame.time): \(frame.state.edgePoint) → \(frame.state.fingerPoint)")
        }
    }
}
