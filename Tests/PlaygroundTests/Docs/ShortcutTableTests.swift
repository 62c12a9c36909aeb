import Foundation
import Testing
@testable import Playground

/// The manual's shortcut table (docs/window.md, "Shortcuts") is the command table's, row for row:
/// a key added, renamed or rebound in one and not the other fails here.
@MainActor struct ShortcutTableTests {
    /// The table's rows as written: (command, shortcut).
    private func documentedRows() throws -> [(String, String)] {
        let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/window.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Shortcuts").dropFirst().first?.components(separatedBy: "\n## ").first)
        return section.split(separator: "\n").compactMap { line -> (String, String)? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, !cells[1].isEmpty, cells[1] != "Command", !cells[1].hasPrefix("---") else { return nil }
            return (cells[1], cells[2])
        }
    }

    @Test func theManualsTableIsTheCommandTables() throws {
        let documented = try documentedRows()
        #expect(documented.count > 30)
        let table = CommandCatalogue.entries.filter { !$0.shortcuts.isEmpty }.map { ($0.title, $0.shortcutLabel) }
        let missing = table.filter { row in !documented.contains { $0 == row } }
        let stale = documented.filter { row in !table.contains { $0 == row } }
        #expect(missing.isEmpty, "in the command table, not in docs/window.md: \(missing)")
        #expect(stale.isEmpty, "in docs/window.md, not in the command table: \(stale)")
        #expect(documented.map(\.0) == table.map(\.0), "the same order as the command table")
    }
}
