// Compiles the shipping ShiftTransition.metal (textually, never a copy) into MSLHost.
#define MSLHOST_SHADER_SOURCE "../TearKit/Shaders/ShiftTransition.metal"
#include "../ShaderExport.h"
MSLHOST_EXPORT_SHADER(shiftTransition)
