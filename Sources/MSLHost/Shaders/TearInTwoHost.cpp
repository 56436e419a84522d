// Compiles the shipping TearInTwo.metal (textually, never a copy) into MSLHost.
#define MSLHOST_SHADER_SOURCE "../TearKit/Shaders/TearInTwo.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(tearInTwo)
