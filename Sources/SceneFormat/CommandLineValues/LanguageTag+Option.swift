import AppSupport
import Typography

extension LanguageTag {
    /// `text` checked to be a BCP 47 tag (`en`, `zh-Hant`, …); one line naming `option` if it is not.
    package static func parse(_ text: String, option: String = "--language") throws(InputError) -> String {
        guard LanguageTag.isWellFormed(text) else {
            throw InputError("\(option) must be a BCP 47 tag such as en, ja, zh-Hans, zh-Hant, ko or th, got \"\(text)\"")
        }
        return text
    }
}
