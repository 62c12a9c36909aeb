import ArgumentParser
import Commands
import Playground

/// `playground scene`: writes the scene a folder of pictures or a list of items makes.
struct MakeScene: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Write the scene a folder of pictures (--images) or a list of items (--items) makes, as scene JSON.")

    @Option(help: "A folder of pictures (PNG, JPEG, WebP, GIF, HEIC); sub-folders become sections.")
    var images: String?

    @Option(help: "A .csv (header row: id, title, subtitle, image, color, section, favorite) or a .json array of items.")
    var items: String?

    @Option(help: "Where to write the scene (.json); picture paths are relative to its folder. Standard output when omitted.")
    var out: String?

    mutating func run() throws {
        if let text = try SceneCommand.run(images: images, items: items, output: out) { print(text, terminator: "") }
    }
}
