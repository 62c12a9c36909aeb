// libvips for Swift. vips' operations take their optional arguments as C varargs (a
// NULL-terminated list of name/value pairs), which Swift cannot call, so each operation the
// Pictures module uses gets a fixed-argument wrapper here. Nothing else is added.
#include <vips/vips.h>

/// Discards a GLib log message (vips prints its warnings through GLib; Pictures reports errors itself).
static inline void cvips_ignore_log(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// Silences vips' warnings on stderr (they would otherwise print beside our one-line errors).
static inline void cvips_silence_warnings(void) {
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, cvips_ignore_log, NULL);
}

/// Opens a PNG lazily: the header is read, no pixels are decoded.
static inline int cvips_pngload(const char *path, VipsImage **out) { return vips_pngload(path, out, NULL); }
/// Opens a JPEG lazily: the header is read, no pixels are decoded.
static inline int cvips_jpegload(const char *path, VipsImage **out) { return vips_jpegload(path, out, NULL); }
/// Opens a WebP lazily: the header is read, no pixels are decoded.
static inline int cvips_webpload(const char *path, VipsImage **out) { return vips_webpload(path, out, NULL); }
/// Opens a GIF's first frame lazily: the header is read, no pixels are decoded.
static inline int cvips_gifload(const char *path, VipsImage **out) { return vips_gifload(path, out, NULL); }
/// Opens a HEIF/HEIC's primary image lazily: the header is read, no pixels are decoded.
static inline int cvips_heifload(const char *path, VipsImage **out) { return vips_heifload(path, out, NULL); }

/// vips_thumbnail to exactly width × height (the caller keeps the aspect ratio), shrink-on-load
/// where the format has it, EXIF autorotation on, and truncated or damaged input an error.
static inline int cvips_thumbnail_exact(const char *path, VipsImage **out, int width, int height) {
    return vips_thumbnail(path, out, width, "height", height, "size", VIPS_SIZE_FORCE,
                          "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
}

/// vips_thumbnail as its documentation shows it: fit inside width × height, downsizing only.
static inline int cvips_thumbnail_within(const char *path, VipsImage **out, int width, int height) {
    return vips_thumbnail(path, out, width, "height", height, "size", VIPS_SIZE_DOWN, NULL);
}

/// Converts to sRGB (grey, 16-bit, CMYK and Lab all become 8-bit-per-channel sRGB).
static inline int cvips_to_srgb(VipsImage *in, VipsImage **out) {
    return vips_colourspace(in, out, VIPS_INTERPRETATION_sRGB, NULL);
}

/// Converts one or two bands (grey, grey + alpha) to sRGB, whatever the image's tag says.
static inline int cvips_grey_to_srgb(VipsImage *in, VipsImage **out) {
    VipsImage *grey;
    if (vips_copy(in, &grey, "interpretation", VIPS_INTERPRETATION_B_W, NULL)) return -1;
    int status = vips_colourspace(grey, out, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(grey);
    return status;
}

/// Appends an opaque alpha band (255).
static inline int cvips_add_opaque_alpha(VipsImage *in, VipsImage **out) {
    return vips_bandjoin_const1(in, out, 255.0, NULL);
}

/// Keeps the first `count` bands.
static inline int cvips_first_bands(VipsImage *in, VipsImage **out, int count) {
    return vips_extract_band(in, out, 0, "n", count, NULL);
}

/// Casts to 8 bits per channel.
static inline int cvips_cast_uchar(VipsImage *in, VipsImage **out) {
    return vips_cast_uchar(in, out, NULL);
}

/// Encodes as PNG in memory at zlib level `compression` (0–9), for the thumbnail cache; the
/// caller frees `*buffer` with g_free.
static inline int cvips_pngsave_buffer(VipsImage *in, void **buffer, size_t *length, int compression) {
    return vips_pngsave_buffer(in, buffer, length, "compression", compression, NULL);
}

/// Saves as a baseline JPEG at `quality` (1–100), for the benchmark's made-up photo.
static inline int cvips_jpegsave(VipsImage *in, const char *path, int quality) {
    return vips_jpegsave(in, path, "Q", quality, NULL);
}
