// A stand-in `Metal` module for type-checking TearKit's Apple-only sources on Linux.
// Members mirror the reference's Metal entries (as imported into Swift) or are marked "Not in the
// reference". Bodies are dummies: this module is only type-checked against.
@_exported import Foundation

public protocol MTLFunction: NSObjectProtocol {}
public protocol MTLRenderPipelineState: NSObjectProtocol {}
public protocol MTLResource: NSObjectProtocol {}
public protocol MTLBuffer: MTLResource {}
public protocol MTLTexture: MTLResource {}
// Not in the reference: MTLDrawablePresentedHandler (MTLDrawable.h, iOS 10.3; NS_SWIFT_SENDABLE).
public typealias MTLDrawablePresentedHandler = @Sendable (any MTLDrawable) -> Void

// Not in the reference: MTLDrawable, what MTLCommandBuffer.present(_:) takes (iOS 8).
public protocol MTLDrawable: NSObjectProtocol {
    // Not in the reference: MTLDrawable.addPresentedHandler(_:) (iOS 10.3, macOS 10.15.4).
    func addPresentedHandler(_ block: @escaping MTLDrawablePresentedHandler)
    // Not in the reference: MTLDrawable.presentedTime (iOS 10.3, macOS 10.15.4; a CFTimeInterval,
    // which is Double, 0 when the drawable was not presented).
    var presentedTime: Double { get }
}

public protocol MTLLibrary: NSObjectProtocol {
    func makeFunction(name functionName: String) -> (any MTLFunction)?
}

public struct MTLResourceOptions: OptionSet, Sendable {
    // Not in the reference: OptionSet storage of MTLResourceOptions.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

public protocol MTLDevice: NSObjectProtocol {
    func makeCommandQueue() -> (any MTLCommandQueue)?
    func makeBuffer(length: Int, options: MTLResourceOptions) -> (any MTLBuffer)?
    func makeBuffer(bytes pointer: UnsafeRawPointer, length: Int, options: MTLResourceOptions) -> (any MTLBuffer)?
    func makeDefaultLibrary() -> (any MTLLibrary)?
    func makeDefaultLibrary(bundle: Bundle) throws -> any MTLLibrary
    func makeRenderPipelineState(descriptor: MTLRenderPipelineDescriptor) throws -> any MTLRenderPipelineState
    // Not in the reference: MTLDevice.makeRenderPipelineState(descriptor:completionHandler:) (MTLDevice.h, iOS 8).
    func makeRenderPipelineState(
        descriptor: MTLRenderPipelineDescriptor,
        completionHandler: @escaping MTLNewRenderPipelineStateCompletionHandler)
}

// Not in the reference: MTLNewRenderPipelineStateCompletionHandler (iOS 8; not Sendable in the headers).
public typealias MTLNewRenderPipelineStateCompletionHandler = ((any MTLRenderPipelineState)?, (any Error)?) -> Void

// swift-format-ignore: AlwaysUseLowerCamelCase
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? { nil }

// Not in the reference: MTLCommandQueue.makeCommandBuffer() (iOS 8).
public protocol MTLCommandQueue: NSObjectProtocol {
    // Not in the reference: MTLCommandQueue.makeCommandBuffer() (iOS 8).
    func makeCommandBuffer() -> (any MTLCommandBuffer)?
}

// Not in the reference: MTLCommandBuffer and its members below (iOS 8).
public protocol MTLCommandBuffer: NSObjectProtocol {
    // Not in the reference: MTLCommandBuffer.makeRenderCommandEncoder(descriptor:) (iOS 8).
    func makeRenderCommandEncoder(descriptor renderPassDescriptor: MTLRenderPassDescriptor) -> (
        any MTLRenderCommandEncoder
    )?
    // Not in the reference: MTLCommandBuffer.present(_:) (iOS 8).
    func present(_ drawable: any MTLDrawable)
    // Not in the reference: MTLCommandBuffer.commit() (iOS 8).
    func commit()
}

// Not in the reference: MTLCommandEncoder.endEncoding() (iOS 8).
public protocol MTLCommandEncoder: NSObjectProtocol {
    // Not in the reference: MTLCommandEncoder.endEncoding() (iOS 8).
    func endEncoding()
}

public enum MTLPrimitiveType: UInt, Sendable {
    // Not in the reference: MTLPrimitiveType.triangleStrip's raw value (the case is named there).
    case triangleStrip = 4
}

public protocol MTLRenderCommandEncoder: MTLCommandEncoder {
    func setRenderPipelineState(_ pipelineState: any MTLRenderPipelineState)
    func setVertexBytes(_ bytes: UnsafeRawPointer, length: Int, index: Int)
    func setVertexBuffer(_ buffer: (any MTLBuffer)?, offset: Int, index: Int)
    func setFragmentBytes(_ bytes: UnsafeRawPointer, length: Int, index: Int)
    func setFragmentTexture(_ texture: (any MTLTexture)?, index: Int)
    func drawPrimitives(type primitiveType: MTLPrimitiveType, vertexStart: Int, vertexCount: Int, instanceCount: Int)
    func drawPrimitives(type primitiveType: MTLPrimitiveType, vertexStart: Int, vertexCount: Int)
}

// Not in the reference: MTLPixelFormat's cases (the type is named there).
public enum MTLPixelFormat: UInt, Sendable {
    case invalid = 0
    case bgra8Unorm = 80
}

public enum MTLBlendFactor: UInt, Sendable {
    case one = 1
    case sourceAlpha = 4
    case oneMinusSourceAlpha = 5
}

// Not in the reference: MTLClearColor's initialiser (the type is named there, as MTKView.clearColor's).
public struct MTLClearColor: Sendable {
    public init(red: Double, green: Double, blue: Double, alpha: Double) {}
}

// Not in the reference: MTLRenderPassDescriptor (the type of MTKView.currentRenderPassDescriptor there).
open class MTLRenderPassDescriptor: NSObject {}

open class MTLRenderPipelineColorAttachmentDescriptor: NSObject {
    open var pixelFormat: MTLPixelFormat = .invalid
    open var isBlendingEnabled: Bool = false
    open var sourceRGBBlendFactor: MTLBlendFactor = .one
    open var destinationRGBBlendFactor: MTLBlendFactor = .one
    open var sourceAlphaBlendFactor: MTLBlendFactor = .one
    open var destinationAlphaBlendFactor: MTLBlendFactor = .one
}

open class MTLRenderPipelineColorAttachmentDescriptorArray: NSObject {
    open subscript(attachmentIndex: Int) -> MTLRenderPipelineColorAttachmentDescriptor! {
        MTLRenderPipelineColorAttachmentDescriptor()
    }
}

open class MTLRenderPipelineDescriptor: NSObject {
    open var vertexFunction: (any MTLFunction)?
    open var fragmentFunction: (any MTLFunction)?
    open var colorAttachments: MTLRenderPipelineColorAttachmentDescriptorArray {
        MTLRenderPipelineColorAttachmentDescriptorArray()
    }
}
