import AppSupport

extension DevicePreset {
    /// The device preset `text` names (any case); one line naming `option` if it names none.
    package static func parse(_ text: String, option: String = "--device") throws(InputError) -> DevicePreset {
        guard let preset = DevicePreset.named(text) else {
            throw InputError("\(option) must be one of: \(DevicePreset.allNames), got \"\(text)\"")
        }
        return preset
    }
}
