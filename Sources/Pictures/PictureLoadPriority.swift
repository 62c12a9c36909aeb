/// Which of a `PictureLoader`'s queues a request waits in: pictures on screen are decoded
/// before those asked for ahead of their cells (prefetching), each queue first in, first out.
public enum PictureLoadPriority: Sendable {
    /// A cell on screen shows it now.
    case inView
    /// Prefetching asked for it ahead of its cell.
    case ahead
}
