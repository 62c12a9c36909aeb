import AppSupport
import CollectionLayout
import Foundation

extension CollectionLayout.IndexPath {
    /// The item `text` names as `SECTION,ITEM` (e.g. `0,3`); one line naming `option` if it is not one.
    package static func parse(_ text: String, option: String = "--select") throws(InputError) -> CollectionLayout.IndexPath {
        let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let section = parts[0], let item = parts[1] else { throw unknownItem(text, option: option) }
        return CollectionLayout.IndexPath(section, item)
    }

    /// The error for `text`, which names no item of the scene.
    package static func unknownItem(_ text: String, option: String = "--select") -> InputError {
        InputError("\(option) must name an item as SECTION,ITEM, e.g. 0,3; got \"\(text)\"")
    }
}
