// The layout of the "Nested Groups" example in Apple's sample code "Implementing Modern Collection Views"
// (https://developer.apple.com/documentation/uikit/implementing-modern-collection-views; the sample's file is
// Compositional Layout/Advanced Layouts View Controllers/NestedGroupsViewController.swift). Written out here from
// the sample's documented behaviour with UIKit's documented API, not copied, as the top-level `createLayout()`
// of the documentation's snippets: a row 40% of the view's height holds an item 70% wide and, beside it, a
// column of two, every item inset by 10 points.
// Runs unchanged with `--layout-source` (the function found as createLayout).
import UIKit

@MainActor
func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
        let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                    heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            repeatingSubitem: trailingItem, count: 2)

        let nestedGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
        return NSCollectionLayoutSection(group: nestedGroup)
    }
}
