// Compiles the test-only ColorArgumentProbe.metal into MSLHost (a colour effect with float4 and
// half4 arguments, for the host's own tests).
#define MSLHOST_SHADER_SOURCE "TestShaders/ColorArgumentProbe.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(colorArgumentProbe)
