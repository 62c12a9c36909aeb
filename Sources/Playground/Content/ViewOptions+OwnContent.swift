import AppSupport
import OwnContent
import SceneFormat

/// `--images DIR` and `--items FILE` on the view commands: the content they name, read once a
/// scene is loaded (one of the two at a time).
extension ViewOptions {
    /// Where the own content comes from, if `--images` or `--items` was given.
    func ownContentSource() throws(InputError) -> OwnContentSource? {
        switch (imagesDirectory, itemsPath) {
        case (let folder?, nil): .folder(folder)
        case (nil, let file?): .items(file)
        case (nil, nil): nil
        case (.some, .some): throw InputError("--images and --items cannot be given together")
        }
    }

    /// The own content these options name, read and checked.
    package func ownContent() throws(InputError) -> OwnContent? {
        try ownContentSource().map { source throws(InputError) in try OwnContent.read(source) }
    }
}
