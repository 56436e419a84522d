import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// What `tearkit render` is asked to draw when a page saves its animation: the effect, the options the
/// page set (as command-line arguments), the picture, and for the tear the drag the user made (a
/// gesture script) or, before any drag, a preset. The saved APNG is the one the command writes for
/// those arguments.
package struct PlaygroundExportRequest: Sendable {
    /// `--effect`'s value.
    package var effect: String
    /// The options, flag then value (`["--max-gap", "40"]`), in the registration's order.
    package var options: [String]
    /// The picture to pass as `--input` (`nil`: the effect draws its own view, as without `--input`).
    package var picture: RGBAImage?
    /// Pixels per point, passed as `--scale`.
    package var scale: Double
    /// The tear's drag as a gesture script's JSON (`nil`: not the tear, or no drag yet).
    package var script: Data?
    /// The tear's preset when there is no drag.
    package var gesturePreset: GesturePreset?

    /// The request for what `scene` shows.
    package init(scene: PlaygroundScene) {
        effect = scene.effect.name
        options = PlaygroundCatalog.options(of: scene.effect).flatMap { option -> [String] in
            guard let value = scene.givenText[option.name] else { return [] }
            return [option.name, value]
        }
        let usesOwnView = scene.picture.isSampleCard && scene.effect.viewWithoutInput != nil
        picture = usesOwnView ? nil : scene.picture.image
        scale = scene.picture.scale
        if PlaygroundCatalog.isDragged(scene.effect) {
            if scene.recording.isEmpty {
                gesturePreset = .verticalFromTop
            } else {
                script = Self.scriptJSON(viewSize: scene.picture.viewSize, events: scene.recording)
            }
        } else if let tap = scene.tap,
            let point = PlaygroundCatalog.options(of: scene.effect).first(where: {
                if case .point = $0.kind { return scene.givenText[$0.name] == nil }
                return false
            })
        {
            // Where the user tapped, for the effect's own starting point.
            options += [point.name, "\(tap.x),\(tap.y)"]
        }
    }

    /// The arguments after `tearkit`, given where the picture, the script and the output are.
    package func arguments(input: URL?, script scriptURL: URL?, output: URL) -> [String] {
        var arguments = ["render", "--effect", effect, "--output", output.path, "--quiet", "--scale", "\(scale)"]
        if let input { arguments += ["--input", input.path] }
        if let scriptURL {
            arguments += ["--script", scriptURL.path]
        } else if let gesturePreset {
            arguments += ["--gesture-preset", gesturePreset.rawValue]
        }
        return arguments + options
    }

    /// A gesture script's JSON for `events` on a view of `viewSize` points (the form `--script` reads).
    static func scriptJSON(viewSize: CGSize, events: [GestureScript.Event]) -> Data {
        func point(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }
        let encoded: [[String: Any]] = events.map { event in
            switch event {
            case .changed(let sample), .ended(let sample):
                return [
                    "phase": event.phaseName, "startLocation": point(sample.startLocation),
                    "location": point(sample.location), "time": sample.time,
                ]
            case .cancelled(let time):
                return ["phase": "cancelled", "time": time]
            case .setBroken(let broken, let time, let animated):
                return ["phase": "setBroken", "value": broken, "time": time, "animated": animated]
            case .resize(let size, let time):
                return ["phase": "resize", "width": Double(size.width), "height": Double(size.height), "time": time]
            }
        }
        let object: [String: Any] = [
            "view": ["width": Double(viewSize.width), "height": Double(viewSize.height)], "events": encoded,
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    }
}
