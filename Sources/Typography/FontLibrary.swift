import Foundation

/// The bundled fonts, loaded on demand from one folder and kept for the process's life.
@MainActor
public final class FontLibrary {
    /// The folder the fonts are read from.
    public let directory: String
    private var faces: [FontWeight: FontFace] = [:]
    private var fallback: FontFace?

    /// A library reading from `directory`; nothing is loaded until a face is asked for.
    public init(directory: String) {
        self.directory = directory
    }

    /// The face of a weight, loaded on first use; throws a `TypographyError` naming the file.
    public func face(_ weight: FontWeight) throws -> FontFace {
        if let face = faces[weight] { return face }
        let face = try FontFace(path: (directory as NSString).appendingPathComponent(weight.fileName))
        faces[weight] = face
        return face
    }

    /// The face a text style is drawn in.
    public func face(for style: TextStyle) throws -> FontFace {
        try face(style.weight)
    }

    /// An already loaded face by its name (`Inter-Regular`), or a bundled weight of that name.
    public func face(named name: String) -> FontFace? {
        if let face = faces.values.first(where: { $0.name == name }) { return face }
        if let fallback = fallbackFaces().first(where: { $0.name == name }) { return fallback }
        guard let weight = FontWeight.allCases.first(where: { $0.fileName.hasPrefix(name + ".") }) else { return nil }
        return try? face(weight)
    }

    /// The bundled fallback for scripts Inter lacks (Arabic, Hebrew, Armenian, symbols…): DejaVu Sans.
    public static let fallbackFileName = "DejaVuSans.ttf"

    /// The fallback faces, in the order they are tried; empty when the file is not there.
    public func fallbackFaces() -> [FontFace] {
        if let fallback { return [fallback] }
        let path = (directory as NSString).appendingPathComponent(Self.fallbackFileName)
        guard let face = try? FontFace(path: path) else { return [] }
        fallback = face
        return [face]
    }

    /// A measurer that falls back to the bundled fallback fonts.
    public func makeMeasurer() -> TextMeasurer {
        TextMeasurer(fallbackFonts: fallbackFaces())
    }

    /// Loads every bundled weight, so a missing file is reported before anything is drawn.
    public func loadAll() throws {
        for weight in FontWeight.allCases { _ = try face(weight) }
    }
}
