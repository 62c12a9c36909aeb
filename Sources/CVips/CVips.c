#include "CVips.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// Every vips function the functions of CVips.h call, bound from the opened library.
#define CVIPS_FUNCTIONS(X) \
    X(vips_init) X(vips_cache_set_max) X(vips_concurrency_set) X(vips_error_buffer) X(vips_error_clear) \
    X(vips_pngload) X(vips_jpegload) X(vips_webpload) X(vips_gifload) X(vips_heifload) X(vips_thumbnail) \
    X(vips_colourspace) X(vips_copy) X(vips_bandjoin_const1) X(vips_extract_band) X(vips_cast_uchar) \
    X(vips_pngsave_buffer) X(vips_jpegsave) X(vips_image_new_from_memory) X(vips_image_write) \
    X(vips_image_write_to_memory) X(vips_image_get_width) X(vips_image_get_height) X(vips_image_get_bands) \
    X(vips_image_get_format) X(vips_image_get_interpretation) X(vips_image_get_orientation) \
    X(vips_image_get_typeof) X(vips_image_get_blob)

// The bound functions, each typed as vips' header declares it (`__typeof__` names no symbol).
#define CVIPS_FIELD(name) __typeof__(&name) name;
static struct { CVIPS_FUNCTIONS(CVIPS_FIELD) } vips;

static pthread_once_t bindOnce = PTHREAD_ONCE_INIT;
static int bound = 0;
static char bindError[512] = "";

static void bindLibrary(void) {
    // The library of the ABI the headers describe: libvips.so.42 for vips 8.14's 58 − 16.
    char name[64];
    snprintf(name, sizeof name, "libvips.so.%d", VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE);
    void *library = dlopen(name, RTLD_NOW | RTLD_GLOBAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(bindError, sizeof bindError, "%s", reason ? reason : name);
        return;
    }
#define CVIPS_BIND(symbol) \
    vips.symbol = (__typeof__(vips.symbol))dlsym(library, #symbol); \
    if (!vips.symbol) { \
        snprintf(bindError, sizeof bindError, "%s has no %s", name, #symbol); \
        return; \
    }
    CVIPS_FUNCTIONS(CVIPS_BIND)
    bound = 1;
}

int cvips_bind(void) {
    pthread_once(&bindOnce, bindLibrary);
    return bound ? 0 : -1;
}

const char *cvips_bind_error(void) { return bindError; }

int cvips_init(const char *program) { return cvips_bind() ? -1 : vips.vips_init(program); }
void cvips_cache_set_max(int operations) { vips.vips_cache_set_max(operations); }
void cvips_concurrency_set(int threads) { vips.vips_concurrency_set(threads); }

/// Discards a GLib log message (vips prints its warnings through GLib; Pictures reports errors itself).
static void ignoreLog(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

void cvips_silence_warnings(void) { g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, ignoreLog, NULL); }
const char *cvips_error_buffer(void) { return bound ? vips.vips_error_buffer() : bindError; }
void cvips_error_clear(void) { if (bound) vips.vips_error_clear(); }

// Operations that open a file bind the library first, so that one called before `cvips_init`
// fails with -1 rather than through a null pointer; the others take an image vips made.
int cvips_pngload(const char *path, VipsImage **out) { return cvips_bind() ? -1 : vips.vips_pngload(path, out, NULL); }
int cvips_jpegload(const char *path, VipsImage **out) { return cvips_bind() ? -1 : vips.vips_jpegload(path, out, NULL); }
int cvips_webpload(const char *path, VipsImage **out) { return cvips_bind() ? -1 : vips.vips_webpload(path, out, NULL); }
int cvips_gifload(const char *path, VipsImage **out) { return cvips_bind() ? -1 : vips.vips_gifload(path, out, NULL); }
int cvips_heifload(const char *path, VipsImage **out) { return cvips_bind() ? -1 : vips.vips_heifload(path, out, NULL); }

int cvips_thumbnail_exact(const char *path, VipsImage **out, int width, int height) {
    if (cvips_bind()) return -1;
    return vips.vips_thumbnail(path, out, width, "height", height, "size", VIPS_SIZE_FORCE,
                               "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
}

int cvips_thumbnail_within(const char *path, VipsImage **out, int width, int height) {
    if (cvips_bind()) return -1;
    return vips.vips_thumbnail(path, out, width, "height", height, "size", VIPS_SIZE_DOWN, NULL);
}

int cvips_to_srgb(VipsImage *in, VipsImage **out) {
    return vips.vips_colourspace(in, out, VIPS_INTERPRETATION_sRGB, NULL);
}

int cvips_grey_to_srgb(VipsImage *in, VipsImage **out) {
    VipsImage *grey;
    if (vips.vips_copy(in, &grey, "interpretation", VIPS_INTERPRETATION_B_W, NULL)) return -1;
    int status = vips.vips_colourspace(grey, out, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(grey);
    return status;
}

int cvips_add_opaque_alpha(VipsImage *in, VipsImage **out) { return vips.vips_bandjoin_const1(in, out, 255.0, NULL); }
int cvips_first_bands(VipsImage *in, VipsImage **out, int count) { return vips.vips_extract_band(in, out, 0, "n", count, NULL); }
int cvips_cast_uchar(VipsImage *in, VipsImage **out) { return vips.vips_cast_uchar(in, out, NULL); }

int cvips_pngsave_buffer(VipsImage *in, void **buffer, size_t *length, int compression) {
    return vips.vips_pngsave_buffer(in, buffer, length, "compression", compression, NULL);
}

int cvips_jpegsave(VipsImage *in, const char *path, int quality) { return vips.vips_jpegsave(in, path, "Q", quality, NULL); }

VipsImage *cvips_image_new_from_memory(const void *data, size_t size, int width, int height, int bands, VipsBandFormat format) {
    return cvips_bind() ? NULL : vips.vips_image_new_from_memory(data, size, width, height, bands, format);
}

int cvips_image_write(VipsImage *in, VipsImage *out) { return vips.vips_image_write(in, out); }
void *cvips_image_write_to_memory(VipsImage *in, size_t *size) { return vips.vips_image_write_to_memory(in, size); }
int cvips_image_get_width(const VipsImage *image) { return vips.vips_image_get_width(image); }
int cvips_image_get_height(const VipsImage *image) { return vips.vips_image_get_height(image); }
int cvips_image_get_bands(const VipsImage *image) { return vips.vips_image_get_bands(image); }
VipsBandFormat cvips_image_get_format(const VipsImage *image) { return vips.vips_image_get_format(image); }
VipsInterpretation cvips_image_get_interpretation(const VipsImage *image) { return vips.vips_image_get_interpretation(image); }
int cvips_image_get_orientation(VipsImage *image) { return vips.vips_image_get_orientation(image); }
GType cvips_image_get_typeof(const VipsImage *image, const char *name) { return vips.vips_image_get_typeof(image, name); }

int cvips_image_get_blob(const VipsImage *image, const char *name, const void **data, size_t *length) {
    return vips.vips_image_get_blob(image, name, data, length);
}
