import Foundation
import SwiftParser
import SwiftSyntax

/// Says which compile errors are iOS API the playground's UIKit lacks: after an error of the user's file that
/// cannot find a name, or finds no member of a type, whose name is iOS API (`KnownIOSAPI`), a note naming it
/// after the error's source line and caret — `Layout.swift:12:16: note: the playground's UIKit has no UIView.animate(withDuration:animations:), which iOS
/// has; see docs/runtime.md#ios-api-the-playground-lacks` — and after an `@objc optional` property requirement,
/// which the Linux compatibility pass does not rewrite, a note saying so. Any other error passes through as the
/// compiler said it.
package enum MissingIOSAPI {
    /// Where the documentation lists what the module has and lacks.
    static let documentation = "docs/runtime.md#ios-api-the-playground-lacks"
    /// Where the documentation says what the Linux compatibility pass rewrites.
    static let rewrites = "docs/runtime.md#what-the-playground-rewrites-for-linux"

    /// The compiler's lines, each error of `file` (whose text is `source`) that names missing iOS API followed by a note.
    package static func annotate(_ lines: [String], file: String, source: String) -> [String] {
        guard lines.contains(where: { $0.hasPrefix(file + ":") && $0.contains(": error: ") }) else { return lines }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let classes = Dictionary(LayoutClassFinder.classes(in: source).map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })
        var result: [String] = []
        // A note goes after its error's source line and caret, before the next diagnostic.
        var pending: String?
        for line in lines {
            if let note = pending, isDiagnostic(line) {
                result.append(note)
                pending = nil
            }
            result.append(line)
            guard line.hasPrefix(file + ":"), let range = line.range(of: ": error: ") else { continue }
            let place = line[line.index(line.startIndex, offsetBy: file.count + 1)..<range.lowerBound].split(separator: ":")
            guard place.count == 2, let row = Int(place[0]), let column = Int(place[1]) else { continue }
            let message = String(line[range.upperBound...])
            if message == "'optional' can only be applied to members of an '@objc' protocol" {
                pending = "\(file):\(row):\(column): note: Swift on Linux has no Objective-C runtime, and the playground rewrites only optional "
                    + "methods and read-only properties: make it one, or a requirement with a default in an extension; see \(rewrites)"
                continue
            }
            guard var api = missingAPI(in: message, classes: classes) else { continue }
            if api.contains("."), let labels = callLabels(at: converter.position(ofLine: row, column: column), in: tree) { api += labels }
            pending = "\(file):\(row):\(column): note: the playground's UIKit has no \(api), which iOS has; see \(documentation)"
        }
        return result + (pending.map { [$0] } ?? [])
    }

    /// Whether a line of the compiler's output is a diagnostic (`file:line:column: error: …`), not a source line or caret.
    private static func isDiagnostic(_ line: String) -> Bool {
        line.range(of: #":\d+:\d+: (error|warning|note|remark): "#, options: .regularExpression) != nil
    }

    /// The iOS API an error message says is missing (`UIView.animate`, `UIScreen`), when it is on the list;
    /// `classes` are the file's classes and their superclasses, so that a member missing from a subclass of the
    /// file is looked up in iOS's class it derives from.
    package static func missingAPI(in message: String, classes: [String: String]) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.hasPrefix("cannot find '") || message.hasPrefix("cannot find type '") || message.hasPrefix("module 'UIKit' has no member named '") {
            guard let name = quoted.last else { return nil }
            return KnownIOSAPI.names.contains(name) || KnownIOSAPI.members[name] != nil ? name : nil
        }
        guard message.hasPrefix("value of type '") || message.hasPrefix("type '") || message.hasPrefix("value of optional type '"),
              message.contains("has no member '"), quoted.count >= 2 else { return nil }
        var type = quoted[0]
        for prefix in ["any ", "some ", "UIKit."] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        while type.hasSuffix("?") || type.hasSuffix("!") || type.hasSuffix(".Type") {
            type.removeLast(type.hasSuffix(".Type") ? 5 : 1)
        }
        var steps = 0
        while KnownIOSAPI.members[type] == nil && KnownIOSAPI.superclasses[type] == nil, let parent = classes[type], steps < 20 {
            type = parent.hasPrefix("UIKit.") ? String(parent.dropFirst(6)) : parent
            steps += 1
        }
        return KnownIOSAPI.declaringType(of: quoted[1], in: type).map { "\($0).\(quoted[1])" }
    }

    /// The argument labels of the call whose member name starts at `position` (`(withDuration:animations:)`); nil when
    /// it is not called, or a trailing closure's label is unknown.
    static func callLabels(at position: AbsolutePosition, in tree: SourceFileSyntax) -> String? {
        guard let token = tree.token(at: position), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self),
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
              call.trailingClosure == nil, !call.arguments.isEmpty else { return nil }
        return "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }
}
