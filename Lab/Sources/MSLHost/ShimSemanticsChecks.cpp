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

// The layer samples with a float2 and returns half4, like SwiftUI::Layer.
static_assert(std::is_same<decltype(std::declval<const SwiftUI::Layer &>().sample(float2(0.0f, 0.0f))), half4>::value,
              "layer.sample(float2) must return half4");
} // namespace shim_semantics_checks
