/* Makes Tests/PicturesTests/Fixtures/exif-thumbnail.jpg (committed, so the tests need no tool):
 * a 96 × 64 JPEG stored on its side (EXIF orientation 6, shown 64 × 96) whose EXIF carries a
 * 48 × 32 JPEG thumbnail of its own (IFD1), in colours the main picture does not use, so a test
 * can tell the preview from the full decode and check the orientation was applied to it.
 *
 * Stored main picture: four 48 × 32 quadrants, red (top left), green (top right), blue (bottom
 * left), yellow (bottom right). Stored thumbnail: four 24 × 16 quadrants, cyan, magenta, white,
 * black in the same places. Every quadrant edge is on JPEG's 8 × 8 blocks (4:4:4, quality 95),
 * so each quadrant keeps its colour. Shown upright (orientation 6: turned 90° clockwise), the
 * thumbnail is 32 × 48 with white top left, cyan top right, black bottom left, magenta bottom right.
 *
 * Build and run from the package root (libexif-dev and libturbojpeg0-dev, as the package uses):
 *   cc scripts/make-exif-thumbnail-fixture.c -o /tmp/make-exif-thumbnail-fixture $(pkg-config --cflags --libs libexif libturbojpeg)
 *   /tmp/make-exif-thumbnail-fixture Tests/PicturesTests/Fixtures/exif-thumbnail.jpg
 */
#include <libexif/exif-data.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>

/* Four solid quadrants of width × height RGB pixels: colours[0] top left, [1] top right, [2] bottom left, [3] bottom right. */
static unsigned char *quadrants(int width, int height, const unsigned char colours[4][3]) {
    unsigned char *pixels = malloc((size_t)width * height * 3);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++)
            memcpy(pixels + (y * width + x) * 3, colours[(y >= height / 2) * 2 + (x >= width / 2)], 3);
    return pixels;
}

/* The JPEG of the pixels (4:4:4, quality 95); the caller frees it with tjFree. */
static unsigned char *compress(const unsigned char *pixels, int width, int height, unsigned long *size) {
    tjhandle handle = tjInitCompress();
    unsigned char *jpeg = NULL;
    if (tjCompress2(handle, pixels, width, 0, height, TJPF_RGB, &jpeg, size, TJSAMP_444, 95, 0) != 0) {
        fprintf(stderr, "tjCompress2: %s\n", tjGetErrorStr2(handle));
        exit(1);
    }
    tjDestroy(handle);
    return jpeg;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s OUT.jpg\n", argv[0]); return 2; }
    const unsigned char main_colours[4][3] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 0}};
    const unsigned char thumb_colours[4][3] = {{0, 255, 255}, {255, 0, 255}, {255, 255, 255}, {0, 0, 0}};
    unsigned long main_size = 0, thumb_size = 0;
    unsigned char *main_pixels = quadrants(96, 64, main_colours), *thumb_pixels = quadrants(48, 32, thumb_colours);
    unsigned char *main_jpeg = compress(main_pixels, 96, 64, &main_size);
    unsigned char *thumb_jpeg = compress(thumb_pixels, 48, 32, &thumb_size);

    ExifData *exif = exif_data_new();
    exif_data_set_byte_order(exif, EXIF_BYTE_ORDER_INTEL);
    ExifEntry *orientation = exif_entry_new();
    exif_content_add_entry(exif->ifd[EXIF_IFD_0], orientation);
    exif_entry_initialize(orientation, EXIF_TAG_ORIENTATION);
    exif_set_short(orientation->data, EXIF_BYTE_ORDER_INTEL, 6);
    exif_entry_unref(orientation);
    /* libexif writes IFD1 with JPEGInterchangeFormat/Length for the thumbnail it holds. */
    exif->data = malloc(thumb_size);
    memcpy(exif->data, thumb_jpeg, thumb_size);
    exif->size = (unsigned int)thumb_size;
    unsigned char *app1 = NULL;
    unsigned int app1_size = 0;
    exif_data_save_data(exif, &app1, &app1_size); /* starts with "Exif\0\0" */

    FILE *out = fopen(argv[1], "wb");
    if (!out) { perror(argv[1]); return 1; }
    const unsigned char soi[2] = {0xFF, 0xD8};
    const unsigned char marker[4] = {0xFF, 0xE1, (unsigned char)((app1_size + 2) >> 8), (unsigned char)((app1_size + 2) & 0xFF)};
    fwrite(soi, 1, 2, out);
    fwrite(marker, 1, 4, out);
    fwrite(app1, 1, app1_size, out);
    fwrite(main_jpeg + 2, 1, main_size - 2, out); /* the rest of the main JPEG after its own SOI */
    fclose(out);

    /* Read it back: the thumbnail must be there, whole. */
    ExifData *check = exif_data_new_from_file(argv[1]);
    if (!check || check->size != thumb_size || memcmp(check->data, thumb_jpeg, thumb_size) != 0) {
        fprintf(stderr, "the thumbnail did not survive\n");
        return 1;
    }
    printf("%s: %u-byte EXIF, %lu-byte thumbnail\n", argv[1], app1_size, thumb_size);
    exif_data_unref(check);
    free(app1);
    exif_data_unref(exif);
    tjFree(main_jpeg);
    tjFree(thumb_jpeg);
    free(main_pixels);
    free(thumb_pixels);
    return 0;
}
