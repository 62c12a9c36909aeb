#!/usr/bin/env python3
"""Makes the tiny JPEGs the own-content tests copy into folders (Tests/PlaygroundTests/Fixtures/content/):
each with an EXIF DateTimeOriginal (tag 0x9003 in the Exif IFD) as a camera writes it, or none.

    python3 scripts/make-content-fixtures.py

Needs Pillow. The tests expect exactly these dates and sizes (the order and aspect ratios are worked
out by hand in Tests/PlaygroundTests/Content/)."""
from pathlib import Path

from PIL import Image

OUT = Path(__file__).resolve().parent.parent / "Tests/PlaygroundTests/Fixtures/content"

# name: (width, height, colour, DateTimeOriginal or None)
FIXTURES = {
    "taken-2024-05-01.jpg": (40, 30, (200, 60, 40), "2024:05:01 09:30:00"),
    "taken-2024-05-02.jpg": (30, 40, (40, 120, 200), "2024:05:02 18:05:10"),
    "taken-2023-12-24.jpg": (32, 32, (60, 160, 80), "2023:12:24 20:00:00"),
    "undated.jpg": (48, 24, (120, 120, 120), None),
}


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (width, height, colour, date) in FIXTURES.items():
        image = Image.new("RGB", (width, height), colour)
        exif = Image.Exif()
        if date:
            exif.get_ifd(0x8769)[0x9003] = date
        image.save(OUT / name, "JPEG", quality=80, exif=exif.tobytes() if date else b"")
        print(OUT / name)


if __name__ == "__main__":
    main()
