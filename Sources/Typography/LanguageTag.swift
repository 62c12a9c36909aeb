/// BCP 47 language tags (`en`, `ja`, `zh-Hant`, `pt-BR`, `sr-Latn-RS`) as scenes and options give them.
public enum LanguageTag {
    /// Whether `tag` is shaped as a BCP 47 tag: subtags of 1 to 8 ASCII letters or digits joined by
    /// hyphens (an underscore, as in `zh_TW`, is taken for one), the first of 2 to 8 letters.
    public static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
