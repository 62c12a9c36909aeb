import AppSupport
import Testing

/// Limits as messages say them: thousands grouped with commas.
struct GroupedDigitsTests {
    @Test func everyThirdDigitFromTheRightGetsAComma() {
        #expect(0.groupedDigits == "0")
        #expect(999.groupedDigits == "999")
        #expect(1000.groupedDigits == "1,000")
        #expect(100_000.groupedDigits == "100,000")
        #expect(1_000_000.groupedDigits == "1,000,000")
        #expect((-12_345).groupedDigits == "-12,345")
    }
}
