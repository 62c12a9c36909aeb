import Foundation

/// Paths written into a scene relative to the scene file's folder, as scenes name their pictures.
package enum RelativePath {
    /// `path` (absolute) relative to `folder` (absolute): `photo.jpg`, `Trips/a.jpg`, `../pictures/a.jpg`;
    /// `/`-rooted paths with nothing in common but the root stay absolute.
    package static func of(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        // Only the root in common: the absolute path says more than a chain of "..".
        guard common > 1 || (base.count == 1 && common == 1) else { return path }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = Array(target[common...])
        return (ups + rest).joined(separator: "/")
    }
}
