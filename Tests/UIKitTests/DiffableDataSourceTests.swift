import Testing
@_spi(Playground) import UIKit

/// `NSDiffableDataSourceSnapshot` and `UICollectionViewDiffableDataSource` keep sections and items by identifier as
/// UIKit's do (the cases follow Apple's documentation of each call, worked by hand), and a hosted collection view's
/// data source answers as a diffable data source of the scene's ids.
@MainActor
@Suite struct DiffableDataSourceTests {
    /// Sections "fruit" (apple, pear) and "nuts" (almond).
    private func groceries() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "nuts"])
        snapshot.appendItems(["apple", "pear"], toSection: "fruit")
        snapshot.appendItems(["almond"])
        return snapshot
    }

    @Test func aSnapshotCountsAndFindsItsSectionsAndItems() {
        let snapshot = groceries()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifiers == ["fruit", "nuts"])
        // Appended without a section: to the last one.
        #expect(snapshot.itemIdentifiers(inSection: "nuts") == ["almond"])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "almond"])
        #expect(snapshot.numberOfItems(inSection: "fruit") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "almond") == "nuts")
        #expect(snapshot.indexOfItem("almond") == 2 && snapshot.indexOfItem("fig") == nil)
        #expect(snapshot.indexOfSection("nuts") == 1)
    }

    @Test func itemsAndSectionsInsertMoveAndDelete() {
        var snapshot = groceries()
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["cashew"], afterItem: "almond")
        #expect(snapshot.itemIdentifiers == ["apple", "fig", "pear", "almond", "cashew"])
        snapshot.moveItem("apple", afterItem: "almond")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["fig", "pear"])
        #expect(snapshot.itemIdentifiers(inSection: "nuts") == ["almond", "apple", "cashew"])
        snapshot.moveItem("cashew", beforeItem: "fig")
        #expect(snapshot.itemIdentifiers == ["cashew", "fig", "pear", "almond", "apple"])
        snapshot.deleteItems(["fig", "not there"])
        #expect(snapshot.itemIdentifiers == ["cashew", "pear", "almond", "apple"])
        snapshot.insertSections(["grains"], beforeSection: "nuts")
        snapshot.moveSection("fruit", afterSection: "nuts")
        #expect(snapshot.sectionIdentifiers == ["grains", "nuts", "fruit"])
        snapshot.reloadItems(["pear"])
        snapshot.reconfigureItems(["almond"])
        snapshot.reloadSections(["nuts"])
        #expect(snapshot.reloadedItemIdentifiers == ["pear"] && snapshot.reconfiguredItemIdentifiers == ["almond"])
        #expect(snapshot.reloadedSectionIdentifiers == ["nuts"])
        snapshot.deleteSections(["nuts"])
        #expect(snapshot.itemIdentifiers == ["cashew", "pear"])
        // A deleted section's items are gone with it: they may be added again, and no section holds them now.
        #expect(snapshot.sectionIdentifier(containingItem: "almond") == nil)
        snapshot.appendItems(["almond"], toSection: "fruit")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["cashew", "pear", "almond"])
        snapshot.deleteItems(["pear"])
        snapshot.insertItems(["pear"], afterItem: "almond")
        #expect(snapshot.itemIdentifiers == ["cashew", "almond", "pear"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func aDiffableDataSourceAnswersItsCollectionViewFromTheSnapshotApplied() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        var made: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { _, _, item in
            made.append(item)
            return UICollectionViewCell(frame: .zero)
        }
        #expect(collectionView.dataSource === dataSource)
        #expect(collectionView.numberOfSections == 0)
        var completed = false
        dataSource.apply(groceries()) { completed = true }
        #expect(completed)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 2 && collectionView.numberOfItems(inSection: 1) == 1)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "pear")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
        #expect(dataSource.indexPath(for: "almond") == IndexPath(item: 0, section: 1))
        #expect(dataSource.sectionIdentifier(for: 1) == "nuts" && dataSource.index(for: "fruit") == 0)
        _ = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: 0, section: 1))
        #expect(made == ["almond"])
        #expect(dataSource.snapshot().itemIdentifiers == ["apple", "pear", "almond"])
    }

    @Test func aHostedCollectionViewsDataSourceHasTheScenesIds() {
        let collectionView = host(UICollectionViewFlowLayout(), width: 320, counts: [2, 1])
        var asked = 0
        collectionView.sceneIdentifiersProvider = {
            asked += 1
            return [(section: "cats", items: ["lynx", "ocelot"]), (section: "dogs", items: ["dingo"])]
        }
        let dataSource = collectionView.dataSource as? UICollectionViewDiffableDataSource<String, String>
        #expect(dataSource?.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "ocelot")
        #expect(dataSource?.indexPath(for: "dingo") == IndexPath(item: 0, section: 1))
        #expect(dataSource?.sectionIdentifier(for: 1) == "dogs")
        // Asked once, then kept until the items change.
        #expect(asked == 1)
        collectionView.forgetSceneIdentifiers()
        _ = dataSource?.snapshot()
        #expect(asked == 2)
        collectionView.itemCounts = [3]
        _ = dataSource?.snapshot()
        #expect(asked == 3)
    }
}
