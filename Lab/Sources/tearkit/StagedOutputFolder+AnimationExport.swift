import Foundation
import TearKitRender

extension StagedOutputFolder {
    /// Ends an animation export staged in this folder, the same way for every effect: closes the
    /// APNG, stops here if the user interrupted and writes the contact sheet. The caller moves the
    /// folder into place (``commit()``) once every export of its job is staged: the demo's three at once.
    ///
    /// On any error the caller discards the folder; nothing reaches the destination.
    /// - Parameters:
    ///   - animation: The APNG being written into the staging folder; finished here.
    ///   - animationName: Its file name, for the error message when it cannot be finished.
    ///   - contactSheet: Draws the contact sheet; called only once the animation is complete.
    func finishAnimationExport(_ animation: AnimationFile, named animationName: String, contactSheet: () -> RGBAImage)
        throws
    {
        reached(.animation)
        do {
            try animation.finish()
        } catch {
            throw ToolError("cannot write \(displayPath(for: animationName)): \(Self.reason(error))")
        }
        try InterruptMonitor.shared.check()
        let sheet = contactSheet()
        reached(.contactSheet)
        // Opaque: stored without alpha (flattening over its own background changes no pixel), a fifth smaller.
        try write(
            try PNGCodec.encode(sheet, region: nil, flattenedOver: ContactSheet.background, compression: .compact),
            to: AnimationOutputFiles.contactSheetName)
    }
}
