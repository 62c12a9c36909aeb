import Audit
import Playground

/// A variant of the audit shown as the window and `shot` show it: the options it is made with.
extension AuditVariant {
    /// `base` with this variant's values: the collection alone, a device's screen alone.
    package func options(over base: ViewOptions) -> ViewOptions {
        var options = base
        options.category = category
        options.device = device
        options.orientation = orientation
        options.appearance = appearance
        options.direction = direction
        options.layout = layout
        options.showsChrome = false
        options.screenAloneForDevices = true
        return options
    }
}
