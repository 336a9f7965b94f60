import Foundation

/// An iPhone or iPad that plays the OS for tests: it launches the app, connects displays, offers
/// external-display scenes by the rules of the OS and SDK, and shows what each display would show.
///
/// Nothing happens behind a test's back. Launching, connecting a display and every other system event
/// is queued; ``runUntilIdle()`` drains the main queue the way the main run loop would, with layout
/// passes (`updateProperties()`, SwiftUI updates) and the system's scene decisions between turns.
///
/// ```swift
/// let device = SimulatedDevice(os: 27, sdk: 27, infoPlist: .sceneManifest())
/// device.launch { PlayerView() }
/// let tv = device.connectDisplay(.airPlay)
/// device.runUntilIdle()
/// #expect(tv.isMirroring)
/// ```
///
/// The rules it follows, each with its source, are in `SimulatedDevice+Scenes.swift` and
/// `SimulatedDevice+Accessories.swift`; what the sources leave open is listed in ``SimulationAssumption``.
@MainActor
public final class SimulatedDevice {
    /// The device whose app code is running: every device entry point makes itself current, and
    /// `UIApplication.shared`, `UIScreen.main` and `Logger` resolve through it.
    public private(set) static weak var current: SimulatedDevice?

    /// The OS major version (`26`, `27`, …).
    public let os: Int
    /// The major version of the SDK the app was built with; with `os`, it decides the scene path.
    public let sdk: Int
    public let idiom: UIUserInterfaceIdiom
    /// The app's Info.plist, as the system reads it.
    public let infoPlist: [String: Any]
    /// The answers to the open questions of ``SimulationAssumption`` this device uses.
    public let behavior: Behavior

    public private(set) lazy var application = UIApplication(device: self)
    /// The device's own screen, refreshing at 120 Hz as a ProMotion iPhone or iPad does, so that a
    /// display link of the wrong screen shows in a test as the wrong rate.
    public private(set) lazy var mainScreen = UIScreen(
        device: self, size: mainScreenSize, scale: mainScreenScale, maximumFramesPerSecond: 120)
    public let classes = ClassRegistry()

    /// Problems an app would hit on a real device (a crash, a runtime warning) that the simulation
    /// records instead of stopping the test process.
    public private(set) var faults: [String] = []

    let logDestination = LogDestination()
    let invalidations = InvalidationInbox()
    var mainQueue: [(label: String, work: @MainActor () -> Void)] = []
    var needsLayoutPass = false
    var needsSystemPass = false
    var connectedScenes: [UIScene] = []
    var mainScene: UIWindowScene?
    var displays: [SimulatedDisplay] = []
    var externalScenes: [ExternalSceneRecord] = []
    var registrations: [RegistrationRecord] = []
    var declaredAccessories: [DeclaredAccessoryKey: DeclaredAccessory] = [:]
    /// Windows the system keeps alive, as SwiftUI's own scene delegate keeps the main window.
    var systemOwnedWindows: [UIWindow] = []
    /// The app delegate given to `launch(appDelegate:)`, kept as `UIApplicationMain` keeps it: the
    /// application's own `delegate` is `assign` (`UIApplication.h`).
    var launchedAppDelegate: (any UIApplicationDelegate)?
    var hasLaunched = false
    var appStatics: [ObjectIdentifier: AnyObject] = [:]
    weak var lastKeyWindow: UIWindow?
    var isCapturingScreen = false
    /// Background and foreground, late scenes, declined and extended displays (`SimulatedDevice+Lifecycle.swift`).
    var lifecycle = LifecycleState()
    /// The life cycle the app runs in, and its windows made without a scene (`SimulatedDevice+AppLifeCycle.swift`).
    var lifeCycleState = AppLifeCycleState()
    /// The app's audio session and the route last announced (`SimulatedDevice+AudioRoute.swift`).
    public private(set) lazy var audioSession = AVAudioSession(device: self)
    var audioRoute = AudioRouteState()
    /// The players last told they are shown (`SimulatedDevice+Video.swift`).
    var routedPlayers: [WeakReference<AVPlayer>] = []
    /// Every player the app has shown in a window, whose time passes with the device's (`SimulatedDevice+Video.swift`).
    var knownPlayers: [WeakReference<AVPlayer>] = []
    /// The display links added to a run loop (`SimulatedDevice+DisplayLinks.swift`), and its clock.
    var displayLinks: [CADisplayLink] = []
    var frameClock: CFTimeInterval = 0
    /// Work queued for a later time of ``frameClock`` (`enqueue(afterSeconds:_:_:)`).
    var timers: [(deadline: CFTimeInterval, label: String, work: @MainActor () -> Void)] = []
    private var presentationCounter = 0
    private var registrationCounter = 0
    private var sessionCounter = 0
    private let mainScreenSize: CGSize
    private let mainScreenScale: CGFloat

    /// - Parameters:
    ///   - os: the OS major version the device runs.
    ///   - sdk: the SDK major version the app was built with.
    ///   - idiom: iPhone or iPad.
    ///   - infoPlist: the app's Info.plist (see ``InfoPlist`` for ready-made scene manifests).
    ///   - behavior: answers to the open questions (``SimulationAssumption``); the defaults are the
    ///     answers harder on the app.
    public init(
        os: Int, sdk: Int, idiom: UIUserInterfaceIdiom = .phone, infoPlist: [String: Any] = InfoPlist.sceneManifest(),
        behavior: Behavior = Behavior()
    ) {
        self.os = os
        self.sdk = sdk
        self.idiom = idiom
        self.infoPlist = infoPlist
        self.behavior = behavior
        mainScreenSize = idiom == .pad ? CGSize(width: 1032, height: 1376) : CGSize(width: 402, height: 874)
        mainScreenScale = idiom == .pad ? 2 : 3
        makeCurrent()
        clearNowPlayingInfo()
    }

    /// `27.0`: what `UIDevice.current.systemVersion` reports.
    public var systemVersion: String { "\(os).0" }

    /// Whether this app on this OS gets external scenes only through scene accessories: an iOS 27
    /// device running an app built with the iOS 27 SDK (`Documentation/StandInSources.md#external-display-contract`, release note
    /// 177015874). Otherwise the system offers the scene itself.
    public var offersExternalScenesOnlyToAccessories: Bool {
        os >= 27 && sdk >= 27
    }

    /// Everything the app's loggers wrote while this device ran app code.
    public var log: [LogEntry] {
        logDestination.recorded
    }

    /// Makes this device the one app code runs on; every entry point calls it.
    func makeCurrent() {
        Self.current = self
        logDestination.makeCurrent()
    }

    func recordFault(_ fault: String) {
        faults.append(fault)
    }

    func nextPresentationOrder() -> Int {
        presentationCounter += 1
        return presentationCounter
    }

    func nextRegistrationOrder() -> Int {
        registrationCounter += 1
        return registrationCounter
    }

    func nextSessionIdentifier(_ role: UISceneSession.Role) -> String {
        sessionCounter += 1
        return "\(role.rawValue)-\(sessionCounter)"
    }
}
