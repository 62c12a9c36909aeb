/// A JSON number's digits gathered as the parser reads them, so that most numbers become a
/// `Double` without a string: a significand of at most 15 digits scaled by at most 22 powers of
/// ten is exact (both are exact doubles, and one IEEE multiplication or division rounds
/// correctly, Clinger's fast path). Any other number has no `exactValue` and is read from its text.
package struct JSONDecimal {
    private var significand: UInt64 = 0
    private var digits = 0
    private var fractionDigits = 0
    private var exponent = 0

    /// The exactly representable powers of ten, 1e0 through 1e22.
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22]

    /// The longest significand kept (below 2^53, so it converts to a double exactly).
    private static let maximumDigits = 15

    /// Reads the decimal digits at `index` (of the integer part, or with `fraction` of the part
    /// after the point), moving past them; returns how many there were.
    package mutating func readDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, fraction: Bool) -> Int {
        let start = index
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            if digits < Self.maximumDigits {
                significand = significand * 10 + UInt64(bytes[index] &- UInt8(ascii: "0"))
            }
            digits += 1
            if fraction { fractionDigits += 1 }
            index += 1
        }
        return index - start
    }

    /// Reads the exponent's digits at `index` (after `e` and its sign), moving past them; returns how many there were.
    package mutating func readExponent(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, negative: Bool) -> Int {
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
            // Past 100,000 the value no longer matters: the exact path wants at most 22.
            if value < 100_000 { value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
            index += 1
        }
        exponent = negative ? -value : value
        return index - start
    }

    /// The number's magnitude when the fast path gives it exactly; nil when its text must be read.
    package var exactValue: Double? {
        guard digits <= Self.maximumDigits else { return nil }
        if significand == 0 { return 0 }
        let scale = exponent - fractionDigits
        guard abs(scale) < Self.powersOfTen.count else { return nil }
        let value = Double(significand)
        return scale >= 0 ? value * Self.powersOfTen[scale] : value / Self.powersOfTen[-scale]
    }
}
