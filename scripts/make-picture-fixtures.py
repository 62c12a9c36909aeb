#!/usr/bin/env python3
"""Makes the Pictures tests' fixtures in Tests/PicturesTests/Fixtures (committed, so the tests
need no Python). The expected values the tests check come from here, from Pillow and from
scikit-image's bundled photo — never from the Pictures module itself.

Needs Pillow and scikit-image (pip), and vips (libvips-tools) for the HEIC fixture, since
Pillow has no HEIC encoder here. Run from the package root: python3 scripts/make-picture-fixtures.py
"""
import os
import struct
import subprocess
import zlib

from PIL import Image, ImageOps
from skimage import data

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "PicturesTests", "Fixtures")

# The upright picture of the orientation fixtures: 48 × 32, four solid quadrants, so that JPEG's
# 8 × 8 blocks never mix two colours and each corner keeps its colour exactly enough.
CORNERS = {"topLeft": (255, 0, 0), "topRight": (0, 255, 0), "bottomLeft": (0, 0, 255), "bottomRight": (255, 255, 0)}

# What a viewer does to the stored pixels for each EXIF orientation (as Pillow's exif_transpose),
# and so the inverse, applied here to the upright picture to get the pixels to store.
TO_STORED = {
    1: None,
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_90,   # shown after a 270° (clockwise 90°) turn
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_270,  # shown after a 90° (counter-clockwise) turn
}


def path(name):
    return os.path.join(OUT, name)


def upright_corners():
    image = Image.new("RGB", (48, 32))
    for (x, y), colour in zip([(0, 0), (24, 0), (0, 16), (24, 16)], CORNERS.values()):
        image.paste(colour, (x, y, x + 24, y + 16))
    return image


def orientation_fixtures():
    upright = upright_corners()
    for orientation, transpose in TO_STORED.items():
        stored = upright if transpose is None else upright.transpose(transpose)
        exif = Image.Exif()
        exif[0x0112] = orientation
        name = path(f"orientation-{orientation}.jpg")
        stored.save(name, quality=95, subsampling=0, exif=exif.tobytes())
        # Check with Pillow that a viewer shows the upright picture.
        shown = ImageOps.exif_transpose(Image.open(name)).convert("RGB")
        assert shown.size == (48, 32), (orientation, shown.size)
        for (x, y), colour in zip([(1, 1), (46, 1), (1, 30), (46, 30)], CORNERS.values()):
            assert all(abs(a - b) <= 8 for a, b in zip(shown.getpixel((x, y)), colour)), (orientation, x, y)


def format_fixtures():
    tiny = upright_corners().resize((40, 30), Image.Resampling.NEAREST)
    tiny.save(path("tiny.png"))
    tiny.save(path("icon@2x.png"))
    tiny.save(path("icon@3x.png"))
    tiny.save(path("tiny.jpg"), quality=95, subsampling=0)
    tiny.save(path("tiny.webp"), lossless=True)
    # An animation whose first frame is all red and second all blue: decoders show the first.
    frames = [Image.new("RGB", (40, 30), (255, 0, 0)), Image.new("RGB", (40, 30), (0, 0, 255))]
    frames[0].save(path("tiny.gif"), save_all=True, append_images=frames[1:], duration=100, loop=0)
    subprocess.run(["vips", "copy", path("tiny.png"), path("tiny.heic") + "[Q=90]"], check=True)
    # Grey PNGs, without and with alpha: decoded as RGBA all the same.
    Image.new("L", (20, 10), 100).save(path("grey.png"))
    Image.new("LA", (20, 10), (100, 64)).save(path("grey-alpha.png"))
    # A grey JPEG and a CMYK one (red: C 0, M 255, Y 255, K 0): both come out as RGBA.
    Image.new("L", (16, 16), 100).save(path("grey.jpg"), quality=95)
    Image.new("CMYK", (16, 16), (0, 255, 255, 0)).save(path("cmyk.jpg"), quality=95)
    # A half-transparent PNG: straight (not premultiplied) alpha survives decoding.
    Image.new("RGBA", (20, 10), (200, 100, 50, 128)).save(path("half-transparent.png"))


def photo_fixtures():
    photo = Image.fromarray(data.astronaut())  # NASA, public domain; bundled with scikit-image
    photo.save(path("photo.jpg"), quality=92)
    small = photo.resize((256, 256), Image.Resampling.BOX)
    small.save(path("photo.png"))
    # The independent references, of the same pixels our decoder reads: for the JPEG (which is
    # reduced at decode time by the DCT, an area reduction) Pillow's box reduction, every 4 × 4
    # block averaged; for the PNG Pillow's Lanczos-3 resampling, at a whole and a fractional factor.
    Image.open(path("photo.jpg")).convert("RGB").reduce(4).save(path("photo-jpg-reduced-4.png"))
    # And at a fractional factor (×0.195): Pillow's box filter, an area average of the full decode.
    Image.open(path("photo.jpg")).convert("RGB").resize((100, 100), Image.Resampling.BOX).save(path("photo-jpg-box-100.png"))
    small.resize((64, 64), Image.Resampling.LANCZOS).save(path("photo-png-lanczos-64.png"))
    small.resize((100, 100), Image.Resampling.LANCZOS).save(path("photo-png-lanczos-100.png"))


def png_chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def bad_fixtures():
    with open(path("not-a-picture.txt"), "w") as file:
        file.write("This is a text file, not a picture.\n")
    whole = open(path("photo.jpg"), "rb").read()
    open(path("truncated.jpg"), "wb").write(whole[: len(whole) // 2])
    upright_corners().save(path("unsupported.bmp"))
    upright_corners().save(path("unsupported.tiff"))
    # A 50,000 × 50,000 RGB PNG that is a few dozen bytes: its IHDR says so, its IDAT is one
    # compressed empty row. Decoding it would need 7.5 GB; the picture budget refuses its header.
    ihdr = struct.pack(">IIBBBBB", 50_000, 50_000, 8, 2, 0, 0, 0)
    idat = zlib.compress(b"\x00" + b"\x00" * 3)
    png = b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr) + png_chunk(b"IDAT", idat) + png_chunk(b"IEND", b"")
    open(path("huge-50000.png"), "wb").write(png)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    orientation_fixtures()
    format_fixtures()
    photo_fixtures()
    bad_fixtures()
    print("fixtures written to", os.path.normpath(OUT))
