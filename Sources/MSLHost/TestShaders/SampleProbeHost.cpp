// Compiles the test-only SampleProbe.metal (the layer sampled at `position + offset`) into MSLHost
// as "sampleProbe", for direct tests of the shim's `layer.sample`.
#define MSLHOST_SHADER_SOURCE "TestShaders/SampleProbe.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(sampleProbe)
