// Compiles the shipping TearDistortion.metal (textually, never a copy) into MSLHost.
#define MSLHOST_SHADER_SOURCE "../TearKit/Shaders/TearDistortion.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(tearDistortion)
