import StackArithmetic

extension StackDistribution {
    /// The shared arithmetic's name for this distribution (`ArrangementDistribution`).
    var arrangement: ArrangementDistribution {
        switch self {
        case .fill: .fill
        case .fillEqually: .fillEqually
        case .fillProportionally: .fillProportionally
        case .equalSpacing: .equalSpacing
        case .equalCentering: .equalCentering
        }
    }

    /// Shares `available` points along a stack's axis among `children` with `spacing` between them,
    /// as `UIStackView` does with this distribution (nil: as long as the children need).
    func arrange(_ children: [ArrangedLength], available: Double?, spacing: Double) -> ArrangedPositions {
        arrangement.arrange(children, available: available, spacing: spacing)
    }
}
