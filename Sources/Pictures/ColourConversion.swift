import CLCMS2

/// A picture's colours taken from the profile it carries to sRGB (the display's), through
/// LittleCMS, so a photo tagged Display P3 or Adobe RGB — as phones and cameras write them —
/// shows its red as red, not orange. Pictures without a profile, or with an sRGB one, are
/// taken as sRGB and left alone. Perceptual intent (for the matrix profiles cameras write, the
/// same as relative colorimetric); alpha is copied.
enum ColourConversion {
    /// Converts `picture`'s RGBA pixels from `profile` to sRGB in place; nothing when the profile
    /// cannot be read, is not an RGB profile, or already describes sRGB.
    static func toSRGB(_ picture: inout RGBAImage, from profile: [UInt8]) {
        guard !profile.isEmpty, picture.width > 0, picture.height > 0 else { return }
        let source = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        guard let source else { return }
        defer { cmsCloseProfile(source) }
        guard cmsGetColorSpace(source) == cmsSigRgbData, !describesSRGB(source) else { return }
        guard let srgb = cmsCreate_sRGBProfile() else { return }
        defer { cmsCloseProfile(srgb) }
        let format = clcms_type_rgba_8()
        guard let transform = cmsCreateTransform(source, format, srgb, format, cmsUInt32Number(INTENT_PERCEPTUAL),
                                                 cmsUInt32Number(cmsFLAGS_COPY_ALPHA)) else { return }
        defer { cmsDeleteTransform(transform) }
        let count = picture.width * picture.height
        picture.bytes.withUnsafeMutableBytes { pixels in
            cmsDoTransform(transform, pixels.baseAddress, pixels.baseAddress, cmsUInt32Number(count))
        }
    }

    /// Whether the profile's description names sRGB (a camera's or an editor's sRGB profile).
    private static func describesSRGB(_ profile: cmsHPROFILE) -> Bool {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = cmsGetProfileInfoASCII(profile, cmsInfoDescription, "en", "US", &buffer, cmsUInt32Number(buffer.count))
        guard length > 0 else { return false }
        let end = buffer.firstIndex(of: 0) ?? buffer.count
        let description = String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return description.lowercased().contains("srgb")
    }
}
