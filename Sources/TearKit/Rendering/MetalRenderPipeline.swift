#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
import MetalKit

/// The device, command queue and render pipeline state of one of TearKit's vertex/fragment pairs in
/// the bundle's `default.metallib`, set up for an `MTKView`: what the shatter's renderer and UIKit's
/// tear renderer both need before their first frame.
@MainActor
struct MetalRenderPipeline {
    /// Why the pipeline could not be set up (the caller then shows the view another way).
    enum SetupError: Error {
        case noDevice, noCommandQueue, noFunction(String)
    }

    /// The view's device, or the system's default one.
    let device: any MTLDevice
    /// A command queue on ``device``.
    let commandQueue: any MTLCommandQueue
    /// The compiled pipeline for the view's pixel format.
    let state: any MTLRenderPipelineState

    /// Compiles `vertexFunction` + `fragmentFunction` for `view`'s pixel format.
    /// - Parameter premultipliedBlending: draw with premultiplied source-over (pieces over a cleared
    ///   drawable); `false` when the quad covers the drawable once and replaces what is there.
    init(view: MTKView, vertexFunction: String, fragmentFunction: String, premultipliedBlending: Bool) throws {
        guard let device = view.device ?? MTLCreateSystemDefaultDevice() else { throw SetupError.noDevice }
        guard let queue = device.makeCommandQueue() else { throw SetupError.noCommandQueue }
        let library = try device.makeDefaultLibrary(bundle: Bundle.module)
        guard let vertex = library.makeFunction(name: vertexFunction) else { throw SetupError.noFunction(vertexFunction) }
        guard let fragment = library.makeFunction(name: fragmentFunction) else { throw SetupError.noFunction(fragmentFunction) }
        let descriptor = MTLRenderPipelineDescriptor()
        descriptor.vertexFunction = vertex
        descriptor.fragmentFunction = fragment
        descriptor.colorAttachments[0].pixelFormat = view.colorPixelFormat
        if premultipliedBlending {
            descriptor.colorAttachments[0].isBlendingEnabled = true
            descriptor.colorAttachments[0].sourceRGBBlendFactor = .one
            descriptor.colorAttachments[0].sourceAlphaBlendFactor = .one
            descriptor.colorAttachments[0].destinationRGBBlendFactor = .oneMinusSourceAlpha
            descriptor.colorAttachments[0].destinationAlphaBlendFactor = .oneMinusSourceAlpha
        }
        state = try device.makeRenderPipelineState(descriptor: descriptor)
        self.device = device
        commandQueue = queue
    }

    /// `image` uploaded as a texture, top row first, its bytes as they are (no sRGB conversion).
    func texture(of image: CGImage) throws -> any MTLTexture {
        try MTKTextureLoader(device: device).newTexture(cgImage: image, options: [.origin: MTKTextureLoader.Origin.topLeft, .SRGB: false])
    }
}
#endif
