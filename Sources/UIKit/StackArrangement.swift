import Foundation

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

/// Shares a stack's length among its views as `UIStackView` does with each distribution, breaking Auto
/// Layout's ties as the playground's template engine does (StackDistribution+Arranging.swift): the
/// later of equal priorities grows or gives way first.
extension UIStackView.Distribution {
    /// The positions of `children` in `available` points (nil: as long as they need) with `spacing` between.
    func arrange(_ children: [ArrangedClaim], available: CGFloat?, spacing: CGFloat) -> ArrangedPositions {
        let count = children.count
        guard count > 0 else { return ArrangedPositions(lengths: [], offsets: [], extent: 0) }
        let gaps = spacing * CGFloat(count - 1)
        guard let available else {
            let longest = children.map(\.natural).max() ?? 0
            let lengths = self == .fillEqually ? Array(repeating: longest, count: count) : children.map(\.natural)
            if self == .equalCentering, count > 1 {
                var step: CGFloat = 0
                for index in 0..<(count - 1) { step = max(step, lengths[index] / 2 + lengths[index + 1] / 2 + spacing) }
                return Self.centred(lengths, firstCentre: lengths[0] / 2, step: step)
            }
            return Self.sequential(lengths, spacing: spacing)
        }
        let room = max(0, available - gaps)
        switch self {
        case .fill:
            return Self.sequential(Self.fitted(children, into: room, stretching: true), spacing: spacing)
        case .fillEqually:
            return Self.sequential(Array(repeating: room / CGFloat(count), count: count), spacing: spacing)
        case .fillProportionally:
            let total = children.reduce(0) { $0 + $1.natural }
            return Self.sequential(children.map { total > 0 ? $0.natural / total * room : room / CGFloat(count) }, spacing: spacing)
        case .equalSpacing:
            let lengths = Self.fitted(children, into: room, stretching: false)
            let free = available - lengths.reduce(0, +)
            return Self.sequential(lengths, spacing: count > 1 ? max(spacing, free / CGFloat(count - 1)) : 0)
        case .equalCentering:
            let lengths = Self.fitted(children, into: room, stretching: false)
            guard count > 1 else { return Self.sequential(lengths, spacing: spacing) }
            let firstCentre = lengths[0] / 2
            let step = (available - lengths[count - 1] / 2 - firstCentre) / CGFloat(count - 1)
            let fits = (0..<(count - 1)).allSatisfy { step >= lengths[$0] / 2 + lengths[$0 + 1] / 2 + spacing - 1e-9 }
            guard fits else {
                let free = available - lengths.reduce(0, +)
                return Self.sequential(lengths, spacing: max(spacing, free / CGFloat(count - 1)))
            }
            return Self.centred(lengths, firstCentre: firstCentre, step: step)
        }
    }

    /// Lengths whose centres are `step` apart, the first's at `firstCentre`.
    private static func centred(_ lengths: [CGFloat], firstCentre: CGFloat, step: CGFloat) -> ArrangedPositions {
        let offsets = lengths.indices.map { firstCentre + CGFloat($0) * step - lengths[$0] / 2 }
        return ArrangedPositions(lengths: lengths, offsets: offsets, extent: (offsets.last ?? 0) + (lengths.last ?? 0))
    }

    /// Lengths end to end with `spacing` between.
    private static func sequential(_ lengths: [CGFloat], spacing: CGFloat) -> ArrangedPositions {
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for length in lengths {
            offsets.append(position)
            position += length + spacing
        }
        return ArrangedPositions(lengths: lengths, offsets: offsets, extent: max(0, position - spacing))
    }

    /// Natural lengths made to fit `room`: too long, the view resisting least gives way first (the later
    /// of equals); too short and `stretching`, the view hugging least grows (the later of equals; tied
    /// spacers share equally).
    static func fitted(_ children: [ArrangedClaim], into room: CGFloat, stretching: Bool) -> [CGFloat] {
        var lengths = children.map { min(max($0.natural, $0.least), $0.most) }
        var difference = room - lengths.reduce(0, +)
        if difference < 0 {
            let order = children.indices.sorted { a, b in
                children[a].compressionResistance != children[b].compressionResistance
                    ? children[a].compressionResistance < children[b].compressionResistance : a > b
            }
            for index in order where difference < 0 {
                let give = min(-difference, max(0, lengths[index] - children[index].least))
                lengths[index] -= give
                difference += give
            }
        } else if difference > 0, stretching {
            for priority in Set(children.map(\.hugging)).sorted() where difference > 0 {
                let tied = children.indices.filter { children[$0].hugging == priority }
                let spacers = tied.filter { children[$0].isSpacer }
                if spacers.count == tied.count, spacers.count > 1 {
                    var open = spacers
                    while difference > 1e-9, !open.isEmpty {
                        let share = difference / CGFloat(open.count)
                        for index in open {
                            let grow = min(share, children[index].most - lengths[index])
                            lengths[index] += grow
                            difference -= grow
                        }
                        open = open.filter { children[$0].most - lengths[$0] > 1e-9 }
                    }
                } else {
                    for index in tied.reversed() where difference > 0 {
                        let grow = min(difference, children[index].most - lengths[index])
                        lengths[index] += grow
                        difference -= grow
                    }
                }
            }
        }
        return lengths
    }
}
