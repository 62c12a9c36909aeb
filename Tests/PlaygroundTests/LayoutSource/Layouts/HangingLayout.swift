import UIKit

// A layout whose prepare() never returns (line 9): the playground gives up after a few seconds.

class HangingLayout: UICollectionViewLayout {
    private var passes = 0

    override func prepare() {
        while collectionView != nil { passes += 1 }
    }
}
