import CHarfBuzz

/// BCP 47 tags as HarfBuzz's languages (`hb_language_t`, one interned pointer a language), which
/// choose a font's localized forms (`locl`): in Noto Sans CJK, Korean's space is 0.28 em, not
/// 0.224; Serbian and Bulgarian draw some Cyrillic letters their own way.
@MainActor
enum ShapingLanguage {
    /// Each tag asked for, looked up in HarfBuzz once.
    private static var languages: [String: hb_language_t] = [:]

    /// HarfBuzz's language for the BCP 47 tag `tag` (nil: HarfBuzz knows none by that name).
    /// The tag asked for last and its language: text is measured in one language at a time, and
    /// comparing a short tag costs less than hashing it.
    private static var last: (tag: String, language: hb_language_t?)?

    static func named(_ tag: String) -> hb_language_t? {
        if let last, last.tag == tag { return last.language }
        let language = languages[tag] ?? hb_language_from_string(tag, -1)
        if let language { languages[tag] = language }
        last = (tag, language)
        return language
    }
}
