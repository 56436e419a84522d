// Compile-time checks that the MSL shim behaves like Metal where the difference would matter:
// if any of these fails, MSLHost does not build.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>

#include <type_traits>

namespace shim_semantics_checks {
using namespace metal;

// Unsuffixed literals are float in MSL: math on them must stay float on the CPU too.
static_assert(std::is_same<decltype(sin(0.5)), float>::value, "sin(0.5) must be float");
static_assert(std::is_same<decltype(min(1.0f, 0.5)), float>::value, "min(float, 0.5) must be float");
static_assert(std::is_same<decltype(clamp(0.5, 0, 1)), float>::value, "clamp(0.5, 0, 1) must be float");
static_assert(std::is_same<decltype(float2(1.0f, 2.0f) * 0.5), float2>::value, "float2 * 0.5 must be float2");
static_assert(std::is_same<decltype(length(float2(1.0f, 2.0f))), float>::value, "length must be float");
static_assert(std::is_same<decltype(0.5h), half>::value, "0.5h must be half");

// MSL has no implicit conversions between vector types, and scalar broadcast is explicit.
static_assert(!std::is_convertible<float, float2>::value, "float must not convert to float2 implicitly");
static_assert(!std::is_convertible<float4, half4>::value, "float4 must not convert to half4 implicitly");
static_assert(!std::is_convertible<half4, float4>::value, "half4 must not convert to float4 implicitly");
static_assert(!std::is_convertible<float2, float4>::value, "float2 must not convert to float4 implicitly");

// Scalars do convert implicitly, as in MSL.
static_assert(std::is_convertible<float, half>::value && std::is_convertible<half, float>::value,
              "float and half must convert implicitly");

// floor rounds toward −∞ as floorf does, keeps the sign of zero and passes through what is whole.
static_assert(floor(2.5f) == 2.0f && floor(-2.5f) == -3.0f && floor(-3.0f) == -3.0f && floor(0.999f) == 0.0f,
              "floor must round toward minus infinity");
static_assert(floor(-0x1p-149f) == -1.0f && floor(0x1.fffffep22f) == 8388607.0f && floor(-0x1.fffffep22f) == -8388608.0f,
              "floor must be exact at the ends of its range");
static_assert(floor(16777216.0f) == 16777216.0f && floor(-1e30f) == -1e30f && floor(__builtin_inff()) == __builtin_inff(),
              "floor must pass whole numbers and infinities through");
static_assert(__builtin_signbit(floor(-0.0f)) && !__builtin_signbit(floor(0.25f)) && floor(-0.25f) == -1.0f,
              "floor must keep the sign of zero");
static_assert(floor(__builtin_nanf("")) != floor(__builtin_nanf("")), "floor of NaN must be NaN");
static_assert(floor(0x1p31f) == 0x1p31f && floor(-0x1.000002p31f) == -0x1.000002p31f && floor(3e9f) == 3e9f,
              "floor must pass through whole numbers at and beyond the ends of int's range");

// The layer samples with a float2 and returns half4, like SwiftUI::Layer.
static_assert(std::is_same<decltype(std::declval<const SwiftUI::Layer &>().sample(float2(0.0f, 0.0f))), half4>::value,
              "layer.sample(float2) must return half4");
} // namespace shim_semantics_checks
