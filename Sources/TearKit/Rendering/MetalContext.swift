#if canImport(MetalKit)
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation
import Metal
import MetalKit
@_spi(Internal) import TearKitCore

/// The Metal objects every TearKit effect shares, made once per process: the system's default
/// device, one command queue, the library compiled from the package's shaders (`default.metallib`
/// in TearKit's resource bundle) and one render pipeline state per vertex/fragment pair, each
/// built with the asynchronous `makeRenderPipelineState(descriptor:completionHandler:)` so that
/// compiling never blocks the main thread.
///
/// Who uses it: the shatter (SwiftUI and the UIKit dismissal) and the dust (SwiftUI and `UIView`),
/// both through ``PiecesMetalRenderer``, and the UIKit tear (``TearMetalRenderer``). ``prepareEffects()`` (and a shattering view or a `TearInteraction`
/// appearing) starts building everything ahead of the first effect; an effect that starts before
/// then waits for its pipeline off the main thread, showing the live view meanwhile. No caller waits
/// on the main thread: the shatter and the UIKit tear both take the pipeline from
/// ``pipelineState(_:completion:)`` and upload their snapshots with ``texture(of:)`` on a background
/// task.
///
/// Thread safety: Metal documents devices, command queues, libraries and pipeline states as safe to
/// use from any thread (they are immutable once made), so the context is `@unchecked Sendable`; its
/// mutable state is behind two locks: one for the pipelines being built and their waiters, held only
/// for a few assignments, and one for the library, held while it loads (so a build waiting for the
/// library never blocks a caller that only checks a finished pipeline).
final class MetalContext: @unchecked Sendable {
    /// The pipelines TearKit draws with.
    enum Pipeline: CaseIterable, Sendable {
        /// `shatterVertex` + `shatterFragment`, premultiplied source-over (pieces over a cleared drawable).
        case shatter
        /// `tearDistortionVertex` + `tearDistortionFragment`, no blending (one quad covers the drawable).
        case tear
        /// `curvedTearDistortionVertex` + `curvedTearDistortionFragment`, no blending (a tear that follows
        /// the finger; one quad covers the drawable).
        case curvedTear
        /// `dustVertex` + `dustFragment`, premultiplied source-over (particles over a cleared drawable).
        case dust
    }

    /// Why Metal cannot draw an effect (the caller then shows it another way: a cross-fade, or the
    /// view left intact).
    enum SetupError: Error {
        case noDevice, noCommandQueue, noLibrary, noFunction(String)
    }

    /// The one context of the process.
    static let shared = MetalContext()

    /// The pixel format of every TearKit drawable and pipeline: 8-bit BGRA, `MTKView`'s default.
    static let pixelFormat = MTLPixelFormat.bgra8Unorm

    /// The system's default device; `nil` where there is no Metal.
    let device: (any MTLDevice)?
    /// The one command queue on ``device``.
    let commandQueue: (any MTLCommandQueue)?

    private let lock = NSLock()
    private let libraryLock = NSLock()
    private var prepareStarted = false
    private var library: Result<any MTLLibrary, any Error>?
    private var states: [Pipeline: Result<any MTLRenderPipelineState, any Error>] = [:]
    private var waiters: [Pipeline: [@Sendable (Result<any MTLRenderPipelineState, any Error>) -> Void]] = [:]

    /// Made on first use (``prepareEffects()``, or an effect's first run).
    private init() {
        device = MTLCreateSystemDefaultDevice()
        commandQueue = device?.makeCommandQueue()
    }

    /// Starts building every pipeline (once; later calls only check a flag, so a view may call it
    /// every time it appears).
    func prepare() {
        lock.lock()
        let started = prepareStarted
        prepareStarted = true
        lock.unlock()
        guard !started else { return }
        for pipeline in Pipeline.allCases { pipelineState(pipeline) { _ in } }
    }

    /// The state of `pipeline`, built once: `completion` runs as soon as it is ready (at once, on
    /// the caller's thread, when it already is; otherwise on a background thread). The library is
    /// loaded and the pipeline compiled on a background queue, with Metal's asynchronous
    /// `makeRenderPipelineState(descriptor:completionHandler:)`.
    func pipelineState(
        _ pipeline: Pipeline, completion: @escaping @Sendable (Result<any MTLRenderPipelineState, any Error>) -> Void
    ) {
        lock.lock()
        if let built = states[pipeline] {
            lock.unlock()
            completion(built)
            return
        }
        let first = waiters[pipeline] == nil
        waiters[pipeline, default: []].append(completion)
        lock.unlock()
        guard first else { return }
        // Off the caller's thread: loading the library reads `default.metallib` from disk.
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let descriptor: MTLRenderPipelineDescriptor
            do {
                descriptor = try self.descriptor(pipeline)
            } catch {
                finish(pipeline, .failure(error))
                return
            }
            guard let device else { return finish(pipeline, .failure(SetupError.noDevice)) }
            device.makeRenderPipelineState(descriptor: descriptor) { [self] state, error in
                if let state {
                    finish(pipeline, .success(state))
                } else {
                    finish(pipeline, .failure(error ?? SetupError.noFunction(pipeline.fragmentFunction)))
                }
            }
        }
    }

    /// The state of `pipeline`, waiting for it without blocking the caller's thread.
    func pipelineState(_ pipeline: Pipeline) async throws -> SendableBox<any MTLRenderPipelineState> {
        try await withCheckedThrowingContinuation { continuation in
            pipelineState(pipeline) { result in
                continuation.resume(with: result.map { SendableBox($0) })
            }
        }
    }

    /// `image` uploaded as an 8-bit texture, top row first, its bytes as they are (no sRGB conversion).
    /// Synchronous: called off the main thread (the shatter and the UIKit tear do, in a detached task).
    func texture(of image: CGImage) throws -> any MTLTexture {
        guard let device else { throw SetupError.noDevice }
        return try MTKTextureLoader(device: device).newTexture(
            cgImage: image, options: [.origin: MTKTextureLoader.Origin.topLeft, .SRGB: false])
    }

    private func finish(_ pipeline: Pipeline, _ result: Result<any MTLRenderPipelineState, any Error>) {
        lock.lock()
        if states[pipeline] == nil { states[pipeline] = result }
        let settled = states[pipeline]!
        let waiting = waiters.removeValue(forKey: pipeline) ?? []
        lock.unlock()
        for waiter in waiting { waiter(settled) }
    }

    /// The library, loaded once from TearKit's bundle. Behind its own lock: a second caller waits for
    /// the first load instead of reading `default.metallib` again, and the pipelines' lock is free
    /// meanwhile.
    private func loadLibrary() throws -> any MTLLibrary {
        libraryLock.lock()
        defer { libraryLock.unlock() }
        if let library { return try library.get() }
        guard let device else { throw SetupError.noDevice }
        let loaded = Result { try device.makeDefaultLibrary(bundle: Bundle.module) }
        library = loaded
        return try loaded.get()
    }

    private func descriptor(_ pipeline: Pipeline) throws -> MTLRenderPipelineDescriptor {
        let library = try loadLibrary()
        guard let vertex = library.makeFunction(name: pipeline.vertexFunction) else {
            throw SetupError.noFunction(pipeline.vertexFunction)
        }
        guard let fragment = library.makeFunction(name: pipeline.fragmentFunction) else {
            throw SetupError.noFunction(pipeline.fragmentFunction)
        }
        let descriptor = MTLRenderPipelineDescriptor()
        descriptor.vertexFunction = vertex
        descriptor.fragmentFunction = fragment
        descriptor.colorAttachments[0].pixelFormat = Self.pixelFormat
        if pipeline == .shatter || pipeline == .dust {
            descriptor.colorAttachments[0].isBlendingEnabled = true
            descriptor.colorAttachments[0].sourceRGBBlendFactor = .one
            descriptor.colorAttachments[0].sourceAlphaBlendFactor = .one
            descriptor.colorAttachments[0].destinationRGBBlendFactor = .oneMinusSourceAlpha
            descriptor.colorAttachments[0].destinationAlphaBlendFactor = .oneMinusSourceAlpha
        }
        return descriptor
    }
}

extension MetalContext.Pipeline {
    /// The vertex function's name in `default.metallib`.
    var vertexFunction: String {
        switch self {
        case .shatter: ShatterShaderLayout.vertexFunctionName
        case .tear: TearDistortionPipelineLayout.vertexFunctionName
        case .curvedTear: CurvedTearDistortionPipelineLayout.vertexFunctionName
        case .dust: DustShaderLayout.vertexFunctionName
        }
    }

    /// The fragment function's name in `default.metallib`.
    var fragmentFunction: String {
        switch self {
        case .shatter: ShatterShaderLayout.fragmentFunctionName
        case .tear: TearDistortionPipelineLayout.fragmentFunctionName
        case .curvedTear: CurvedTearDistortionPipelineLayout.fragmentFunctionName
        case .dust: DustShaderLayout.fragmentFunctionName
        }
    }
}
#endif
