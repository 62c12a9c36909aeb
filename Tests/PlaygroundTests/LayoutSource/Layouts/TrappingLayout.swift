import UIKit

// A layout whose prepare() reads past the end of an array (line 11): the playground reports this line.

class TrappingLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        frames = [CGRect(x: 0, y: 0, width: 10, height: 10)]
        let last = frames[collectionView!.numberOfItems(inSection: 0)]
        print(last)
    }
}
