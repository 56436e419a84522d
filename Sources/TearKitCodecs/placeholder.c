int tearkit_codecs_placeholder(void) { return 0; }
