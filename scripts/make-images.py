#!/usr/bin/env python3
"""(Re)makes every picture under Assets/images/ (issue 33, point 5).

    pip install scikit-image Pillow      # the only dependencies
    python3 scripts/make-images.py       # writes Assets/images/** in place

Photographs come from scikit-image's bundled data (public domain or CC0, see
Assets/images/SOURCES.md); everything else is drawn here with Pillow, from a fixed
seed, so a run makes the same pictures (byte-identical for a given Pillow and
libjpeg/libwebp). The pictures themselves are committed: the app and CI need no Python.
"""
import math
import os
import random
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont, ImageOps

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Assets", "images")
FONTS = os.path.join(ROOT, "fonts")
SS = 2  # drawn pictures are drawn at twice their size, then reduced (antialiasing)


def font(weight, size):
    return ImageFont.truetype(os.path.join(FONTS, f"Inter-{weight}.otf"), int(size))


def hexc(s, a=None):
    s = s.lstrip("#")
    c = tuple(int(s[i:i + 2], 16) for i in (0, 2, 4))
    return c + (a,) if a is not None else c


def mix(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def lighten(c, t):
    return mix(c, (255, 255, 255), t)


def darken(c, t):
    return mix(c, (0, 0, 0), t)


def save(img, rel, src="drawn", note="", **kw):
    path = os.path.join(OUT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    ext = os.path.splitext(rel)[1].lower()
    if ext in (".jpg", ".jpeg"):
        img.convert("RGB").save(path, "JPEG", quality=kw.get("quality", 85), optimize=True,
                                progressive=False, subsampling="4:2:0")
    elif ext == ".png":
        img.save(path, "PNG", optimize=True)
    elif ext == ".webp":
        img.convert("RGB").save(path, "WEBP", quality=kw.get("quality", 82), method=6)
    elif ext == ".gif":
        frames = [f.convert("RGB").quantize(colors=kw.get("colors", 32), method=Image.Quantize.MEDIANCUT,
                                            dither=Image.Dither.NONE) for f in [img] + kw.get("more_frames", [])]
        frames[0].save(path, "GIF", optimize=True, save_all=len(frames) > 1, append_images=frames[1:],
                       duration=800, loop=0)
    else:
        raise ValueError(rel)
    MADE.append((rel, src, note))


MADE = []


def canvas(w, h, color=(0, 0, 0)):
    img = Image.new("RGB", (w * SS, h * SS), color)
    return img, ImageDraw.Draw(img, "RGBA")


def finish(img, w, h):
    return img.resize((w, h), Image.LANCZOS)


def vgradient(w, h, top, bottom, horizontal=False):
    t = np.linspace(0, 1, w if horizontal else h)[None, :, None] if horizontal else \
        np.linspace(0, 1, h)[:, None, None]
    a, b = np.array(top, float), np.array(bottom, float)
    arr = a + (b - a) * t
    arr = np.broadcast_to(arr, (h, w, 3))
    return Image.fromarray(arr.astype(np.uint8), "RGB")


def radial(w, h, cx, cy, r, inner, outer):
    yy, xx = np.mgrid[0:h, 0:w]
    d = np.clip(np.hypot(xx - cx, yy - cy) / r, 0, 1)[..., None]
    a, b = np.array(inner, float), np.array(outer, float)
    return Image.fromarray((a + (b - a) * d).astype(np.uint8), "RGB")


def grain(img, amount, seed):
    rng = np.random.default_rng(seed)
    arr = np.asarray(img).astype(np.int16)
    noise = rng.normal(0, amount, arr.shape[:2])[..., None]
    return Image.fromarray(np.clip(arr + noise, 0, 255).astype(np.uint8), "RGB")


def soft(layer, radius):
    """Blurs an RGBA layer without the dark fringes a blur of straight alpha leaves (the
    transparent pixels are black): colour is blurred premultiplied, then divided back."""
    a = np.asarray(layer).astype(np.float32)
    alpha = a[..., 3:4] / 255
    pre = Image.fromarray(np.clip(a[..., :3] * alpha, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(radius))
    am = layer.getchannel("A").filter(ImageFilter.GaussianBlur(radius))
    an = np.asarray(am).astype(np.float32)[..., None] / 255
    rgb = np.asarray(pre).astype(np.float32) / np.maximum(an, 1 / 255)
    out = np.concatenate([np.clip(rgb, 0, 255), an * 255], axis=2).astype(np.uint8)
    return Image.fromarray(out, "RGBA")


def wrap(draw, text, fnt, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if draw.textlength(t, font=fnt) <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def text_block(draw, xy, lines, fnt, fill, spacing=1.12, anchor="la", align_w=None):
    x, y = xy
    lh = fnt.size * spacing
    for i, ln in enumerate(lines):
        if align_w is not None:  # centred in [x, x + align_w]
            tw = draw.textlength(ln, font=fnt)
            draw.text((x + (align_w - tw) / 2, y + i * lh), ln, font=fnt, fill=fill, anchor=anchor)
        else:
            draw.text((x, y + i * lh), ln, font=fnt, fill=fill, anchor=anchor)
    return y + len(lines) * lh


# ---------------------------------------------------------------------------------------------
# Photographs (scikit-image's bundled data: public domain / CC0)
# ---------------------------------------------------------------------------------------------

def photos():
    from skimage import data

    def arr(a):
        return Image.fromarray(a).convert("RGB")

    src = {
        "astronaut": arr(data.astronaut()),          # 512x512
        "coffee": arr(data.coffee()),                # 600x400
        "chelsea": arr(data.chelsea()),              # 451x300
        "rocket": arr(data.rocket()),                # 640x427
        "hubble": arr(data.hubble_deep_field()),     # 1000x872
        "camera": arr(data.camera()),                # 512x512 grey
        "coins": arr(data.coins()),                  # 384x303 grey
    }

    def crop(name, box):
        return src[name].crop(box)

    def toned(gray, dark, light):
        return ImageOps.colorize(gray.convert("L"), black=dark, white=light, mid=None)

    out = [
        # name, image, (format)
        ("photos/astronaut.jpg", src["astronaut"]),                              # 1:1
        ("photos/astronaut-portrait.jpg", crop("astronaut", (90, 0, 431, 512))),  # 2:3
        ("photos/coffee.jpg", src["coffee"]),                                    # 3:2
        ("photos/coffee-square.jpg", crop("coffee", (110, 0, 510, 400))),         # 1:1
        ("photos/coffee-portrait.jpg", crop("coffee", (150, 0, 450, 400))),       # 3:4
        ("photos/chelsea.jpg", src["chelsea"]),                                  # 3:2
        ("photos/chelsea-square.jpg", crop("chelsea", (60, 0, 360, 300))),        # 1:1
        ("photos/chelsea-portrait.jpg", crop("chelsea", (110, 0, 310, 300))),     # 2:3
        ("photos/rocket.jpg", src["rocket"]),                                    # 3:2
        ("photos/rocket-tall.jpg", crop("rocket", (222, 0, 462, 427))),           # 9:16
        ("photos/rocket-wide.jpg", crop("rocket", (0, 40, 640, 280))),            # 8:3
        ("photos/hubble.jpg", src["hubble"]),                                    # 8:7
        ("photos/hubble-panorama.webp", crop("hubble", (0, 300, 1000, 660))),     # 25:9, WebP
        ("photos/hubble-square.jpg", crop("hubble", (480, 372, 980, 872))),       # 1:1
        ("photos/hubble-portrait.jpg", crop("hubble", (40, 0, 460, 630))),        # 2:3
        ("photos/camera.jpg", src["camera"].convert("L")),                       # 1:1, black and white
        ("photos/camera-portrait.jpg", crop("camera", (100, 0, 441, 512)).convert("L")),  # 2:3 b/w
        ("photos/coins.jpg", toned(src["coins"], (28, 22, 16), (236, 222, 196))),  # ~4:3 sepia
        ("photos/rocket-square.jpg", crop("rocket", (106, 0, 533, 427))),        # 1:1
        ("photos/coffee-wide.jpg", crop("coffee", (0, 60, 600, 300))),           # 5:2
        ("photos/chelsea-wide.jpg", crop("chelsea", (0, 40, 451, 209))),         # 8:3
        ("photos/astronaut-landscape.jpg", crop("astronaut", (0, 30, 512, 371))),  # 3:2
    ]
    for rel, img in out:
        key = os.path.basename(rel).split("-")[0].split(".")[0]
        note = "" if os.path.splitext(os.path.basename(rel))[0] == key else "a crop"
        if key in ("coins",):
            note = "sepia-toned"
        save(img, rel, src=key, note=note, quality=85 if not rel.endswith(".webp") else 80)

    # The App Store's featured banners: wide (about 3:1) crops; the one without a photograph
    # (Tidepool) is drawn below with the drawn pictures.
    save(crop("hubble", (0, 250, 1000, 583)), "banners/banner-orbit.jpg", src="hubble", note="a crop")
    save(crop("rocket", (0, 60, 640, 273)), "banners/banner-lumen.jpg", src="rocket", note="a crop")
    save(crop("coffee", (0, 70, 600, 270)), "banners/banner-quill.jpg", src="coffee", note="a crop")


# ---------------------------------------------------------------------------------------------
# Album covers (square, 600 px): cover flow
# ---------------------------------------------------------------------------------------------

ALBUMS = [
    ("Low Sun", "Marisol Vega", "sun"),
    ("Quarter Tones", "The Bauhaus Set", "quarters"),
    ("Rings", "Oda Lindqvist", "rings"),
    ("Diagonal", "North Atlantic Radio", "stripes"),
    ("Night Swimming", "Cobalt Tide", "blobs"),
    ("Ridgeline", "Hollis & Mae", "mountains"),
    ("Points of Light", "Ensemble Vier", "dots"),
    ("Fold", "Paper Kites Club", "fold"),
    ("Interference", "Kōji Arata", "moire"),
    ("Tangerine Hours", "Lula Fontaine", "split"),
    ("Monolith", "Grey Weather", "monolith"),
    ("Waveform", "Signal / Noise", "waves"),
    ("Garden Party", "Les Jardiniers", "petals"),
    ("Ninety Degrees", "Alma Reyes Trio", "arches"),
    ("Polar", "Kestrel Bay", "aurora"),
    ("Small Hours", "Théo Marchand", "window"),
]

PALETTES = [
    [(242, 140, 40), (232, 80, 60), (44, 30, 60), (250, 220, 160)],
    [(233, 196, 106), (231, 111, 81), (38, 70, 83), (244, 239, 226)],
    [(17, 24, 39), (99, 102, 241), (236, 72, 153), (250, 250, 250)],
    [(10, 147, 150), (238, 155, 0), (174, 32, 18), (233, 216, 166)],
    [(8, 28, 52), (36, 94, 140), (120, 200, 220), (240, 240, 230)],
    [(61, 64, 91), (129, 178, 154), (242, 204, 143), (224, 122, 95)],
    [(20, 20, 24), (255, 214, 10), (240, 240, 236), (120, 120, 130)],
    [(255, 238, 220), (214, 40, 40), (0, 48, 73), (247, 127, 0)],
    [(242, 242, 242), (20, 20, 20), (230, 57, 70), (69, 123, 157)],
    [(255, 183, 3), (251, 133, 0), (33, 158, 188), (2, 48, 71)],
    [(52, 58, 64), (173, 181, 189), (233, 236, 239), (206, 212, 218)],
    [(16, 0, 43), (60, 9, 108), (157, 78, 221), (224, 170, 255)],
    [(244, 241, 222), (224, 122, 95), (61, 64, 91), (129, 178, 154)],
    [(38, 70, 83), (42, 157, 143), (233, 196, 106), (244, 162, 97)],
    [(2, 12, 27), (0, 180, 140), (120, 90, 220), (230, 240, 255)],
    [(30, 27, 46), (255, 200, 120), (90, 80, 130), (200, 190, 220)],
]


def album(i, title, artist, kind):
    W = 600
    S = W * SS
    rng = random.Random(1000 + i)
    p = PALETTES[i]
    img, d = canvas(W, W, p[0])
    if kind == "sun":
        img.paste(vgradient(S, S, p[3], p[1]))
        d = ImageDraw.Draw(img, "RGBA")
        d.ellipse((S * .22, S * .28, S * .78, S * .84), fill=p[0])
        for k in range(9):
            y = S * (0.62 + k * 0.045)
            d.rectangle((0, y, S, y + S * (0.006 + k * 0.003)), fill=p[2])
        d.rectangle((0, S * .86, S, S), fill=p[2])
    elif kind == "quarters":
        n = 4
        c = S / n
        cols = [p[0], p[1], p[2]]
        for y in range(n):
            for x in range(n):
                d.rectangle((x * c, y * c, (x + 1) * c, (y + 1) * c), fill=p[3])
                q = rng.randrange(4)
                col = cols[rng.randrange(3)]
                ox, oy = x * c + (c if q in (1, 2) else 0), y * c + (c if q >= 2 else 0)
                d.pieslice((ox - c, oy - c, ox + c, oy + c), 0, 360, fill=col)
                d.rectangle((x * c, y * c, (x + 1) * c, (y + 1) * c), outline=None)
        # keep the slices inside their squares: redraw by masking each cell
        img2 = Image.new("RGB", (S, S), p[3])
        d2 = ImageDraw.Draw(img2)
        for y in range(n):
            for x in range(n):
                cell = Image.new("RGB", (int(c), int(c)), p[3])
                dc = ImageDraw.Draw(cell)
                q = rng.randrange(4)
                col = cols[(x + 2 * y + rng.randrange(2)) % 3]
                ox, oy = (c if q in (1, 2) else 0), (c if q >= 2 else 0)
                dc.ellipse((ox - c, oy - c, ox + c, oy + c), fill=col)
                if rng.random() < 0.3:
                    dc.ellipse((c * .3, c * .3, c * .7, c * .7), fill=p[3])
                img2.paste(cell, (int(x * c), int(y * c)))
        img = img2
        d = ImageDraw.Draw(img, "RGBA")
    elif kind == "rings":
        img.paste(radial(S, S, S * .5, S * .5, S * .8, lighten(p[0], .15), p[0]))
        d = ImageDraw.Draw(img, "RGBA")
        cx, cy = S * .62, S * .42
        for k in range(14, 0, -1):
            r = S * 0.045 * k
            col = p[1] if k % 2 else p[2]
            d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=col + (230,), width=int(S * 0.012))
    elif kind == "stripes":
        d.rectangle((0, 0, S, S), fill=p[3])
        cols = [p[0], p[1], p[2]]
        w = S / 9
        for k in range(-10, 20):
            col = cols[k % 3]
            x0 = k * w
            d.polygon([(x0, 0), (x0 + w * .62, 0), (x0 + w * .62 - S, S), (x0 - S, S)], fill=col)
        d.rectangle((S * .08, S * .08, S * .92, S * .92), outline=p[3], width=int(S * .02))
    elif kind == "blobs":
        base = vgradient(S, S, p[0], darken(p[1], .3))
        layer = Image.new("RGBA", (S, S), (0, 0, 0, 0))
        dl = ImageDraw.Draw(layer)
        for k in range(7):
            r = S * rng.uniform(.12, .3)
            x, y = rng.uniform(.1, .9) * S, rng.uniform(.2, .95) * S
            col = [p[1], p[2], p[3]][k % 3]
            dl.ellipse((x - r, y - r, x + r, y + r), fill=col + (150,))
        layer = soft(layer, S * 0.06)
        base.paste(layer, (0, 0), layer)
        img = grain(base, 7, i)
        d = ImageDraw.Draw(img, "RGBA")
        d.ellipse((S * .45, S * .18, S * .55, S * .28), fill=p[3] + (220,))
    elif kind == "mountains":
        img.paste(vgradient(S, S, p[3], lighten(p[2], .3)))
        d = ImageDraw.Draw(img, "RGBA")
        d.ellipse((S * .62, S * .14, S * .8, S * .32), fill=p[3])
        layers = [lighten(p[1], .35), p[1], p[0], darken(p[0], .35)]
        for li, col in enumerate(layers):
            base_y = S * (0.45 + li * 0.13)
            pts = [(0, S)]
            x = 0
            while x <= S:
                pts.append((x, base_y - rng.uniform(0, S * (0.18 - li * 0.03))))
                x += S * rng.uniform(.08, .18)
            pts += [(S, base_y), (S, S)]
            d.polygon(pts, fill=col)
    elif kind == "dots":
        n = 9
        gap = S / (n + 1)
        hi = {(rng.randrange(n), rng.randrange(n)) for _ in range(3)}
        for y in range(n):
            for x in range(n):
                cx, cy = gap * (x + 1), gap * (y + 1)
                r = gap * (0.12 + 0.25 * (1 - abs(x - y) / n))
                col = p[1] if (x, y) in hi else p[3]
                if (x, y) in hi:
                    r = gap * .42
                d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=col)
    elif kind == "fold":
        d.rectangle((0, 0, S, S), fill=p[0])
        d.polygon([(0, 0), (S, 0), (S * .5, S * .55)], fill=p[3])
        d.polygon([(0, 0), (S * .5, S * .55), (0, S)], fill=p[2])
        d.polygon([(S, 0), (S * .5, S * .55), (S, S)], fill=p[1])
        d.polygon([(S * .5, S * .55), (0, S), (S, S)], fill=darken(p[1], .25))
        img = grain(img, 5, i)
        d = ImageDraw.Draw(img, "RGBA")
    elif kind == "moire":
        d.rectangle((0, 0, S, S), fill=p[0])
        for cx, cy, col in ((S * .4, S * .45, p[1]), (S * .6, S * .55, p[2])):
            for k in range(1, 40):
                r = k * S * 0.018
                d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=col + (200,), width=int(S * .005))
    elif kind == "split":
        img.paste(vgradient(S, S, p[0], p[1]))
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((0, S * .55, S, S), fill=p[3])
        d.pieslice((S * .2, S * .25, S * .8, S * .85), 180, 360, fill=lighten(p[0], .6))
        d.pieslice((S * .2, S * .25, S * .8, S * .85), 0, 180, fill=p[2])
    elif kind == "monolith":
        img.paste(vgradient(S, S, p[2], p[1]))
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((S * .40, S * .22, S * .60, S * .80), fill=p[0])
        d.rectangle((0, S * .80, S, S), fill=darken(p[1], .35))
        d.polygon([(S * .40, S * .80), (S * .60, S * .80), (S * .98, S), (S * .55, S)],
                  fill=darken(p[1], .5))
        img = grain(img, 6, i)
        d = ImageDraw.Draw(img, "RGBA")
    elif kind == "waves":
        img.paste(vgradient(S, S, p[0], p[1]))
        d = ImageDraw.Draw(img, "RGBA")
        for k in range(26):
            y0 = S * (0.2 + k * 0.025)
            amp = S * 0.09 * math.sin(k / 25 * math.pi)
            pts = [(x, y0 + amp * math.sin(x / S * math.pi * 4 + k * .35))
                   for x in range(0, S + 8, 8)]
            d.line(pts, fill=mix(p[2], p[3], k / 25) + (230,), width=int(S * .004))
    elif kind == "petals":
        d.rectangle((0, 0, S, S), fill=p[0])
        for k in range(5):
            cx, cy = rng.uniform(.2, .8) * S, rng.uniform(.2, .8) * S
            r = S * rng.uniform(.08, .16)
            col = [p[1], p[2], p[3]][k % 3]
            for a in range(6):
                ang = a / 6 * math.tau + k
                px, py = cx + math.cos(ang) * r, cy + math.sin(ang) * r
                d.ellipse((px - r * .7, py - r * .7, px + r * .7, py + r * .7), fill=col + (170,))
            d.ellipse((cx - r * .35, cy - r * .35, cx + r * .35, cy + r * .35), fill=(242, 204, 143))
    elif kind == "arches":
        d.rectangle((0, 0, S, S), fill=p[0])
        cols = [p[1], p[2], p[3], p[1]]
        for k in range(4):
            x0 = S * (0.06 + k * 0.225)
            w = S * 0.2
            d.rectangle((x0, S * .45, x0 + w, S * .9), fill=cols[k])
            d.pieslice((x0, S * .35, x0 + w, S * .55), 180, 360, fill=cols[k])
    elif kind == "aurora":
        img.paste(vgradient(S, S, p[0], darken(p[2], .5)))
        layer = Image.new("RGBA", (S, S), (0, 0, 0, 0))
        dl = ImageDraw.Draw(layer)
        for k in range(3):
            pts = [(x, S * (0.35 + k * .08) + S * .08 * math.sin(x / S * 5 + k)) for x in range(0, S + 10, 10)]
            dl.line(pts, fill=[p[1], p[2], p[1]][k] + (200,), width=int(S * .09))
        layer = soft(layer, S * .04)
        img.paste(layer, (0, 0), layer)
        d = ImageDraw.Draw(img, "RGBA")
        for _ in range(120):
            x, y, r = rng.uniform(0, S), rng.uniform(0, S * .6), rng.uniform(1, 3.5) * SS
            d.ellipse((x - r, y - r, x + r, y + r), fill=p[3] + (rng.randrange(120, 255),))
        d.polygon([(0, S * .82), (S * .3, S * .7), (S * .55, S * .8), (S * .8, S * .72), (S, S * .8), (S, S), (0, S)],
                  fill=(5, 10, 18))
    elif kind == "window":
        d.rectangle((0, 0, S, S), fill=p[0])
        for y in range(6):
            for x in range(4):
                lit = rng.random() < 0.28
                x0, y0 = S * (0.12 + x * 0.2), S * (0.1 + y * 0.13)
                d.rectangle((x0, y0, x0 + S * .14, y0 + S * .09), fill=p[1] if lit else p[2])
    # title and artist: small, set like a record label's, in one corner or along the bottom
    dark_bg = sum(np.asarray(img.resize((8, 8))).reshape(-1, 3).mean(0)) < 380
    ink = (250, 250, 245) if dark_bg else (22, 22, 26)
    pos = i % 3
    ft, fa = font("Bold", 40 * SS), font("Medium", 24 * SS)
    m = 36 * SS
    if kind in ("quarters", "stripes", "dots", "moire", "petals", "window", "monolith", "arches"):
        # a printed label behind the type, as busy covers carry
        plate = p[3] if kind not in ("dots", "window", "arches") else p[0]
        tw = max(d.textlength(title if pos else title.upper(), font=ft),
                 d.textlength(artist.upper() if pos == 2 else artist, font=fa)) + 2 * 18 * SS
        th = 100 * SS
        if pos == 0:
            box = (m - 18 * SS, m - 14 * SS, m - 18 * SS + tw, m - 14 * SS + th)
        elif pos == 1:
            box = (m - 18 * SS, S - m - 76 * SS, m - 18 * SS + tw, S - m + 20 * SS)
        else:
            box = (S - m + 18 * SS - tw, m - 14 * SS, S - m + 18 * SS, m - 14 * SS + th)
        d.rectangle(box, fill=plate)
        dark_bg = sum(plate) < 380
        ink = (250, 250, 245) if dark_bg else (22, 22, 26)
    if pos == 0:
        d.text((m, m), title.upper(), font=ft, fill=ink)
        d.text((m, m + 52 * SS), artist, font=fa, fill=ink + (200,))
    elif pos == 1:
        d.text((m, S - m - 30 * SS), artist, font=fa, fill=ink + (200,), anchor="ls")
        d.text((m, S - m), title, font=ft, fill=ink, anchor="ls")
    else:
        d.text((S - m, m + 40 * SS), title, font=ft, fill=ink, anchor="rs")
        d.text((S - m, m + 76 * SS), artist.upper(), font=font("SemiBold", 20 * SS), fill=ink + (210,), anchor="rs")
    return finish(img, W, W)


# ---------------------------------------------------------------------------------------------
# Book covers (400 x 600): the bookshelf
# ---------------------------------------------------------------------------------------------

BOOKS = [  # id, title, author, colour (the scene's), motif
    ("book-0", "The Left Hand of Darkness", "Ursula K. Le Guin", "#8E3B46", "ice"),
    ("book-1", "Invisible Cities", "Italo Calvino", "#2E6F95", "cities"),
    ("book-2", "Middlemarch", "George Eliot", "#5B7553", "frame"),
    ("book-3", "Pale Fire", "Vladimir Nabokov", "#C8553D", "flame"),
    ("book-4", "The Dispossessed", "Ursula K. Le Guin", "#3D5A80", "twin"),
    ("book-5", "Things Fall Apart", "Chinua Achebe", "#A0522D", "shards"),
    ("book-6", "Beloved", "Toni Morrison", "#6C4AB6", "tree"),
    ("book-7", "The Master and Margarita", "Mikhail Bulgakov", "#1F7A8C", "moon"),
    ("book-8", "Ficciones", "Jorge Luis Borges", "#BC6C25", "labyrinth"),
    ("book-9", "Mrs Dalloway", "Virginia Woolf", "#7A9E7E", "flowers"),
    ("book-10", "Solaris", "Stanisław Lem", "#355070", "ocean"),
    ("book-11", "The Remains of the Day", "Kazuo Ishiguro", "#9C6644", "house"),
    ("book-12", "Pedro Páramo", "Juan Rulfo", "#E07A5F", "sun"),
    ("book-13", "Kindred", "Octavia E. Butler", "#3A5A40", "hands"),
    ("book-14", "The Waves", "Virginia Woolf", "#457B9D", "waves"),
    ("book-15", "Austerlitz", "W. G. Sebald", "#6D597A", "station"),
    ("book-16", "The Name of the Rose", "Umberto Eco", "#B56576", "rose"),
    ("book-17", "Dune", "Frank Herbert", "#D4A373", "dunes"),
]


def book(i, bid, title, author, color, motif):
    W, H = 400, 600
    S, T = W * SS, H * SS
    rng = random.Random(2000 + i)
    c = hexc(color)
    paper = (243, 236, 222)
    img, d = canvas(W, H, c)
    ink = (250, 247, 240)
    layout = i % 4  # 0: title top, motif below; 1: motif top, title band; 2: framed; 3: huge type
    # motif area
    mx0, my0, mx1, my1 = 0, T * .38, S, T * .88
    if layout == 1:
        mx0, my0, mx1, my1 = 0, 0, S, T * .58
    if layout == 2:
        d.rectangle((0, 0, S, T), fill=paper)
        d.rectangle((S * .08, T * .06, S * .92, T * .94), fill=c)
        mx0, my0, mx1, my1 = S * .08, T * .42, S * .92, T * .8
    mw, mh = mx1 - mx0, my1 - my0
    cx, cy = (mx0 + mx1) / 2, (my0 + my1) / 2
    light, dark = lighten(c, .45), darken(c, .4)
    if motif == "ice":
        for k in range(12):
            x = mx0 + rng.uniform(0, mw)
            h = mh * rng.uniform(.3, .9)
            w = mw * rng.uniform(.05, .12)
            d.polygon([(x - w, my1), (x, my1 - h), (x + w, my1)], fill=lighten(c, .3 + .05 * (k % 5)))
    elif motif == "cities":
        for k in range(26):
            w = mw * rng.uniform(.05, .14)
            h = mh * rng.uniform(.15, .8)
            x = mx0 + rng.uniform(0, mw - w)
            d.rectangle((x, my1 - h, x + w, my1), fill=mix(light, dark, rng.random()) + (200,))
            if rng.random() < .5:
                d.pieslice((x, my1 - h - w / 2, x + w, my1 - h + w / 2), 180, 360, fill=light + (200,))
    elif motif == "frame":
        for k in range(6):
            inset = k * min(mw, mh) * .07
            d.rectangle((mx0 + mw * .12 + inset, my0 + inset, mx1 - mw * .12 - inset, my1 - inset),
                        outline=light if k % 2 == 0 else dark, width=int(SS * 3))
    elif motif == "flame":
        for k in range(5, 0, -1):
            r = mw * .07 * k
            col = mix((255, 230, 160), c, k / 6)
            d.ellipse((cx - r, cy - r * .6, cx + r, cy + r * 1.4), fill=col)
            d.polygon([(cx - r, cy + r * .2), (cx, cy - r * 2), (cx + r, cy + r * .2)], fill=col)
    elif motif == "twin":
        r = mh * .28
        d.ellipse((cx - r * 1.5, cy - r, cx + r * .5, cy + r), fill=light)
        d.ellipse((cx - r * .5, cy - r, cx + r * 1.5, cy + r), outline=ink, width=int(SS * 4))
    elif motif == "shards":
        for k in range(9):
            pts = [(mx0 + rng.uniform(0, mw), my0 + rng.uniform(0, mh)) for _ in range(3)]
            d.polygon(pts, fill=[light, dark, (233, 196, 106)][k % 3] + (210,))
    elif motif == "tree":
        def branch(x, y, ang, ln, depth):
            if depth == 0:
                return
            x2, y2 = x + math.cos(ang) * ln, y - math.sin(ang) * ln
            d.line((x, y, x2, y2), fill=light, width=max(2, int(depth * SS * 1.6)))
            branch(x2, y2, ang + rng.uniform(.25, .55), ln * .72, depth - 1)
            branch(x2, y2, ang - rng.uniform(.25, .55), ln * .72, depth - 1)
        branch(cx, my1, math.pi / 2, mh * .3, 8)
    elif motif == "moon":
        r = mh * .3
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(240, 226, 180))
        d.ellipse((cx - r * .55, cy - r * 1.05, cx + r * 1.45, cy + r * .95), fill=c)
        for _ in range(30):
            x, y = mx0 + rng.uniform(0, mw), my0 + rng.uniform(0, mh)
            d.ellipse((x - 3, y - 3, x + 3, y + 3), fill=(240, 226, 180))
    elif motif == "labyrinth":
        n = 8
        step = min(mw, mh) / (n * 2 + 1)
        for k in range(n):
            r = step * (k + 1)
            start = rng.uniform(0, 360)
            d.arc((cx - r, cy - r, cx + r, cy + r), start, start + 300, fill=light, width=int(SS * 3))
    elif motif == "flowers":
        for k in range(14):
            x, y = mx0 + rng.uniform(.1, .9) * mw, my0 + rng.uniform(.1, .9) * mh
            r = mw * rng.uniform(.03, .07)
            col = [(242, 204, 143), (224, 122, 95), (250, 245, 235), (181, 101, 118)][k % 4]
            for a in range(5):
                ang = a / 5 * math.tau
                d.ellipse((x + math.cos(ang) * r - r * .6, y + math.sin(ang) * r - r * .6,
                           x + math.cos(ang) * r + r * .6, y + math.sin(ang) * r + r * .6), fill=col)
            d.ellipse((x - r * .35, y - r * .35, x + r * .35, y + r * .35), fill=dark)
    elif motif == "ocean":
        for k in range(18):
            y = my0 + mh * k / 18
            pts = [(x, y + mh * .03 * math.sin(x / mw * 6 + k)) for x in range(int(mx0), int(mx1) + 6, 6)]
            d.line(pts, fill=mix(light, dark, k / 18), width=int(SS * 3))
        r = mw * .12
        d.ellipse((cx - r, my0 + mh * .1 - r, cx + r, my0 + mh * .1 + r), fill=(230, 120, 90))
    elif motif == "house":
        d.rectangle((cx - mw * .3, cy - mh * .05, cx + mw * .3, my1 - mh * .1), fill=light)
        d.polygon([(cx - mw * .36, cy - mh * .05), (cx, cy - mh * .35), (cx + mw * .36, cy - mh * .05)], fill=dark)
        for k in range(3):
            x = cx - mw * .22 + k * mw * .16
            d.rectangle((x, cy + mh * .05, x + mw * .1, cy + mh * .2), fill=c)
    elif motif == "sun":
        r = mw * .22
        for k in range(24):
            ang = k / 24 * math.tau
            d.line((cx, cy, cx + math.cos(ang) * r * 1.8, cy + math.sin(ang) * r * 1.8),
                   fill=(250, 230, 170), width=int(SS * 3))
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(250, 230, 170))
    elif motif == "hands":
        for k in range(5):
            x = mx0 + mw * (0.15 + k * .17)
            d.rounded_rectangle((x, cy - mh * .3, x + mw * .1, cy + mh * .3), radius=mw * .05,
                                fill=[light, (233, 196, 106)][k % 2])
    elif motif == "waves":
        for k in range(7):
            y = my0 + mh * (k + .5) / 7
            pts = [(x, y + mh * .05 * math.sin(x / mw * 9 + k * .8)) for x in range(int(mx0), int(mx1) + 6, 6)]
            d.line(pts, fill=light if k % 2 else ink, width=int(SS * 5))
    elif motif == "station":
        for k in range(9):
            x = mx0 + mw * (k + .5) / 9
            d.line((x, my0 + mh * .1, cx + (x - cx) * .2, my1), fill=light, width=int(SS * 2))
        d.arc((mx0 + mw * .05, my0, mx1 - mw * .05, my0 + mh * 1.2), 180, 360, fill=ink, width=int(SS * 5))
    elif motif == "rose":
        for k in range(10, 0, -1):
            r = mw * .03 * k
            d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=mix((120, 20, 40), (235, 170, 180), k / 10))
            d.arc((cx - r, cy - r, cx + r, cy + r), k * 40, k * 40 + 200, fill=darken(c, .5), width=SS * 2)
    elif motif == "dunes":
        for k in range(6):
            y = my0 + mh * (k / 6)
            pts = [(mx0, my1)] + [(x, y + mh * .12 * math.sin(x / mw * 3 + k * 1.3)) for x in range(int(mx0), int(mx1) + 6, 6)] + [(mx1, my1)]
            d.polygon(pts, fill=mix(lighten(c, .3), darken(c, .35), k / 6))
        r = mw * .08
        d.ellipse((mx1 - mw * .28 - r, my0 - r * .2, mx1 - mw * .28 + r, my0 + r * 1.8), fill=(250, 240, 220))
    # the type
    m = S * .1
    if layout == 0:
        ft = font("Bold", 46 * SS)
        lines = wrap(d, title, ft, S - 2 * m)
        y = text_block(d, (m, T * .08), lines, ft, ink)
        d.text((m, y + 16 * SS), author.upper(), font=font("Medium", 18 * SS), fill=ink + (215,))
    elif layout == 1:
        d.rectangle((0, T * .58, S, T), fill=paper)
        ft = font("Bold", 40 * SS)
        lines = wrap(d, title, ft, S - 2 * m)
        y = text_block(d, (m, T * .64), lines, ft, darken(c, .2))
        d.text((m, T * .92), author, font=font("Regular", 20 * SS), fill=(60, 56, 50), anchor="ls")
    elif layout == 2:
        ft = font("SemiBold", 36 * SS)
        lines = wrap(d, title.upper(), ft, S * .7)
        text_block(d, (S * .15, T * .13), lines, ft, ink, align_w=S * .7)
        fa = font("Medium", 17 * SS)
        d.text((S / 2, T * .88), author, font=fa, fill=ink, anchor="ms")
    else:
        size = 74 if len(title) < 14 else 54
        while True:
            big = font("Bold", size * SS)
            lines = wrap(d, title, big, S - 2 * m)
            if all(d.textlength(ln, font=big) <= S - 2 * m for ln in lines) or size <= 30:
                break
            size -= 2
        y = text_block(d, (m, T * .07), lines, big, ink, spacing=1.02)
        d.line((m, T * .93 - 30 * SS, m + 60 * SS, T * .93 - 30 * SS), fill=ink, width=3 * SS)
        d.text((m, T * .93), author, font=font("SemiBold", 20 * SS), fill=ink, anchor="ls")
    # a spine's shadow on the left edge, as a printed cover has
    sh = Image.new("L", (S, T), 0)
    ImageDraw.Draw(sh).rectangle((0, 0, int(S * .035), T), fill=60)
    img.paste((0, 0, 0), (0, 0), sh.filter(ImageFilter.GaussianBlur(SS * 3)))
    img = grain(img, 3.5, 2000 + i)
    return finish(img, W, H)


# ---------------------------------------------------------------------------------------------
# Paintings: drawn in the manner of (public-domain) movements, at each item's aspect ratio
# ---------------------------------------------------------------------------------------------

def dabs(img, rng, n, box, colors, size, alpha=200, angle=None):
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    x0, y0, x1, y1 = box
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        col = colors[rng.randrange(len(colors))]
        col = tuple(max(0, min(255, v + rng.randint(-14, 14))) for v in col)
        ln = size * rng.uniform(.35, .8)
        a = angle if angle is not None else rng.uniform(0, math.pi)
        a += rng.uniform(-.35, .35)
        dx, dy = math.cos(a) * ln, math.sin(a) * ln
        wd = size * rng.uniform(.55, .9)
        d.line((x - dx, y - dy, x + dx, y + dy), fill=col + (alpha,), width=max(2, int(wd)))
        d.ellipse((x - dx - wd / 2, y - dy - wd / 2, x - dx + wd / 2, y - dy + wd / 2), fill=col + (alpha,))
    layer = soft(layer, max(1, size * .12))
    img.paste(layer, (0, 0), layer)


def canvas_texture(img, seed, amount=6):
    img = grain(img, amount, seed)
    # a faint weave
    w, h = img.size
    yy, xx = np.mgrid[0:h, 0:w]
    weave = (np.sin(xx * 1.3) * np.sin(yy * 1.3) * 4)[..., None]
    return Image.fromarray(np.clip(np.asarray(img).astype(np.float32) + weave, 0, 255).astype(np.uint8))


def painting(kind, w, h, seed):
    S, T = w * SS, h * SS
    rng = random.Random(seed)
    img = Image.new("RGB", (S, T), (240, 236, 226))
    d = ImageDraw.Draw(img, "RGBA")
    u = min(S, T)
    if kind == "lilies":
        img.paste(vgradient(S, T, (70, 110, 120), (40, 80, 90)))
        dabs(img, rng, 1400, (0, 0, S, T), [(90, 140, 150), (60, 100, 130), (120, 160, 150), (150, 140, 190)], u * .03, 150, 0)
        d = ImageDraw.Draw(img, "RGBA")
        for _ in range(16):
            x, y, r = rng.uniform(0, S), rng.uniform(T * .15, T), u * rng.uniform(.04, .09)
            d.ellipse((x - r * 1.6, y - r * .6, x + r * 1.6, y + r * .6), fill=(70, 120, 60, 210))
            if rng.random() < .6:
                dabs(img, rng, 18, (x - r * .6, y - r * .5, x + r * .6, y + r * .2), [(240, 190, 200), (250, 240, 240), (220, 120, 150)], u * .012, 230)
        dabs(img, rng, 500, (0, 0, S, T), [(200, 210, 220), (110, 150, 110)], u * .02, 110, math.pi / 2)
    elif kind == "dance":
        img.paste(vgradient(S, T, (150, 140, 110), (190, 150, 100)))
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon([(0, T * .55), (S, T * .45), (S, T), (0, T)], fill=(196, 160, 112))
        dabs(img, rng, 700, (0, T * .5, S, T), [(206, 170, 120), (180, 140, 96)], u * .03, 120, 0.15)
        dabs(img, rng, 500, (0, 0, S, T * .5), [(160, 150, 120), (140, 130, 110), (120, 140, 130)], u * .03, 120)
        for k in range(5):
            x, y = S * (0.15 + k * .18) + rng.uniform(-10, 10), T * (0.62 + rng.uniform(0, .2))
            sc = u * (.8 + (y / T - .6) * 1.2)
            d = ImageDraw.Draw(img, "RGBA")
            d.line((x - .02 * sc, y, x - .01 * sc, y - .14 * sc), fill=(235, 215, 200), width=int(.018 * sc))
            d.line((x + .02 * sc, y, x + .01 * sc, y - .14 * sc), fill=(235, 215, 200), width=int(.018 * sc))
            tutu = Image.new("RGBA", (S, T), (0, 0, 0, 0))
            ImageDraw.Draw(tutu).ellipse((x - .12 * sc, y - .19 * sc, x + .12 * sc, y - .12 * sc), fill=(250, 248, 242, 235))
            tutu = soft(tutu, .006 * sc)
            img.paste(tutu, (0, 0), tutu)
            d = ImageDraw.Draw(img, "RGBA")
            d.polygon([(x - .035 * sc, y - .16 * sc), (x + .035 * sc, y - .16 * sc), (x + .03 * sc, y - .27 * sc), (x - .03 * sc, y - .27 * sc)], fill=(245, 240, 235))
            d.ellipse((x - .06 * sc, y - .2 * sc, x + .06 * sc, y - .15 * sc), fill=[(120, 180, 170), (230, 140, 100), (240, 200, 120)][k % 3])
            d.ellipse((x - .03 * sc, y - .34 * sc, x + .03 * sc, y - .28 * sc), fill=(225, 185, 155))
            arm = 1 if k % 2 else -1
            d.line((x, y - .26 * sc, x + arm * .1 * sc, y - .2 * sc - (k % 3) * .05 * sc), fill=(235, 210, 190), width=int(.015 * sc))
            d.line((x, y - .26 * sc, x - arm * .08 * sc, y - .22 * sc), fill=(235, 210, 190), width=int(.015 * sc))
    elif kind == "moulin":
        img.paste(vgradient(S, T, (70, 95, 80), (150, 130, 110)))
        layer = Image.new("RGBA", (S, T), (0, 0, 0, 0))
        dl = ImageDraw.Draw(layer)
        for _ in range(40):  # foliage masses above, a sunlit floor below
            x, y, r = rng.uniform(0, S), rng.uniform(0, T * .45), u * rng.uniform(.08, .2)
            dl.ellipse((x - r, y - r, x + r, y + r), fill=rng.choice([(50, 80, 60), (80, 110, 70), (40, 60, 70), (120, 140, 90)]) + (170,))
        layer = soft(layer, u * .03)
        img.paste(layer, (0, 0), layer)
        dabs(img, rng, 900, (0, 0, S, T * .5), [(70, 100, 70), (100, 130, 80), (60, 80, 100), (180, 190, 150)], u * .035, 150)
        dabs(img, rng, 600, (0, T * .5, S, T), [(170, 150, 120), (140, 120, 110), (200, 180, 150)], u * .035, 150, 0.1)
        d = ImageDraw.Draw(img, "RGBA")
        for k in range(11):  # dancers and drinkers: dark coats, pale dresses, straw hats
            t = rng.random()
            x = rng.uniform(.04, .96) * S
            y = T * (0.55 + .35 * t)
            sc = u * (.5 + .6 * t)
            col = rng.choice([(30, 35, 60), (40, 40, 50), (200, 170, 190), (90, 110, 160), (230, 215, 220)])
            d.rounded_rectangle((x - .06 * sc, y - .34 * sc, x + .06 * sc, y), radius=.03 * sc, fill=col)
            d.ellipse((x - .035 * sc, y - .43 * sc, x + .035 * sc, y - .35 * sc), fill=(225, 190, 160))
            if rng.random() < .5:
                d.ellipse((x - .07 * sc, y - .44 * sc, x + .07 * sc, y - .4 * sc), fill=(230, 200, 110))
        spots = Image.new("RGBA", (S, T), (0, 0, 0, 0))
        ds = ImageDraw.Draw(spots)
        for _ in range(70):
            x, y, r = rng.uniform(0, S), rng.uniform(0, T), u * rng.uniform(.012, .035)
            ds.ellipse((x - r * 1.4, y - r, x + r * 1.4, y + r), fill=(255, 244, 215, 120))
        spots = soft(spots, u * .008)
        img.paste(spots, (0, 0), spots)
    elif kind == "poppies":
        img.paste(vgradient(S, T, (180, 200, 220), (230, 230, 225)))
        dabs(img, rng, 500, (0, 0, S, T * .45), [(200, 210, 230), (240, 240, 245), (170, 190, 215)], u * .04, 130, 0)
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((0, T * .42, S, T), fill=(110, 140, 80))
        dabs(img, rng, 900, (0, T * .4, S, T), [(120, 150, 80), (150, 170, 90), (90, 120, 70)], u * .03, 160)
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon([(S * .1, T * .44), (S * .25, T * .36), (S * .45, T * .42), (S * .7, T * .35), (S * .95, T * .43), (S, T * .46), (0, T * .46)], fill=(70, 100, 70))
        for k in range(320):
            t = rng.random()
            x = rng.uniform(0, S * (.35 + .6 * t))
            y = T * .47 + (T * .5) * t
            r = u * (.004 + .012 * t)
            d.ellipse((x - r, y - r * .8, x + r, y + r * .8), fill=(210, 50, 40, 230))
        for x, sc in ((S * .3, 1), (S * .55, .6)):
            d.ellipse((x - u * .02 * sc, T * .6 - u * .13 * sc, x + u * .02 * sc, T * .6 - u * .09 * sc), fill=(60, 60, 70))
            d.polygon([(x - u * .04 * sc, T * .6), (x, T * .6 - u * .1 * sc), (x + u * .04 * sc, T * .6)], fill=(40, 50, 80))
    elif kind == "boulevard":
        img.paste(vgradient(S, T, (200, 200, 205), (150, 140, 130)))
        vx, vy = S * .55, T * .42
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon([(0, 0), (vx - S * .05, vy - T * .05), (vx - S * .05, vy + T * .03), (0, T * .75)], fill=(150, 130, 120))
        d.polygon([(S, 0), (vx + S * .05, vy - T * .05), (vx + S * .05, vy + T * .03), (S, T * .8)], fill=(140, 125, 120))
        d.polygon([(0, T), (vx - S * .02, vy + T * .03), (vx + S * .02, vy + T * .03), (S, T)], fill=(120, 115, 115))
        d = ImageDraw.Draw(img, "RGBA")
        for side in (-1, 1):
            for row in range(7):
                for col in range(9):
                    t0, t1 = col / 9, (col + .45) / 9
                    yo = -T * .42 + row * T * .09
                    def pt(t, yy):
                        x = (0 if side < 0 else S) + ((vx - side * S * .05) - (0 if side < 0 else S)) * t
                        return (x, yy + (vy - yy) * t)
                    a, b = pt(t0, vy + yo), pt(t1, vy + yo)
                    c2, d2 = pt(t1, vy + yo + T * .05), pt(t0, vy + yo + T * .05)
                    if vy + yo + T * .05 < vy + T * .3:
                        d.polygon([a, b, c2, d2], fill=(70, 65, 70, 110))
        dabs(img, rng, 500, (0, 0, S, T), [(180, 170, 165), (120, 110, 110), (90, 95, 105), (210, 200, 190)], u * .03, 90)
        for k in range(300):
            t = rng.random() ** 1.5
            x = vx + (rng.uniform(-1, 1)) * S * .5 * t
            y = vy + T * .58 * t
            r = u * (.003 + .012 * t)
            d = ImageDraw.Draw(img, "RGBA")
            d.ellipse((x - r, y - r * 2, x + r, y), fill=(30, 30, 40, 200))
        for side in (-1, 1):
            for k in range(8):
                t = (k + 1) / 9
                x = vx + side * S * .5 * t * 1.05
                y = vy + T * .35 * t
                r = u * .09 * t
                dabs(img, rng, 25, (x - r, y - r * 2.2, x + r, y - r * .4), [(90, 80, 70), (120, 100, 80)], u * .015, 180)
    elif kind == "milkmaid":
        img.paste(radial(S, T, S * .2, T * .2, u * 1.3, (214, 200, 170), (90, 80, 60)))
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon([(0, 0), (S * .22, 0), (S * .22, T * .3), (0, T * .34)], fill=(230, 226, 200, 220))
        for k in range(4):
            d.line((0, T * .08 * (k + 1), S * .22, T * .075 * (k + 1)), fill=(90, 90, 80), width=int(SS * 2))
        d.rounded_rectangle((S * .32, T * .2, S * .72, T * .62), radius=u * .05, fill=(225, 190, 70))
        d.rectangle((S * .38, T * .55, S * .8, T * .95), fill=(40, 60, 120))
        d.ellipse((S * .42, T * .08, S * .6, T * .24), fill=(230, 220, 200))
        d.rectangle((0, T * .68, S * .5, T), fill=(50, 70, 70))
        d.ellipse((S * .12, T * .6, S * .32, T * .72), fill=(170, 130, 80))
        img = img.filter(ImageFilter.GaussianBlur(u * .006))
    elif kind == "nightwatch":
        img.paste(radial(S, T, S * .5, T * .55, u * .9, (180, 140, 60), (25, 20, 14)))
        dabs(img, rng, 900, (0, T * .2, S, T), [(50, 40, 25), (90, 70, 40), (20, 18, 12)], u * .035, 140, math.pi / 2)
        d = ImageDraw.Draw(img, "RGBA")
        for k in range(13):
            x = S * (0.06 + k * .072) + rng.uniform(-8, 8)
            y = T * (0.42 + rng.uniform(-.05, .08))
            lit = 4 <= k <= 7
            body = (200, 170, 90) if k == 6 else ((30, 28, 26) if k == 5 else (60, 50, 38))
            d.ellipse((x - u * .03, y - u * .05, x + u * .03, y + u * .02), fill=(210, 170, 130) if lit else (90, 70, 50))
            d.rounded_rectangle((x - u * .045, y + u * .03, x + u * .045, y + u * .3), radius=u * .02, fill=body)
            d.line((x + u * .05, y - u * .2, x + u * .02, y + u * .2), fill=(40, 34, 28, 180), width=SS * 2)
        img = img.filter(ImageFilter.GaussianBlur(u * .004))
    elif kind == "delft":
        img.paste(vgradient(S, T, (120, 150, 180), (220, 215, 200)))
        layer = Image.new("RGBA", (S, T), (0, 0, 0, 0))
        dl = ImageDraw.Draw(layer)
        for _ in range(18):
            x, y, r = rng.uniform(0, S), rng.uniform(0, T * .4), u * rng.uniform(.06, .14)
            dl.ellipse((x - r * 1.8, y - r, x + r * 1.8, y + r), fill=(245, 242, 235, 160))
        layer = soft(layer, u * .03)
        img.paste(layer, (0, 0), layer)
        d = ImageDraw.Draw(img, "RGBA")
        x = 0
        while x < S:
            bw = S * rng.uniform(.03, .08)
            bh = T * rng.uniform(.06, .16)
            col = rng.choice([(80, 70, 60), (120, 90, 70), (60, 60, 65), (150, 110, 80)])
            d.rectangle((x, T * .62 - bh, x + bw, T * .66), fill=col)
            if rng.random() < .4:
                d.polygon([(x, T * .62 - bh), (x + bw / 2, T * .62 - bh - bw * .8), (x + bw, T * .62 - bh)], fill=darken(col, .2))
            x += bw
        d.rectangle((S * .3, T * .36, S * .33, T * .55), fill=(150, 120, 90))
        d.rectangle((0, T * .66, S, T), fill=(90, 100, 100))
        dabs(img, rng, 600, (0, T * .66, S, T * .9), [(110, 115, 110), (70, 75, 80), (140, 130, 110)], u * .03, 140, 0)
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon([(0, T * .9), (S * .4, T * .86), (S * .5, T), (0, T)], fill=(180, 160, 110))
    elif kind == "goldfinch":
        img.paste(vgradient(S, T, (222, 214, 190), (200, 190, 165)))
        dabs(img, rng, 400, (0, 0, S, T), [(230, 222, 200), (205, 195, 170)], u * .04, 80)
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((S * .25, T * .72, S * .8, T * .75), fill=(80, 60, 40))
        d.rectangle((S * .3, T * .3, S * .33, T * .72), fill=(90, 70, 50))
        d.rectangle((S * .3, T * .45, S * .75, T * .47), fill=(90, 70, 50))
        bx, by = S * .55, T * .38
        d.ellipse((bx - u * .09, by - u * .06, bx + u * .09, by + u * .08), fill=(150, 120, 80))
        d.ellipse((bx - u * .06, by - u * .13, bx + u * .04, by - u * .03), fill=(170, 40, 30))
        d.polygon([(bx - u * .09, by), (bx - u * .02, by + u * .02), (bx - u * .05, by + u * .07)], fill=(220, 190, 40))
        d.line((bx + u * .04, by + u * .06, bx + u * .1, by + u * .2), fill=(40, 30, 20), width=int(u * .025))
        d.line((bx, by + u * .08, bx, by + u * .07 + T * .02), fill=(40, 30, 20), width=SS * 2)
        d.rectangle((0, 0, S - 1, T - 1), outline=(160, 140, 100), width=int(u * .015))
    elif kind == "mondrian":
        img = Image.new("RGB", (S, T), (244, 241, 232))
        d = ImageDraw.Draw(img)
        lw = int(u * .035)
        xs = sorted({0, S} | {int(S * f) for f in (0.28, 0.62, 0.86)})
        ys = sorted({0, T} | {int(T * f) for f in (0.18, 0.67, 0.84)})
        fills = {(0, 1): (200, 30, 30), (1, 0): (200, 30, 30), (3, 3): (250, 205, 40), (2, 2): (20, 60, 150), (0, 3): (20, 60, 150)}
        for (ix, iy), col in fills.items():
            d.rectangle((xs[ix], ys[iy], xs[ix + 1], ys[iy + 1]), fill=col)
        d.rectangle((xs[1], ys[1], xs[3], ys[2]), fill=(244, 241, 232))
        for x in xs[1:-1]:
            d.rectangle((x - lw / 2, 0, x + lw / 2, T), fill=(18, 18, 18))
        for y in ys[1:-1]:
            d.rectangle((0, y - lw / 2, S, y + lw / 2), fill=(18, 18, 18))
        d.rectangle((xs[3] - lw / 2, ys[1], S, ys[1] + lw * .5), fill=(18, 18, 18))
        return img.resize((w, h), Image.LANCZOS)
    elif kind == "surreal":
        img.paste(vgradient(S, T, (70, 110, 160), (240, 200, 140)))
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((0, T * .62, S, T), fill=(150, 110, 60))
        d.polygon([(S * .55, T * .62), (S * .75, T * .45), (S, T * .5), (S, T * .62)], fill=(180, 140, 80))
        d.polygon([(0, T * .75), (S * .35, T * .68), (S * .45, T * .8), (0, T * .9)], fill=(90, 70, 50))
        d.line((S * .18, T * .68, S * .18, T * .28), fill=(70, 50, 35), width=int(u * .02))
        d.line((S * .18, T * .3, S * .38, T * .3), fill=(70, 50, 35), width=int(u * .015))
        # a soft, drooping disc
        pts = []
        for k in range(60):
            a = k / 60 * math.tau
            r = u * .12
            x = S * .3 + math.cos(a) * r * 1.2
            y = T * .34 + math.sin(a) * r * .5 + (max(0, math.cos(a)) ** 2) * u * .18
            pts.append((x, y))
        d.polygon(pts, fill=(220, 200, 150), outline=(120, 100, 60))
        d.ellipse((S * .62, T * .7, S * .82, T * .76), fill=(40, 30, 20, 150))
        d.ellipse((S * .63, T * .62, S * .8, T * .72), fill=(230, 170, 60))
    elif kind == "night":
        img = Image.new("RGB", (S, T), (18, 30, 32))
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((0, T * .78, S, T), fill=(40, 50, 48))
        d.rectangle((0, 0, S * .35, T * .78), fill=(60, 45, 40))
        for k in range(5):
            d.rectangle((S * (.03 + k * .06), T * .2, S * (.07 + k * .06), T * .42), fill=(40, 60, 55))
        poly = [(S * .3, T * .25), (S * .95, T * .3), (S * .95, T * .78), (S * .3, T * .78)]
        glow = Image.new("RGBA", (S, T), (0, 0, 0, 0))
        ImageDraw.Draw(glow).polygon(poly, fill=(230, 240, 190, 255))
        glow = soft(glow, u * .05)
        img.paste(glow, (0, 0), glow)
        d = ImageDraw.Draw(img, "RGBA")
        d.polygon(poly, fill=(210, 230, 170))
        d.rectangle((S * .3, T * .18, S * .95, T * .26), fill=(120, 40, 30))
        d.rectangle((S * .38, T * .6, S * .95, T * .66), fill=(160, 100, 60))
        for x, col in ((S * .5, (40, 40, 60)), (S * .64, (150, 40, 40)), (S * .72, (30, 30, 40)), (S * .85, (240, 240, 240))):
            d.ellipse((x - u * .03, T * .42, x + u * .03, T * .5), fill=(200, 150, 120))
            d.rectangle((x - u * .04, T * .5, x + u * .04, T * .62), fill=col)
        d.rectangle((0, T * .76, S, T * .78), fill=(120, 130, 100))
    elif kind == "boogie":
        img = Image.new("RGB", (S, T), (240, 238, 228))
        d = ImageDraw.Draw(img)
        lw = u * .03
        lines_x = [S * f for f in (0.05, 0.2, 0.37, 0.55, 0.72, 0.9)]
        lines_y = [T * f for f in (0.06, 0.22, 0.4, 0.58, 0.76, 0.93)]
        for x in lines_x:
            d.rectangle((x, 0, x + lw, T), fill=(240, 200, 30))
        for y in lines_y:
            d.rectangle((0, y, S, y + lw), fill=(240, 200, 30))
        cols = [(200, 40, 40), (30, 70, 160), (180, 180, 180)]
        for x in lines_x:
            for k in range(int(T / lw)):
                if rng.random() < .3:
                    d.rectangle((x, k * lw, x + lw, (k + 1) * lw), fill=rng.choice(cols))
        for y in lines_y:
            for k in range(int(S / lw)):
                if rng.random() < .3:
                    d.rectangle((k * lw, y, (k + 1) * lw, y + lw), fill=rng.choice(cols))
        for _ in range(7):
            x, y = rng.uniform(.1, .8) * S, rng.uniform(.1, .8) * T
            s = u * rng.uniform(.06, .12)
            d.rectangle((x, y, x + s, y + s), fill=rng.choice(cols + [(240, 200, 30)]))
            d.rectangle((x + s * .3, y + s * .3, x + s * .7, y + s * .7), fill=rng.choice(cols))
        return img.resize((w, h), Image.LANCZOS)
    elif kind == "blacksquare":
        img.paste(vgradient(S, T, (236, 230, 214), (226, 218, 198)))
        d = ImageDraw.Draw(img, "RGBA")
        d.rectangle((S * .16, T * .16, S * .84, T * .84), fill=(22, 20, 18))
        for _ in range(120):  # craquelure
            x, y = rng.uniform(S * .16, S * .84), rng.uniform(T * .16, T * .84)
            pts = [(x, y)]
            for _ in range(5):
                x = min(S * .84, max(S * .16, x + rng.uniform(-1, 1) * u * .03))
                y = min(T * .84, max(T * .16, y + rng.uniform(-1, 1) * u * .03))
                pts.append((x, y))
            d.line(pts, fill=(70, 62, 52, 120), width=SS)
    elif kind == "rothko":
        img.paste(vgradient(S, T, (120, 30, 30), (90, 20, 25)))
        for (y0, y1, col) in ((0.06, 0.46, (220, 110, 40)), (0.52, 0.62, (70, 20, 30)), (0.68, 0.94, (200, 60, 50))):
            layer = Image.new("RGBA", (S, T), (0, 0, 0, 0))
            ImageDraw.Draw(layer).rectangle((S * .08, T * y0, S * .92, T * y1), fill=col + (235,))
            layer = soft(layer, u * .02)
            img.paste(layer, (0, 0), layer)
        dabs(img, rng, 700, (0, 0, S, T), [(200, 90, 50), (150, 40, 40)], u * .05, 35, 0)
    elif kind == "klee":
        n, m = 7, 9
        cw, ch = S / n, T / m
        pal = [(214, 160, 90), (190, 110, 70), (120, 140, 110), (80, 100, 130), (230, 200, 140), (160, 90, 100), (200, 180, 120), (100, 80, 90)]
        for y in range(m):
            for x in range(n):
                col = pal[(x * 3 + y * 5 + rng.randrange(3)) % len(pal)]
                col = mix(col, (240, 230, 210), rng.uniform(0, .25))
                d.rectangle((x * cw, y * ch, (x + 1) * cw, (y + 1) * ch), fill=col)
        img = img.filter(ImageFilter.GaussianBlur(u * .006))
        d = ImageDraw.Draw(img, "RGBA")
        for x in range(1, n):
            d.line((x * cw, 0, x * cw + rng.uniform(-4, 4), T), fill=(60, 45, 40, 90), width=SS)
        for y in range(1, m):
            d.line((0, y * ch, S, y * ch + rng.uniform(-4, 4)), fill=(60, 45, 40, 90), width=SS)
        d.ellipse((S * .62, T * .12, S * .78, T * .12 + S * .16), fill=(200, 60, 40, 230))
    elif kind == "kandinsky":
        img.paste(vgradient(S, T, (236, 228, 206), (214, 204, 180)))
        d = ImageDraw.Draw(img, "RGBA")
        for _ in range(12):
            x, y, r = rng.uniform(.15, .85) * S, rng.uniform(.15, .85) * T, u * rng.uniform(.04, .16)
            for k, col in enumerate([(30, 40, 90), (220, 160, 40), (190, 50, 50), (40, 110, 100), (20, 20, 20)][rng.randrange(5):]):
                rr = r * (1 - k * .28)
                if rr <= 0:
                    break
                d.ellipse((x - rr, y - rr, x + rr, y + rr), fill=col + (215,))
        for _ in range(6):
            d.line((rng.uniform(0, S), rng.uniform(0, T), rng.uniform(0, S), rng.uniform(0, T)), fill=(20, 20, 20, 220), width=int(SS * rng.uniform(1, 3)))
        d.polygon([(S * .1, T * .85), (S * .3, T * .55), (S * .35, T * .9)], fill=(40, 60, 140, 200))
    img = canvas_texture(img, seed)
    return img.resize((w, h), Image.LANCZOS)


PAINTINGS = [  # file, scene item, style, (w, h) from the item's size
    ("paintings/lilies.jpg", "p0-0", "lilies", (260, 200)),
    ("paintings/dance-class.jpg", "p0-1", "dance", (180, 220)),
    ("paintings/moulin.jpg", "p0-2", "moulin", (250, 190)),
    ("paintings/poppies.jpg", "p0-3", "poppies", (240, 180)),
    ("paintings/boulevard.jpg", "p0-4", "boulevard", (230, 190)),
    ("paintings/milkmaid.jpg", "p1-0", "milkmaid", (170, 200)),
    ("paintings/night-watch.jpg", "p1-1", "nightwatch", (280, 230)),
    ("paintings/delft.jpg", "p1-2", "delft", (240, 200)),
    ("paintings/goldfinch.jpg", "p1-3", "goldfinch", (150, 200)),
    ("paintings/composition.gif", "p2-0", "mondrian", (200, 200)),
    ("paintings/soft-horizon.jpg", "p2-1", "surreal", (250, 180)),
    ("paintings/night-diner.jpg", "p2-2", "night", (280, 160)),
    ("paintings/boogie-woogie.png", "p2-3", "boogie", (210, 210)),
    ("paintings/black-square.jpg", "p2-4", "blacksquare", (190, 190)),
    ("paintings/colour-field.jpg", None, "rothko", (160, 220)),
    ("paintings/magic-squares.jpg", None, "klee", (210, 250)),
    ("paintings/circles.jpg", None, "kandinsky", (250, 210)),
]


# ---------------------------------------------------------------------------------------------
# App icons (120 px @2x = 60 pt; the Featured five also @3x): square, full-bleed
# ---------------------------------------------------------------------------------------------

ICONS = [  # id (the scene's), top colour, bottom colour, glyph
    ("metronome", "#FF6B6B", "#C0392B", "metronome"),
    ("ledger", "#2ECC71", "#138D75", "bars"),
    ("sprout", "#A8E063", "#56AB2F", "sprout"),
    ("kiln", "#F4A261", "#C8553D", "kiln"),
    ("atlas", "#4FACFE", "#1E63C7", "globe"),
    ("murmur", "#B06AB3", "#4568DC", "waves"),
    ("pace", "#FF512F", "#DD2476", "rings"),
    ("glyph", "#2C3E50", "#000000", "letter"),
    ("harbor", "#56CCF2", "#2F80ED", "weather"),
    ("loom", "#F7B733", "#FC4A1A", "weave"),
    ("ember", "#3A1C1C", "#1A0A0A", "flame"),
    ("relay", "#00C6FF", "#0072FF", "bubbles"),
    ("chess", "#F3C677", "#E9A23B", "pawn"),
    ("paper-planes", "#B5D99C", "#6A9E5B", "plane"),
    ("sudoku", "#F8F9FA", "#DEE2E6", "sudoku"),
    ("terraform", "#0F2027", "#2C5364", "planet"),
    ("wordsmith", "#2A9D8F", "#1B6F66", "tiles"),
    ("lanterns", "#2B1A3D", "#120A1C", "lantern"),
    ("racer", "#1A0033", "#000000", "grid"),
    ("bees", "#FFE259", "#FFA751", "hex"),
    ("tides", "#355C7D", "#1B2A49", "sail"),
    ("lumen", "#7F7FD5", "#5B6C9A", "aperture"),
    ("tidepool", "#43C6AC", "#2A9D8F", "tide"),
    ("quill", "#F6D365", "#C8553D", "quill"),
    ("orbit", "#141E30", "#264653", "orbit"),
    ("fieldnotes", "#9CB380", "#5C7A4E", "bird"),
]


def icon(ident, top, bottom, glyph, px):
    S = px * 4  # icons are drawn at 4x, then reduced
    img = vgradient(S, S, hexc(top), hexc(bottom))
    d = ImageDraw.Draw(img, "RGBA")
    W = (255, 255, 255)
    c = S / 2
    u = S / 100
    if glyph == "metronome":
        d.polygon([(c - 22 * u, 80 * u), (c - 10 * u, 20 * u), (c + 10 * u, 20 * u), (c + 22 * u, 80 * u)], fill=W)
        d.line((c, 72 * u, c + 18 * u, 26 * u), fill=hexc(bottom), width=int(4 * u))
        d.ellipse((c + 9 * u, 40 * u, c + 17 * u, 48 * u), fill=hexc(bottom))
    elif glyph == "bars":
        for k, h in enumerate((24, 40, 32, 56)):
            x = 22 * u + k * 15 * u
            d.rounded_rectangle((x, 78 * u - h * u, x + 10 * u, 78 * u), radius=2 * u, fill=W)
        d.line((20 * u, 82 * u, 82 * u, 82 * u), fill=W + (160,), width=int(2 * u))
    elif glyph == "sprout":
        d.line((c, 82 * u, c, 45 * u), fill=W, width=int(5 * u))
        d.chord((c - 30 * u, 25 * u, c + 2 * u, 57 * u), 0, 360, fill=W)
        d.ellipse((c - 2 * u, 18 * u, c + 32 * u, 50 * u), fill=mix(W, hexc(top), .2))
    elif glyph == "kiln":
        d.rectangle((25 * u, 40 * u, 75 * u, 82 * u), fill=W)
        d.pieslice((25 * u, 15 * u, 75 * u, 65 * u), 180, 360, fill=W)
        d.pieslice((38 * u, 48 * u, 62 * u, 72 * u), 180, 360, fill=(255, 140, 60))
        d.rectangle((38 * u, 60 * u, 62 * u, 82 * u), fill=(255, 140, 60))
    elif glyph == "globe":
        d.ellipse((20 * u, 20 * u, 80 * u, 80 * u), outline=W, width=int(4 * u))
        d.ellipse((36 * u, 20 * u, 64 * u, 80 * u), outline=W, width=int(3 * u))
        d.line((20 * u, c, 80 * u, c), fill=W, width=int(3 * u))
        d.line((c, 20 * u, c, 80 * u), fill=W, width=int(3 * u))
        d.arc((20 * u, -10 * u, 80 * u, 40 * u), 40, 140, fill=W, width=int(3 * u))
        d.arc((20 * u, 60 * u, 80 * u, 110 * u), 220, 320, fill=W, width=int(3 * u))
    elif glyph == "waves":
        for k, h in enumerate((14, 30, 48, 30, 40, 20, 10)):
            x = 20 * u + k * 10 * u
            d.rounded_rectangle((x, c - h / 2 * u, x + 5 * u, c + h / 2 * u), radius=2.5 * u, fill=W)
    elif glyph == "rings":
        for k, col in enumerate(((255, 255, 255), (255, 220, 230), (255, 190, 200))):
            r = (36 - k * 10) * u
            d.arc((c - r, c - r, c + r, c + r), -90, 200 - k * 60, fill=col, width=int(7 * u))
    elif glyph == "letter":
        d.text((c, c + 2 * u), "G", font=font("Bold", 64 * u), fill=W, anchor="mm")
        d.ellipse((66 * u, 64 * u, 76 * u, 74 * u), fill=(255, 200, 60))
    elif glyph == "weather":
        d.ellipse((22 * u, 20 * u, 56 * u, 54 * u), fill=(255, 214, 90))
        for box in ((30 * u, 42 * u, 60 * u, 72 * u), (48 * u, 34 * u, 82 * u, 68 * u), (20 * u, 54 * u, 44 * u, 76 * u)):
            d.ellipse(box, fill=W)
        d.rounded_rectangle((20 * u, 58 * u, 82 * u, 76 * u), radius=9 * u, fill=W)
    elif glyph == "weave":
        for k in range(5):
            y = 24 * u + k * 12 * u
            d.rectangle((20 * u, y, 80 * u, y + 7 * u), fill=W + (230,))
        for k in range(5):
            x = 24 * u + k * 12 * u
            for j in range(5):
                if (j + k) % 2:
                    d.rectangle((x, 22 * u + j * 12 * u, x + 7 * u, 33 * u + j * 12 * u), fill=hexc(bottom))
    elif glyph == "flame":
        for k, col in enumerate(((255, 120, 40), (255, 180, 60), (255, 235, 150))):
            s = 1 - k * .28
            d.ellipse((c - 20 * s * u, 48 * u + (1 - s) * 20 * u, c + 20 * s * u, 84 * u), fill=col)
            d.polygon([(c - 20 * s * u, 64 * u), (c, (16 + (1 - s) * 30) * u), (c + 20 * s * u, 64 * u)], fill=col)
    elif glyph == "bubbles":
        d.rounded_rectangle((16 * u, 22 * u, 62 * u, 54 * u), radius=12 * u, fill=W)
        d.polygon([(24 * u, 50 * u), (22 * u, 64 * u), (36 * u, 52 * u)], fill=W)
        d.rounded_rectangle((40 * u, 46 * u, 84 * u, 76 * u), radius=12 * u, fill=(200, 235, 255))
        d.polygon([(74 * u, 72 * u), (78 * u, 86 * u), (64 * u, 74 * u)], fill=(200, 235, 255))
    elif glyph == "pawn":
        ink = (40, 30, 20)
        d.ellipse((c - 10 * u, 18 * u, c + 10 * u, 38 * u), fill=ink)
        d.polygon([(c - 8 * u, 36 * u), (c + 8 * u, 36 * u), (c + 14 * u, 68 * u), (c - 14 * u, 68 * u)], fill=ink)
        d.rounded_rectangle((c - 22 * u, 66 * u, c + 22 * u, 80 * u), radius=4 * u, fill=ink)
    elif glyph == "plane":
        d.polygon([(16 * u, 50 * u), (84 * u, 22 * u), (44 * u, 60 * u)], fill=W)
        d.polygon([(44 * u, 60 * u), (84 * u, 22 * u), (56 * u, 80 * u)], fill=(230, 240, 225))
        d.polygon([(44 * u, 60 * u), (56 * u, 80 * u), (48 * u, 66 * u)], fill=(200, 215, 195))
    elif glyph == "sudoku":
        ink = (33, 37, 41)
        for k in range(4):
            x = 20 * u + k * 20 * u
            d.line((x, 20 * u, x, 80 * u), fill=ink, width=int(3 * u))
            d.line((20 * u, x, 80 * u, x), fill=ink, width=int(3 * u))
        for (gx, gy, n) in ((0, 0, "5"), (1, 1, "3"), (2, 0, "8"), (2, 2, "1")):
            d.text((30 * u + gx * 20 * u, 31 * u + gy * 20 * u), n, font=font("SemiBold", 13 * u), fill=(52, 100, 200), anchor="mm")
    elif glyph == "planet":
        d.ellipse((28 * u, 28 * u, 72 * u, 72 * u), fill=(90, 170, 110))
        d.chord((28 * u, 28 * u, 72 * u, 72 * u), 200, 330, fill=(60, 120, 200))
        d.arc((12 * u, 40 * u, 88 * u, 62 * u), 150, 390, fill=(240, 220, 160), width=int(3 * u))
        for (x, y) in ((18, 20), (80, 30), (70, 84), (25, 78)):
            d.ellipse((x * u - u, y * u - u, x * u + u, y * u + u), fill=W)
    elif glyph == "tiles":
        for k, ch in enumerate("ABC"):
            x = 14 * u + k * 25 * u
            d.rounded_rectangle((x, 36 * u, x + 22 * u, 60 * u), radius=3 * u, fill=(250, 240, 215))
            d.text((x + 11 * u, 48 * u), ch, font=font("Bold", 15 * u), fill=(40, 40, 40), anchor="mm")
    elif glyph == "lantern":
        glow = radial(S, S, c, 52 * u, 40 * u, (255, 170, 60), (43, 26, 61))
        img.paste(glow)
        d = ImageDraw.Draw(img, "RGBA")
        d.line((c, 14 * u, c, 28 * u), fill=(60, 40, 30), width=int(2 * u))
        d.ellipse((c - 18 * u, 28 * u, c + 18 * u, 76 * u), fill=(240, 90, 50))
        for k in (-9, 0, 9):
            d.arc((c - abs(k) * u - 4 * u, 28 * u, c + abs(k) * u + 4 * u, 76 * u), 90, 270, fill=(200, 60, 40), width=int(u))
        d.rectangle((c - 10 * u, 24 * u, c + 10 * u, 30 * u), fill=(60, 40, 30))
        d.rectangle((c - 10 * u, 74 * u, c + 10 * u, 80 * u), fill=(60, 40, 30))
    elif glyph == "grid":
        hz = 45 * u
        d.ellipse((c - 16 * u, 14 * u, c + 16 * u, 46 * u), fill=(255, 80, 160))
        d.rectangle((0, hz, S, S), fill=(20, 0, 40))
        for k in range(-8, 9):
            d.line((c + k * 4 * u, hz, c + k * 22 * u, S), fill=(0, 230, 255), width=int(1.2 * u))
        for k in range(1, 8):
            y = hz + (S - hz) * (k / 7) ** 1.8
            d.line((0, y, S, y), fill=(0, 230, 255), width=int(1.2 * u))
    elif glyph == "hex":
        def hexagon(x, y, r, col):
            d.polygon([(x + r * math.cos(a / 6 * math.tau), y + r * math.sin(a / 6 * math.tau)) for a in range(6)], fill=col)
        for (x, y) in ((38, 38), (62, 38), (50, 59), (26, 59), (74, 59)):
            hexagon(x * u, y * u, 12 * u, (120, 70, 10) if (x, y) == (50, 59) else W)
    elif glyph == "sail":
        d.polygon([(c, 16 * u), (c, 62 * u), (c - 26 * u, 62 * u)], fill=W)
        d.polygon([(c + 4 * u, 24 * u), (c + 4 * u, 62 * u), (c + 24 * u, 62 * u)], fill=(220, 230, 240))
        d.polygon([(26 * u, 66 * u), (74 * u, 66 * u), (66 * u, 74 * u), (34 * u, 74 * u)], fill=(190, 90, 60))
        for k in range(2):
            y = 80 * u + k * 8 * u
            d.line([(x * u, y + 2 * u * math.sin(x / 5)) for x in range(10, 92, 2)], fill=W + (200,), width=int(2 * u))
    elif glyph == "aperture":
        for k in range(6):
            a = k / 6 * math.tau
            d.pieslice((20 * u, 20 * u, 80 * u, 80 * u), math.degrees(a), math.degrees(a) + 50,
                       fill=mix(W, (255, 210, 120), k / 6))
        d.ellipse((40 * u, 40 * u, 60 * u, 60 * u), fill=hexc(bottom))
    elif glyph == "tide":
        for k in range(3):
            y = 40 * u + k * 14 * u
            d.line([(x * u, y + 5 * u * math.sin(x / 8 + k)) for x in range(14, 88, 2)], fill=W, width=int(5 * u))
        d.ellipse((62 * u, 14 * u, 78 * u, 30 * u), fill=(255, 250, 220))
    elif glyph == "quill":
        d.polygon([(28 * u, 80 * u), (76 * u, 18 * u), (64 * u, 52 * u)], fill=W)
        d.polygon([(28 * u, 80 * u), (76 * u, 18 * u), (44 * u, 42 * u)], fill=(255, 240, 220))
        d.line((28 * u, 80 * u, 60 * u, 40 * u), fill=hexc(bottom), width=int(1.5 * u))
    elif glyph == "orbit":
        d.ellipse((42 * u, 42 * u, 58 * u, 58 * u), fill=(255, 210, 100))
        d.ellipse((18 * u, 30 * u, 82 * u, 70 * u), outline=W + (200,), width=int(2 * u))
        d.ellipse((74 * u, 42 * u, 84 * u, 52 * u), fill=(120, 200, 255))
        rng = random.Random(7)
        for _ in range(14):
            x, y = rng.uniform(5, 95) * u, rng.uniform(5, 95) * u
            d.ellipse((x - .6 * u, y - .6 * u, x + .6 * u, y + .6 * u), fill=W)
    elif glyph == "bird":
        d.ellipse((26 * u, 36 * u, 66 * u, 70 * u), fill=W)
        d.ellipse((52 * u, 26 * u, 74 * u, 48 * u), fill=W)
        d.polygon([(72 * u, 35 * u), (84 * u, 38 * u), (72 * u, 41 * u)], fill=(240, 180, 60))
        d.polygon([(28 * u, 52 * u), (12 * u, 44 * u), (18 * u, 60 * u)], fill=W)
        d.ellipse((63 * u, 33 * u, 67 * u, 37 * u), fill=(40, 50, 40))
        d.line((44 * u, 70 * u, 42 * u, 80 * u), fill=(60, 50, 40), width=int(2 * u))
        d.line((52 * u, 70 * u, 54 * u, 80 * u), fill=(60, 50, 40), width=int(2 * u))
    return img.resize((px, px), Image.LANCZOS)


# ---------------------------------------------------------------------------------------------
# Podcast artwork
# ---------------------------------------------------------------------------------------------

def show_art(px, number=None):
    S = px * SS
    bg = hexc("#6C4AB6")
    img = vgradient(S, S, lighten(bg, .08), darken(bg, .25))
    d = ImageDraw.Draw(img, "RGBA")
    # a collection view's grid: cells of three sizes
    rng = random.Random(33)
    g = S / 12
    cells = [(1, 1, 4, 4), (5, 1, 7, 3), (8, 1, 11, 3), (5, 4, 11, 5), (1, 5, 2, 7), (3, 5, 4, 7)]
    cols = [(255, 196, 87), (255, 255, 255, 60), (255, 255, 255, 90), (255, 120, 100), (255, 255, 255, 60), (120, 220, 200)]
    for (x0, y0, x1, y1), col in zip(cells, cols):
        d.rounded_rectangle((x0 * g, y0 * g, x1 * g - g * .25, y1 * g - g * .25), radius=g * .3, fill=col)
    if number is None:
        d.text((g, S - g * 2.6), "The Layout", font=font("Bold", S * .105), fill=(255, 255, 255), anchor="ls")
        d.text((g, S - g * 1.2), "Hour", font=font("Bold", S * .105), fill=(255, 196, 87), anchor="ls")
    else:
        d.text((S - g * .8, S - g * .7), str(number), font=font("Bold", S * .42), fill=(255, 255, 255), anchor="rs")
        d.text((g, S - g * .7), "EP.", font=font("SemiBold", S * .075), fill=(255, 196, 87), anchor="ls")
    return img.resize((px, px), Image.LANCZOS)


def type_art(px):
    S = px * SS
    bg = hexc("#E76F51")
    img = Image.new("RGB", (S, S), bg)
    d = ImageDraw.Draw(img, "RGBA")
    d.text((S * .5, S * .46), "Aa", font=font("Bold", S * .5), fill=(255, 240, 225), anchor="mm")
    base = S * .62
    d.line((S * .08, base, S * .92, base), fill=(38, 70, 83), width=int(S * .008))
    d.line((S * .08, S * .35, S * .92, S * .35), fill=(38, 70, 83, 120), width=int(S * .004))
    d.text((S * .08, S * .9), "Type Matters", font=font("SemiBold", S * .075), fill=(38, 70, 83), anchor="ls")
    return img.resize((px, px), Image.LANCZOS)


def motion_art(px):
    S = px * SS
    bg = hexc("#2A9D8F")
    img = vgradient(S, S, lighten(bg, .1), darken(bg, .3))
    d = ImageDraw.Draw(img, "RGBA")
    x0, y0, x1, y1 = S * .12, S * .72, S * .88, S * .3
    for k, (col, f) in enumerate((((255, 255, 255, 90), lambda t: t),
                                  ((233, 196, 106), lambda t: t * t * (3 - 2 * t)),
                                  ((255, 255, 255), lambda t: 1 - (1 - t) ** 3 * math.cos(t * 9)))):
        pts = [(x0 + (x1 - x0) * t, y0 + (y1 - y0) * f(t)) for t in np.linspace(0, 1, 120)]
        d.line(pts, fill=col, width=int(S * .012))
    for t in np.linspace(0, 1, 9):
        x = x0 + (x1 - x0) * t
        d.ellipse((x - S * .012, S * .8 - S * .012, x + S * .012, S * .8 + S * .012), fill=(255, 255, 255, 200))
    d.text((S * .12, S * .93), "In Motion", font=font("SemiBold", S * .075), fill=(255, 255, 255), anchor="ls")
    return img.resize((px, px), Image.LANCZOS)


def tidepool_banner(w, h):
    S, T = w * SS, h * SS
    img = vgradient(S, T, (255, 214, 170), (120, 190, 200))
    d = ImageDraw.Draw(img, "RGBA")
    d.ellipse((S * .68, T * .12, S * .68 + T * .36, T * .48), fill=(255, 245, 225))
    for k in range(9):
        y = T * (0.5 + k * .06)
        col = mix((70, 170, 180), (15, 60, 90), k / 8)
        pts = [(0, T)] + [(x, y + T * .025 * math.sin(x / S * 14 + k)) for x in range(0, S + 8, 8)] + [(S, T)]
        d.polygon(pts, fill=col)
    return grain(img, 3, 7).resize((w, h), Image.LANCZOS)


def meadow_banner(w, h):
    S, T = w * SS, h * SS
    rng = random.Random(11)
    img = vgradient(S, T, (214, 232, 236), (250, 240, 214))
    d = ImageDraw.Draw(img, "RGBA")
    for k, col in enumerate(((160, 190, 140), (120, 160, 100), (90, 130, 80), (64, 100, 62))):
        base = T * (0.45 + k * .14)
        pts = [(0, T)] + [(x, base - T * .07 * math.sin(x / S * (2 + k) + k * 1.7)) for x in range(0, S + 8, 8)] + [(S, T)]
        d.polygon(pts, fill=col)
    dabs(img, rng, 700, (0, T * .7, S, T), [(80, 120, 70), (110, 150, 90), (60, 90, 55)], T * .03, 170, math.pi / 2)
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(7):  # a flight of birds
        x, y, r = rng.uniform(.5, .9) * S, rng.uniform(.1, .35) * T, T * rng.uniform(.015, .03)
        d.line([(x - r * 2, y - r * .6), (x - r, y - r), (x, y)], fill=(50, 60, 60), width=SS * 3)
        d.line([(x, y), (x + r, y - r), (x + r * 2, y - r * .6)], fill=(50, 60, 60), width=SS * 3)
    return img.resize((w, h), Image.LANCZOS)


def drawn():
    for i, (title, artist, kind) in enumerate(ALBUMS):
        save(album(i, title, artist, kind), f"covers/album-{i + 1:02d}.jpg")
    for i, b in enumerate(BOOKS):
        save(book(i, *b), f"books/{b[0]}.jpg")
    for k, (rel, _item, kind, (w, h)) in enumerate(PAINTINGS):
        scale = 900 / max(w, h)
        pic = painting(kind, round(w * scale), round(h * scale), 3000 + k)
        if rel.endswith(".gif"):
            # an animated GIF (two frames, the second with red and blue swapped): a reader that
            # shows the first frame, as the contract says, shows the painting as drawn
            swapped = Image.fromarray(np.asarray(pic)[..., ::-1].copy(), "RGB")
            save(pic, rel, more_frames=[swapped])
        else:
            save(pic, rel)
    for ident, top, bottom, glyph in ICONS:
        save(icon(ident, top, bottom, glyph, 120), f"icons/icon-{ident}@2x.png")
        if ident in ("lumen", "tidepool", "quill", "orbit", "fieldnotes"):
            save(icon(ident, top, bottom, glyph, 180), f"icons/icon-{ident}@3x.png")
    save(tidepool_banner(1200, 400), "banners/banner-tidepool.jpg")
    save(meadow_banner(1200, 400), "banners/banner-fieldnotes.jpg")
    save(show_art(600), "podcast/show.jpg")
    save(type_art(300), "podcast/more-type.jpg")
    save(motion_art(300), "podcast/more-motion.jpg")
    for n in range(1, 15):
        save(show_art(160, n), f"podcast/episode-{n:02d}@2x.png")


SOURCES = {
    "astronaut": ("scikit-image `data.astronaut()` — Eileen Collins, NASA (NASA Great Images, https://flic.kr/p/r9qvLn)",
                  "NASA", "Public domain (a work of NASA; \"no known copyright restrictions, released into the public domain\")"),
    "coffee": ("scikit-image `data.coffee()` — courtesy of Pikolo Espresso Bar",
               "Rachel Michetti", "CC0 (\"No copyright restrictions. CC0 by the photographer\")"),
    "chelsea": ("scikit-image `data.chelsea()` — Chelsea the cat",
                "Stefan van der Walt", "CC0 (\"No copyright restrictions. CC0 by the photographer\")"),
    "rocket": ("scikit-image `data.rocket()` — DSCOVR launch on Falcon 9 (https://www.flickr.com/photos/spacexphotos/16511594820/)",
               "SpaceX", "Public domain (released into the public domain by SpaceX, 2015)"),
    "hubble": ("scikit-image `data.hubble_deep_field()` — Hubble eXtreme Deep Field (http://hubblesite.org/newscenter/archive/releases/2012/37/image/a/)",
               "NASA / ESA", "Public domain (NASA: \"may be freely used in the public domain\")"),
    "camera": ("scikit-image `data.camera()` — the \"cameraman\" replacement photograph",
               "Lav Varshney", "CC0 (\"No copyright restrictions. CC0 by the photographer\")"),
    "coins": ("scikit-image `data.coins()` — Greek coins from Pompeii, Brooklyn Museum collection (https://www.brooklynmuseum.org/opencollection/archives/image/51611)",
              "Brooklyn Museum", "No known copyright restrictions (as scikit-image states)"),
}


def write_sources():
    lines = [
        "# Sources and licences of Assets/images",
        "",
        "Every picture here is made by `scripts/make-images.py` (run it to make them again: it needs",
        "Pillow and scikit-image). Photographs come from scikit-image's bundled sample data, whose",
        "docstrings (`help(skimage.data.coffee)` etc.) state each one's source and licence, quoted",
        "below; only pictures whose licence is stated there as public domain or CC0 (or \"no known",
        "copyright restrictions\") are used. Photographs are kept at the size scikit-image ships them",
        "(never enlarged); a \"crop\" is a rectangle cut from that photograph, nothing else changed.",
        "",
        "Everything else (album and book covers, paintings, app icons, podcast artwork, two banners) is",
        "drawn by `scripts/make-images.py` itself, deterministically (fixed seeds), for this project: no",
        "third party's work is in them. The paintings are drawn *in the manner of* public-domain",
        "movements (impressionism, the Dutch Golden Age, De Stijl, colour-field painting, Klee's and",
        "Kandinsky's abstractions), not copied from any painting; the titles in the scene are only",
        "labels. Type on the covers is set in Inter (SIL Open Font License 1.1, `fonts/LICENSE-Inter.txt`),",
        "which permits pictures made with the font to be used under any terms.",
        "",
        "| file | pixels | source | author | licence |",
        "| --- | --- | --- | --- | --- |",
    ]
    for rel, src, note in sorted(MADE):
        with Image.open(os.path.join(OUT, rel)) as im:
            size = f"{im.width}×{im.height}"
        if src == "drawn":
            lines.append(f"| `{rel}` | {size} | drawn by scripts/make-images.py | Collection Playground project | the project's own (no third-party rights) |")
        else:
            where, author, licence = SOURCES[src]
            where = where + (f"; {note}" if note else "")
            lines.append(f"| `{rel}` | {size} | {where} | {author} | {licence} |")
    lines.append("")
    with open(os.path.join(OUT, "SOURCES.md"), "w") as f:
        f.write("\n".join(lines))


def main():
    if "--drawn-only" not in sys.argv:
        photos()
    drawn()
    if "--drawn-only" not in sys.argv:
        write_sources()
    total = 0
    for root, _, files in os.walk(OUT):
        for f in files:
            if not f.endswith(".md"):
                total += os.path.getsize(os.path.join(root, f))
    print(f"{len(MADE)} pictures written under {os.path.relpath(OUT, ROOT)}, {total / 1e6:.2f} MB in all")


if __name__ == "__main__":
    main()
