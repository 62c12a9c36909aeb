/// The accented pseudo-language's table: one precomposed Latin letter for each ASCII letter, its mark
/// above wherever Unicode has one (so the text is taller than ASCII's), every one drawn by the bundled
/// Inter: a→á b→ḃ c→ć d→ď e→é f→ḟ g→ĝ h→ĥ i→î j→ĵ k→ḱ l→ĺ m→ḿ n→ñ o→ö p→ṕ q→ǫ r→ŕ s→š t→ť u→ü
/// v→ṽ w→ŵ x→ẋ y→ý z→ž, and the capitals likewise (A→Á … Q→Ǫ … Z→Ž). Everything else is left as it is.
extension PseudoLanguage {
    /// The accented forms of `a` … `z`, in order.
    public static let lowercaseAccents: [Unicode.Scalar] = [
        "\u{E1}", "\u{1E03}", "\u{107}", "\u{10F}", "\u{E9}", "\u{1E1F}", "\u{11D}", "\u{125}", "\u{EE}", "\u{135}",
        "\u{1E31}", "\u{13A}", "\u{1E3F}", "\u{F1}", "\u{F6}", "\u{1E55}", "\u{1EB}", "\u{155}", "\u{161}", "\u{165}",
        "\u{FC}", "\u{1E7D}", "\u{175}", "\u{1E8B}", "\u{FD}", "\u{17E}",
    ]
    /// The accented forms of `A` … `Z`, in order.
    public static let uppercaseAccents: [Unicode.Scalar] = [
        "\u{C1}", "\u{1E02}", "\u{106}", "\u{10E}", "\u{C9}", "\u{1E1E}", "\u{11C}", "\u{124}", "\u{CE}", "\u{134}",
        "\u{1E30}", "\u{139}", "\u{1E3E}", "\u{D1}", "\u{D6}", "\u{1E54}", "\u{1EA}", "\u{154}", "\u{160}", "\u{164}",
        "\u{DC}", "\u{1E7C}", "\u{174}", "\u{1E8A}", "\u{DD}", "\u{17D}",
    ]

    /// The accented form of an ASCII letter; any other scalar as it is.
    static func accented(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x61...0x7A: lowercaseAccents[Int(scalar.value - 0x61)]
        case 0x41...0x5A: uppercaseAccents[Int(scalar.value - 0x41)]
        default: scalar
        }
    }
}
