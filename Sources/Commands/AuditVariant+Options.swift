import AppSupport
import Audit
import CollectionLayout
import Playground
import SceneFormat
import Typography

/// A variant of the audit shown as the window and `shot` show it: the options it is made with.
extension AuditVariant {
    /// `base` with this variant's values (each parsed; a bad one is the view option's one line):
    /// the collection alone, a device's screen alone.
    package func options(over base: ViewOptions) throws(InputError) -> ViewOptions {
        var options = base
        options.category = try ContentSizeCategory.parse(category)
        options.device = try device.map { name throws(InputError) in try DevicePreset.parse(name) }
        options.orientation = try orientation.map { name throws(InputError) in try Orientation.parse(name) }
        options.appearance = try Appearance.parse(appearance)
        options.direction = try LayoutDirection.parse(direction)
        options.layout = try LayoutChoice.parse(layout)
        options.pseudoLanguage = try PseudoLanguage.parse(pseudoLanguage, option: "--pseudo-languages")
        // Each setting exactly as the variant says: off even where the scene's own key turns it on.
        options.show(.boldText, on: boldText)
        options.contrast = try Contrast.parse(contrast, option: "--contrasts")
        options.show(.reduceTransparency, on: reduceTransparency)
        options.show(.differentiateWithoutColor, on: differentiateWithoutColor)
        options.showsChrome = false
        options.screenAloneForDevices = true
        return options
    }
}
