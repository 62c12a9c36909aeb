import Foundation
@testable import Typography

/// Paths and shared objects for the typography tests.
@MainActor
enum TypographyTestSupport {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled fonts.
    static let fonts = FontLibrary(directory: packageRoot.appendingPathComponent("fonts").path)

    /// The shared reference folder beside the repository.
    static let reference = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")

    /// Inter Regular.
    static var regular: FontFace { try! fonts.face(.regular) }
}
