import Foundation
import Testing
@testable import Playground

/// Redline specs: for the reference's third flow worked example, every label carries the
/// reference's number, in `dump --format markdown` and on the picture `shot --spec` draws.
@MainActor @Suite(.serialized) struct RedlineTests {
    /// uikit-flow-layout.md, worked example 3: W = 320, header 44, inset (top 10, left 20,
    /// bottom 10, right 20), 6 items 80 × 80, spacing 10/10, footer 30 → items x = 20, 120, 220,
    /// rows at y = 54 and 144, footer at y = 234.
    static let workedExample = """
    {"viewport": {"width": 320, "height": 400},
     "layout": {"kind": "flow", "itemSize": {"width": 80, "height": 80}, "minimumInteritemSpacing": 10, "minimumLineSpacing": 10,
                "sectionInset": {"top": 10, "left": 20, "bottom": 10, "right": 20},
                "headerReferenceSize": {"width": 0, "height": 44}, "footerReferenceSize": {"width": 0, "height": 30}},
     "sections": [{"items": [{"color": "#111111"}, {"color": "#222222"}, {"color": "#333333"},
                             {"color": "#444444"}, {"color": "#555555"}, {"color": "#666666"}]}]}
    """

    private func scene() throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("example.json")
        try Data(Self.workedExample.utf8).write(to: path)
        return path.path
    }

    @Test func theMarkdownTableCarriesTheReferenceNumbers() throws {
        let result = try ProcessRunner.playground(["dump", try scene(), "--format", "markdown"])
        #expect(result.status == 0, "\(result.stderr)")
        // Insets 20 (left), 320 − 300 = 20 (right), 54 − 44 = 10 (top), 234 − 224 = 10 (bottom);
        // the justified gap 120 − 100 = 20; rows 144 − 134 = 10 apart; header 44, footer 30; items 80 × 80.
        #expect(result.stdout == """
        # Redlines: example, flow layout, text size L

        | measurement | points |
        |---|---|
        | section 0 inset, leading | 20 |
        | section 0 inset, trailing | 20 |
        | section 0 header height | 44 |
        | section 0 inset, top | 10 |
        | inter-item spacing | 20 |
        | line spacing | 10 |
        | section 0 inset, bottom | 10 |
        | section 0 footer height | 30 |
        | item 0 size | 80 × 80 |

        """)
    }

    @Test func theSpecIsDrawnOverTheCollectionAndTheMKeyTogglesIt() throws {
        var options = ViewOptions(scenePath: try scene(), fontsDirectory: TestPaths.fonts)
        options.showsChrome = false
        let plain = try options.makeModel().renderedFrame(scale: 1)
        options.spec = true
        let model = try options.makeModel()
        let spec = try model.renderedFrame(scale: 1)
        // The inter-item dimension line runs along y = 94 (the first row's middle, 54 + 40) from x 100 to 120.
        #expect(plain[110, 94] != spec[110, 94])
        #expect(spec[110, 94] == (0xFF, 0x2D, 0x55, 0xFF))
        model.handleKey("m", modifiers: [])
        #expect(try model.renderedFrame(scale: 1) == plain)
        let bad = try ProcessRunner.playground(["dump", "--format", "yaml"])
        #expect(bad.status == 2 && bad.stderr == "error: --format must be json or markdown, got \"yaml\"\n")
    }
}
