/* Just enough of Apple's <objc/objc.h> for objc_exception's build script to compile its one file when sayzee is
   type-checked for macOS on Linux (.ci/cross-check). A check never links, so nothing here is ever called. */
#ifndef SAYZEE_STUB_OBJC_H
#define SAYZEE_STUB_OBJC_H
typedef struct objc_object *id;
#define nil ((id)0)
#endif
