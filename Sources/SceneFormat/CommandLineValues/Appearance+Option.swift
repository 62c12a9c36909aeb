import AppSupport

extension Appearance {
    /// The appearance `text` names (`light`, `dark`); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--appearance") throws(InputError) -> Appearance {
        guard let value = Appearance(rawValue: text) else {
            throw InputError("\(option) must be one of: \(Appearance.allNames), got \"\(text)\"")
        }
        return value
    }
}
