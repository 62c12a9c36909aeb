import Foundation
import TestSupport
@testable import Typography

/// Paths and shared objects for the typography tests.
@MainActor
enum TypographyTestSupport {
    /// The package's root folder.
    static let packageRoot = PackagePaths.root

    /// The bundled fonts.
    static let fonts = FontLibrary(directory: packageRoot.appendingPathComponent("fonts").path)

    /// The test fixtures: among them copies of the shared reference's files (`dynamic-type.json`), so
    /// the tests run from a plain clone.
    static let fixtures = packageRoot.appendingPathComponent("Tests/TypographyTests/Fixtures")

    /// Inter Regular.
    static var regular: FontFace { try! fonts.face(.regular) }

    /// The scalar offsets between consecutive `pieces` of a text (words, grapheme clusters), and at
    /// both ends: where a line may end without cutting a piece.
    nonisolated static func scalarBoundaries(_ pieces: [String]) -> Set<Int> {
        var boundaries: Set<Int> = [0]
        var offset = 0
        for piece in pieces {
            offset += piece.unicodeScalars.count
            boundaries.insert(offset)
        }
        return boundaries
    }

    /// The scalar offsets between a text's grapheme clusters (Swift's `Character`s), and at both ends.
    nonisolated static func graphemeBoundaries(_ text: String) -> Set<Int> {
        scalarBoundaries(text.map(String.init))
    }

    /// Runs `body` with HarfBuzz and FreeType opened on the bundled font file `file` on their own
    /// (`ShapingReferenceTests.ReferenceFont`), closed afterwards: the tests' independent reference.
    static func withReference<T>(_ file: String, _ body: (ShapingReferenceTests.ReferenceFont) throws -> T) throws -> T {
        let reference = try ShapingReferenceTests.ReferenceFont(path: packageRoot.appendingPathComponent("fonts/\(file)").path)
        defer { reference.close() }
        return try body(reference)
    }
}
