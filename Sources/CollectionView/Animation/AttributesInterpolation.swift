import CollectionLayout

/// Interpolates layout attributes for animations: centre, size and alpha linearly, the
/// transform by decomposition, zIndex switched at the midpoint, custom attributes each as it says.
public enum AttributesInterpolation {
    /// The attributes a fraction `progress` of the way from `from` to `to` (progress may
    /// overshoot slightly for springs; alpha stays within 0…1).
    public static func interpolate(_ from: LayoutAttributes, _ to: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        var result = to
        result.center = Point(x: lerp(from.center.x, to.center.x, t), y: lerp(from.center.y, to.center.y, t))
        result.size = Size(width: max(0, lerp(from.size.width, to.size.width, t)),
                           height: max(0, lerp(from.size.height, to.size.height, t)))
        result.alpha = min(1, max(0, lerp(from.alpha, to.alpha, t)))
        result.zIndex = t < 0.5 ? from.zIndex : to.zIndex
        result.isHidden = t < 0.5 ? from.isHidden : to.isHidden
        result.transform3D = transform(from.transform3D, to.transform3D, t)
        if !from.custom.isEmpty || !to.custom.isEmpty { result.custom = custom(from.custom, to.custom, t) }
        return result
    }

    /// Custom attributes between two: a value one side lacks is that attribute's default; smooth
    /// ones (a corner radius) move linearly, the others switch halfway.
    static func custom(_ from: CustomAttributeValues, _ to: CustomAttributeValues, _ t: Double) -> CustomAttributeValues {
        var result = CustomAttributeValues()
        for attribute in CustomAttribute.all where from[attribute] != nil || to[attribute] != nil {
            let a = from[attribute] ?? attribute.defaultValue, b = to[attribute] ?? attribute.defaultValue
            result[attribute] = attribute.interpolates ? lerp(a, b, t) : (t < 0.5 ? a : b)
        }
        return result
    }

    /// The transform between two, through their decompositions (a matrix lerp when one is singular).
    public static func transform(_ from: Transform3D, _ to: Transform3D, _ t: Double) -> Transform3D {
        if from == to { return to }
        guard let a = DecomposedTransform(from), let b = DecomposedTransform(to) else {
            return Transform3D(zip(from.m, to.m).map { lerp($0, $1, t) })
        }
        return a.interpolated(to: b, progress: t).recomposed
    }

    private static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
}
