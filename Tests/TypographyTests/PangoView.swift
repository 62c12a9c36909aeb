import Foundation
import Testing

/// Pango 1.50 (`pango-view`, from pango1.0-tools), an engine independent of ours — its own
/// itemizer, UAX #14 and font fallback, HarfBuzz underneath — asked for its serialized layout
/// (`--serialize-to`): widths, lines, runs and break attributes, in the same font files (the
/// bundled fonts added to fontconfig's folders), unhinted, at whole-pixel sizes (72 dpi: a pixel a point).
@MainActor
enum PangoView {
    /// pango-view's full path on PATH, or nil.
    nonisolated static let path: String? = {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/pango-view"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }()

    /// Pango's serialized layout's `output` of `text` in `fonts` (a family list, "Inter, Noto Sans
    /// Thai") at `pixels`, in `language`, wrapped at word boundaries at `width` when one is given.
    static func layout(_ text: String, fonts: String, pixels: Int = 17, language: String,
                       width: Double? = nil) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pango-view-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let name = UUID().uuidString
        let output = folder.appendingPathComponent("\(name).png"), serialized = folder.appendingPathComponent("\(name).json")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: serialized)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = ["-q", "--margin=0", "--pixels", "--hinting=none", "--hint-metrics=off", "--subpixel-positions",
                             "--font=\(fonts) \(pixels)px", "--language=\(language)", "--text=\(text)",
                             "--serialize-to=\(serialized.path)", "-o", output.path]
            + (width.map { ["--width=\(Int($0))", "--wrap=word"] } ?? [])
        process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: serialized)) as? [String: Any]
        return try #require(json?["output"] as? [String: Any])
    }

    /// A layout's width in points (Pango units are 1/1024 of a pixel).
    static func width(of layout: [String: Any]) throws -> Double {
        Double(try #require(layout["width"] as? Int)) / 1024
    }

    /// The scalar offset of a UTF-8 byte offset (Pango's `start-index`) in `text`.
    nonisolated static func scalarOffset(ofByte byte: Int, in text: String) -> Int {
        var bytes = 0, scalars = 0
        for scalar in text.unicodeScalars where bytes < byte {
            bytes += String(scalar).utf8.count
            scalars += 1
        }
        return scalars
    }
}
