import AppSupport
import Foundation
import OwnContent
import Playground
import SceneFormat

/// `playground scene [--images DIR] [--items FILE] [--out scene.json]`: writes the scene a
/// folder of pictures or a list of items makes, for editing and opening later, its pictures'
/// paths relative to the written file's folder. The scene is read back through the scene
/// decoder before it is written, so what is written always opens.
public enum SceneCommand {
    /// The scene's JSON text; written to `output` atomically (by way of a temporary file and a
    /// rename) when given, else returned for standard output. Pictures that cannot be read are
    /// one warning line each on standard error.
    public static func run(images: String?, items: String?, output: String?) throws -> String? {
        var options = ViewOptions()
        options.imagesDirectory = images
        options.itemsPath = items
        guard let content = try options.ownContent() else {
            throw InputError("scene needs --images DIR or --items FILE.csv|FILE.json")
        }
        if let output, !output.lowercased().hasSuffix(".json") {
            throw InputError("--out must name a .json file, got \"\(output)\"")
        }
        let file = output.map(PictureFolder.standardized) ?? PictureFolder.standardized("scene.json")
        let folder = (file as NSString).deletingLastPathComponent
        let text = JSONWriter.write(OwnContentScene.json(content, relativeTo: folder)) + "\n"
        let scene = try SceneDecoder.decode(text, file: output ?? "scene.json", defaultName: content.name)
        var placed = scene
        OwnContentScene.placePictures(of: &placed, at: content)
        for warning in OwnContentScene.pictureWarnings(placed, source: content.source) {
            TerminalLine.writeToStandardError(warning)
        }
        guard let output else { return text }
        do {
            try AtomicFile.write(Array(text.utf8), to: output)
        } catch {
            throw InputError(file: output, "cannot write the scene: \(error)")
        }
        return nil
    }
}
