import AppSupport
import Typography

extension ContentSizeCategory {
    /// The text size `text` names (`xS` … `AX5`); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--category") throws(InputError) -> ContentSizeCategory {
        guard let value = ContentSizeCategory(rawValue: text) else {
            throw InputError("\(option) must be one of: \(ContentSizeCategory.allNames), got \"\(text)\"")
        }
        return value
    }
}
