import AppSupport
import Foundation

/// Finds the `UICollectionViewLayout` subclass a user's layout file declares: a class whose superclass
/// is one of UIKit's layouts, or a class of the file that is (so `class A: UICollectionViewFlowLayout`
/// and `class B: A` both count). Read from the source's text, comments and strings aside.
package enum LayoutClassFinder {
    /// UIKit's layout classes a user's layout may subclass.
    package static let uikitLayouts: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout"]

    /// Every class of `source` with its superclass (the first name after the colon), in the file's order.
    package static func classes(in source: String) -> [(name: String, superclass: String)] {
        let text = strippingComments(source)
        let pattern = #"(?:^|[^A-Za-z0-9_.])class\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let superclass = Range(match.range(at: 2), in: text) else { return nil }
            let parent = String(text[superclass])
            return (String(text[name]), parent.hasPrefix("UIKit.") ? String(parent.dropFirst(6)) : parent)
        }
    }

    /// The names of the file's layout classes, in the file's order.
    package static func layoutClasses(in source: String) -> [String] {
        let all = classes(in: source)
        var layouts: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for entry in all where !layouts.contains(entry.name) && (uikitLayouts.contains(entry.superclass) || layouts.contains(entry.superclass)) {
                layouts.insert(entry.name)
                changed = true
            }
        }
        return all.map(\.name).filter { layouts.contains($0) }
    }

    /// The class to run: `named` when given (it must be a layout class of the file), else the file's only one.
    package static func layoutClass(in source: String, file: String, named: String?) throws(InputError) -> String {
        let found = layoutClasses(in: source)
        if let named {
            guard found.contains(named) else {
                throw InputError(file: file, "--layout-class \(named): the file has no UICollectionViewLayout subclass of that name"
                                 + (found.isEmpty ? "" : " (it has: \(found.joined(separator: ", ")))"))
            }
            return named
        }
        guard let first = found.first else {
            throw InputError(file: file, "no class in the file subclasses UICollectionViewLayout (or UICollectionViewFlowLayout)")
        }
        guard found.count == 1 else {
            throw InputError(file: file, "the file has \(found.count) layout classes (\(found.joined(separator: ", "))); name one with --layout-class NAME")
        }
        return first
    }

    /// The source with `//` and `/* */` comments and string literals blanked, so a class named in them is not found.
    package static func strippingComments(_ source: String) -> String {
        var result = ""
        var iterator = Array(source.unicodeScalars)[...]
        var inString = false
        while let scalar = iterator.first {
            iterator = iterator.dropFirst()
            if inString {
                if scalar == "\\" { iterator = iterator.dropFirst() } else if scalar == "\"" { inString = false }
                result.unicodeScalars.append(scalar == "\n" ? "\n" : " ")
                continue
            }
            if scalar == "\"" { inString = true; result.unicodeScalars.append(" "); continue }
            if scalar == "/", iterator.first == "/" {
                while let next = iterator.first, next != "\n" { iterator = iterator.dropFirst() }
                continue
            }
            if scalar == "/", iterator.first == "*" {
                iterator = iterator.dropFirst()
                while let next = iterator.first {
                    iterator = iterator.dropFirst()
                    if next == "*", iterator.first == "/" { iterator = iterator.dropFirst(); break }
                }
                result.unicodeScalars.append(" ")
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
