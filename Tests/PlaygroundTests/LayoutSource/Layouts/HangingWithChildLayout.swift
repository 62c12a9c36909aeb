import Glibc
import UIKit

// A layout whose prepare() starts a process that outlives it (as the Swift runtime's backtracer can, and it keeps
// the child's descriptors open) and then never returns: the playground still gives up after a few seconds, and
// the left-over process ends with the layout's.

class HangingWithChildLayout: UICollectionViewLayout {
    override func prepare() {
        var child: pid_t = 0
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("597.25"), nil]
        _ = posix_spawn(&child, "/bin/sleep", nil, nil, &arguments, environ)
        while collectionView != nil { usleep(1_000) }
    }
}
