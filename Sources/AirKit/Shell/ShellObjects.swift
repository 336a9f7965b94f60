#if canImport(UIKit) || AIRKIT_STANDIN
import Foundation

/// The UIKit, AVFoundation and app objects behind the identifiers the core decides about: which scene
/// `scene 3` is, which controller `source 2`, what `content 7` shows. It holds what UIKit owns weakly
/// (scenes, sources, surfaces) and what a request holds strongly (its content, its players), and
/// nothing else: it decides nothing.
@MainActor
final class ShellObjects {
    /// External scenes AirKit was given, held weakly: UIKit owns scenes.
    private(set) var scenes: [SceneID: WeakReference<UIWindowScene>] = [:]
    /// Source controllers, held weakly: SwiftUI or the app owns them.
    private(set) var sources: [SourceID: WeakSource] = [:]
    /// Each source's SwiftUI environment, for the external content to inherit.
    private(set) var sourceEnvironments: [SourceID: EnvironmentValues] = [:]
    /// What each request still held shows.
    var contents: [ContentID: ExternalContent] = [:]
    /// The screens of the displays the core knows, kept alive so that their identity is never reused.
    private var screens: [(object: AnyObject, key: ScreenKey)] = []
    /// The players the request holds, with the settings the app had given them.
    var players: [PlayerID: HeldPlayer] = [:]
    /// Every surface made, held weakly: the app owns it.
    private(set) var surfaces: [SurfaceID: WeakReference<AirSurface>] = [:]
    /// The title of the Now Playing information AirKit set, to remove on return; `nil` when the
    /// information is the app's, or there is none.
    var nowPlayingTitle: String?
    /// The application, learned from a window of the app's interface.
    weak var learnedApplication: UIApplication?
    private var counter = 0

    /// A number no other object of this model has.
    func nextNumber() -> Int {
        counter += 1
        return counter
    }

    // MARK: Scenes

    func add(_ scene: UIWindowScene) -> SceneID {
        let id = SceneID(rawValue: nextNumber())
        scenes[id] = WeakReference(scene)
        return id
    }

    func id(of scene: UIScene) -> SceneID? {
        scenes.first { $0.value.object === scene }?.key
    }

    func scene(_ id: SceneID) -> UIWindowScene? {
        scenes[id]?.object
    }

    func forgetScene(_ id: SceneID) {
        scenes[id] = nil
    }

    var liveScenes: [UIWindowScene] {
        scenes.values.compactMap(\.object)
    }

    // MARK: Screens

    /// The key of `screen`: the same object, the same key.
    func key(of screen: AnyObject) -> ScreenKey {
        if let known = screens.first(where: { $0.object === screen }) { return known.key }
        let key = ScreenKey(rawValue: nextNumber())
        screens.append((screen, key))
        return key
    }

    func forgetScreen(_ key: ScreenKey) {
        screens.removeAll { $0.key == key }
    }

    // MARK: Sources

    func add(_ source: AirSourceController) {
        sources[source.id] = WeakSource(controller: source)
    }

    func source(_ id: SourceID) -> AirSourceController? {
        sources[id]?.controller
    }

    func setEnvironment(_ environment: EnvironmentValues, of source: SourceID) {
        sourceEnvironments[source] = environment
    }

    func forgetSource(_ id: SourceID) {
        sources[id] = nil
        sourceEnvironments[id] = nil
    }

    // MARK: Players

    /// The id of `player` if a request holds it already, else a new one.
    func id(of player: AVPlayer) -> PlayerID {
        if let held = players.first(where: { $0.value.player === player }) { return held.key }
        let id = PlayerID(rawValue: nextNumber())
        players[id] = HeldPlayer(player: player)
        return id
    }

    // MARK: Surfaces

    func add(_ surface: AirSurface) -> SurfaceID {
        let id = SurfaceID(rawValue: nextNumber())
        surfaces[id] = WeakReference(surface)
        return id
    }

    func surface(_ id: SurfaceID) -> AirSurface? {
        surfaces[id]?.object
    }

    /// Forgets the surfaces the app released, and returns them.
    func releasedSurfaces() -> [SurfaceID] {
        let released = surfaces.filter { $0.value.object == nil }.map(\.key)
        for id in released { surfaces[id] = nil }
        return released
    }
}

/// A source controller, held weakly: SwiftUI owns it.
struct WeakSource {
    weak var controller: AirSourceController?
}

/// An object held weakly.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
#endif
