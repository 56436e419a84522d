import Testing
@_spi(Internal) @testable import TearKitCore

/// The live view under a Metal overlay goes once, when the overlay's frame is on screen: not when a
/// dropped drawable's handler runs, and not never when the handler does not come.
@Suite("First frame presentation")
struct FirstFramePresentationTests {
    @Test func theLiveViewGoesWhenTheFirstDrawableIsPresented() {
        var presentation = FirstFramePresentation()
        let r1 = presentation.committing(at: 10)
        #expect(r1 == .watch)
        let r2 = presentation.committing(at: 10.008)
        #expect(r2 == .none)
        let r3 = presentation.presented(at: 10.02)
        #expect(r3)
        let r4 = presentation.committing(at: 10.5)
        #expect(r4 == .none)
        let r5 = presentation.presented(at: 10.6)
        #expect(!r5)
    }

    /// A dropped drawable (presented time 0) does not reveal: the overlay may not be on screen yet,
    /// and hiding the live view would leave a frame with neither. The next drawable is watched.
    @Test func aDroppedDrawableRearmsOnTheNextOne() {
        var presentation = FirstFramePresentation()
        let r6 = presentation.committing(at: 10)
        #expect(r6 == .watch)
        let r7 = presentation.presented(at: 0)
        #expect(!r7)
        #expect(!presentation.revealed)
        let r8 = presentation.committing(at: 10.008)
        #expect(r8 == .watch)
        let r9 = presentation.presented(at: 10.03)
        #expect(r9)
        #expect(presentation.revealed)
    }

    /// No handler at all: after the grace the next commit reveals, once.
    @Test func aMissingHandlerRevealsAfterTheGrace() {
        var presentation = FirstFramePresentation()
        let r10 = presentation.committing(at: 10)
        #expect(r10 == .watch)
        let r11 = presentation.committing(at: 10 + FirstFramePresentation.grace / 2)
        #expect(r11 == .none)
        let r12 = presentation.committing(at: 10 + FirstFramePresentation.grace * 1.5)
        #expect(r12 == .reveal)
        let r13 = presentation.committing(at: 11)
        #expect(r13 == .none)
        let r14 = presentation.presented(at: 11)
        #expect(!r14)
    }
}
