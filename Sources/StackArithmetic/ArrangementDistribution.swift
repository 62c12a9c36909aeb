/// How a stack shares its length along its axis among its children — `UIStackView.Distribution`'s
/// five — worked out once for the playground's cell templates (CellTemplate) and the product's own
/// `UIStackView` (UIKit), which both arrange through it. Where Auto Layout would be ambiguous (two
/// children of equal priority), the later one grows or gives way first; spacers tied for the lowest
/// hugging share equally.
public enum ArrangementDistribution: Sendable {
    /// The children fill the stack; the one that hugs least grows, the one that resists least shrinks.
    case fill
    /// Every child equally long.
    case fillEqually
    /// Lengths in proportion to the children's natural lengths.
    case fillProportionally
    /// The children at their natural lengths, the space between them equal.
    case equalSpacing
    /// The children's centres equally far apart.
    case equalCentering

    /// Shares `available` points along a stack's axis among `children` with `spacing` between
    /// them, as `UIStackView` does with this distribution; `available` nil: the stack is as long as
    /// its children need (a self-sizing cell's free axis), which only `fillEqually` makes
    /// longer than their natural lengths (every child as long as the longest).
    public func arrange(_ children: [ArrangedLength], available: Double?, spacing: Double) -> ArrangedPositions {
        let count = children.count
        guard count > 0 else { return ArrangedPositions(lengths: [], offsets: [], extent: 0) }
        let gaps = spacing * Double(count - 1)
        guard let available else {
            let longest = children.map(\.natural).max() ?? 0
            let lengths = self == .fillEqually ? Array(repeating: longest, count: count) : children.map(\.natural)
            if self == .equalCentering, count > 1 {
                // As long as it takes for the centres to be equally far apart with at least `spacing` between neighbours.
                var step = 0.0
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
            return Self.sequential(Array(repeating: room / Double(count), count: count), spacing: spacing)
        case .fillProportionally:
            let total = children.reduce(0) { $0 + $1.natural }
            let lengths = children.map { total > 0 ? $0.natural / total * room : room / Double(count) }
            return Self.sequential(lengths, spacing: spacing)
        case .equalSpacing:
            let lengths = Self.fitted(children, into: room, stretching: false)
            let free = available - lengths.reduce(0, +)
            let gap = count > 1 ? max(spacing, free / Double(count - 1)) : 0
            return Self.sequential(lengths, spacing: gap)
        case .equalCentering:
            let lengths = Self.fitted(children, into: room, stretching: false)
            guard count > 1 else { return Self.sequential(lengths, spacing: spacing) }
            let firstCentre = lengths[0] / 2
            let lastCentre = available - lengths[count - 1] / 2
            let step = (lastCentre - firstCentre) / Double(count - 1)
            let fits = (0..<(count - 1)).allSatisfy { (index: Int) -> Bool in
                step >= lengths[index] / 2 + lengths[index + 1] / 2 + spacing - 1e-9
            }
            guard fits else {
                // Equal centres would bring neighbours closer than `spacing`: the ends stay pinned and
                // the space left is shared equally between them (never less than `spacing`), as
                // UIStackView gives up equal centring before its minimum spacing.
                let free = available - lengths.reduce(0, +)
                return Self.sequential(lengths, spacing: max(spacing, free / Double(count - 1)))
            }
            return Self.centred(lengths, firstCentre: firstCentre, step: step)
        }
    }

    /// Lengths whose centres are `step` apart, the first's at `firstCentre`.
    private static func centred(_ lengths: [Double], firstCentre: Double, step: Double) -> ArrangedPositions {
        let offsets = lengths.indices.map { firstCentre + Double($0) * step - lengths[$0] / 2 }
        return ArrangedPositions(lengths: lengths, offsets: offsets, extent: (offsets.last ?? 0) + (lengths.last ?? 0))
    }

    /// Lengths laid end to end with `spacing` between.
    private static func sequential(_ lengths: [Double], spacing: Double) -> ArrangedPositions {
        var offsets: [Double] = []
        var position = 0.0
        for length in lengths {
            offsets.append(position)
            position += length + spacing
        }
        return ArrangedPositions(lengths: lengths, offsets: offsets, extent: max(0, position - spacing))
    }

    /// Natural lengths made to fit `room`: when they are too long, the child that resists
    /// compression least gives way first (the later of equals), each down to its least; when
    /// they are too short and `stretching`, the child that hugs least grows (the later of
    /// equals; spacers tied for lowest share equally), each up to its most.
    public static func fitted(_ children: [ArrangedLength], into room: Double, stretching: Bool) -> [Double] {
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
            let priorities = Set(children.map(\.hugging)).sorted()
            for priority in priorities where difference > 0 {
                let tied = children.indices.filter { children[$0].hugging == priority }
                let spacers = tied.filter { children[$0].isSpacer }
                if spacers.count == tied.count, spacers.count > 1 {
                    // Spacers of equal priority share what is left, each up to its most.
                    var open = spacers
                    while difference > 1e-9, !open.isEmpty {
                        let share = difference / Double(open.count)
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
