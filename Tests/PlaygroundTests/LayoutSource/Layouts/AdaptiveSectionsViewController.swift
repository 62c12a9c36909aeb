// The layout of the "Adaptive Sections" example in Apple's sample code "Implementing Modern Collection Views"
// (https://developer.apple.com/documentation/uikit/implementing-modern-collection-views; the sample's file is
// Compositional Layout/Basics View Controllers/AdaptiveSectionsViewController.swift). Written out here from the
// sample's documented behaviour with UIKit's documented API, not copied, in the sample's shape: the view
// controller's `createLayout()`, in an extension, returns a compositional layout whose section provider reads
// the environment's width — a list, a grid of five columns and one of three, with twice the columns when the
// content is wider than 800 points. The sample's data source and cells are left out: the scene gives both.
// Runs unchanged with `--layout-source` (the function found as AdaptiveSectionsViewController.createLayout).
import UIKit

class AdaptiveSectionsViewController: UIViewController {
    /// The three sections, and how many columns each has at a width.
    enum SectionLayoutKind: Int, CaseIterable {
        case list, grid5, grid3

        func columnCount(for width: CGFloat) -> Int {
            let wideMode = width > 800
            switch self {
            case .list: return wideMode ? 2 : 1
            case .grid5: return wideMode ? 10 : 5
            case .grid3: return wideMode ? 6 : 3
            }
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Adaptive Sections"
    }
}

extension AdaptiveSectionsViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
            let columns = layoutKind.columnCount(for: layoutEnvironment.container.effectiveContentSize.width)

            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let groupHeight: NSCollectionLayoutDimension = layoutKind == .list ? .absolute(44) : .fractionalWidth(0.2)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return layout
    }
}
