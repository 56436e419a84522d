int tearkit_codecs_placeholder(void);
