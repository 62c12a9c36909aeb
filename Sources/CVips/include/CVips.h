// libvips for Swift, bound at first use.
//
// libvips is not linked: it is opened with dlopen the first time a picture needs it
// (`cvips_bind`), because loading it and the 58 libraries it depends on (ImageMagick, Poppler,
// OpenEXR, librsvg…) took every process 21 ms at start, a picture or not: `playground shot` of a
// scene without pictures, `dump`, `--help`. vips' headers still give the types (VipsImage, its
// enums); every vips function Swift calls is one of the functions below, which call vips through
// the bound table. A direct call to a `vips_` function from Swift would not link.
//
// vips' operations take their optional arguments as C varargs (a NULL-terminated list of
// name/value pairs), which Swift cannot call, so each operation the Pictures module uses has a
// fixed-argument function here. Nothing else is added.
#pragma once
#include <vips/vips.h>

/// Opens libvips and binds every function below, once per process (thread-safe); 0 when bound,
/// -1 when libvips could not be opened or lacks a function (`cvips_bind_error` says which).
int cvips_bind(void);
/// Why `cvips_bind` failed (dlopen's message, or the missing function), or "" after a success.
const char *_Nonnull cvips_bind_error(void);

/// vips_init (after `cvips_bind`); 0 on success.
int cvips_init(const char *_Nonnull program);
/// vips_cache_set_max.
void cvips_cache_set_max(int operations);
/// vips_concurrency_set.
void cvips_concurrency_set(int threads);
/// Silences vips' warnings on stderr (they would otherwise print beside our one-line errors).
void cvips_silence_warnings(void);
/// vips_error_buffer: vips' error lines for the process.
const char *_Nullable cvips_error_buffer(void);
/// vips_error_clear.
void cvips_error_clear(void);

/// Opens a PNG lazily: the header is read, no pixels are decoded.
int cvips_pngload(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out);
/// Opens a JPEG lazily: the header is read, no pixels are decoded.
int cvips_jpegload(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out);
/// Opens a WebP lazily: the header is read, no pixels are decoded.
int cvips_webpload(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out);
/// Opens a GIF's first frame lazily: the header is read, no pixels are decoded.
int cvips_gifload(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out);
/// Opens a HEIF/HEIC's primary image lazily: the header is read, no pixels are decoded.
int cvips_heifload(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out);

/// vips_thumbnail to exactly width × height (the caller keeps the aspect ratio), shrink-on-load
/// where the format has it, EXIF autorotation on, and truncated or damaged input an error.
int cvips_thumbnail_exact(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out, int width, int height);
/// vips_thumbnail as its documentation shows it: fit inside width × height, downsizing only.
int cvips_thumbnail_within(const char *_Nonnull path, VipsImage *_Nullable *_Nonnull out, int width, int height);

/// Converts to sRGB (grey, 16-bit, CMYK and Lab all become 8-bit-per-channel sRGB).
int cvips_to_srgb(VipsImage *_Nonnull in, VipsImage *_Nullable *_Nonnull out);
/// Converts one or two bands (grey, grey + alpha) to sRGB, whatever the image's tag says.
int cvips_grey_to_srgb(VipsImage *_Nonnull in, VipsImage *_Nullable *_Nonnull out);
/// Appends an opaque alpha band (255).
int cvips_add_opaque_alpha(VipsImage *_Nonnull in, VipsImage *_Nullable *_Nonnull out);
/// Keeps the first `count` bands.
int cvips_first_bands(VipsImage *_Nonnull in, VipsImage *_Nullable *_Nonnull out, int count);
/// Casts to 8 bits per channel.
int cvips_cast_uchar(VipsImage *_Nonnull in, VipsImage *_Nullable *_Nonnull out);
/// Encodes as PNG in memory at zlib level `compression` (0–9), for the thumbnail cache; the
/// caller frees `*buffer` with g_free.
int cvips_pngsave_buffer(VipsImage *_Nonnull in, void *_Nullable *_Nonnull buffer, size_t *_Nonnull length, int compression);
/// Saves as a baseline JPEG at `quality` (1–100), for the benchmark's made-up photo.
int cvips_jpegsave(VipsImage *_Nonnull in, const char *_Nonnull path, int quality);

/// vips_image_new_from_memory: an image over `data` (not copied); NULL on failure.
VipsImage *_Nullable cvips_image_new_from_memory(const void *_Nullable data, size_t size, int width, int height,
                                                 int bands, VipsBandFormat format);
/// vips_image_write: `in`'s pixels computed into `out`; 0 on success.
int cvips_image_write(VipsImage *_Nonnull in, VipsImage *_Nonnull out);
/// vips_image_write_to_memory: `in`'s pixels in a new buffer the caller frees with g_free.
void *_Nullable cvips_image_write_to_memory(VipsImage *_Nonnull in, size_t *_Nonnull size);
/// vips_image_get_width.
int cvips_image_get_width(const VipsImage *_Nonnull image);
/// vips_image_get_height.
int cvips_image_get_height(const VipsImage *_Nonnull image);
/// vips_image_get_bands.
int cvips_image_get_bands(const VipsImage *_Nonnull image);
/// vips_image_get_format.
VipsBandFormat cvips_image_get_format(const VipsImage *_Nonnull image);
/// vips_image_get_interpretation.
VipsInterpretation cvips_image_get_interpretation(const VipsImage *_Nonnull image);
/// vips_image_get_orientation: the EXIF orientation, 1 when there is none.
int cvips_image_get_orientation(VipsImage *_Nonnull image);
/// vips_image_get_typeof: the type of the metadata field `name`, 0 when there is none.
GType cvips_image_get_typeof(const VipsImage *_Nonnull image, const char *_Nonnull name);
/// vips_image_get_blob: the metadata field `name`'s bytes (owned by the image); 0 on success.
int cvips_image_get_blob(const VipsImage *_Nonnull image, const char *_Nonnull name,
                         const void *_Nullable *_Nonnull data, size_t *_Nonnull length);
