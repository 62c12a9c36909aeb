import CollectionLayout

/// `smallTarget`: a cell whose hit area is under 44×44 points (Apple's minimum), measured after
/// its transform — a turned cover-flow card by its projected shape: the mean of its opposite
/// edges' projected lengths. Only where cells can be tapped (the scene's selection is not none).
package enum SmallTargetCheck: AuditCheck {
    /// Apple's minimum hit area's side, in points.
    package static let minimumSide = 44.0

    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        guard subject.window.collectionView.allowsSelection else { return [] }
        return subject.cells.compactMap { cell in
            let (width, height) = projectedSize(cell.attributes)
            guard width < minimumSide - 1e-9 || height < minimumSide - 1e-9 else { return nil }
            return subject.finding(.smallTarget, cell, [("width", .number(width)), ("height", .number(height)),
                                                        ("minimum", .number(minimumSide))])
        }
    }

    /// The width and height of a cell's hit area after its transform (about its centre).
    package static func projectedSize(_ attributes: LayoutAttributes) -> (width: Double, height: Double) {
        let size = attributes.size
        guard !attributes.transform3D.isIdentity else { return (size.width, size.height) }
        let transform = attributes.transform3D
        let corners = [Point(x: -size.width / 2, y: -size.height / 2), Point(x: size.width / 2, y: -size.height / 2),
                       Point(x: size.width / 2, y: size.height / 2), Point(x: -size.width / 2, y: size.height / 2)].map(transform.project)
        func length(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        return ((length(corners[0], corners[1]) + length(corners[3], corners[2])) / 2,
                (length(corners[0], corners[3]) + length(corners[1], corners[2])) / 2)
    }
}
