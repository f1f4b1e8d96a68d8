/* A stand-in for the macOS SDK's TargetConditionals.h, for .ci/cross-check only: ring's C code (rustls's
 * cryptography) includes it to tell macOS from iOS, and this machine has no macOS SDK. The check compiles for
 * aarch64-apple-darwin, so: macOS, not iOS. Nothing built with it is linked or shipped. */
#ifndef SAYZEE_STUB_TARGET_CONDITIONALS_H
#define SAYZEE_STUB_TARGET_CONDITIONALS_H
#define TARGET_OS_MAC 1
#define TARGET_OS_OSX 1
#define TARGET_OS_IPHONE 0
#define TARGET_OS_IOS 0
#define TARGET_OS_TV 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_SIMULATOR 0
#endif
