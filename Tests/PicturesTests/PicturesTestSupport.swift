import Foundation
@testable import Pictures

/// Where the Pictures fixtures are (made by scripts/make-picture-fixtures.py), and pixel comparisons.
enum PicturesTestSupport {
    /// The fixtures' folder.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The path of the fixture `name`.
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// A copy of the fixture `name` in a fresh temporary folder, its bytes changed by `edit`
    /// (e.g. cut short); returns the copy's path.
    static func editedCopy(of name: String, as copyName: String? = nil, _ edit: ([UInt8]) -> [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(copyName ?? name)
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))
        try Data(edit(bytes)).write(to: copy)
        return copy.path
    }

    /// The mean and largest absolute difference over every R, G, B and A byte of two same-sized pictures.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (mean: Double, max: Int) {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0, largest = 0
        for index in a.bytes.indices {
            let delta = abs(Int(a.bytes[index]) - Int(b.bytes[index]))
            total += delta
            largest = max(largest, delta)
        }
        return (Double(total) / Double(a.bytes.count), largest)
    }

    /// Whether two colours are within `tolerance` on every channel.
    static func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: (Int, Int, Int), tolerance: Int = 24) -> Bool {
        abs(Int(pixel.r) - rgb.0) <= tolerance && abs(Int(pixel.g) - rgb.1) <= tolerance
            && abs(Int(pixel.b) - rgb.2) <= tolerance && pixel.a == 255
    }
}
