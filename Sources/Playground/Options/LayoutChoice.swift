import AppSupport
import SceneFormat

/// What `--layout` names: one of the layouts, or the list (the compositional layout showing the
/// scene as a UIKit list).
public enum LayoutChoice: Hashable, Sendable {
    /// One of the layouts (`flow`, `stacked`, …).
    case kind(LayoutKind)
    /// `list`: the compositional layout with the scene as a list.
    case list

    /// The layout that lays the choice out (a list is the compositional layout).
    public var layoutKind: LayoutKind {
        switch self {
        case .kind(let kind): kind
        case .list: .compositional
        }
    }

    /// The choice's name, as `--layout` takes it.
    public var name: String {
        switch self {
        case .kind(let kind): kind.rawValue
        case .list: LayoutKind.listLayoutName
        }
    }

    /// The layout `text` names; one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--layout") throws(InputError) -> LayoutChoice {
        if text == LayoutKind.listLayoutName { return .list }
        guard let kind = LayoutKind(rawValue: text) else {
            throw InputError("\(option) must be one of: \(LayoutKind.allNames), \(LayoutKind.listLayoutName), got \"\(text)\"")
        }
        return .kind(kind)
    }
}
