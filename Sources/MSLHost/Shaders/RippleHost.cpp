// Compiles the shipping Ripple.metal (textually, never a copy) into MSLHost.
#define MSLHOST_SHADER_SOURCE "../TearKit/Shaders/Ripple.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(ripple)
