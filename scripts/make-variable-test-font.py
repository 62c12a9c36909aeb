#!/usr/bin/env python3
# Builds Tests/TypographyTests/Fixtures/VariedSans-VF.ttf, the variable font of the designer-font
# tests: family "Varied Sans", one wght axis 400-700 (default 400), named instances Regular 400,
# Medium 500, SemiBold 600, Bold 700; 1000 units an em; every letter A-Z a-z a box from x = 50 to
# advance - 50, 0 to 700 high, its advance 500 at 400 and 800 at 700 (so 600 at 500, 700 at 600);
# the space 250 at every weight. Needs fontTools (pip install fonttools), only to remake the file:
#   python3 scripts/make-variable-test-font.py Tests/TypographyTests/Fixtures/VariedSans-VF.ttf
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor, InstanceDescriptor
from fontTools import varLib
import sys, tempfile, os
out = sys.argv[1]
family = "Varied Sans"
letters = [chr(c) for c in range(0x41, 0x5B)] + [chr(c) for c in range(0x61, 0x7B)]
def master(path, advance, style):
    names = [".notdef", "space"] + letters
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", **{ord(l): l for l in letters}})
    glyphs, metrics = {}, {}
    for n in names:
        pen = TTGlyphPen(None)
        if n != "space":
            pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((advance - 50, 700)); pen.lineTo((advance - 50, 0)); pen.closePath()
        glyphs[n] = pen.glyph()
        metrics[n] = (advance if n != "space" else 250, 50 if n != "space" else 0)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": family, "styleName": style})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200, usWeightClass=400 if style == "Regular" else 700)
    fb.setupPost()
    fb.save(path)
work = tempfile.mkdtemp()
regular, bold = os.path.join(work, "Regular.ttf"), os.path.join(work, "Bold.ttf")
master(regular, 500, "Regular")
master(bold, 800, "Bold")
doc = DesignSpaceDocument()
axis = AxisDescriptor(); axis.tag = "wght"; axis.name = "Weight"; axis.minimum = 400; axis.default = 400; axis.maximum = 700
doc.addAxis(axis)
for path, w, style in [(regular, 400, "Regular"), (bold, 700, "Bold")]:
    s = SourceDescriptor(); s.path = path; s.location = {"Weight": w}; s.styleName = style; s.familyName = family
    doc.addSource(s)
for w, style in [(400, "Regular"), (500, "Medium"), (600, "SemiBold"), (700, "Bold")]:
    i = InstanceDescriptor(); i.familyName = family; i.styleName = style; i.location = {"Weight": w}
    doc.addInstance(i)
vf, _, _ = varLib.build(doc)
vf.save(out)
