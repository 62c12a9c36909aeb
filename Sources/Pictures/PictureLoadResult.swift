/// A finished picture request: the id it was asked under, what was decoded, and the outcome.
public struct PictureLoadResult<ID: Hashable & Sendable>: Sendable {
    /// The id the request was made with.
    public var id: ID
    /// The file and decoded size asked for (`.preview` of it for a preview).
    public var key: PictureKey
    /// The decoded picture, or why there is none.
    public var outcome: Result<RGBAImage, PictureError>
    /// True when the picture came from the cache without decoding.
    public var fromCache: Bool

    /// True for a preview (`key.isPreview`: the photo's embedded thumbnail), which the decode
    /// asked for follows under the same id.
    public var isPreview: Bool { key.isPreview }
}
