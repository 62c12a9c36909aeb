import AppSupport
import CollectionView
import Foundation
import Playground

/// `run --trace FILE`: the calls the collection view makes to its layouts, written to a file a
/// line a call as they happen (`LayoutTrace.Entry.line`), so the log can be followed with `tail -f`.
@MainActor
package final class TraceLog {
    private let handle: FileHandle
    private let path: String

    /// Creates (or empties) the log file; an unwritable path is bad input.
    package init(path: String) throws(InputError) {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw InputError("--trace: cannot write \(path)")
        }
        self.handle = handle
    }

    /// Writes what the trace holds so far and every entry from now on.
    package func follow(_ trace: LayoutTrace) {
        for entry in trace.entries.dropLast() { write(entry) }
        trace.onEntry = { [weak self] entry in self?.write(entry) }
    }

    /// Writes the last entry and closes the file.
    package func finish(_ trace: LayoutTrace?) {
        trace?.flush()
        try? handle.close()
    }

    private func write(_ entry: LayoutTrace.Entry) {
        // A full disk loses log lines, never the session.
        try? handle.write(contentsOf: Data((entry.line + "\n").utf8))
    }
}
