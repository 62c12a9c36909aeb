/// Whole numbers as messages write them, thousands grouped with commas (100,000).
extension Int {
    /// The number with a comma before every third digit from the right: `1000000` as `1,000,000`.
    package var groupedDigits: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}
