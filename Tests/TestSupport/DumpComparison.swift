import Foundation

/// Two `dump --all`s compared element by element: frames to the half point, transforms, alpha, z-index and
/// hidden, and the elements only one of them has — the check that one layout lays a scene out as another does.
public enum DumpComparison {
    /// The elements of a `dump --all` JSON by category, kind, index path and item id.
    public static func elements(ofDump json: String) throws -> [String: DumpElement] {
        let dump = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        var result: [String: DumpElement] = [:]
        for object in dump["elements"] as! [[String: Any]] {
            // An item's id tells a disappearing cell from the one that took its index path.
            let key = "\(object["category"] as! String) \(object["kind"] as? String ?? "") \(object["indexPath"] as! [Int]) \(object["id"] as? String ?? "")"
            result[key] = DumpElement(object)
        }
        return result
    }

    /// The differences between two dumps, one line each (`expected`/`actual` name the two sides in the lines);
    /// elements for which `skipping` holds (by key) are not compared.
    public static func differences(_ expectedJSON: String, _ actualJSON: String, expected expectedName: String = "built-in",
                                   actual actualName: String = "source", skipping: (String) -> Bool = { _ in false }) throws -> [String] {
        let expected = try elements(ofDump: expectedJSON).filter { !skipping($0.key) }
        let actual = try elements(ofDump: actualJSON).filter { !skipping($0.key) }
        var lines: [String] = []
        for (key, element) in expected.sorted(by: { $0.key < $1.key }) {
            guard let mine = actual[key] else { lines.append("missing \(key)"); continue }
            let frame = zip(element.frame, mine.frame).map { abs($0 - $1) }.max() ?? 0
            let transform = zip(element.transform, mine.transform).map { abs($0 - $1) }.max() ?? 0
            if frame > 0.5 || transform > 1e-3 || element.transform.count != mine.transform.count
                || abs(element.alpha - mine.alpha) > 1e-3 || element.zIndex != mine.zIndex || element.hidden != mine.hidden {
                lines.append("\(key): \(expectedName) \(element.frame) z \(element.zIndex) t \(element.transform), "
                             + "\(actualName) \(mine.frame) z \(mine.zIndex) t \(mine.transform)")
            }
        }
        for key in actual.keys.sorted() where expected[key] == nil { lines.append("extra \(key)") }
        return lines
    }
}
