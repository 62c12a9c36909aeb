import Testing
@_spi(Playground) import UIKit

/// `NSString.size(withAttributes:)` and `boundingRect(with:options:attributes:context:)` measure as a label's text
/// is measured, in the `.font` of the attributes. No measurer is installed here, so the label's rough estimate
/// answers (half the point size a character, lines 1.2 × the size rounded up): the values below follow from it.
@MainActor
@Suite struct StringDrawingTests {
    @Test func theFontsSizeIsMeasured() {
        // "abcd" at 20 points: 4 × 10 wide, one line of 24.
        #expect(("abcd" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]) == CGSize(width: 40, height: 24))
        #expect("abcd".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]) == CGSize(width: 40, height: 24))
    }

    @Test func withoutAFontTheTextIsInTwelvePoints() {
        // 4 × 6 wide, 14.4 rounded up to 15 tall.
        #expect(("abcd" as NSString).size(withAttributes: nil) == CGSize(width: 24, height: 15))
        #expect(("" as NSString).size(withAttributes: nil) == .zero)
    }

    @Test func aBoundingRectWrapsOnlyFromTheLineFragmentOrigin() {
        let font = UIFont.systemFont(ofSize: 20)
        let context = NSStringDrawingContext()
        // 80 points of text at a width of 50: two lines of 24, the widest line 50.
        let wrapped = ("abcdefgh" as NSString).boundingRect(with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin,
                                                            attributes: [.font: font], context: context)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 50, height: 48))
        #expect(context.totalBounds == wrapped)
        // Without it, one line from the baseline: the rectangle starts a line's ascent (here the point size) above.
        let oneLine = "abcdefgh".boundingRect(with: CGSize(width: 50, height: 1000), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine == CGRect(x: 0, y: -20, width: 80, height: 24))
    }
}
