#!/usr/bin/env python3
"""Makes the colour-management fixtures of the Pictures tests: a picture of one Display P3 red
(and one of an Adobe RGB green) with its profile embedded, as a JPEG and a PNG, and prints the
sRGB value LittleCMS gives for that colour through Pillow's ImageCms (perceptual intent), which the
tests expect. The Display P3 profile is built with LittleCMS itself (its primaries and D65 white,
the sRGB tone curve); Adobe RGB is ghostscript's a98.icc.

    python3 scripts/make-colour-fixtures.py
"""
import ctypes, ctypes.util, io, os
from PIL import Image, ImageCms

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "PicturesTests", "Fixtures")
lcms = ctypes.CDLL(ctypes.util.find_library("lcms2"))

class CIExyY(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("Y", ctypes.c_double)]
class CIExyYTRIPLE(ctypes.Structure):
    _fields_ = [("Red", CIExyY), ("Green", CIExyY), ("Blue", CIExyY)]

def display_p3():
    lcms.cmsBuildParametricToneCurve.restype = ctypes.c_void_p
    lcms.cmsCreateRGBProfile.restype = ctypes.c_void_p
    params = (ctypes.c_double * 5)(2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045)  # the sRGB curve (type 4)
    curve = lcms.cmsBuildParametricToneCurve(None, 4, params)
    curves = (ctypes.c_void_p * 3)(curve, curve, curve)
    white = CIExyY(0.3127, 0.3290, 1.0)
    primaries = CIExyYTRIPLE(CIExyY(0.680, 0.320, 1.0), CIExyY(0.265, 0.690, 1.0), CIExyY(0.150, 0.060, 1.0))
    profile = lcms.cmsCreateRGBProfile(ctypes.byref(white), ctypes.byref(primaries), curves)
    lcms.cmsSaveProfileToMem.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint32)]
    size = ctypes.c_uint32(0)
    lcms.cmsSaveProfileToMem(ctypes.c_void_p(profile), None, ctypes.byref(size))
    buffer = ctypes.create_string_buffer(size.value)
    lcms.cmsSaveProfileToMem(ctypes.c_void_p(profile), buffer, ctypes.byref(size))
    return buffer.raw[: size.value]

def expected_srgb(icc, rgb):
    source = ImageCms.ImageCmsProfile(io.BytesIO(icc))
    srgb = ImageCms.createProfile("sRGB")
    picture = Image.new("RGB", (1, 1), rgb)
    converted = ImageCms.profileToProfile(picture, source, srgb, renderingIntent=ImageCms.Intent.PERCEPTUAL)
    return converted.getpixel((0, 0))

# Colours inside both gamuts: a pure primary lies outside sRGB and clips to (255, 0, 0), which
# would pass without any conversion at all.
for name, icc, colour in [("p3-red", display_p3(), (200, 60, 50)),
                          ("adobe-green", open("/usr/share/color/icc/ghostscript/a98.icc", "rb").read(), (60, 170, 90))]:
    picture = Image.new("RGB", (16, 16), colour)
    picture.save(os.path.join(OUT, name + ".jpg"), quality=100, subsampling=0, icc_profile=icc)
    picture.save(os.path.join(OUT, name + ".png"), icc_profile=icc)
    print(name, colour, "->", expected_srgb(icc, colour))
