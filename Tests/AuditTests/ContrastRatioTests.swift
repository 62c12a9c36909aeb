import Audit
import CollectionLayout
import Testing

/// WCAG 2's formula, against values worked by hand.
struct ContrastRatioTests {
    /// Black on white: (1 + 0.05) / (0 + 0.05) = 21.
    @Test func blackOnWhiteIsTwentyOne() {
        #expect(abs(ContrastRatio.ratio(Color(hex: 0x000000), Color(hex: 0xFFFFFF)) - 21) < 1e-9)
        #expect(ContrastRatio.ratio(Color(hex: 0x336699), Color(hex: 0x336699)) == 1)
    }

    /// #777777: 0x77 = 119, 119/255 = 0.46667, ((0.46667 + 0.055) / 1.055)^2.4 = 0.18447 = L;
    /// on white (1.05) / (0.18447 + 0.05) = 4.478 — just under 4.5:1. #767676: 118/255 = 0.46275,
    /// (0.49076)^2.4 = 0.18116, 1.05 / 0.23116 = 4.542 — just over.
    @Test func greysEitherSideOfAA() {
        let white = Color(hex: 0xFFFFFF)
        #expect(abs(ContrastRatio.luminance(Color(hex: 0x777777)) - 0.18447) < 0.0001)
        #expect(abs(ContrastRatio.ratio(Color(hex: 0x777777), white) - 4.478) < 0.001)
        #expect(abs(ContrastRatio.ratio(Color(hex: 0x767676), white) - 4.542) < 0.001)
        #expect(ContrastRatio.ratio(Color(hex: 0x777777), white) < ContrastRatio.required(pointSize: 15, bold: false))
        #expect(ContrastRatio.ratio(Color(hex: 0x767676), white) >= ContrastRatio.required(pointSize: 15, bold: false))
    }

    /// Large text: 18 points, or 14 bold, needs 3:1; 17 regular and 13 bold 4.5:1.
    @Test func largeTextNeedsThree() {
        #expect(ContrastRatio.required(pointSize: 18, bold: false) == 3)
        #expect(ContrastRatio.required(pointSize: 17, bold: false) == 4.5)
        #expect(ContrastRatio.required(pointSize: 14, bold: true) == 3)
        #expect(ContrastRatio.required(pointSize: 13, bold: true) == 4.5)
    }

    /// Black at alpha 128 over white: 0 × 128/255 + 255 × (1 − 128/255) = 127.
    @Test func alphaComposites() {
        let grey = ContrastRatio.composite(Color(red: 0, green: 0, blue: 0, alpha: 128), over: Color(hex: 0xFFFFFF))
        #expect(grey.red == 127 && grey.green == 127 && grey.blue == 127)
    }
}
