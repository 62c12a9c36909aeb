import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// A layout's own element kinds (Apple's sample code's `"section-header-element-kind"`) drawn by
/// role: by their place, or as the scene's `elementKinds` names them.
@MainActor @Suite struct ElementKindsSceneTests {
    /// The fixture: one section of four items in two columns, a header and a footer of Apple's
    /// kinds, a badge of its own kind on each item and a background of its own kind.
    private func model(elementKinds: String? = nil) throws -> PlaygroundModel {
        var text = try String(contentsOfFile: TestPaths.fixture("apple-kinds-scene.json"), encoding: .utf8)
        if let elementKinds { text = text.replacingOccurrences(of: #""name": "Apple's kinds","#, with: #""name": "Apple's kinds", "elementKinds": \#(elementKinds),"#) }
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("kinds.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        return try options.makeModelAtMoment()
    }

    private func fills(_ model: PlaygroundModel, _ color: Color) -> [Rect] {
        model.drawList().commands.compactMap { if case .fill(let frame, color, _) = $0 { frame } else { nil } }
    }

    private func glyphRuns(_ model: PlaygroundModel, in box: Rect) -> Int {
        model.drawList().commands.filter { if case .text(let run) = $0 { box.contains(run.origin) } else { false } }.count
    }

    /// The frame of the supplementary view of `kind`.
    private func frame(of kind: String, in model: PlaygroundModel) -> Rect? {
        model.collectionView.layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 500, height: 400)).first { $0.kind == kind }?.frame
    }

    @Test func headersFootersBadgesAndBackgroundsAreDrawnByTheirPlace() throws {
        let model = try model()
        // Four badges (one an item), none for the header or the footer.
        #expect(fills(model, Palette.light.badge).count == 4)
        // The header's and the footer's texts are drawn in their frames.
        let header = try #require(frame(of: "section-header-element-kind", in: model))
        let footer = try #require(frame(of: "section-footer-element-kind", in: model))
        #expect(glyphRuns(model, in: header) > 0 && glyphRuns(model, in: footer) > 0)
        // The background behind the items, in the grouped background colour.
        let background = try #require(fills(model, Palette.light.sectionBackground).first)
        #expect(model.collectionView.frameAroundItems(inSection: 0).map { background.contains(Point(x: $0.midX, y: $0.midY)) } == true)
    }

    @Test func theScenesElementKindsSayHowAKindIsDrawn() throws {
        let model = try model(elementKinds: #"{"section-header-element-kind": "badge", "section-background-element-kind": "header"}"#)
        #expect(fills(model, Palette.light.badge).count == 5)
        let header = try #require(frame(of: "section-header-element-kind", in: model))
        // The header's place holds a badge (its number), not the header's text.
        #expect(fills(model, Palette.light.badge).contains(header))
        // A decoration named a header is not a background: nothing draws it.
        #expect(fills(model, Palette.light.sectionBackground).isEmpty)
    }

    @Test func aBadRoleIsOneLine() throws {
        #expect(throws: InputError.self) { try model(elementKinds: #"{"section-header-element-kind": "title"}"#) }
        do {
            _ = try model(elementKinds: #"{"section-header-element-kind": "title"}"#)
        } catch let error as InputError {
            #expect(error.message == #""section-header-element-kind" must be one of: header, footer, badge, background, got "title""#)
        }
    }
}
