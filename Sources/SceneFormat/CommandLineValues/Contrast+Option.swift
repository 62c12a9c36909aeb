import AppSupport

extension Contrast {
    /// The contrast `text` names (`normal`, `increased`); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--contrast") throws(InputError) -> Contrast {
        guard let value = Contrast(rawValue: text) else {
            throw InputError("\(option) must be one of: \(Contrast.allNames), got \"\(text)\"")
        }
        return value
    }
}
