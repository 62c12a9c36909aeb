import CellTemplate
import SwiftSyntax
import Typography

/// A cell template as a UIKit cell: a `UICollectionViewCell` subclass whose content view holds
/// `UIStackView`s, `UILabel`s with `adjustsFontForContentSizeCategory`, `UIImageView`s and
/// badges, with the constraints and priorities the playground lays them out by, an `Item` of the
/// keys it binds, `configure(with:)` (a missing text hides its label, as the playground does)
/// and the cell registration.
struct CellUIKitExport {
    /// The template.
    let template: CellNode
    /// The class's name.
    var className = "TemplateCell"
    private let names: CellExportNames
    /// What UIKit cannot express, one sentence each.
    private(set) var unexpressed: [String] = []
    private var setup: [String] = []
    private var constraints: [String] = []
    private var axisUpdates: [String] = []
    private var usesAlmostRequired = false

    /// The export of `template`.
    init(template: CellNode) {
        self.template = template
        names = CellExportNames(template)
        visit(template, path: .root, parentAxis: nil)
    }

    /// The declarations: the cell, and the badge view when the template has a badge.
    var part: ExportPart {
        var declarations = [DeclSyntax(stringLiteral: cellClass)]
        if hasBadge { declarations.append(DeclSyntax(stringLiteral: Self.badgeClass)) }
        return ExportPart(declarations: declarations, unexpressed: unexpressed,
                          usage: ["Cell: register with \(className).registration() and dequeue with dequeueConfiguredReusableCell(using:for:item:)."])
    }

    private var hasBadge: Bool {
        func any(_ node: CellNode) -> Bool {
            if case .badge = node.kind { return true }
            return node.children.contains(where: any)
        }
        return any(template)
    }

    // MARK: The class

    private var cellClass: String {
        let root = names[.root]
        let fields = template.boundKeys.map { key in
            key == "image" ? "var image: UIImage? = nil" : "var \(CellExportNames.identifier(key)): String? = nil"
        }
        let properties = nodes(template, .root).map { node, path in "private let \(names[path]) = \(viewType(node))" }
        var text = """
        /// The scene's cell template as a UIKit cell: stack views pinned to the content view, each label
        /// following Dynamic Type; a text the item does not have hides its label, as the playground does.
        final class \(className): UICollectionViewCell {
        /// What one cell shows: the keys the template binds.
        struct Item: Hashable {
        \(fields.joined(separator: "\n"))
        }

        /// The registration a data source dequeues the cell with.
        static func registration() -> UICollectionView.CellRegistration<\(className), Item> {
        UICollectionView.CellRegistration<\(className), Item> { cell, _, item in cell.configure(with: item) }
        }

        \(properties.joined(separator: "\n"))

        override init(frame: CGRect) {
        super.init(frame: frame)
        \(setup.joined(separator: "\n"))
        contentView.addSubview(\(root))
        \(root).translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
        \(root).topAnchor.constraint(equalTo: contentView.topAnchor),
        \(root).leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        \(root).trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        \(root).bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        \(constraints.map { $0 + "," }.joined(separator: "\n"))
        ])
        \(axisUpdates.isEmpty ? "" : Self.axisRegistration(className))
        }

        required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
        }

        /// Shows an item: each text in its label (hidden without one), the picture in its image view.
        func configure(with item: Item) {
        \(configureLines.joined(separator: "\n"))
        }
        """
        if usesAlmostRequired {
            text += """


            /// A constraint at 999: it holds unless the stack hides its view (with a required zero length).
            private static func almostRequired(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
            constraint.priority = UILayoutPriority(999)
            return constraint
            }
            """
        }
        if !axisUpdates.isEmpty {
            text += """


            /// Before iOS 17 the text size's changes arrive here (from iOS 17 through `registerForTraitChanges`).
            @available(iOS, deprecated: 17.0, message: "init(frame:) registers for the text size's changes")
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if #available(iOS 17.0, *) { return }
            updateAxes()
            }

            /// At the accessibility text sizes a row becomes a column, as Apple's Dynamic Type guidance has it.
            private func updateAxes() {
            let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            \(axisUpdates.joined(separator: "\n"))
            }
            """
        }
        return text + "\n}"
    }

    /// The axes set now and again whenever the text size changes (iOS 17's trait registration; earlier
    /// systems call `traitCollectionDidChange`).
    private static func axisRegistration(_ className: String) -> String {
        """
        updateAxes()
        if #available(iOS 17.0, *) {
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (cell: \(className), _: UITraitCollection) in cell.updateAxes() }
        }
        """
    }

    private var configureLines: [String] {
        nodes(template, .root).flatMap { node, path -> [String] in
            let name = names[path]
            switch node.kind {
            case .text(let text):
                let field = "item.\(CellExportNames.identifier(text.bind))"
                return ["\(name).text = \(field)", "\(name).isHidden = (\(field) ?? \"\").isEmpty"]
            case .badge(let badge):
                let field = "item.\(CellExportNames.identifier(badge.bind))"
                return ["\(name).label.text = \(field)", "\(name).isHidden = (\(field) ?? \"\").isEmpty"]
            case .image:
                return ["\(name).image = item.image", "\(name).isHidden = item.image == nil"]
            default:
                return []
            }
        }
    }

    private func viewType(_ node: CellNode) -> String {
        switch node.kind {
        case .stack: "UIStackView()"
        case .text: "UILabel()"
        case .image: "UIImageView()"
        case .badge(let badge): "TemplateBadge(color: \(CellColorCode.uikit(badge.color)))"
        case .zstack, .spacer, .separator: "UIView()"
        }
    }

    /// Every node with its path, in tree order.
    private func nodes(_ node: CellNode, _ path: NodePath) -> [(CellNode, NodePath)] {
        [(node, path)] + node.children.enumerated().flatMap { nodes($1, path.child($0)) }
    }

    // MARK: Each node

    private mutating func visit(_ node: CellNode, path: NodePath, parentAxis: StackAxis?) {
        let name = names[path]
        box(node.box, name: name, path: path, parentAxis: parentAxis, hides: node.kind.binding != nil)
        unexpressed += CellExportNotes.partlyWritten(node, name: name)
        switch node.kind {
        case .stack(let stack):
            setup.append("\(name).axis = .\(stack.axis.rawValue)")
            if stack.spacing != 0 { setup.append("\(name).spacing = \(SwiftNumber.text(stack.spacing))") }
            setup.append("\(name).alignment = .\(alignmentName(stack.alignment, axis: stack.axis))")
            setup.append("\(name).distribution = .\(stack.distribution.rawValue)")
            if stack.padding != .zero {
                let p = stack.padding
                setup.append("\(name).isLayoutMarginsRelativeArrangement = true")
                setup.append("\(name).directionalLayoutMargins = NSDirectionalEdgeInsets(top: \(SwiftNumber.text(p.top)), "
                             + "leading: \(SwiftNumber.text(p.leading)), bottom: \(SwiftNumber.text(p.bottom)), trailing: \(SwiftNumber.text(p.trailing)))")
            }
            if let large = stack.axisAtAccessibilitySizes, large != stack.axis {
                let flipped = stack.alignment == .firstBaseline ? "leading" : alignmentName(stack.alignment, axis: large)
                axisUpdates.append("\(name).axis = large ? .\(large.rawValue) : .\(stack.axis.rawValue)")
                axisUpdates.append("\(name).alignment = large ? .\(flipped) : .\(alignmentName(stack.alignment, axis: stack.axis))")
            }
            for (index, child) in stack.children.enumerated() {
                visit(child, path: path.child(index), parentAxis: stack.axis)
                setup.append("\(name).addArrangedSubview(\(names[path.child(index)]))")
            }
            breakTies(stack, path: path)
        case .zstack(let zstack):
            for (index, child) in zstack.children.enumerated() {
                let childName = names[path.child(index)]
                visit(child, path: path.child(index), parentAxis: nil)
                setup.append("\(name).addSubview(\(childName))")
                setup.append("\(childName).translatesAutoresizingMaskIntoConstraints = false")
                constraints += layerConstraints(childName, in: name, alignment: zstack.alignment)
            }
        case .text(let text):
            // Made in code, a label hugs at 250; the playground lays it out at 251, Interface Builder's default.
            if node.box.huggingPriority == nil { priorities(name, hugging: 251, compression: nil, axis: nil) }
            setup.append("\(name).font = \(font(text))")
            setup.append("\(name).adjustsFontForContentSizeCategory = true")
            setup.append("\(name).numberOfLines = \(text.lines)")
            setup.append("\(name).textColor = \(CellColorCode.uikit(text.color))")
            switch text.alignment {
            case .natural, .leading: break
            case .center: setup.append("\(name).textAlignment = .center")
            case .trailing:
                setup.append("\(name).textAlignment = .right")
                unexpressed.append("\(name): trailing text alignment is written as .right (NSTextAlignment has no trailing); mirror it for right to left.")
            }
        case .image(let image):
            setup.append("\(name).contentMode = .\(image.contentMode.rawValue)")
            setup.append("\(name).clipsToBounds = true")
            if let ratio = image.aspectRatio, node.box.height == nil || node.box.width == nil {
                constraints.append("Self.almostRequired(\(name).heightAnchor.constraint(equalTo: \(name).widthAnchor, multiplier: 1 / \(SwiftNumber.text(ratio))))")
                usesAlmostRequired = true
            } else if image.aspectRatio == nil, node.box.width == nil || node.box.height == nil {
                unexpressed.append("\(name): its height follows the picture's proportions; add an aspect-ratio constraint for the picture you show.")
            }
            if image.fill {
                priorities(name, hugging: node.box.huggingPriority == nil ? 1 : nil,
                           compression: node.box.compressionResistance == nil ? 1 : nil, axis: parentAxis)
            } else if node.box.huggingPriority == nil {
                // Made in code, an image view hugs at 250; the playground lays it out at 251, Interface Builder's default.
                priorities(name, hugging: 251, compression: nil, axis: nil)
            }
        case .badge:
            break
        case .spacer(let minLength):
            if node.box.huggingPriority == nil { priorities(name, hugging: 1, compression: nil, axis: parentAxis) }
            if minLength > 0, let parentAxis {
                let anchor = parentAxis == .horizontal ? "widthAnchor" : "heightAnchor"
                constraints.append("\(name).\(anchor).constraint(greaterThanOrEqualToConstant: \(SwiftNumber.text(minLength)))")
            }
        case .separator:
            setup.append("\(name).backgroundColor = .separator")
            let anchor = parentAxis == .horizontal ? "widthAnchor" : "heightAnchor"
            constraints.append("\(name).\(anchor).constraint(equalToConstant: 1)")
            // Across its stack it spans the stack inside its padding, whatever the alignment (a stack
            // that does not fill would give a view with no size of its own none).
            if let parent = path.indices.isEmpty ? nil : NodePath(Array(path.indices.dropLast())),
               case .stack(let stack)? = template.node(at: parent)?.kind, stack.alignment != .fill {
                let across = parentAxis == .horizontal ? "heightAnchor" : "widthAnchor"
                let inset = parentAxis == .horizontal ? stack.padding.vertical : stack.padding.horizontal
                constraints.append("\(name).\(across).constraint(equalTo: \(names[parent]).\(across), constant: \(SwiftNumber.text(-inset)))")
            }
        }
    }

    /// Distinct priorities where the playground breaks a tie: of a stack's labels and image views with
    /// equal hugging (not all spacers) or equal compression resistance along its axis, the later grows
    /// or gives way first, so each earlier one is written a little higher (below the next whole
    /// priority); UIKit would otherwise resolve the ambiguous layout its own way.
    private mutating func breakTies(_ stack: StackNode, path: NodePath) {
        let children = Array(stack.children.enumerated())
        func bump(_ priority: (CellNode) -> Double, skipSpacerGroups: Bool, write: (String, Double) -> String) {
            for value in Set(children.map { priority($0.element) }).sorted() {
                let tied = children.filter { priority($0.element) == value }
                guard tied.count > 1, !(skipSpacerGroups && tied.allSatisfy { $0.element.isSpacer }) else { continue }
                let step = min(0.1, 0.9 / Double(tied.count))
                for (rank, child) in tied.enumerated() where rank < tied.count - 1 {
                    switch child.element.kind {
                    case .text, .image: setup.append(write(names[path.child(child.offset)], value + step * Double(tied.count - 1 - rank)))
                    default: break
                    }
                }
            }
        }
        let axis = stack.axis.rawValue
        bump(\.huggingPriority, skipSpacerGroups: true) { "\($0).setContentHuggingPriority(UILayoutPriority(\(SwiftNumber.text($1))), for: .\(axis))" }
        bump(\.compressionResistance, skipSpacerGroups: false) {
            "\($0).setContentCompressionResistancePriority(UILayoutPriority(\(SwiftNumber.text($1))), for: .\(axis))"
        }
    }

    /// A stack alignment's name in UIKit (a row's leading and trailing are its top and bottom).
    private func alignmentName(_ alignment: StackAlignment, axis: StackAxis) -> String {
        switch (alignment, axis) {
        case (.leading, .horizontal): "top"
        case (.trailing, .horizontal): "bottom"
        case (.firstBaseline, .vertical): "leading"
        default: alignment.rawValue
        }
    }

    private func font(_ text: TextNode) -> String {
        guard let weight = text.weight, weight != text.style.weight else { return "UIFont.preferredFont(forTextStyle: .\(text.style.rawValue))" }
        // A weight of its own: the style's size at the default text size, scaled as the style is.
        let size = SwiftNumber.text(text.style.pointSize(for: .L))
        return "UIFontMetrics(forTextStyle: .\(text.style.rawValue)).scaledFont(for: UIFont.systemFont(ofSize: \(size), weight: .\(weight.rawValue)))"
    }

    private mutating func box(_ box: NodeBox, name: String, path: NodePath, parentAxis: StackAxis?, hides: Bool) {
        if let background = box.background { setup.append("\(name).backgroundColor = \(CellColorCode.uikit(background))") }
        if box.cornerRadius > 0 {
            setup.append("\(name).layer.cornerRadius = \(SwiftNumber.text(box.cornerRadius))")
            setup.append("\(name).clipsToBounds = true")
            if box.shadow != nil {
                unexpressed.append("\(name): a view that clips to its rounded corners clips its own shadow; put the shadow on a view behind it.")
            }
        }
        if let border = box.border {
            setup.append("\(name).layer.borderWidth = \(SwiftNumber.text(border.width))")
            setup.append("\(name).layer.borderColor = \(CellColorCode.uikit(border.color)).cgColor")
            if case .system = border.color {
                unexpressed.append("\(name): a border's CGColor does not follow the appearance; set it again when the trait collection changes.")
            } else if case .adaptive = border.color {
                unexpressed.append("\(name): a border's CGColor does not follow the appearance; set it again when the trait collection changes.")
            }
        }
        if let shadow = box.shadow {
            setup.append("\(name).layer.shadowColor = \(CellColorCode.uikit(shadow.color)).cgColor")
            setup.append("\(name).layer.shadowOpacity = \(SwiftNumber.text(shadow.opacity))")
            setup.append("\(name).layer.shadowRadius = \(SwiftNumber.text(shadow.radius))")
            setup.append("\(name).layer.shadowOffset = CGSize(width: \(SwiftNumber.text(shadow.offsetX)), height: \(SwiftNumber.text(shadow.offsetY)))")
        }
        func size(_ value: Double?, _ anchor: String, _ relation: String) {
            guard let value else { return }
            let constraint = "\(name).\(anchor).constraint(\(relation): \(SwiftNumber.text(value)))"
            // A view `configure(with:)` may hide: a stack hides it with a required zero length, which a
            // required size of its own would contradict.
            constraints.append(hides ? "Self.almostRequired(\(constraint))" : constraint)
            usesAlmostRequired = usesAlmostRequired || hides
        }
        size(box.width, "widthAnchor", "equalToConstant")
        size(box.height, "heightAnchor", "equalToConstant")
        size(box.minWidth, "widthAnchor", "greaterThanOrEqualToConstant")
        size(box.maxWidth, "widthAnchor", "lessThanOrEqualToConstant")
        size(box.minHeight, "heightAnchor", "greaterThanOrEqualToConstant")
        size(box.maxHeight, "heightAnchor", "lessThanOrEqualToConstant")
        if box.huggingPriority != nil || box.compressionResistance != nil {
            priorities(name, hugging: box.huggingPriority, compression: box.compressionResistance, axis: parentAxis)
        }
    }

    /// Priorities along `axis` (the stack's the node is in; both in a z-stack or at the root): a
    /// priority across a self-sizing cell's free axis below its fitting level (50) would let the
    /// view collapse there.
    private mutating func priorities(_ name: String, hugging: Double?, compression: Double?, axis parentAxis: StackAxis?) {
        for axis in parentAxis.map({ [$0.rawValue] }) ?? ["horizontal", "vertical"] {
            if let hugging { setup.append("\(name).setContentHuggingPriority(UILayoutPriority(\(SwiftNumber.text(hugging))), for: .\(axis))") }
            if let compression {
                setup.append("\(name).setContentCompressionResistancePriority(UILayoutPriority(\(SwiftNumber.text(compression))), for: .\(axis))")
            }
        }
    }

    /// A z-stack child's constraints: pinned to every edge, or held at an edge or corner.
    private func layerConstraints(_ child: String, in parent: String, alignment: ZStackAlignment) -> [String] {
        func pin(_ edge: String) -> String { "\(child).\(edge)Anchor.constraint(equalTo: \(parent).\(edge)Anchor)" }
        func within(_ edge: String, _ relation: String) -> String { "\(child).\(edge)Anchor.constraint(\(relation): \(parent).\(edge)Anchor)" }
        let horizontalInside = [within("leading", "greaterThanOrEqualTo"), within("trailing", "lessThanOrEqualTo")]
        let verticalInside = [within("top", "greaterThanOrEqualTo"), within("bottom", "lessThanOrEqualTo")]
        switch alignment {
        case .fill: return [pin("top"), pin("leading"), pin("trailing"), pin("bottom")]
        case .center: return [pin("centerX"), pin("centerY")] + horizontalInside + verticalInside
        case .top: return [pin("top"), pin("leading"), pin("trailing")] + [within("bottom", "lessThanOrEqualTo")]
        case .bottom: return [pin("bottom"), pin("leading"), pin("trailing")] + [within("top", "greaterThanOrEqualTo")]
        case .leading: return [pin("leading"), pin("centerY"), within("trailing", "lessThanOrEqualTo")] + verticalInside
        case .trailing: return [pin("trailing"), pin("centerY"), within("leading", "greaterThanOrEqualTo")] + verticalInside
        case .topLeading: return [pin("top"), pin("leading")] + [within("trailing", "lessThanOrEqualTo"), within("bottom", "lessThanOrEqualTo")]
        case .topTrailing: return [pin("top"), pin("trailing")] + [within("leading", "greaterThanOrEqualTo"), within("bottom", "lessThanOrEqualTo")]
        case .bottomLeading: return [pin("bottom"), pin("leading")] + [within("trailing", "lessThanOrEqualTo"), within("top", "greaterThanOrEqualTo")]
        case .bottomTrailing: return [pin("bottom"), pin("trailing")] + [within("leading", "greaterThanOrEqualTo"), within("top", "greaterThanOrEqualTo")]
        }
    }

    /// The badge: a capsule around a label, 8 points at the sides and 3 above and below, its
    /// corners half its height.
    static let badgeClass = """
    /// A capsule with a label in it: a count, a tag, a status.
    final class TemplateBadge: UIView {
    /// The badge's text.
    let label = UILabel()

    init(color: UIColor) {
    super.init(frame: .zero)
    backgroundColor = color
    clipsToBounds = true
    label.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont.systemFont(ofSize: 12, weight: .semibold))
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .white
    label.textAlignment = .center
    label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
    label.topAnchor.constraint(equalTo: topAnchor, constant: 3),
    label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -3),
    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
    label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
    ])
    }

    required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
    }

    /// A stack aligning first baselines lines up the badge's text.
    override var forFirstBaselineLayout: UIView { label }

    override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    }
    }
    """
}
