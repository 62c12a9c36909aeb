import CFreeType

/// The process's one FreeType library handle, created on first use and kept on the main actor.
@MainActor
enum FreeTypeLibrary {
    /// The shared handle; FreeType reports failure only when out of memory.
    static let shared: FT_Library = {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        precondition(error == 0 && library != nil, "FreeType could not start (error \(error))")
        return library!
    }()
}
