/// The tracking iOS applies to a family at each point size by itself, as Apple publishes it in
/// the Human Interface Guidelines ("Typography", Specifications, Tracking values): SF Pro is set
/// looser below 12 points and tighter from 13 to 23 (−26/1000 em at 17 points, the body size),
/// looser again for titles. Each grapheme cluster's advance grows by the tracking at its size (half
/// of it before the glyph), as Core Text and HarfBuzz apply a font's `trak` table.
public enum SizeSpecificTracking: Sendable {
    /// SF Pro (also named SF Pro Text and SF Pro Display in its older, static files).
    case sfPro

    /// The tracking of the family named `family` (a face's family name), nil for a family iOS does not track by size.
    public static func forFamily(_ family: String) -> SizeSpecificTracking? {
        ["SF Pro", "SF Pro Text", "SF Pro Display"].contains(family) ? .sfPro : nil
    }

    /// The tracking at `pointSize` in points: the table's value in 1/1000 em at that size, linear
    /// between the sizes it lists, its first below them and its last above.
    public func tracking(atPointSize pointSize: Double) -> Double {
        let table = Self.sfProTable
        guard pointSize.isFinite, pointSize > table[0].size else { return Double(table[0].thousandths) / 1000 * max(0, pointSize) }
        for index in 1..<table.count where pointSize <= table[index].size {
            let below = table[index - 1], above = table[index]
            let fraction = (pointSize - below.size) / (above.size - below.size)
            let thousandths = Double(below.thousandths) + fraction * Double(above.thousandths - below.thousandths)
            return thousandths / 1000 * pointSize
        }
        return Double(table[table.count - 1].thousandths) / 1000 * pointSize
    }

    /// SF Pro's tracking in 1/1000 em by point size, from Apple's table (iOS, iPadOS, visionOS).
    private static let sfProTable: [(size: Double, thousandths: Int)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10),
        (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2),
        (76, 1), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]
}
