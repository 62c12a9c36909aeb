import CollectionLayout
import Foundation
import TestSupport
import Testing
import Typography
@testable import Playground

/// The designer's own family in a scene (issue 47): the scene key `fonts` and `--font-family` draw
/// the cards' text in it, `dump --all` names the faces used, and a family found nowhere is one
/// warning line while Inter draws.
@MainActor @Suite(.serialized) struct DesignerFontsSceneTests {
    /// A scene with one self-sizing card, `fontsKey` (JSON) at its top, written into a fresh folder; its path.
    private func sceneFile(fontsKey: String?) throws -> String {
        let key = fontsKey.map { #""fonts": \#($0), "# } ?? ""
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("designer.json").path
        try """
            {\(key)"layout": {"kind": "flow", "estimatedItemSize": {"width": 240, "height": 60}},
             "sections": [{"items": [{"id": "a", "title": "Lighthouse keepers", "subtitle": "A week on the cliffs"}]}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The faces `dump --all` names for the card's text.
    private func dumpedFonts(_ arguments: [String]) throws -> (fonts: [String], stderr: String) {
        let result = try ProcessRunner.playground(["dump", "--all"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let text = try #require(elements.compactMap { $0["text"] as? [String: Any] }.first)
        return (try #require(text["fonts"] as? [String]), result.stderr)
    }

    @Test func theScenesFamilyDrawsTheCardsTextAndDumpNamesItsFaces() throws {
        // Noto Serif (fonts-noto-core) has Regular and Bold: the semibold headline takes its Bold.
        #expect(try dumpedFonts([sceneFile(fontsKey: #"{"family": "Noto Serif"}"#)]).fonts == ["NotoSerif-Bold", "NotoSerif-Regular"])
        #expect(try dumpedFonts([sceneFile(fontsKey: nil)]).fonts == ["Inter-SemiBold", "Inter-Regular"])
        #expect(try dumpedFonts([sceneFile(fontsKey: nil), "--font-family", "Noto Serif"]).fonts == ["NotoSerif-Bold", "NotoSerif-Regular"])
    }

    @Test func aFamilyInTheScenesFolderIsFoundBesideTheScene() throws {
        // Inter copied into a folder beside the scene under a brand's name for the folder.
        let path = try sceneFile(fontsKey: #"{"family": "Inter", "folder": "brand fonts"}"#)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("brand fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fonts + "/Inter-Bold.otf", toPath: folder.appendingPathComponent("Inter-Bold.otf").path)
        // Only Bold is there: every weight takes it, and the chrome stays the bundled Inter.
        let model = try ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
        #expect(try model.fonts.face(for: .body).name == "Inter-Bold")
        #expect(try model.fonts.face(for: .body) !== model.fonts.face(.bold))
        #expect(try model.fonts.face(.regular).name == "Inter-Regular")
    }

    @Test func aFamilyFoundNowhereIsOneWarningAndInterDraws() throws {
        let path = try sceneFile(fontsKey: #"{"family": "Brand Sans", "folder": "missing"}"#)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("missing").path
        let dumped = try dumpedFonts([path])
        #expect(dumped.fonts == ["Inter-SemiBold", "Inter-Regular"])
        #expect(dumped.stderr == "warning: no font family \"Brand Sans\" in \(folder) or among the installed fonts; the text styles are drawn in Inter\n")
    }

    @Test func aFontsKeyWithoutAFamilyIsRefusedAtItsPlace() {
        SceneTestSupport.expectRefused(#"{"fonts": {"folder": "f"}, "sections": []}"#,
                                       with: #"scene.json:1:11: fonts is missing the key "family""#)
        SceneTestSupport.expectRefused(#"{"fonts": {"family": " "}, "sections": []}"#,
                                       with: #"scene.json:1:22: "family" must be a font family's name, got " ""#)
    }
}
