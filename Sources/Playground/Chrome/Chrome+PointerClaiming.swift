import Interactions

extension InspectorState: PointerClaiming {
    /// A press that began in the panel holds the pointer until it is released.
    package var claimsPointer: Bool { isPressed }
}

extension ToolbarPointer: PointerClaiming {
    /// A pressed control holds the pointer until it is released.
    package var claimsPointer: Bool { pressed != nil }
}
