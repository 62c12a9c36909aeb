import AppSupport

extension Orientation {
    /// The orientation `text` names (`portrait`, `landscape`); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--orientation") throws(InputError) -> Orientation {
        guard let value = Orientation(rawValue: text) else {
            throw InputError("\(option) must be one of: \(Orientation.allNames), got \"\(text)\"")
        }
        return value
    }
}
