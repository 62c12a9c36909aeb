import AppSupport
import CollectionLayout

extension LayoutDirection {
    /// The layout direction `text` names (`ltr`, `rtl`); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--direction") throws(InputError) -> LayoutDirection {
        guard let value = LayoutDirection(rawValue: text) else {
            throw InputError("\(option) must be one of: ltr, rtl, got \"\(text)\"")
        }
        return value
    }
}
