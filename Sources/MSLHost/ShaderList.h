// Every shader compiled into MSLHost, one line each: `MSLHOST_SHADER(functionName)`.
// The function's `.metal` file is compiled by Sources/MSLHost/Shaders/<Name>Host.cpp (see ShaderExport.h).
MSLHOST_SHADER(tearDistortion)
MSLHOST_SHADER(ripple)
MSLHOST_SHADER(shiftTransition)
MSLHOST_SHADER(tearInTwo)
MSLHOST_SHADER(sampleProbe)         // test-only: TestShaders/SampleProbe.metal
MSLHOST_SHADER(colorArgumentProbe)  // test-only: TestShaders/ColorArgumentProbe.metal
