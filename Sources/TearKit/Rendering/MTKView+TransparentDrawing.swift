#if canImport(MetalKit)
import Metal
import MetalKit

extension MTKView {
    /// Makes this view draw with `device` (the shared one, ``MetalContext``) the way every TearKit
    /// Metal view does: drawables in ``MetalContext/pixelFormat`` (8-bit BGRA), cleared to transparent
    /// black so that only what is drawn covers the views below, and only presented, never read back
    /// (`framebufferOnly`, which lets Core Animation keep them in its own memory).
    func drawsTransparently(with device: any MTLDevice) {
        self.device = device
        colorPixelFormat = MetalContext.pixelFormat
        clearColor = MTLClearColor(red: 0, green: 0, blue: 0, alpha: 0)
        framebufferOnly = true
    }
}
#endif
