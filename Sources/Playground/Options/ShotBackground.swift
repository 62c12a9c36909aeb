import AppSupport
import CollectionLayout
import SceneFormat

/// What `shot --background` paints behind the collection.
public enum ShotBackground: Hashable, Sendable {
    /// The scene's own background (the default).
    case solid
    /// No background: transparent pixels.
    case transparent
    /// A colour of its own, such as `#FFFFFF`.
    case color(Color)

    /// The background `text` names (`solid`, `transparent` or a colour); one line naming `option` if none.
    package static func parse(_ text: String, option: String = "--background") throws(InputError) -> ShotBackground {
        switch text {
        case "solid": return .solid
        case "transparent": return .transparent
        default:
            guard let color = SceneDecoder.parseColor(text) else {
                throw InputError("\(option) must be transparent, solid or a colour like #FFFFFF, got \"\(text)\"")
            }
            return .color(color)
        }
    }
}
