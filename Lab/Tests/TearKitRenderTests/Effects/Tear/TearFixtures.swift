import Foundation
@_spi(Internal) import TearKitCore
import TearKitRender

/// Uniforms used across the pixel tests: a vertical tear down from the top edge of a
/// 120 × 160 pt view, and a diagonal one from the top edge towards the lower right.
enum TearFixtures {
    static let viewSize = CGSize(width: 120, height: 160)

    static func vertical(maxGap: Double = 20, roughness: Double = 0, length: Double = 100) -> TearUniforms {
        TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: length), tearProgress: 0.6,
            maxGap: maxGap, edgeRoughness: roughness, viewSize: viewSize)
    }

    static func diagonal(maxGap: Double = 24, roughness: Double = 0) -> TearUniforms {
        TearUniforms(
            tearStart: CGPoint(x: 30, y: 0), tearEnd: CGPoint(x: 95, y: 110), tearProgress: 0.7,
            maxGap: maxGap, edgeRoughness: roughness, viewSize: viewSize)
    }

    /// The view at scale 1 (or `scale`), opaque card content.
    static func card(scale: Int = 1) -> RGBAImage {
        TestCard.card(widthPoints: Int(viewSize.width), heightPoints: Int(viewSize.height), scale: scale)
    }
}
