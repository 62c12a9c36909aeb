import UIKit

// A layout whose prepare() never returns (line 9, a loop of its own code only): the playground gives up after a few seconds.

class HangingLayout: UICollectionViewLayout {
    private var passes = 0

    override func prepare() {
        var spins = 0; while spins >= 0 { spins &+= 1 }
        passes = spins
    }
}
