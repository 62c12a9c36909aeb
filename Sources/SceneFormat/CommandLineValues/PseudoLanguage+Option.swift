import AppSupport

extension PseudoLanguage {
    /// The pseudo-language `text` names (`none`, `doubleLength`, `accented`, `bounded`, `rightToLeft`);
    /// one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--pseudo-language") throws(InputError) -> PseudoLanguage {
        guard let value = PseudoLanguage(rawValue: text) else {
            throw InputError("\(option) must be one of: \(PseudoLanguage.allNames), got \"\(text)\"")
        }
        return value
    }
}
