import Foundation
import StackArithmetic

/// What one arranged view claims along its stack's axis.
struct ArrangedClaim {
    /// Its natural length.
    var natural: CGFloat
    /// The least it may be squeezed to.
    var least: CGFloat
    /// The most it may be stretched to.
    var most: CGFloat
    /// Its content-hugging priority.
    var hugging: Float
    /// Its compression resistance.
    var compressionResistance: Float
    /// Whether it is a plain view with nothing in it (a spacer): tied spacers share what is left.
    var isSpacer: Bool
}

/// Where arranged views go along the axis: lengths, offsets from the start, and the whole extent.
struct ArrangedPositions {
    /// Each view's length.
    var lengths: [CGFloat]
    /// Each view's offset.
    var offsets: [CGFloat]
    /// From the first view's start to the last's end.
    var extent: CGFloat
}

/// Shares a stack's length among its views as `UIStackView` does with each distribution, through the
/// arithmetic the playground's cell templates use (`StackArithmetic`): the later of equal priorities
/// grows or gives way first, tied spacers share.
extension UIStackView.Distribution {
    /// The shared arithmetic's name for this distribution.
    private var arrangement: ArrangementDistribution {
        switch self {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    /// The positions of `children` in `available` points (nil: as long as they need) with `spacing` between.
    func arrange(_ children: [ArrangedClaim], available: CGFloat?, spacing: CGFloat) -> ArrangedPositions {
        let claims = children.map {
            ArrangedLength(natural: Double($0.natural), least: Double($0.least), most: Double($0.most), hugging: Double($0.hugging),
                           compressionResistance: Double($0.compressionResistance), isSpacer: $0.isSpacer)
        }
        let positions = arrangement.arrange(claims, available: available.map { Double($0) }, spacing: Double(spacing))
        return ArrangedPositions(lengths: positions.lengths.map { CGFloat($0) }, offsets: positions.offsets.map { CGFloat($0) },
                                 extent: CGFloat(positions.extent))
    }
}
