import Foundation

/// A user's layout that trapped or hung in its process: one line naming the file and line where it happened
/// (`MyLayout.swift:12: the layout trapped: Fatal error: Index out of range`).
struct LayoutHostFailure: Error, Sendable, CustomStringConvertible {
    /// The one-line diagnostic.
    var line: String
    /// The whole standard error of the child (the runtime's message and backtrace), for whoever wants more.
    var details = ""

    /// The one-line diagnostic.
    var description: String { line }

    /// The diagnostic for a child that ended: the runtime's `Fatal error` message, and the first backtrace
    /// frame (or message) in the user's file, given as `file:line`.
    static func fromCrash(standardError: String, sourcePath: String, status: Int32) -> LayoutHostFailure {
        let lines = standardError.split(separator: "\n").map(String.init)
        let message = lines.first { $0.contains("Fatal error") }
            .map { line -> String in
                let range = line.range(of: "Fatal error")!
                return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
            ?? lines.first { $0.contains("Crash at") || $0.contains("crashed") }?.trimmingCharacters(in: .whitespaces)
            ?? "the process ended (status \(status))"
        let name = (sourcePath as NSString).lastPathComponent
        var location = sourcePath
        if let lineNumber = firstLine(in: standardError, of: name) { location += ":\(lineNumber)" }
        return LayoutHostFailure(line: "\(location): the layout trapped: \(message)", details: standardError)
    }

    /// The first line number given for a file of that name (`…/MyLayout.swift:12` or `:12:7`) in the text.
    static func firstLine(in text: String, of fileName: String) -> Int? {
        let escaped = NSRegularExpression.escapedPattern(for: fileName)
        guard let regex = try? NSRegularExpression(pattern: "(?:^|[/ ])\(escaped):([0-9]+)", options: [.anchorsMatchLines]) else { return nil }
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return Int(text[range])
    }
}
