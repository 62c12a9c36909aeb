import CollectionLayout
import SwiftSyntax
import SwiftSyntaxBuilder

/// The circle and the stacks as SwiftUI `Layout` conformances with the scene's numbers.
enum SwiftUICustomLayouts {
    /// Every subview on a circle around the centre, radius min(width, height) / 2.5 unless set.
    static func circle(_ layout: CircleLayout) -> DeclSyntax {
        let radius = layout.radius.map { SwiftNumber.text($0) } ?? "nil"
        return DeclSyntax("""
            /// Apple's CircleLayout as a SwiftUI layout: subview i of n at angle 2πi/n.
            struct ExportedCircleLayout: Layout {
                /// The circle's radius; nil: min(width, height) / 2.5.
                var radius: CGFloat? = \(raw: radius)

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let r = radius ?? min(bounds.width, bounds.height) / 2.5
                    for (index, subview) in subviews.enumerated() {
                        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(max(1, subviews.count))
                        subview.place(at: CGPoint(x: bounds.midX + r * cos(angle), y: bounds.midY + r * sin(angle)),
                                      anchor: .center, proposal: .unspecified)
                    }
                }
            }
            """)
    }

    /// Each section one pile of its subviews, piles in centred rows.
    static func stacked(_ layout: StackedLayout) -> DeclSyntax {
        let n = SwiftNumber.text
        return DeclSyntax("""
            /// The WWDC 2012 stacks as a SwiftUI layout: the subviews of each section share one pile's
            /// centre (turn the cards with .rotationEffect), piles in rows.
            struct ExportedStackedLayout: Layout {
                /// How many subviews each pile has.
                var counts: [Int]
                /// Each pile's size.
                var pileSize = CGSize(width: \(raw: n(layout.itemSize.width)), height: \(raw: n(layout.itemSize.height)))
                /// The space between piles.
                var pileSpacing: CGFloat = \(raw: n(layout.pileSpacing))
                /// The space for each pile's label.
                var labelHeight: CGFloat = \(raw: n(layout.labelHeight))
                /// The margin around the piles.
                var inset: CGFloat = \(raw: n(layout.inset))

                private func columns(width: CGFloat) -> Int {
                    max(1, Int(((width - 2 * inset + pileSpacing) / (pileSize.width + pileSpacing)).rounded(.down)))
                }

                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let width = proposal.replacingUnspecifiedDimensions().width
                    let rows = (counts.count + columns(width: width) - 1) / columns(width: width)
                    return CGSize(width: width, height: 2 * inset + CGFloat(rows) * (pileSize.height + labelHeight + pileSpacing) - pileSpacing)
                }

                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    let columns = columns(width: bounds.width)
                    let used = min(columns, max(1, counts.count))
                    let left = max(inset, (bounds.width - CGFloat(used) * pileSize.width - CGFloat(used - 1) * pileSpacing) / 2)
                    var index = 0
                    for (section, count) in counts.enumerated() {
                        let x = bounds.minX + left + CGFloat(section % columns) * (pileSize.width + pileSpacing) + pileSize.width / 2
                        let y = bounds.minY + inset + CGFloat(section / columns) * (pileSize.height + labelHeight + pileSpacing) + pileSize.height / 2
                        for _ in 0..<count where index < subviews.count {
                            subviews[index].place(at: CGPoint(x: x, y: y), anchor: .center, proposal: ProposedViewSize(pileSize))
                            index += 1
                        }
                    }
                }
            }
            """)
    }
}
