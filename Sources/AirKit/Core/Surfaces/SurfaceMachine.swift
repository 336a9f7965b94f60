/// The life of every ``AirSurface``: in a window on an external scene or not, sized or not, presenting
/// frames, and draining until every drawable it handed out is back.
///
/// The rules it keeps, for each surface:
/// - Metrics are reported only for a surface that is in a window on a scene and laid out at a size
///   that is not empty: never 0×0. They are reported again whenever the size, the display's native
///   scale or its rate changes, and `nil` once when the surface leaves its display.
/// - Frames run only while the surface presents: the display link starts when it first has metrics on
///   a scene and stops, before anything else, when it leaves the window.
/// - A drawable is handed out only while the surface presents. Its layer leaves AirKit's view once the
///   surface has left its window and every drawable it handed out has been presented or released,
///   however late: while any is out, the shell is asked to watch them.
/// - The display link asks for the rates the app prefers, held to the display's rate: set when frames
///   start, and again whenever the preference or the display's rate changes while they run.
struct SurfaceMachine: Sendable {
    /// The size, scale and rate of the display a surface is on: `AirSurface.Metrics`' values.
    struct Metrics: Equatable, Sendable {
        /// Points.
        var width: Double
        var height: Double
        /// The screen's native scale.
        var scale: Double
        var framesPerSecond: Int

        /// Pixels, rounded as a drawable's size is.
        var pixelWidth: Double { (width * scale).rounded() }
        var pixelHeight: Double { (height * scale).rounded() }
    }

    /// The rates, in frames per second, the app asks a surface's frames at, or its display link is
    /// given: `CADisplayLink.preferredFrameRateRange`'s values.
    struct FrameRateRange: Equatable, Sendable {
        var minimum: Double
        var maximum: Double
        var preferred: Double?

        /// Every frame of a display running at `framesPerSecond`.
        static func display(_ framesPerSecond: Int) -> FrameRateRange {
            let rate = Double(framesPerSecond)
            return FrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }

        /// The range held to a display running at `framesPerSecond`: no bound above the display's rate,
        /// the minimum at most the maximum and the preferred rate between them. A maximum that is not
        /// positive asks for no cap: the display's rate.
        func held(to framesPerSecond: Int) -> FrameRateRange {
            let rate = Double(framesPerSecond)
            let maximum = maximum > 0 ? min(maximum, rate) : rate
            let minimum = min(max(minimum, 0), maximum)
            return FrameRateRange(
                minimum: minimum, maximum: maximum, preferred: preferred.map { min(max($0, minimum), maximum) })
        }
    }

    /// What the surface's display says about it: its native scale and its rate.
    struct DisplayRate: Equatable, Sendable {
        var scale: Double
        var framesPerSecond: Int
    }

    enum State: Equatable, Sendable {
        /// In no window; nothing of it is out.
        case offScreen
        /// In a window on `scene`, not presenting yet: not laid out at a usable `size` yet, or its
        /// display's rate is not known yet.
        case attached(scene: SceneID, size: Size?, inFlight: Set<DrawableID>)
        /// In a window on `scene`, at `metrics`, with frames running.
        case presenting(scene: SceneID, metrics: Metrics, inFlight: Set<DrawableID>)
        /// Out of its window with drawables still out: its layer stays in the view it left.
        case draining(inFlight: Set<DrawableID>)
    }

    /// A size in points.
    struct Size: Equatable, Sendable {
        var width: Double
        var height: Double
    }

    private(set) var surfaces: [SurfaceID: State] = [:]
    /// The rates the app asked each surface's frames at; a surface not here takes every frame of its
    /// display.
    private(set) var preferredRanges: [SurfaceID: FrameRateRange] = [:]

    func state(of surface: SurfaceID) -> State {
        surfaces[surface] ?? .offScreen
    }

    /// Whether `surface` may hand out a drawable now.
    func canIssueDrawable(_ surface: SurfaceID) -> Bool {
        if case .presenting = state(of: surface) { true } else { false }
    }

    /// A view of the surface entered a window on `scene`: its layer joins that view. A surface that was
    /// presenting in another view (a surface shows in one view at a time) stops its frames first, and
    /// starts them again once the new view is laid out.
    mutating func surfaceDidEnterWindow(_ surface: SurfaceID, on scene: SceneID, rate: DisplayRate?) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        if case .presenting = state(of: surface) { effects.append(.stopSurfaceFrames(surface)) }
        surfaces[surface] = .attached(scene: scene, size: nil, inFlight: drawablesOut(of: surface))
        return effects + [.attachSurfaceLayer(surface)]
    }

    /// The surface's view was laid out at `width` × `height` points.
    mutating func surfaceDidLayout(_ surface: SurfaceID, width: Double, height: Double, rate: DisplayRate?)
        -> [RuntimeMachine.Effect]
    {
        let size = Size(width: width, height: height)
        switch state(of: surface) {
        case .attached(let scene, _, let inFlight):
            surfaces[surface] = .attached(scene: scene, size: size, inFlight: inFlight)
            return present(surface, rate: rate)
        case .presenting(let scene, let metrics, let inFlight):
            guard size != Size(width: metrics.width, height: metrics.height) else { return [] }
            surfaces[surface] = .attached(scene: scene, size: size, inFlight: inFlight)
            return present(surface, rate: rate, replacing: metrics)
        case .offScreen, .draining:
            return []
        }
    }

    /// The display under `scene` changed its native scale or rate (a new mode).
    mutating func displayDidChange(under scene: SceneID, rate: DisplayRate?) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = []
        for surface in surfaces.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            switch surfaces[surface] {
            case .attached(scene, _, _):
                effects += present(surface, rate: rate)
            case .presenting(scene, let metrics, let inFlight):
                let size = Size(width: metrics.width, height: metrics.height)
                surfaces[surface] = .attached(scene: scene, size: size, inFlight: inFlight)
                effects += present(surface, rate: rate, replacing: metrics)
            default:
                break
            }
        }
        return effects
    }

    /// The app asked `surface`'s frames at `range` (`nil`: every frame of its display). A surface
    /// presenting gives its link the new range at once, if that changes what the link is given.
    mutating func preferredFrameRateDidChange(_ surface: SurfaceID, to range: FrameRateRange?) -> [RuntimeMachine.Effect] {
        let before = preferredRanges[surface]
        preferredRanges[surface] = range
        guard case .presenting(_, let metrics, _) = state(of: surface),
            linkRange(of: surface, at: metrics.framesPerSecond) != linkRange(for: before, at: metrics.framesPerSecond)
        else { return [] }
        return [.setSurfaceFrameRate(surface, linkRange(of: surface, at: metrics.framesPerSecond))]
    }

    /// The range `surface`'s display link is given on a display running at `framesPerSecond`.
    func linkRange(of surface: SurfaceID, at framesPerSecond: Int) -> FrameRateRange {
        linkRange(for: preferredRanges[surface], at: framesPerSecond)
    }

    /// The surface's view left its window: frames stop first; metrics go to `nil`; the layer leaves at
    /// once, or once the last drawable out is back.
    mutating func surfaceDidLeaveWindow(_ surface: SurfaceID) -> [RuntimeMachine.Effect] {
        switch state(of: surface) {
        case .offScreen, .draining:
            return []
        case .attached(_, _, let inFlight):
            return leave(surface, inFlight: inFlight, hadMetrics: false)
        case .presenting(_, _, let inFlight):
            return [.stopSurfaceFrames(surface)] + leave(surface, inFlight: inFlight, hadMetrics: true)
        }
    }

    /// The surface handed out `drawable`.
    mutating func drawableWasIssued(_ drawable: DrawableID, by surface: SurfaceID) {
        guard case .presenting(let scene, let metrics, var inFlight) = state(of: surface) else { return }
        inFlight.insert(drawable)
        surfaces[surface] = .presenting(scene: scene, metrics: metrics, inFlight: inFlight)
    }

    /// `drawables` of `surface` were presented or released.
    mutating func drawablesDidFinish(_ drawables: Set<DrawableID>, of surface: SurfaceID) -> [RuntimeMachine.Effect] {
        switch state(of: surface) {
        case .offScreen:
            return []
        case .attached(let scene, let size, let inFlight):
            surfaces[surface] = .attached(scene: scene, size: size, inFlight: inFlight.subtracting(drawables))
            return []
        case .presenting(let scene, let metrics, let inFlight):
            surfaces[surface] = .presenting(scene: scene, metrics: metrics, inFlight: inFlight.subtracting(drawables))
            return []
        case .draining(let inFlight):
            let left = inFlight.subtracting(drawables)
            guard left.isEmpty else {
                surfaces[surface] = .draining(inFlight: left)
                return []
            }
            surfaces[surface] = nil
            return [.removeSurfaceLayer(surface), .log(.info("\(surface): the last drawable is back; its layer leaves"))]
        }
    }

    /// The surface object is gone: forget it.
    mutating func surfaceWasReleased(_ surface: SurfaceID) {
        surfaces[surface] = nil
        preferredRanges[surface] = nil
    }

    /// The first broken rule, described; `nil` when every surface is sound.
    var invariantViolation: String? {
        for (surface, state) in surfaces {
            switch state {
            case .draining(let inFlight) where inFlight.isEmpty: return "\(surface) drains with no drawable out"
            case .presenting(_, let metrics, _) where metrics.width <= 0 || metrics.height <= 0:
                return "\(surface) presents at an empty size"
            default: continue
            }
        }
        return nil
    }

    // MARK: Private

    private func linkRange(for preference: FrameRateRange?, at framesPerSecond: Int) -> FrameRateRange {
        preference?.held(to: framesPerSecond) ?? .display(framesPerSecond)
    }

    private func drawablesOut(of surface: SurfaceID) -> Set<DrawableID> {
        switch state(of: surface) {
        case .offScreen: []
        case .attached(_, _, let inFlight), .presenting(_, _, let inFlight), .draining(let inFlight): inFlight
        }
    }

    /// Moves an attached surface to presenting once it has a usable size and its display's rate, and
    /// reports metrics that changed from `old` (the metrics it presented at, if it did).
    private mutating func present(_ surface: SurfaceID, rate: DisplayRate?, replacing old: Metrics? = nil) -> [RuntimeMachine
        .Effect]
    {
        guard case .attached(let scene, let size, let inFlight) = state(of: surface) else { return [] }
        guard let size, size.width > 0, size.height > 0, let rate, rate.scale > 0 else {
            // Not presentable at this size or rate: a surface that presented stops until it is.
            guard old != nil else { return [] }
            return [.stopSurfaceFrames(surface), .reportSurfaceMetrics(surface, nil)]
        }
        let metrics = Metrics(width: size.width, height: size.height, scale: rate.scale, framesPerSecond: rate.framesPerSecond)
        surfaces[surface] = .presenting(scene: scene, metrics: metrics, inFlight: inFlight)
        guard metrics != old else { return [] }
        var effects: [RuntimeMachine.Effect] = [.sizeSurface(surface, metrics), .reportSurfaceMetrics(surface, metrics)]
        if old == nil { effects.append(.startSurfaceFrames(surface, on: scene)) }
        let range = linkRange(of: surface, at: metrics.framesPerSecond)
        if old.map({ linkRange(of: surface, at: $0.framesPerSecond) }) != range {
            effects.append(.setSurfaceFrameRate(surface, range))
        }
        return effects
    }

    private mutating func leave(_ surface: SurfaceID, inFlight: Set<DrawableID>, hadMetrics: Bool) -> [RuntimeMachine.Effect] {
        var effects: [RuntimeMachine.Effect] = hadMetrics ? [.reportSurfaceMetrics(surface, nil)] : []
        if inFlight.isEmpty {
            surfaces[surface] = nil
            effects.append(.removeSurfaceLayer(surface))
        } else {
            surfaces[surface] = .draining(inFlight: inFlight)
            effects.append(.watchDrawables(surface))
            effects.append(
                .log(
                    .info(
                        "\(surface) left its display with \(inFlight.count) drawable(s) out; its layer stays until they are back")
                ))
        }
        return effects
    }
}
