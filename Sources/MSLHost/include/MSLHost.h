#pragma once
#ifdef __cplusplus
extern "C" {
#endif
int mslhost_placeholder(void);
#ifdef __cplusplus
}
#endif
