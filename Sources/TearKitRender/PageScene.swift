import Foundation
import TearKitCore
import TearKitSimulation

/// A tearable view shown the way an app shows it: its layer composited over a page that never
/// moves, with the view's drop shadow under it — and, once it breaks, falling away and fading as the
/// README's `onCompletion(true)` example does (`.offset(y:)` and `.opacity` animated), then fading
/// back in when it is restored.
///
/// `tearkit demo` draws ``SampleCard`` this way: the card is the view that tears, the gap shows the
/// page behind it, and the page's border stays put.
package struct PageScene: Sendable {
    /// How the view is placed in one frame: moved down by `offset` points and drawn at `opacity`.
    package struct Presentation: Sendable, Hashable {
        /// How far the view has fallen, in points (0 in place).
        package var offset: Double
        /// The view's opacity, 0…1.
        package var opacity: Double

        /// The view in place, fully visible.
        package static let inPlace = Presentation(offset: 0, opacity: 1)

        /// A presentation; values are used as given (the compositor clamps opacity).
        package init(offset: Double, opacity: Double) {
            self.offset = offset
            self.opacity = opacity
        }
    }

    /// The page behind the view, opaque, the size of every frame.
    package let page: RGBAImage
    /// The view's drop shadow on a transparent page-sized layer; it falls and fades with the view.
    package let shadow: RGBAImage?
    /// Pixels per point of the page, the shadow and the view's layer.
    package let scale: Double

    /// How long the broken view takes to fall out of sight, in seconds (gravity-like: slow, then fast).
    package static let fallDuration = 0.7
    /// How far it falls in that time, in points.
    package static let fallDistance = 360.0
    /// How long a restored view takes to fade back in, in seconds.
    package static let fadeInDuration = 0.3

    /// The page with the shadow in place, composed once (most frames show the view in place).
    private let backdrop: RGBAImage

    /// A scene over `page` with an optional `shadow`, both at `scale` pixels per point.
    package init(page: RGBAImage, shadow: RGBAImage? = nil, scale: Double) {
        self.page = page
        self.shadow = shadow
        self.scale = scale
        var backdrop = page
        if let shadow { backdrop.composite(shadow, x: 0, y: 0) }
        self.backdrop = backdrop
    }

    /// The frame: the page, then the shadow and the view's (already shaded) `layer` moved down and
    /// faded as `presentation` says. `layer` is page-sized and aligned with the page.
    package func compose(_ layer: RGBAImage, _ presentation: Presentation) -> RGBAImage {
        if presentation == .inPlace {
            var frame = backdrop
            frame.composite(layer, x: 0, y: 0)
            return frame
        }
        var frame = page
        let dy = Int((presentation.offset * scale).rounded())
        if let shadow { frame.composite(shadow, x: 0, y: dy, opacity: presentation.opacity) }
        frame.composite(layer, x: 0, y: dy, opacity: presentation.opacity)
        return frame
    }

    /// Where the view is in each frame of a playback: in place while it is whole or tearing; from the
    /// first frame of a break, falling ``fallDistance`` points over ``fallDuration`` seconds while
    /// fading out; after a restore, back in place and fading in over ``fadeInDuration``.
    package static func presentations(for frames: [TearPlayback.Frame]) -> [Presentation] {
        var brokeAt: TimeInterval?
        var restoredAt: TimeInterval?
        return frames.map { frame in
            if frame.state.phase == .broken {
                let start = brokeAt ?? frame.time
                brokeAt = start
                restoredAt = nil
                let f = min(max((frame.time - start) / fallDuration, 0), 1)
                return Presentation(offset: fallDistance * f * f, opacity: 1 - f)
            }
            if brokeAt != nil {
                brokeAt = nil
                restoredAt = frame.time
            }
            guard let restoredAt else { return .inPlace }
            let f = min(max((frame.time - restoredAt) / fadeInDuration, 0), 1)
            return Presentation(offset: 0, opacity: f)
        }
    }
}
