import Foundation

/// Folders and items files for the own-content tests, made in a temporary folder from the
/// fixture JPEGs of `scripts/make-content-fixtures.py` (their EXIF capture dates are known).
public enum ContentFixtures {
    /// A fixture JPEG: `taken-2024-05-01.jpg` (40 × 30), `taken-2024-05-02.jpg` (30 × 40),
    /// `taken-2023-12-24.jpg` (32 × 32), `undated.jpg` (48 × 24, no EXIF).
    /// They stay in `Tests/PlaygroundTests/Fixtures/content/`, where the script writes them.
    public static func fixture(_ name: String) -> String { PackagePaths.tests("PlaygroundTests/Fixtures/content/\(name)") }

    /// A folder `Photos` in a fresh temporary folder holding `files` (its path → the fixture it
    /// copies, or "png" for a 20 × 10 PNG, or "text" for a text file, or "cut:" and one of those
    /// without its last 12 bytes — a PNG's IEND chunk, a JPEG's end-of-image marker and the last
    /// of its scan: a picture cut short whose header reads); returns the folder's path.
    public static func folder(_ files: [String: String], name: String = "Photos") throws -> String {
        let folder = try TemporaryFolders.make().appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, source) in files {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch source {
            case let source where source.hasPrefix("cut:"):
                let whole = try Self.folder(["whole": String(source.dropFirst(4))], name: "Whole") + "/whole"
                let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
                try bytes.dropLast(12).write(to: target)
            case "png": try Data(PNGBytes.rgba(width: 20, height: 10)).write(to: target)
            case "text": try Data("notes\n".utf8).write(to: target)
            default: try FileManager.default.copyItem(atPath: fixture(source), toPath: target.path)
            }
        }
        return folder.path
    }

    /// The folder the ordering tests use. By hand: the top folder's dated pictures by date —
    /// zebra (2023-12-24), mango (2024-05-01), apple (2024-05-02) — then the undated by name —
    /// a-undated, b (a PNG: no EXIF) — the text file and the hidden file left out; then `Trips`:
    /// m1, m2 and w share 2024-05-01 09:30 and go by name, x has no date; `Empty` has no section.
    public static func photos() throws -> String {
        try folder([
            "zebra.jpg": "taken-2023-12-24.jpg", "apple.jpg": "taken-2024-05-02.jpg", "mango.JPG": "taken-2024-05-01.jpg",
            "a-undated.jpg": "undated.jpg", "b.png": "png", "notes.txt": "text", ".hidden.jpg": "undated.jpg",
            "Trips/x.jpg": "undated.jpg", "Trips/w.jpeg": "taken-2024-05-01.jpg", "Trips/m2.jpg": "taken-2024-05-01.jpg",
            "Trips/m1.jpeg": "taken-2024-05-01.jpg", "Empty/readme.txt": "text",
        ])
    }

    /// A file `name` in a fresh temporary folder holding `bytes`; returns its path.
    public static func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = try TemporaryFolders.make().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A file `name` in a fresh temporary folder holding `text` as UTF-8; returns its path.
    public static func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }
}
