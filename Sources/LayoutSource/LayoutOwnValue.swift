import AppSupport
import CollectionLayout
import Foundation

/// One value of a user's attributes subclass that the playground has no attribute of its own for, as the
/// host sends it: a number (a flag is 1 or 0), a point (`anchorPoint`), a size, a rectangle or a string.
package enum LayoutOwnValue: Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number, or a flag as 1 or 0.
    case number(Double)
    /// A `CGPoint`, sent as `{"x", "y"}`.
    case point(Point)
    /// A `CGSize`, sent as `{"width", "height"}`.
    case size(Size)
    /// A `CGRect`, sent as `{"x", "y", "width", "height"}`.
    case rect(Rect)
    /// A string.
    case string(String)

    /// A number.
    package init(floatLiteral value: Double) { self = .number(value) }

    /// A whole number.
    package init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The value the host wrote; nil for anything else.
    package init?(json: Any) {
        if let text = json as? String { self = .string(text); return }
        if let number = json as? NSNumber { self = .number(number.doubleValue); return }
        guard let object = json as? [String: Any] else { return nil }
        let number = { (key: String) -> Double? in (object[key] as? NSNumber)?.doubleValue }
        if let x = number("x"), let y = number("y") {
            if let width = number("width"), let height = number("height") {
                self = .rect(Rect(x: x, y: y, width: width, height: height))
            } else {
                self = .point(Point(x: x, y: y))
            }
        } else if let width = number("width"), let height = number("height") {
            self = .size(Size(width: width, height: height))
        } else {
            return nil
        }
    }

    /// As `dump` writes it: a number, `{"x", "y"}`, `{"width", "height"}`, `{"x", "y", "width", "height"}` or a string.
    package var json: JSONWriter.Value {
        switch self {
        case .number(let number): .number(number)
        case .point(let point): .object([("x", .number(point.x)), ("y", .number(point.y))])
        case .size(let size): .object([("width", .number(size.width)), ("height", .number(size.height))])
        case .rect(let rect): .object([("x", .number(rect.minX)), ("y", .number(rect.minY)),
                                       ("width", .number(rect.width)), ("height", .number(rect.height))])
        case .string(let text): .string(text)
        }
    }

    /// As the inspector shows it: `2`, `0, 0.5`, `40 × 30`, `0, 0, 40 × 30`, `"wide"`.
    package var text: String {
        let number = JSONWriter.format
        return switch self {
        case .number(let value): number(value)
        case .point(let point): "\(number(point.x)), \(number(point.y))"
        case .size(let size): "\(number(size.width)) × \(number(size.height))"
        case .rect(let rect): "\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height))"
        case .string(let text): "\"\(text)\""
        }
    }
}
