import Foundation
import Testing
@testable import Playground
import Typography

/// A missing, truncated or non-font file among the fonts, or given to `measure --font`, is one
/// line; the window still opens with the fonts that loaded.
@MainActor
struct BadFontFileTests {
    /// A copy of the bundled fonts in a new folder, with `change` applied to it.
    private func fontsFolder(_ change: (URL) throws -> Void) throws -> URL {
        let folder = try TestPaths.temporaryDirectory().appendingPathComponent("fonts")
        try FileManager.default.copyItem(atPath: TestPaths.fonts, toPath: folder.path)
        try change(folder)
        return folder
    }

    /// The first `count` bytes of a bundled font, written as `name` in `folder`.
    private func truncate(_ file: String, to count: Int, in folder: URL) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fonts).appendingPathComponent(file))
        try bytes.prefix(count).write(to: folder.appendingPathComponent(file))
    }

    @Test func aTruncatedFontIsRefusedWhenOpened() throws {
        let folder = try fontsFolder { try truncate("Inter-Bold.otf", to: 3000, in: $0) }
        let path = folder.appendingPathComponent("Inter-Bold.otf").path
        do {
            _ = try FontFace(path: path)
            Issue.record("opened a truncated font")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("cannot read font file \(path): the file is truncated (table '"))
            #expect(text.hasSuffix("the file has 3000)"))
        }
    }

    @Test func aTextFileIsNotAFont() throws {
        let folder = try fontsFolder { try Data("hello, I am not a font\n".utf8).write(to: $0.appendingPathComponent("Inter-Medium.otf")) }
        let path = folder.appendingPathComponent("Inter-Medium.otf").path
        do {
            _ = try FontFace(path: path)
            Issue.record("opened a text file as a font")
        } catch {
            #expect("\(error)".hasPrefix("cannot read font file \(path): not a font FreeType can open (error "))
        }
    }

    @Test func theLibraryGoesOnWithTheFontsThatLoaded() throws {
        let folder = try fontsFolder { folder in
            try truncate("Inter-Bold.otf", to: 3000, in: folder)
            try Data("not a font".utf8).write(to: folder.appendingPathComponent("Inter-Medium.otf"))
            try FileManager.default.removeItem(at: folder.appendingPathComponent("NotoSansHebrew-Regular.ttf"))
        }
        let fonts = FontLibrary(directory: folder.path)
        try fonts.loadAll()
        _ = fonts.fallbackFaces()
        #expect(try fonts.face(.bold).name == "Inter-Regular")
        #expect(try fonts.face(.medium).name == "Inter-Regular")
        #expect(try fonts.face(.semibold).name == "Inter-SemiBold")
        #expect(fonts.fallbackFaces().map(\.name) == ["NotoSansArabic-Regular", "DejaVuSans"])
        #expect(fonts.problems.count == 3)
        #expect(fonts.problems.allSatisfy { $0.hasPrefix("warning: ") && !$0.contains("\n") })
        #expect(fonts.problems[0].hasSuffix("Inter-Medium.otf text is drawn with Inter-Regular"))
        #expect(fonts.problems[2] == "warning: font file not found: \(folder.path)/NotoSansHebrew-Regular.ttf; text in its scripts is drawn without it")
    }

    @Test func theWindowOpensWithTheFontsThatLoadedAndSaysWhichFailed() throws {
        let folder = try fontsFolder { try truncate("Inter-SemiBold.otf", to: 100, in: $0) }
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", "--fonts", folder.path, "--size", "300x200", "--out", out])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("warning: cannot read font file \(folder.path)/Inter-SemiBold.otf: the file is truncated") == true)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func measureWithABadFontIsOneLine() throws {
        let folder = try fontsFolder { try truncate("Inter-Regular.otf", to: 64, in: $0) }
        let path = folder.appendingPathComponent("Inter-Regular.otf").path
        let result = try ProcessRunner.playground(["measure", "Hello", "--font", path, "--size", "17"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: cannot read font file \(path): the file "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        let missing = try ProcessRunner.playground(["measure", "Hello", "--font", folder.path + "/none.otf", "--size", "17"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: font file not found: \(folder.path)/none.otf\n")
    }
}
