import Foundation

/// A user's layout that trapped or hung in its process: one line naming the file and line where it happened
/// (`MyLayout.swift:12: the layout trapped: Fatal error: Index out of range`).
package struct LayoutHostFailure: Error, Sendable, CustomStringConvertible {
    /// The one-line diagnostic.
    package var line: String
    /// The whole standard error of the child (the runtime's message and backtrace), for whoever wants more.
    package var details = ""

    /// The one-line diagnostic.
    package var description: String { line }

    /// The diagnostic for a child that ended: the runtime's `Fatal error` message, and the first backtrace
    /// frame (or message) in the user's file, given as `file:line`.
    package static func fromCrash(standardError: String, sourcePath: String, className: String, ending: String) -> LayoutHostFailure {
        let lines = standardError.split(separator: "\n").map(String.init)
        let message = lines.first { $0.contains("Fatal error") }
            .map { line -> String in
                let range = line.range(of: "Fatal error")!
                return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
            ?? lines.first { $0.contains("Crash at") || $0.contains("crashed") }?.trimmingCharacters(in: .whitespaces)
            ?? "the process ended (\(ending))"
        let (location, function) = place(in: standardError, sourcePath: sourcePath, className: className)
        return LayoutHostFailure(line: "\(location): the layout trapped\(function): \(message)", details: standardError)
    }

    /// The diagnostic for a child that did not answer within `timeout` seconds, from the backtrace it wrote when asked.
    package static func fromHang(standardError: String, sourcePath: String, className: String, timeout: String) -> LayoutHostFailure {
        let (location, function) = place(in: standardError, sourcePath: sourcePath, className: className)
        return LayoutHostFailure(line: "\(location): the layout did not answer within \(timeout) s\(function) (an endless loop?)",
                                 details: standardError)
    }

    /// Where a backtrace puts the user's code: `file:line` when a frame gives the user's file a line;
    /// otherwise the file, and (`" in WaveLayout.prepare()"`) the first function of the user's class a frame
    /// names — a frame interrupted in code the compiler made (a release) has no line, and one in a function
    /// without a frame of its own (a system call) hides its caller's.
    package static func place(in backtrace: String, sourcePath: String, className: String) -> (location: String, function: String) {
        if let line = firstLine(in: backtrace, of: (sourcePath as NSString).lastPathComponent) { return ("\(sourcePath):\(line)", "") }
        return (sourcePath, firstFunction(in: backtrace, ofClass: className).map { " in \($0)" } ?? "")
    }

    /// The first function of class `className` (or the top-level function of that name, or a closure in one) a backtrace's frames name
    /// (`  1 [ra] [system] 0x00005585ff3d4145 HangingLayout.prepare() + 68 in layout-host at …`).
    package static func firstFunction(in backtrace: String, ofClass className: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: "^ *[0-9]+ +(?:\\[[a-z]+\\] +)*0x[0-9a-f]+ (.+?) \\+ [0-9]+ in ",
                                                   options: [.anchorsMatchLines]) else { return nil }
        let escaped = NSRegularExpression.escapedPattern(for: className)
        // `HangingLayout.prepare()`, or a top-level function's own frame `createLayout()`.
        let ofClass = try? NSRegularExpression(pattern: "(?:^|[ .(])\(escaped)[.(]")
        for match in regex.matches(in: backtrace, range: NSRange(backtrace.startIndex..., in: backtrace)) {
            guard let range = Range(match.range(at: 1), in: backtrace) else { continue }
            let symbol = String(backtrace[range])
            if ofClass?.firstMatch(in: symbol, range: NSRange(symbol.startIndex..., in: symbol)) != nil { return symbol }
        }
        return nil
    }

    /// The first line number given for a file of that name (`…/MyLayout.swift:12` or `:12:7`) in the text.
    package static func firstLine(in text: String, of fileName: String) -> Int? {
        let escaped = NSRegularExpression.escapedPattern(for: fileName)
        guard let regex = try? NSRegularExpression(pattern: "(?:^|[/ ])\(escaped):([0-9]+)", options: [.anchorsMatchLines]) else { return nil }
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range(at: 1), in: text) else { return nil }
        return Int(text[range])
    }
}
