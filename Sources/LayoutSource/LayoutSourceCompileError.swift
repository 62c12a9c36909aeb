/// A user's layout file that did not compile: the compiler's own lines (`file:line:column: error: …`), each error
/// that names iOS API the playground's UIKit lacks followed by a note saying so (`MissingIOSAPI`), printed as they
/// are on standard error with exit status 2 (headless), or shown over the window.
public struct LayoutSourceCompileError: Error, Sendable, CustomStringConvertible {
    /// The compiler's diagnostic lines, errors and the notes that go with them, in its order.
    public var lines: [String]

    /// Creates an error from the compiler's lines.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The compiler's lines, one a line.
    public var description: String { lines.joined(separator: "\n") }

    /// The lines of the compiler's output worth showing: its diagnostics (errors, warnings, notes) and the
    /// source lines and carets under them; the whole output when it has no diagnostic (a linker failure).
    package static func diagnosticLines(of output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let first = lines.firstIndex(where: { $0.contains(": error: ") }) else { return lines }
        return Array(lines[first...])
    }
}
