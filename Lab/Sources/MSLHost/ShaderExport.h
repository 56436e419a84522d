// Turns a stitchable `.metal` function into an MSLHost shader entry, with no hand-written glue.
//
// StitchableShaders.generated.cpp (written by Lab/Scripts/generate-mslhost-shaders.sh from every
// `[[ stitchable ]]` function in Sources/TearKit/Shaders and TestShaders) includes each `.metal`
// file into a namespace of its own and says `MSLHOST_EXPORT_SHADER(namespace, function)` for each
// function. The kind (layer, distortion or colour effect) and the argument count come from the
// function's signature; the flat float array the C API receives is unpacked into the declared
// parameter types (float, half, float2, float4, half4, and a `device const float *values, int count`
// pair for SwiftUI's `.floatArray`) in order.
// An unsupported parameter type fails to compile, naming `ArgumentUnpacking<T>`.
#ifndef TEARKIT_MSLHOST_SHADER_EXPORT_H
#define TEARKIT_MSLHOST_SHADER_EXPORT_H

#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>

#include "LayerEffectLoop.h"
#include "ShaderEntry.h"
#include "MSLHost.h"

#include <tuple>
#include <utility>

namespace mslhost {

/// Reads consecutive parameters from the flat argument array, never past `end`; `valid` turns false
/// (and every later read yields zeros) when the array is too short or an array's length is bad.
struct ArgumentCursor {
    const float *next;
    const float *end;
    /// The length of the last `device const float *` array read: the value of the `int` after it.
    int lastArrayCount = 0;
    bool valid = true;

    /// The next `n` floats, or `nullptr` (and `valid` false) when fewer are left.
    const float *take(long n) {
        if (!valid || n < 0 || end - next < n) {
            valid = false;
            return nullptr;
        }
        const float *taken = next;
        next += n;
        return taken;
    }
    template <class T> T read();
};

/// How a parameter of type `T` is read from the flat argument array. Only the types below are
/// supported (the ones SwiftUI's `Shader.Argument` maps to and TearKit uses). `minimumFloats` is
/// how many floats it takes at least (exactly, for all but arrays).
template <class T> struct ArgumentUnpacking;
template <> struct ArgumentUnpacking<float> {
    enum { minimumFloats = 1 };
    static float read(ArgumentCursor &c) {
        const float *a = c.take(1);
        return a ? a[0] : 0.0f;
    }
};
template <> struct ArgumentUnpacking<metal::half> {
    enum { minimumFloats = 1 };
    static metal::half read(ArgumentCursor &c) {
        const float *a = c.take(1);
        return metal::half(a ? a[0] : 0.0f);
    }
};
template <> struct ArgumentUnpacking<metal::float2> {
    enum { minimumFloats = 2 };
    static metal::float2 read(ArgumentCursor &c) {
        const float *a = c.take(2);
        return a ? metal::float2(a[0], a[1]) : metal::float2(0.0f);
    }
};
template <> struct ArgumentUnpacking<metal::float4> {
    enum { minimumFloats = 4 };
    static metal::float4 read(ArgumentCursor &c) {
        const float *a = c.take(4);
        return a ? metal::float4(a[0], a[1], a[2], a[3]) : metal::float4(0.0f);
    }
};
/// A colour: SwiftUI passes `.color` premultiplied; so does the flat array.
template <> struct ArgumentUnpacking<metal::half4> {
    enum { minimumFloats = 4 };
    static metal::half4 read(ArgumentCursor &c) {
        const float *a = c.take(4);
        return a ? metal::half4(a[0], a[1], a[2], a[3]) : metal::half4(0.0f);
    }
};
/// `.floatArray([Float])`, declared in MSL as the pair `device const float *values, int count`:
/// flattened as its length n (a whole number ≥ 0) followed by the n values. The pointer is read
/// here; the `int` that follows it (below) is that length, taking no floats of its own.
template <> struct ArgumentUnpacking<const float *> {
    enum { minimumFloats = 1 };
    static const float *read(ArgumentCursor &c) {
        const float *length = c.take(1);
        if (length == nullptr) return nullptr;
        const float n = length[0];
        if (!(n >= 0.0f && n <= float(c.end - c.next) && n == float(int(n)))) {
            c.valid = false;
            return nullptr;
        }
        c.lastArrayCount = int(n);
        return c.take(c.lastArrayCount);
    }
};
/// The element count of the array just read (SwiftUI passes it after a `.floatArray`'s pointer).
template <> struct ArgumentUnpacking<int> {
    enum { minimumFloats = 0 };
    static int read(ArgumentCursor &c) { return c.valid ? c.lastArrayCount : 0; }
};

template <class T> T ArgumentCursor::read() { return ArgumentUnpacking<T>::read(*this); }

/// The number of floats `Args...` flatten to at least (exactly, without arrays).
template <class... Args> struct FlatFloatCount;
template <> struct FlatFloatCount<> { enum { value = 0 }; };
template <class T, class... Rest> struct FlatFloatCount<T, Rest...> {
    enum { value = ArgumentUnpacking<T>::minimumFloats + FlatFloatCount<Rest...>::value };
};

/// Unpacks `arguments` (`count` floats) into the parameter types, in order (a braced list evaluates
/// left to right); `valid` tells whether they were exactly the right floats.
template <class... Args> std::tuple<Args...> unpackArguments(const float *arguments, int count, bool &valid) {
    ArgumentCursor cursor{arguments, arguments + (count > 0 ? count : 0)};
    std::tuple<Args...> values{cursor.read<Args>()...};
    valid = cursor.valid && cursor.next == cursor.end;
    return values;
}

/// Whether `count` floats at `arguments` are exactly what `Args...` flatten to.
template <class... Args> bool acceptsArguments(const float *arguments, int count) {
    bool valid = false;
    (void)unpackArguments<Args...>(arguments, count, valid);
    return valid;
}

/// The per-kind frame loop for a function pointer `F` with value `f`, chosen by its signature:
/// `kind`, `argumentCount`, the unpacked `Arguments` tuple type, and `run` over such a tuple.
template <class F, F f> struct ShaderExport;

/// What the C API calls for a shader of any kind (`Export`, a ShaderExport): check the flat
/// arguments, unpack them into `Export::Arguments`, and run `Export`'s frame loop with them.
template <class Export, class Arguments = typename Export::Arguments> struct ExportedShader;
template <class Export, class... Args> struct ExportedShader<Export, std::tuple<Args...>> {
    static bool accepts(const float *arguments, int argumentCount) { return acceptsArguments<Args...>(arguments, argumentCount); }
    static void run(const unsigned char *src, int width, int height, float scale, const float *arguments,
                    int argumentCount, unsigned char *dst, float *samplePositions, unsigned char *sampleCounts) {
        bool valid = false;
        const std::tuple<Args...> unpacked = unpackArguments<Args...>(arguments, argumentCount, valid);
        if (!valid) return;
        Export::run(src, width, height, scale, unpacked, dst, samplePositions, sampleCounts, std::index_sequence_for<Args...>());
    }
};

/// `half4 f(float2 position, SwiftUI::Layer layer, args...)`: a layer effect.
template <class... Args, metal::half4 (*f)(metal::float2, SwiftUI::Layer, Args...)>
struct ShaderExport<metal::half4 (*)(metal::float2, SwiftUI::Layer, Args...), f> {
    enum { kind = MSLHOST_KIND_LAYER, argumentCount = FlatFloatCount<Args...>::value };
    typedef std::tuple<Args...> Arguments;
    template <size_t... I>
    static void run(const unsigned char *src, int width, int height, float scale, const std::tuple<Args...> &args,
                    unsigned char *dst, float *samplePositions, unsigned char *sampleCounts, std::index_sequence<I...>) {
        // The arguments are captured by value: a copy of its own that the loop's stores through `dst`
        // cannot alias, so the compiler may keep them in registers instead of reloading each per pixel.
        runLayerEffect(src, width, height, scale, dst, samplePositions, sampleCounts,
                       [args](metal::float2 position, SwiftUI::Layer layer) __attribute__((always_inline)) {
                           return f(position, layer, std::get<I>(args)...);
                       });
    }
};

/// `float2 f(float2 position, args...)`: a distortion effect. The host samples the layer once at
/// the returned position, or leaves the pixel transparent when it is outside the layer (or NaN).
template <class... Args, metal::float2 (*f)(metal::float2, Args...)>
struct ShaderExport<metal::float2 (*)(metal::float2, Args...), f> {
    enum { kind = MSLHOST_KIND_DISTORTION, argumentCount = FlatFloatCount<Args...>::value };
    typedef std::tuple<Args...> Arguments;
    template <size_t... I>
    static void run(const unsigned char *src, int width, int height, float scale, const std::tuple<Args...> &args,
                    unsigned char *dst, float *samplePositions, unsigned char *sampleCounts, std::index_sequence<I...>) {
        const float pointWidth = float(width) / scale, pointHeight = float(height) / scale;
        runLayerEffect(src, width, height, scale, dst, samplePositions, sampleCounts,
                       [args, pointWidth, pointHeight](metal::float2 position, SwiftUI::Layer layer) __attribute__((always_inline)) {
                           const metal::float2 source = f(position, std::get<I>(args)...);
                           if (!(source.x >= 0.0f && source.y >= 0.0f && source.x <= pointWidth && source.y <= pointHeight)) {
                               return metal::half4(0.0f);
                           }
                           return layer.sample(source);
                       });
    }
};

/// `half4 f(float2 position, half4 color, args...)`: a colour effect, given the pixel's own colour.
template <class... Args, metal::half4 (*f)(metal::float2, metal::half4, Args...)>
struct ShaderExport<metal::half4 (*)(metal::float2, metal::half4, Args...), f> {
    enum { kind = MSLHOST_KIND_COLOR, argumentCount = FlatFloatCount<Args...>::value };
    typedef std::tuple<Args...> Arguments;
    template <size_t... I>
    static void run(const unsigned char *src, int width, int height, float scale, const std::tuple<Args...> &args,
                    unsigned char *dst, float *samplePositions, unsigned char *sampleCounts, std::index_sequence<I...>) {
        runLayerEffect(src, width, height, scale, dst, samplePositions, sampleCounts,
                       [args](metal::float2 position, SwiftUI::Layer layer) __attribute__((always_inline)) {
                           return f(position, layer.sample(position), std::get<I>(args)...);
                       });
    }
};

} // namespace mslhost

/// Defines `mslhost::<function>Entry` for the shader function `space::function`.
#define MSLHOST_EXPORT_SHADER(space, function)                                                             \
    namespace mslhost {                                                                                    \
    typedef ShaderExport<decltype(&space::function), &space::function> function##Export;                   \
    extern const ShaderEntry function##Entry;                                                              \
    const ShaderEntry function##Entry = {#function, function##Export::kind, function##Export::argumentCount,  \
                                         ExportedShader<function##Export>::accepts,                        \
                                         ExportedShader<function##Export>::run};                           \
    }

#endif // TEARKIT_MSLHOST_SHADER_EXPORT_H
