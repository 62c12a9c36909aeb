import UIKit

// A flow layout of self-sizing cells: 300 points wide, as tall as the card's text (estimated at 50).

class SelfSizingLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        estimatedItemSize = CGSize(width: 300, height: 50)
        minimumLineSpacing = 10
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
