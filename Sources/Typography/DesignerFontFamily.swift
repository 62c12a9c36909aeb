import CFontconfig
import Foundation

/// A designer's own font family (a scene's `fonts`, `--font-family`): the face of each bundled
/// weight, found by fontconfig in a folder the designer names or among the installed fonts (SF Pro
/// where the designer installed it, a brand font), the nearest weight the family has for each.
@MainActor
public final class DesignerFontFamily {
    /// The family's name as asked for (`SF Pro`, `Noto Serif`).
    public let name: String
    /// The face drawn for each bundled weight.
    private let faces: [FontWeight: FontFace]

    /// The family `name`, looked for in `folder` (its font files, sub-folders included) and then
    /// among the installed fonts; nil when neither has a face of exactly that family.
    public init?(name: String, folder: String?) {
        var found: [FontWeight: FontFace] = [:]
        var loaded: [String: FontFace] = [:]
        let privateConfig = folder.flatMap(Self.configuration(holding:))
        defer { if let privateConfig { FcConfigDestroy(privateConfig) } }
        for weight in FontWeight.allCases {
            guard let face = privateConfig.flatMap({ Self.face(of: name, weight: weight, in: $0, loaded: &loaded) })
                    ?? Self.face(of: name, weight: weight, in: nil, loaded: &loaded) else { return nil }
            found[weight] = face
        }
        self.name = name
        self.faces = found
    }

    /// The face drawn for `weight`.
    public func face(_ weight: FontWeight) -> FontFace {
        faces[weight]!
    }

    /// The bundled weight `face` stands for, if it is one of this family's.
    func weight(of face: FontFace) -> FontWeight? {
        FontWeight.allCases.first { faces[$0] === face }
    }

    /// A fontconfig configuration that knows only the fonts in `folder` (nil: none could be read).
    private static func configuration(holding folder: String) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let added = folder.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: folder.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) }
        }
        guard added != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The face of exactly `family` nearest `weight` in `config` (nil: the installed fonts), loaded
    /// once however many weights it stands for (`loaded`, by file and index).
    private static func face(of family: String, weight: FontWeight, in config: OpaquePointer?,
                             loaded: inout [String: FontFace]) -> FontFace? {
        guard let match = FontconfigPattern.exactMatch(family: family, weight: FallbackCascade.fontconfigWeight(weight),
                                                       uprightOnly: true, in: config) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let path = FontconfigPattern.string(match, "file", 0) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(match, "index", 0, &index)
        let key = "\(path)#\(index)"
        if let known = loaded[key] { return known }
        let face = try? FontFace(path: path, index: Int(index), namedByPostScript: true)
        loaded[key] = face
        return face
    }
}
