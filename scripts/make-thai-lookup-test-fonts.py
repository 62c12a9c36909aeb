#!/usr/bin/env python3
# Builds Tests/TypographyTests/Fixtures/ThaiLookups/*.ttf: Noto Sans Thai (SIL OFL 1.1, fonts/LICENSE-Noto.txt)
# cut down to a few Thai letters, its layout tables replaced by one trap each for the syllable-by-syllable
# shaping of Thai (ParagraphShaper+Clusters): a lookup that joins glyphs of two clusters in a way a
# glyph-by-glyph reading of the tables can miss. ClusterShapingTests measures each font's trap text
# and compares it with hb_shape of the whole text on the file. Needs fontTools (pip install fonttools)
# and fonts-noto-core, only to remake the files:
#   python3 scripts/make-thai-lookup-test-fonts.py Tests/TypographyTests/Fixtures/ThaiLookups
import os, sys
from fontTools.ttLib import TTFont, newTable
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0
from fontTools import subset

out = sys.argv[1]
SOURCE = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
HEADER = "languagesystem DFLT dflt; languagesystem thai dflt;\n"
# ก ข ฃ ง ำ า ํ ุ เ ๑ ๒, the space and the fraction slash (mapped to ฯ's glyph).
KEEP = [0x0E01, 0x0E02, 0x0E03, 0x0E07, 0x0E33, 0x0E32, 0x0E4D, 0x0E38, 0x0E40, 0x0E51, 0x0E52, 0x0E2F, 0x20]

def make(name, features, after=None):
    font = TTFont(SOURCE)
    for table in ("GSUB", "GPOS"):
        if table in font:
            del font[table]
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x2044] = "uni0E2F"
    addOpenTypeFeaturesFromString(font, HEADER + features)
    if after:
        after(font)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.legacy_kern = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=KEEP + [0x2044])
    subsetter.subset(font)
    font.save(os.path.join(out, name))

def legacy_kern(font):
    table = newTable("kern")
    table.version = 0
    pairs = KernTable_format_0()
    pairs.coverage, pairs.format, pairs.version = 1, 0, 0
    pairs.kernTable = {("uni0E01", "uni0E02"): -300}
    table.kernTables = [pairs]
    font["kern"] = table

# A legacy kern table (ก ข), applied because GPOS has no kern feature.
make("LegacyKern.ttf", "feature mark { markClass uni0E38 <anchor 0 0> @B; pos base uni0E01 <anchor 100 100> mark @B; } mark;", legacy_kern)
# A contextual substitution (ก before ุ becomes เ) whose output kerns with ง.
make("ContextualSubstitute.ttf", "feature calt { sub uni0E01' uni0E38 by uni0E40; } calt;\n"
     "feature kern { lookupflag IgnoreMarks; pos uni0E40 uni0E07 -300; } kern;")
# A ligature of three clusters (ก ข ฃ → ง).
make("ThreeClusterLigature.ttf", "feature liga { sub uni0E01 uni0E02 uni0E03 by uni0E07; } liga;")
# A ligature inside a cluster (ก ุ → เ) whose output kerns with ง.
make("LigatureThatKerns.ttf", "feature ccmp { sub uni0E01 uni0E38 by uni0E40; } ccmp;\n"
     "feature kern { pos uni0E40 uni0E07 -300; } kern;")
# A pair adjustment applied from inside a context whose input is ก alone, reaching the ข after it.
make("NestedPair.ttf", "lookup PAIR { pos uni0E01 uni0E02 -300; } PAIR;\nfeature kern { pos uni0E01' lookup PAIR; } kern;")
# SARA AM split by HarfBuzz (the font does not split it): SARA AA kerns with ง.
make("SaraAmKern.ttf", "feature kern { pos uni0E32 uni0E07 -300; } kern;")
# The fraction slash: numr and dnom substitute the digits around it.
make("FractionSlash.ttf", "feature numr { sub uni0E51 by uni0E40; } numr;\nfeature dnom { sub uni0E52 by uni0E03; } dnom;")
# Features HarfBuzz applies by itself beyond the common ones: trak, and its own tag BUZZ.
make("Trak.ttf", "feature trak { pos uni0E01 uni0E02 -300; } trak;")
make("Buzz.ttf", "feature BUZZ { pos uni0E01 uni0E02 -300; } BUZZ;")
