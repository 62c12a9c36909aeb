import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import TestSupport
import Testing
import Typography

/// Compositional self-sizing along every estimated axis: chips of estimated width in a band take
/// their text's natural width, and an estimated header takes its text's height wrapped at its
/// width — both through `preferredLayoutAttributesFitting`, as cells are (issue 32, bug 3).
@MainActor @Suite struct CompositionalEstimatedSizingTests {
    private static let longHeader = "Everything a designer tries first with a compositional layout, measured at every text size"

    /// A band of chips 60 wide (estimated) and 44 high, under an estimated 44-point header.
    private func model(category: String) throws -> PlaygroundModel {
        let scene = """
        {"name": "Chips", "viewport": {"width": 600, "height": 700}, "contentSizeCategory": "\(category)",
         "layout": {"kind": "compositional", "section": {
           "group": {"kind": "horizontal", "layoutSize": {"width": {"estimated": 60}, "height": {"absolute": 44}},
                     "subitems": [{"layoutSize": {"width": {"estimated": 60}, "height": {"absolute": 44}}}]},
           "orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 8,
           "boundarySupplementaryItems": [{"elementKind": "header",
             "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"estimated": 44}}, "alignment": "top"}]}},
         "sections": [{"header": {"text": "\(Self.longHeader)"},
                       "items": [{"id": "a", "title": "Photography"}, {"id": "b", "title": "Art"}, {"id": "c", "title": "Typography and lettering"}]}]}
        """
        return try SceneTestSupport.model(sceneText: scene, size: Size(width: 600, height: 700))
    }

    @Test func chipsOfEstimatedWidthTakeTheirTextsWidth() throws {
        let model = try model(category: "L")
        model.settle()
        let titles = ["a": "Photography", "b": "Art", "c": "Typography and lettering"]
        var widths: [Double] = []
        for (id, title) in titles.sorted(by: { $0.key < $1.key }) {
            let chip = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id)))
            widths.append(chip.size.width)
            let item = try #require(model.data.content.item(id))
            // What a user sees: at the chip's width the whole title is drawn on one line; two
            // points narrower it no longer is (the width is the text's own, not the 60 estimated).
            let shown = try CardContent(item: item, width: chip.size.width, height: nil, category: model.presentation.category,
                                        fonts: model.fonts, measurer: model.measurer)
            #expect(shown.lineCount == 1 && !shown.isTruncated, "\(title)")
            let narrower = try CardContent(item: item, width: chip.size.width - 2, height: nil, category: model.presentation.category,
                                           fonts: model.fonts, measurer: model.measurer)
            #expect(narrower.lineCount > 1 || narrower.isTruncated, "\(title)")
        }
        // The short title is narrower than the long ones, and none kept the estimate.
        #expect(widths[1] < widths[0] && widths[0] < widths[2] && !widths.contains(60))
    }

    @Test func aLongEstimatedHeaderTakesItsWrappedTextsHeight() throws {
        let model = try model(category: "AX3")
        model.settle()
        let header = try #require(model.collectionView.layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: CollectionLayout.IndexPath(item: 0, section: 0)))
        // The header's text wrapped at 600 − 2 × 16, in title3 bold at AX3, plus 8 above and below.
        let face = try model.fonts.face(.bold)
        let text = model.measurer.measure(Self.longHeader, font: face, pointSize: TextStyle.title3.pointSize(for: .AX3), width: 600 - 32, maxLines: 0)
        #expect(text.lines.count > 1)
        #expect(header.size.height == (text.height + 16).rounded(.up))
        // The band starts below it.
        let chip = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "a")))
        #expect(chip.frame.minY >= header.frame.maxY)
    }
}
