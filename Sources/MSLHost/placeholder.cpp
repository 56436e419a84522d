extern "C" int mslhost_placeholder() { return 0; }
