/* Just enough of Apple's <objc/NSObject.h> for objc_exception's build script (see objc.h beside it). */
#ifndef SAYZEE_STUB_NSOBJECT_H
#define SAYZEE_STUB_NSOBJECT_H
#include <objc/objc.h>
__attribute__((objc_root_class))
@interface NSObject
- (id)retain;
@end
#endif
