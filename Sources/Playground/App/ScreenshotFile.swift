import AppSupport
import Foundation
import Pictures
import Rendering

/// Saves in-app screenshots: a dated PNG in the screenshots folder, created when missing.
@MainActor
package enum ScreenshotFile {
    /// Writes the picture and returns its path; the error says what failed, in one line.
    package static func write(_ image: RGBAImage, to model: PlaygroundModel, directory: String) throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError("cannot create the folder \(directory)")
        }
        let path = model.screenshotPath(in: directory)
        try AtomicFile.writePNG(image, to: path)
        return path
    }
}
