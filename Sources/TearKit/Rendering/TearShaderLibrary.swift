#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// The one place TearKit looks up its Metal shaders.
///
/// Xcode compiles each effect's `.metal` file (`Sources/TearKit/Effects/<Effect>/`) into the
/// `default.metallib` of the target's resource bundle, which `ShaderLibrary.bundle(.module)` loads.
/// `ShaderFunction` is looked up by name at run time (the compiler never checks shader names or
/// argument lists), so every shader is built by ``shader(_:)`` from a ``ShaderEffectDescription``:
/// the name from its `functionName`, the arguments from its `arguments`, both owned by TearKitCore
/// and checked against the `.metal` file by the argument-contract test.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
enum TearShaderLibrary {
    /// The library compiled from this target's `Shaders` folder.
    static var library: ShaderLibrary { .bundle(.module) }

    /// Whether the compiled shaders are present. Xcode builds them into the bundle's
    /// `default.metallib`; command-line `swift build` copies the `.metal` sources without compiling
    /// them. Without the library, TearKit leaves the view drawn intact (the tear logic, callbacks and
    /// haptics still run) instead of letting a missing shader blank it.
    static let isAvailable: Bool = {
        let found = Bundle.module.url(forResource: "default", withExtension: "metallib") != nil
        #if DEBUG
        if !found {
            print(
                "TearKit: default.metallib not found in TearKit's resource bundle; the tear is not drawn. Build with Xcode (or xcodebuild) to compile the .metal files in Sources/TearKit/Effects."
            )
        }
        #endif
        return found
    }()

    /// Compiles the tear's two layer shaders, straight and curved, in the background, once per process,
    /// so that the frame a tear's direction locks on does not wait for SwiftUI to compile one (it
    /// compiles a shader when a frame first uses it otherwise). iOS 18, macOS 15 and visionOS 2 and
    /// later; nothing earlier, or without the compiled library.
    static func precompileTearShaders() {
        _ = precompiledTearShaders
    }

    private static let precompiledTearShaders: Void = {
        guard isAvailable else { return }
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
            let size = CGSize(width: 1, height: 1)
            let shaders = [
                shader(TearUniforms.identity(viewSize: size)), shader(CurvedTearUniforms.identity(viewSize: size)),
            ]
            Task.detached(priority: .utility) {
                for shader in shaders { try? await shader.compile(as: .layerEffect) }
            }
        }
    }()

    /// The shader an effect description names, fed with its arguments in the shader's order.
    static func shader<Effect: ShaderEffectDescription>(_ effect: Effect) -> Shader {
        Shader(
            function: ShaderFunction(library: library, name: Effect.functionName),
            arguments: effect.arguments.map(\.value.shaderArgument)
        )
    }
}
#endif
