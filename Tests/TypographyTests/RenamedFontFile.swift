import Foundation

/// A copy of a font file that names itself another family: its table directory's `name` entry
/// points to a new naming table appended at the end, holding only the family, style, full and
/// PostScript names (Windows, Unicode, US English). For tests that need a family no one may ship
/// here (SF Pro): the glyphs stay the original's, so the original's measurements are the reference.
enum RenamedFontFile {
    /// Writes `source` renamed to `family` (style Regular) at `destination`.
    static func write(_ source: String, family: String, to destination: URL) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        let postScript = family.replacingOccurrences(of: " ", with: "") + "-Regular"
        let names: [(id: Int, text: String)] = [(1, family), (2, "Regular"), (4, family + " Regular"), (6, postScript),
                                                (16, family), (17, "Regular")]
        // The new table, four-byte aligned at the file's end.
        while bytes.count % 4 != 0 { bytes.append(0) }
        let tableOffset = bytes.count
        var table: [UInt8] = []
        func append16(_ value: Int) { table += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        append16(0)
        append16(names.count)
        append16(6 + 12 * names.count)
        var strings: [UInt8] = []
        for name in names {
            let utf16 = name.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for value in [3, 1, 0x0409, name.id, utf16.count, strings.count] { append16(value) }
            strings += utf16
        }
        table += strings
        bytes += table
        // Point the directory's `name` record (tag, checksum, offset, length) at it.
        for record in 0..<tableCount {
            let at = 12 + 16 * record
            guard String(bytes: bytes[at..<at + 4], encoding: .ascii) == "name" else { continue }
            for (index, value) in [tableOffset, table.count].enumerated() {
                let field = at + 8 + 4 * index
                bytes[field] = UInt8(value >> 24 & 0xFF)
                bytes[field + 1] = UInt8(value >> 16 & 0xFF)
                bytes[field + 2] = UInt8(value >> 8 & 0xFF)
                bytes[field + 3] = UInt8(value & 0xFF)
            }
        }
        try Data(bytes).write(to: destination)
    }
}
