import Foundation
import Testing
@testable import Typography

/// How a font file's bytes are held: a designer's font is read into memory, so that a tool rewriting the file while
/// it is shown changes nothing drawn (and cannot end the program, as reading a cut mapping would); a system font is
/// mapped, read from disk only where a face looks.
@MainActor @Suite struct FontFileBytesTests {
    @Test func aDesignersFontRewrittenWhileShownMeasuresAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Inter-Regular.otf")
        try FileManager.default.copyItem(at: TypographyTestSupport.packageRoot.appendingPathComponent("fonts/Inter-Regular.otf"), to: copy)
        let face = try FontFace(path: copy.path)
        let before = TextMeasurer().measure("Ocelot à Kyōto", font: face, pointSize: 17).width
        // The file cut to nothing in place, as an export half-written over it would leave it.
        let handle = try FileHandle(forWritingTo: copy)
        try handle.truncate(atOffset: 0)
        try handle.close()
        // Text not measured before, so the face's tables are read again.
        let after = TextMeasurer().measure("Ocelot à Kyōto", font: face, pointSize: 17).width
        #expect(before > 0 && after == before)
        #expect(TextMeasurer().measure("Wildkatze", font: face, pointSize: 17).width > 0)
    }

    @Test func aMappedSystemFontMeasuresAsTheSameFileRead() {
        // The system's DejaVu Sans (mapped) beside the bundled copy of the same file (read).
        let system = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        guard FileManager.default.fileExists(atPath: system), let face = try? FontFace(path: system) else { return }
        let bundled = try? FontFace(path: TypographyTestSupport.packageRoot.appendingPathComponent("fonts/DejaVuSans.ttf").path)
        #expect(TextMeasurer().measure("Ocelot", font: face, pointSize: 17).width > 0)
        if let bundled {
            #expect(TextMeasurer().measure("Ocelot", font: face, pointSize: 17).width == TextMeasurer().measure("Ocelot", font: bundled, pointSize: 17).width)
        }
    }
}
