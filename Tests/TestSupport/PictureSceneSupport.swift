import Foundation

/// Pictures and scenes for the picture tests, made in a temporary folder: a PNG of a size (its
/// left half red, its right half blue, so where it lands can be seen), and a scene beside it
/// (PlaygroundTests adds their models, in an extension).
public enum PictureSceneSupport {
    /// A folder holding `pictures` (name → pixel size) and `scene.json` with `sceneText`; returns the scene's path.
    public static func scene(_ sceneText: String, pictures: [String: (width: Int, height: Int)]) throws -> String {
        let folder = try TemporaryFolders.make()
        for (name, size) in pictures {
            var bytes = [UInt8](repeating: 255, count: size.width * size.height * 4)
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let index = (y * size.width + x) * 4
                    let left = x < size.width / 2
                    bytes[index] = left ? 220 : 30
                    bytes[index + 1] = 40
                    bytes[index + 2] = left ? 30 : 220
                }
            }
            try Data(PNGBytes.rgba(width: size.width, height: size.height, pixels: bytes)).write(to: folder.appendingPathComponent(name))
        }
        let path = folder.appendingPathComponent("scene.json").path
        try sceneText.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
