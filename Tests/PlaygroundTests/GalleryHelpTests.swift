import Foundation
import Testing

/// `--help` says what the commands do: `gallery --help` names the text sizes the gallery's
/// pictures are written at, and `--layout`'s help names every layout the gallery draws — both read
/// from the files a real gallery run writes, not from the code that prints the help.
@MainActor @Suite(.serialized) struct GalleryHelpTests {
    /// The help's text with its line wrapping undone (every run of spaces and newlines one space).
    private func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func galleryHelpNamesTheTextSizesAndLayoutsItWrites() throws {
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("tiny.json").path
        try #"{"sections": [{"items": [{"id": "a", "title": "A"}]}]}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        let gallery = directory.appendingPathComponent("gallery").path
        let made = try ProcessRunner.playground(["gallery", scene, "--size", "120x90", "--out", gallery])
        #expect(made.status == 0, "\(made.stderr)")
        // The pictures of each layout are LAYOUT-SIZE.png; the switches are transition-A-to-B.png.
        let pictures = try FileManager.default.contentsOfDirectory(atPath: gallery)
            .filter { $0.hasSuffix(".png") && !$0.hasPrefix("transition-") }
            .map { $0.dropLast(4).split(separator: "-").map(String.init) }
        let sizes = Set(pictures.map { $0[1] }), layouts = Set(pictures.map { $0[0] })
        // Written by hand: what the README promises the gallery shows.
        #expect(sizes == ["xS", "L", "AX5"])
        #expect(layouts == ["flow", "stacked", "circle", "coverflow", "compositional", "grid", "line"])

        let help = try ProcessRunner.playground(["gallery", "--help"])
        #expect(help.status == 0)
        let text = unwrapped(help.stdout)
        #expect(text.contains("Render every layout at xS, L and AX5,"), "\(text)")
        // No other text size is named as one the gallery renders at.
        for other in ["xxxL", "AX1", "AX2", "AX3", "AX4"] {
            #expect(!text.contains("at \(other)") && !text.contains("and \(other)") && !text.contains(", \(other)"))
        }
        // `--layout` names every layout the gallery drew, and only those.
        let layoutHelp = try #require(text.range(of: "--layout <layout> The layout: ")).upperBound
        let named = text[layoutHelp...].prefix { $0 != "." }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(named) == layouts)
    }
}
