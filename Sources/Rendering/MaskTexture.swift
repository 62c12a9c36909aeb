/// A mask in both forms the renderer draws it from: a texture (alpha over white) for SDL, and
/// the same coverage in memory for writing straight into a surface.
struct MaskTexture {
    /// The SDL texture.
    let texture: OpaquePointer
    /// Its coverage in memory.
    let coverage: CoverageMask
}
