import AirKit
import AirKitC
import AirKitCCallers
import AirKitStandIn
import Dispatch
import Foundation
import Testing

@testable import AirKit

/// Every switch of the simulation at each of its answers: the defaults (the harder answer to every
/// question), the easier answers, and the defaults with each switch turned on its own.
struct SwitchRow: CustomTestStringConvertible, Sendable {
    let name: String
    let behavior: SimulatedDevice.Behavior

    var testDescription: String { name }

    static let all: [SwitchRow] = {
        var rows = [
            SwitchRow(name: "harder answers", behavior: .harderAnswers),
            SwitchRow(name: "easier answers", behavior: .easierAnswers),
        ]
        for (name, keyPath) in SimulatedDevice.Behavior.switches {
            var behavior = SimulatedDevice.Behavior.harderAnswers
            behavior[keyPath: keyPath].toggle()
            rows.append(SwitchRow(name: "harder answers but \(name)", behavior: behavior))
        }
        return rows
    }()
}

/// The thread a plugin's method runs on: the main thread (React Native's main method queue, Unity, an
/// Objective-C app) or another one (Capacitor's plugin queue, Flutter before 3.29's platform thread
/// merge, a game loop).
enum CallerThread: String, CustomTestStringConvertible, Sendable, CaseIterable {
    case main, another

    var testDescription: String { "from the \(rawValue) thread" }

    /// Runs `body` on this thread and returns what it returned.
    @MainActor
    func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        switch self {
        case .main: body()
        case .another: onAnotherThread(body)
        }
    }

    /// What a command returns from this thread.
    var commandResult: AirKitResult { self == .main ? .OK : .queued }
}

/// The main queue's turn for the commands C queued from another thread: what `DispatchQueue.main`
/// runs on a device, run here while the test holds the main actor, so that they act on this test's
/// device (``CCommandQueue``).
@MainActor
func mainQueueTurn() {
    CCommandQueue.runQueued()
}

/// Every OS and switch row, from each thread.
let everyCase: [(Int, SwitchRow, CallerThread)] = [26, 27].flatMap { os in
    SwitchRow.all.flatMap { row in CallerThread.allCases.map { (os, row, $0) } }
}

/// What a plugin's native half does with AirKitC.h, called from C (`Tests/AirKitCCallers`) on the
/// simulated device, under every switch of the simulation, from the main thread and from another one.
@MainActor
@Suite("C interface: a plugin's calls from any thread")
struct CPluginCallTests {
    /// A launched app with its root as a source and two displays (AirPlay, then a cable), settled.
    /// Choosing the second of two displays is the subject, so both stay connected whatever the row says
    /// (``SimulationAssumption/externalDisplaysCoexist``).
    private func app(_ os: Int, _ row: SwitchRow) -> (SimulatedDevice, UIViewController, [SimulatedDisplay]) {
        var behavior = row.behavior
        behavior[.externalDisplaysCoexist] = true
        let device = device(os, behavior: behavior)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        let displays = [
            device.connectDisplay(.airPlay),
            device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60)),
        ]
        device.runUntilIdle()
        return (device, root, displays)
    }

    @Test(
        "A plugin's show method plays each kind of content on the display it chose, with its policies; off the main thread queued until the main queue runs",
        arguments: everyCase)
    func showEachKind(os: Int, row: SwitchRow, thread: CallerThread) {
        let (device, root, displays) = app(os, row)
        let chosen = AirKitCCallersDisplayIdentifier(1)
        #expect(chosen == Int64(Air.shared.connection.displays[1].id))
        var surface: AirKitSurfaceRef?
        #expect(AirKitCCallersMakeSurface(&surface) == .OK)
        let player = AVPlayer(url: URL(fileURLWithPath: "/video.mp4"))
        let label = UILabel(frame: .zero)
        label.text = "View from C"
        let controller = UIViewController()
        let controllerLabel = UILabel(frame: .zero)
        controllerLabel.text = "Controller from C"
        controller.view.addSubview(controllerLabel)
        let objects: [(AirKitCCallersContent, AnyObject?)] = [
            (AirKitCCallersContentViewController, controller), (AirKitCCallersContentView, label),
            (AirKitCCallersContentPlayer, player), (AirKitCCallersContentSurface, nil),
        ]
        let rootAddress = UInt(bitPattern: pointer(to: root))
        let surfaceAddress = UInt(bitPattern: surface)
        for (index, (kind, object)) in objects.enumerated() {
            let objectAddress = object.map { UInt(bitPattern: pointer(to: $0)) } ?? 0
            let results = thread.run {
                var plan = AirKitCCallersShowPlan()
                plan.source = UnsafeMutableRawPointer(bitPattern: rootAddress)
                plan.kind = kind
                plan.object = UnsafeMutableRawPointer(bitPattern: objectAddress)
                plan.surface = OpaquePointer(bitPattern: surfaceAddress)
                plan.displayIdentifier = chosen
                plan.reconnectPolicy = .stop
                plan.stageManagerPolicy = .stopPlayback
                plan.displayPolicy = AirKitDisplayPolicy(
                    mode: .resolutionAtMost, framesPerSecond: 0, width: 1920, height: 1080, overscan: .insetBounds)
                return AirKitCCallersShow(&plan)
            }
            let expected = thread.commandResult
            #expect(
                [
                    results.addSource, results.setReconnectPolicy, results.setStageManagerPolicy, results.setDisplayPolicy,
                    results.play,
                ]
                    == Array(repeating: expected, count: 5), "\(kind)")
            if thread == .another {
                if index == 0 {
                    #expect(Air.shared.reconnectPolicy == .resume, "queued: nothing changed before the main queue runs")
                    #expect(!Air.shared.isPlaybackRequested)
                }
                mainQueueTurn()
            }
            device.runUntilIdle()
            #expect(Air.shared.reconnectPolicy == .stop)
            #expect(Air.shared.stageManagerPolicy == .stopPlayback)
            #expect(
                Air.shared.displayPolicy
                    == DisplayPolicy(mode: .resolution(atMost: CGSize(width: 1920, height: 1080)), overscan: .insetBounds))
            #expect(Air.shared.connection.presentedDisplay?.id == Int(chosen), "\(kind) on the display chosen")
            if kind == AirKitCCallersContentView { #expect(displays[1].shownTexts == ["View from C"]) }
            if kind == AirKitCCallersContentViewController { #expect(displays[1].shownTexts == ["Controller from C"]) }
            if kind == AirKitCCallersContentPlayer { #expect(!player.allowsExternalPlayback, "kept in AirKit's window") }
        }
        let stopped = thread.run { AirKitCCallersStopAndLeave(UnsafeMutableRawPointer(bitPattern: rootAddress)) }
        #expect(stopped == thread.commandResult)
        if thread == .another { mainQueueTurn() }
        device.runUntilIdle()
        var status = AirKitStatus()
        #expect(AirKitGetStatus(&status) == .OK)
        #expect(!status.isShowingContent && !status.isPlaybackRequested)
        #expect(status.lastPlaybackEnd == AirKitPlaybackEndStopped)
        #expect(!Air.shared.isSource(root))
        #expect(AirKitReleaseSurface(surface) == .OK)
    }

    @Test(
        "A plugin's state method reads every query on the main thread, and on another thread each is refused and fills nothing",
        arguments: everyCase)
    func readState(os: Int, row: SwitchRow, thread: CallerThread) {
        let (device, _, _) = app(os, row)
        var surface: AirKitSurfaceRef?
        #expect(AirKitCCallersMakeSurface(&surface) == .OK)
        #expect(AirKitPlay(surface: surface, onDisplay: 0) == .OK)
        device.runUntilIdle()
        let surfaceAddress = UInt(bitPattern: surface)
        let reading = thread.run {
            var reading = AirKitCCallersReading()
            AirKitCCallersResetReading(&reading)
            AirKitCCallersRead(OpaquePointer(bitPattern: surfaceAddress), &reading)
            return reading
        }
        let air = Air.shared
        switch thread {
        case .main:
            #expect(
                [
                    reading.status, reading.displays, reading.reconnectPolicy, reading.stageManagerPolicy, reading.displayPolicy,
                    reading.surfaceMetrics, reading.surfaceLayer,
                ] == Array(repeating: .OK, count: 7))
            #expect(reading.statusValue.isAvailable == air.connection.isAvailable)
            #expect(reading.statusValue.isShowingContent == air.connection.isViewAdded)
            #expect(reading.statusValue.isPlaybackRequested)
            #expect(reading.statusValue.presentedDisplay == Int64(air.connection.presentedDisplay?.id ?? 0))
            #expect(reading.statusValue.lastPlaybackEnd == AirKitPlaybackEndNone)
            #expect(Int(reading.displayCount) == air.connection.displays.count)
            let copied = withUnsafeBytes(of: reading.displayValues) { Array($0.bindMemory(to: AirKitDisplayInfo.self)) }
            for (info, display) in zip(copied, air.connection.displays) {
                #expect(info.identifier == Int64(display.id))
                #expect(info.width == Double(display.size.width) && info.height == Double(display.size.height))
                #expect(info.scale == Double(display.scale))
                #expect(Int(info.framesPerSecond) == display.maximumFramesPerSecond)
                #expect(info.isPresentable == display.isPresentable)
                let kind: AirKitDisplayKind = display.kind == .airPlay ? .airPlay : display.kind == .wired ? .cable : .unknown
                #expect(info.kind == kind)
            }
            #expect(reading.reconnectPolicyValue == .resume)
            #expect(reading.stageManagerPolicyValue == .leaveExtendedDisplaysAlone)
            #expect(reading.displayPolicyValue.mode == .system && reading.displayPolicyValue.overscan == .system)
            let metrics = try? #require(
                CSurfaceRegistry.shared.surface(#require(CHandleKind.surface.handle(surface, in: CSurfaceRegistry.Table.self)))?
                    .metrics)
            #expect(reading.surfaceMetricsValue.isOnDisplay == (metrics != nil))
            #expect(reading.surfaceMetricsValue.pixelWidth == Double(metrics?.pixelSize.width ?? 0))
            #expect(Int(reading.surfaceMetricsValue.framesPerSecond) == (metrics?.framesPerSecond ?? 0))
            #expect(reading.hasSurfaceLayer)
            #expect(reading.isAvailable == air.connection.isAvailable && reading.isPlaybackRequested)
        case .another:
            #expect(
                [
                    reading.status, reading.displays, reading.reconnectPolicy, reading.stageManagerPolicy, reading.displayPolicy,
                    reading.surfaceMetrics, reading.surfaceLayer,
                ] == Array(repeating: .refusedOffMainThread, count: 7))
            #expect(reading.displayCount == 0x7F7F_7F7F, "nothing filled")
            #expect(reading.statusValue.presentedDisplay == 0x7F7F_7F7F_7F7F_7F7F, "nothing filled")
            #expect(!reading.isAvailable && !reading.isShowingContent && !reading.isPlaybackRequested)
        }
        #expect(AirKitReleaseSurface(surface) == .OK)
    }

    @Test(
        "A surface made from C calls its frame callback at the display's rate, set from any thread, and never after its release",
        arguments: everyCase)
    func surfaceFrames(os: Int, row: SwitchRow, thread: CallerThread) {
        let (device, _, _) = app(os, row)
        #expect(
            onAnotherThread { () -> AirKitResult in
                var surface: AirKitSurfaceRef?
                return AirKitCreateSurface(&surface)
            } == .refusedOffMainThread, "making a surface is the main thread's")
        var surface: AirKitSurfaceRef?
        #expect(AirKitCCallersMakeSurface(&surface) == .OK)
        let surfaceAddress = UInt(bitPattern: surface)
        let log = UnsafeMutablePointer<AirKitCCallersFrameLog>.allocate(capacity: 1)
        defer { log.deallocate() }
        log.initialize(to: AirKitCCallersFrameLog())
        let logAddress = UInt(bitPattern: log)
        #expect(
            thread.run {
                AirKitCCallersRender(
                    OpaquePointer(bitPattern: surfaceAddress), UnsafeMutablePointer(bitPattern: logAddress)!)
            } == .OK, "a callback is set at once from any thread")
        let chosen = AirKitCCallersDisplayIdentifier(1)
        #expect(
            thread.run { AirKitPlay(surface: OpaquePointer(bitPattern: surfaceAddress), onDisplay: chosen) }
                == thread.commandResult)
        if thread == .another { mainQueueTurn() }
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(log.pointee.frames == 60, "the cable display's 60 frames a second")
        #expect(abs(log.pointee.lastDuration - 1.0 / 60) < 1e-6)
        #expect(log.pointee.lastIndex == Int64(log.pointee.frames))

        let release: @convention(c) (UnsafeMutableRawPointer) -> Void = { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #expect(AirKitCCallersTakeDrawable(surface, release) == 1, "a drawable while on the display")
        let offMain = thread.run { AirKitCCallersTakeDrawable(OpaquePointer(bitPattern: surfaceAddress), release) }
        #expect(offMain == (thread == .main ? 1 : -Int32(AirKitResult.refusedOffMainThread.rawValue) - 1))

        #expect(thread.run { AirKitCCallersReleaseSurfaceTwice(OpaquePointer(bitPattern: surfaceAddress)) } == 1)
        let frames = log.pointee.frames
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(log.pointee.frames == frames, "no frame after the release returned")
        #expect(Air.shared.connection.isViewAdded, "AirKit holds a playing surface until the request ends")
        #expect(AirKitCCallersRender(surface, log) == .notFound, "the released handle names nothing")
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
    }

    @Test("NULL and values out of range are refused at once, from either thread", arguments: CallerThread.allCases)
    func nullArgumentsAreRefused(thread: CallerThread) {
        let device = device(27)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        #expect(thread.run { AirKitCCallersNullArgumentsAccepted() } == 0)
        device.runUntilIdle()
        #expect(!AirKitIsPlaybackRequested())
    }

    @Test(
        "A display that is not listed plays nothing: at once on the main thread, when the queue runs on another",
        arguments: CallerThread.allCases)
    func unknownDisplay(thread: CallerThread) {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        _ = device.connectDisplay(.cable)
        device.runUntilIdle()
        let controller = UIViewController()
        let address = UInt(bitPattern: pointer(to: controller))
        let result = thread.run { AirKitPlay(viewController: UnsafeMutableRawPointer(bitPattern: address), onDisplay: 4242) }
        #expect(result == (thread == .main ? .notFound : .queued))
        if thread == .another { mainQueueTurn() }
        device.runUntilIdle()
        #expect(!Air.shared.isPlaybackRequested)
    }

    @Test("Each policy set from C reads back as set, and a value the header does not list is refused")
    func policiesRoundTrip() {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        for policy: AirKitReconnectPolicy in [.stop, .stopWithItsDisplay, .resume] {
            #expect(AirKitSetReconnectPolicy(policy) == .OK)
            var read = AirKitReconnectPolicy(rawValue: 0)!
            #expect(AirKitGetReconnectPolicy(&read) == .OK)
            #expect(read == policy)
        }
        for policy: AirKitStageManagerPolicy in [.stopPlayback, .leaveExtendedDisplaysAlone] {
            #expect(AirKitSetStageManagerPolicy(policy) == .OK)
            var read = AirKitStageManagerPolicy(rawValue: 0)!
            #expect(AirKitGetStageManagerPolicy(&read) == .OK)
            #expect(read == policy)
        }
        let policies = [
            AirKitDisplayPolicy(mode: .highestResolution, framesPerSecond: 0, width: 0, height: 0, overscan: .scale),
            AirKitDisplayPolicy(mode: .frameRate, framesPerSecond: 50, width: 0, height: 0, overscan: AirKitOverscan.none),
            AirKitDisplayPolicy(mode: .closestToSize, framesPerSecond: 0, width: 1280, height: 720, overscan: .insetBounds),
            AirKitDisplayPolicy(mode: .resolutionAtMost, framesPerSecond: 0, width: 1920, height: 1080, overscan: .system),
            AirKitDisplayPolicy(mode: .system, framesPerSecond: 0, width: 0, height: 0, overscan: .system),
        ]
        for var policy in policies {
            #expect(AirKitSetDisplayPolicy(&policy) == .OK)
            var read = AirKitDisplayPolicy()
            #expect(AirKitGetDisplayPolicy(&read) == .OK)
            #expect(
                read.mode == policy.mode && read.framesPerSecond == policy.framesPerSecond && read.width == policy.width
                    && read.height == policy.height && read.overscan == policy.overscan)
        }
        #expect(Air.shared.displayPolicy == .system)
        #expect(AirKitSetReconnectPolicy(AirKitReconnectPolicy(rawValue: 0)!) == .invalidArgument)
        var unknownOverscan = AirKitDisplayPolicy(
            mode: .system, framesPerSecond: 0, width: 0, height: 0, overscan: AirKitOverscan(rawValue: 9)!)
        #expect(AirKitSetDisplayPolicy(&unknownOverscan) == .invalidArgument)
        var infiniteSize = AirKitDisplayPolicy(
            mode: .closestToSize, framesPerSecond: 0, width: .infinity, height: 720, overscan: .system)
        #expect(AirKitSetDisplayPolicy(&infiniteSize) == .invalidArgument)
    }

    @Test("A surface handle is not an observer handle, and an observer handle is not a surface's")
    func surfaceHandlesKeepTheirKind() {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        var surface: AirKitSurfaceRef?
        #expect(AirKitCreateSurface(&surface) == .OK)
        let observer = AirKitAddAvailabilityObserver({ _, _ in }, context: nil)
        #expect(!AirKitRemoveAvailabilityObserver(surface))
        #expect(AirKitReleaseSurface(observer) == .notFound)
        #expect(AirKitRemoveAvailabilityObserver(observer))
        #expect(AirKitReleaseSurface(surface) == .OK)
        #expect(AirKitReleaseSurface(surface) == .notFound, "released already")
    }
}

/// The block forms of the callbacks (`AirKitAdd…ObserverBlock`, `AirKitSetSurfaceFrameBlock`), called
/// from C compiled with `-fblocks`, and the context release they rest on.
@MainActor
@Suite("C interface: blocks and context releases")
struct CBlockTests {
    @Test(
        "Block observers and a frame block are called as callbacks are, and never after their removal from either thread",
        arguments: everyCase)
    func blocks(os: Int, row: SwitchRow, thread: CallerThread) {
        let device = device(os, behavior: row.behavior)
        let root = UIViewController()
        device.launch(rootViewController: root)
        device.runUntilIdle()
        #expect(AirKitAddSource(pointer(to: root)) == .OK)
        _ = device.connectDisplay(SimulatedDisplay.Description(connection: .cable, framesPerSecond: 60))
        device.runUntilIdle()
        let log = StateLog()
        let observers = AirKitCCallersFollowStateWithBlocks(log.pointer)
        #expect(log.entries == ["a1", "s0"], "availability and showing at once")
        var surface: AirKitSurfaceRef?
        #expect(AirKitCCallersMakeSurface(&surface) == .OK)
        let frames = UnsafeMutablePointer<AirKitCCallersFrameLog>.allocate(capacity: 1)
        defer { frames.deallocate() }
        frames.initialize(to: AirKitCCallersFrameLog())
        #expect(AirKitCCallersRenderWithBlock(surface, frames) == .OK)
        #expect(AirKitPlay(surface: surface, onDisplay: 0) == .OK)
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(frames.pointee.frames == 60)
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
        #expect(log.entries == ["a1", "s0", "s1", "s0", "e\(AirKitPlaybackEndStopped)"])

        let handles = [observers.availability, observers.showing, observers.end].map { UInt(bitPattern: $0) }
        let surfaceAddress = UInt(bitPattern: surface)
        let removed = thread.run {
            let observers = AirKitCCallersObservers(
                availability: OpaquePointer(bitPattern: handles[0]), showing: OpaquePointer(bitPattern: handles[1]),
                end: OpaquePointer(bitPattern: handles[2]))
            return (
                AirKitCCallersStopFollowing(observers), AirKitCCallersStopRendering(OpaquePointer(bitPattern: surfaceAddress))
            )
        }
        #expect(removed.0 == 7 && removed.1 == .OK, "removed at once from either thread")
        let count = log.entries.count
        let frameCount = frames.pointee.frames
        #expect(AirKitPlay(surface: surface, onDisplay: 0) == .OK)
        device.runUntilIdle()
        device.runDisplayFrames(forSeconds: 1)
        #expect(AirKitStop() == .OK)
        device.runUntilIdle()
        #expect(log.entries.count == count, "no block called after its removal")
        #expect(frames.pointee.frames == frameCount, "no frame block after it was replaced")
        #expect(AirKitReleaseSurface(surface) == .OK)
    }

    @Test(
        "A context release is called once, after the removal or replacement that ends its callback, from either thread",
        arguments: CallerThread.allCases)
    func contextRelease(thread: CallerThread) {
        let device = device(26)
        device.launch(rootViewController: UIViewController())
        device.runUntilIdle()
        let releases = UnsafeMutablePointer<Int>.allocate(capacity: 3)
        defer { releases.deallocate() }
        releases.initialize(repeating: 0, count: 3)
        let observer = AirKitAddShowingObserver({ _, _ in }, context: releases)
        #expect(AirKitSetObserverContextRelease(observer, countRelease))
        #expect(releases[0] == 0, "not while the observer is there")
        let handle = UInt(bitPattern: observer)
        #expect(thread.run { AirKitRemoveShowingObserver(OpaquePointer(bitPattern: handle)) })
        #expect(releases[0] == 1, "released when the removal returned")
        #expect(!AirKitRemoveShowingObserver(observer))
        #expect(!AirKitSetObserverContextRelease(observer, countRelease), "a removed observer takes no release")
        #expect(releases[0] == 1, "once")

        var surface: AirKitSurfaceRef?
        #expect(AirKitCreateSurface(&surface) == .OK)
        let frame: @convention(c) (AirKitSurfaceFrame, UnsafeMutableRawPointer?) -> Void = { _, _ in }
        #expect(AirKitSetSurfaceFrameCallback(surface, frame, context: releases + 1, release: countRelease) == .OK)
        let surfaceAddress = UInt(bitPattern: surface)
        let contextAddress = UInt(bitPattern: releases + 2)
        let replaced = thread.run {
            AirKitSetSurfaceFrameCallback(
                OpaquePointer(bitPattern: surfaceAddress), frame, context: UnsafeMutableRawPointer(bitPattern: contextAddress),
                release: countRelease)
        }
        #expect(replaced == .OK)
        #expect(releases[1] == 1 && releases[2] == 0, "the replaced callback's context, not the new one's")
        #expect(thread.run { AirKitReleaseSurface(OpaquePointer(bitPattern: surfaceAddress)) } == .OK)
        #expect(releases[1] == 1 && releases[2] == 1, "the surface's release releases the last context")
    }
}

/// Counts the releases of a context that is a pointer to an `Int`.
private let countRelease: @convention(c) (UnsafeMutableRawPointer?) -> Void = {
    $0?.assumingMemoryBound(to: Int.self).pointee += 1
}
