/// The point scale a file name declares, as `UIImage(named:)` reads names: `icon@2x.png` is 2,
/// `icon@3x.png` is 3, anything else 1. A picture's size in points is its pixel size / scale.
public enum PictureNameScale {
    /// The scale of the file at `path` (only its last component, before the extension, counts).
    public static func scale(ofPath path: String) -> Int {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}
