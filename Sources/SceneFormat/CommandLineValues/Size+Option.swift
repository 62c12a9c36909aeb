import AppSupport
import CollectionLayout

extension Size {
    /// The window size `text` names as `WIDTHxHEIGHT` in points (1 to 16384 each); one line naming `option` if not.
    package static func parse(_ text: String, option: String = "--size") throws(InputError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else {
            throw InputError("\(option) must be WIDTHxHEIGHT in points, e.g. 1280x800, got \"\(text)\"")
        }
        guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
            throw InputError("\(option) must be between 1x1 and 16384x16384 points, got \"\(text)\"")
        }
        return Size(width: width, height: height)
    }
}
