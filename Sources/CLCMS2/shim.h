#include <lcms2.h>

/// TYPE_RGBA_8 (a macro Swift does not import): 8-bit RGB with an alpha byte after it.
static inline cmsUInt32Number clcms_type_rgba_8(void) { return TYPE_RGBA_8; }
