#if canImport(UIKit) || AIRKIT_STANDIN
/// Which `Air` a connecting scene belongs to.
///
/// A source registers its accessory with a plain-string token (`airkit/<model>/<source>`) as `userInfo`,
/// which comes back as the scene's `sceneAccessoryUserInfo` (Documentation/PlatformFacts.md, "`sceneAccessoryUserInfo`"). A string survives
/// whatever the system does with `userInfo`; the table below turns it back into the model. It holds
/// models weakly and only those made in this process.
extension Air {
    private static var instances: [UUID: WeakAir] = [:]

    static func register(_ air: Air) {
        instances = instances.filter { $0.value.air != nil }
        instances[air.identifier] = WeakAir(air: air)
    }

    static func instance(for token: SourceToken) -> Air? {
        instances[token.model]?.air
    }

    /// The model that was given `scene`, an external scene, if any: where a surface's view in a window
    /// on that scene reports.
    static func instance(showingOn scene: UIWindowScene) -> Air? {
        instances.values.lazy.compactMap(\.air).first { $0.objects.id(of: scene) != nil }
    }

    private struct WeakAir {
        weak var air: Air?
    }
}

/// The `userInfo` a source's accessory carries.
struct SourceToken: Equatable {
    let model: UUID
    let source: SourceID

    init(model: UUID, source: SourceID) {
        self.model = model
        self.source = source
    }

    init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 3, parts[0] == "airkit", let model = UUID(uuidString: String(parts[1])),
            let source = Int(parts[2])
        else { return nil }
        self.init(model: model, source: SourceID(rawValue: source))
    }

    var text: String { "airkit/\(model.uuidString)/\(source.rawValue)" }
}
#endif
