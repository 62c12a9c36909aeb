import AppSupport
import CSV
import Foundation

/// The rows of a CSV file of items, read as RFC 4180 says by yaslab's CSV.swift (quoted fields,
/// doubled quotes, commas and newlines inside quotes, CRLF or LF line ends); the header row
/// names the columns. The parser does not count lines, so each record's first line is counted
/// here from the records before it (one line each, plus the line breaks inside their quoted fields).
package enum CSVItemsReader {
    /// The data rows of `text` (blank lines skipped); an unknown or repeated column, or a row
    /// with more fields than the header names, is an error at its line.
    package static func rows(_ text: String, file: String) throws(InputError) -> [ItemsRow] {
        let reader: CSVReader
        do {
            reader = try CSVReader(string: text, hasHeaderRow: false)
        } catch {
            throw InputError(file: file, "cannot read the CSV: \(error)")
        }
        var line = 1
        var header: [String]?
        var rows: [ItemsRow] = []
        var lastStart = SourceLocation(line: 1, column: 1)
        while let fields = reader.next() {
            let start = line
            line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
            let location = SourceLocation(line: start, column: 1)
            lastStart = location
            // A blank line is no record.
            if fields.count == 1 && fields[0].isEmpty { continue }
            guard let columns = header else {
                header = try checkedHeader(fields, file: file, location: location)
                continue
            }
            guard fields.count <= columns.count else {
                throw InputError(file: file, location: location,
                                 "a row with \(fields.count) fields, but the header names \(columns.count) columns")
            }
            var values: [String: String] = [:]
            // A line break inside a quoted field is kept as a plain newline, whichever the file uses.
            for (column, field) in zip(columns, fields) {
                values[column] = field.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            }
            rows.append(ItemsRow(values: values, location: location))
        }
        // An opening quote never closed takes the rest of the file into its field: the last record.
        if text.unicodeScalars.reduce(0, { $0 + ($1 == "\"" ? 1 : 0) }) % 2 == 1 {
            throw InputError(file: file, location: lastStart, "a quoted field is not closed (a \" is missing)")
        }
        guard header != nil else { throw InputError(file: file, "no header row (it names the columns: \(ItemsFile.keys.joined(separator: ", ")))") }
        return rows
    }

    /// The header's column names, each one of `ItemsFile.keys` and none twice.
    private static func checkedHeader(_ fields: [String], file: String, location: SourceLocation) throws(InputError) -> [String] {
        var seen: Set<String> = []
        for field in fields {
            let name = field.trimmingCharacters(in: .whitespaces)
            guard ItemsFile.keys.contains(name) else {
                throw InputError(file: file, location: location,
                                 "unknown column \(JSONNode(value: .string(field), location: location).snippet); the columns are: \(ItemsFile.keys.joined(separator: ", "))")
            }
            guard seen.insert(name).inserted else {
                throw InputError(file: file, location: location, "the column \"\(name)\" is named twice")
            }
        }
        return fields.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// How many line breaks a field holds (CRLF counts as one).
    private static func lineBreaks(in field: String) -> Int {
        var count = 0
        var afterCR = false
        for scalar in field.unicodeScalars {
            if scalar == "\r" {
                count += 1
            } else if scalar == "\n" && !afterCR {
                count += 1
            }
            afterCR = scalar == "\r"
        }
        return count
    }
}
