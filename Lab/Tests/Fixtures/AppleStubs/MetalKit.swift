// A stand-in `MetalKit` module for type-checking TearKit's Apple-only sources on Linux.
// Members mirror the reference's MetalKit entries (as imported into Swift) or are marked "Not in
// the reference". `MTKViewDelegate`'s requirements are main-actor isolated, as the SDK's header marks them
// (`NS_SWIFT_UI_ACTOR`); the protocol itself is not.
@_exported import CoreGraphics
@_exported import Metal
@_exported import UIKit

// Not in the reference: QuartzCore's CAMetalDrawable (the type of MTKView.currentDrawable there).
public protocol CAMetalDrawable: MTLDrawable {}

@MainActor open class MTKView: UIView {
    public init(frame frameRect: CGRect, device: (any MTLDevice)?) { super.init(frame: frameRect) }
    weak open var delegate: (any MTKViewDelegate)?
    open var device: (any MTLDevice)?
    open var currentDrawable: (any CAMetalDrawable)? { nil }
    open var framebufferOnly: Bool = true
    open var colorPixelFormat: MTLPixelFormat = .bgra8Unorm
    open var clearColor: MTLClearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var currentRenderPassDescriptor: MTLRenderPassDescriptor? { nil }
    open var preferredFramesPerSecond: Int = 60
    open var isPaused: Bool = false
    open var autoResizeDrawable: Bool = true
    open var drawableSize: CGSize = .zero
    // Not in the reference: MTKView.enableSetNeedsDisplay is listed in its header defaults only.
    open var enableSetNeedsDisplay: Bool = false
    open func draw() {}
}

public protocol MTKViewDelegate: NSObjectProtocol {
    @MainActor func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize)
    @MainActor func draw(in view: MTKView)
}

open class MTKTextureLoader: NSObject {
    public struct Option: Hashable, Sendable {
        // Not in the reference by declaration: the option keys the reference lists by name.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        public static let SRGB = Option()
        // Not in the reference by declaration: the option keys the reference lists by name.
        public static let origin = Option()
    }
    public struct Origin: Hashable, Sendable {
        // Not in the reference by declaration: the origin value the reference lists by name.
        public static let topLeft = Origin()
    }
    public init(device: any MTLDevice) {}
    open func newTexture(cgImage: CGImage, options: [MTKTextureLoader.Option: Any]? = nil) throws -> any MTLTexture {
        fatalError()
    }
}
