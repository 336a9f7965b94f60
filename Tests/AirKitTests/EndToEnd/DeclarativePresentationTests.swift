import AirKit
import AirKitStandIn
import Testing

/// What a screen presents, driven as an app's `@State` would be.
@MainActor
@Observable
final class DeclarativeScreen {
    var showsMovie = false
    var showsTrailer = false
    var episode: Episode?
    var showsPresenters = true
}

struct Episode: Identifiable, Equatable {
    let id: Int
    var title: String { "Episode \(id)" }
}

/// Two `isPresented` presenters and one `item` presenter, as an app's screen would hold them.
struct DeclarativeScreenView: View {
    @Bindable var screen: DeclarativeScreen

    var body: some View {
        VStack {
            Text("Remote")
            if screen.showsPresenters {
                Text("Movie controls").airPlay(isPresented: $screen.showsMovie) { Text("Movie") }
                Text("Trailer controls").airPlay(isPresented: $screen.showsTrailer) { Text("Trailer") }
            }
            Text("Episodes").airPlay(item: $screen.episode) { episode in Text(episode.title) }
        }
    }
}

/// `.airPlay(isPresented:)` and `.airPlay(item:)` agree with `Air.play` and `Air.stop()`: the binding
/// is presented exactly while AirKit holds the presenter's request, and the most recent request wins.
@MainActor
@Suite("Declarative presentation")
struct DeclarativePresentationTests {
    private func launched(_ platform: Platform, display: Bool = true) -> (SimulatedDevice, DeclarativeScreen, SimulatedDisplay?) {
        let screen = DeclarativeScreen()
        let device = SimulatedDevice.airKitApp(platform)
        device.launch { DeclarativeScreenView(screen: screen) }
        let tv = display ? device.connectDisplay(.airPlay) : nil
        device.runUntilIdle()
        return (device, screen, tv)
    }

    @Test("Setting the binding plays; clearing it stops and the display mirrors", arguments: Platform.all)
    func bindingPlaysAndStops(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        #expect(Air.shared.isPlaybackRequested)

        screen.showsMovie = false
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }

    @Test("Air.stop() sets the binding back to false", arguments: Platform.all)
    func stopClearsTheBinding(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        #expect(!screen.showsMovie)
        #expect(tv.isMirroring)
        expectConsistent(.shared, on: device)
    }

    @Test("A new item replaces the content; nil stops; Air.stop() sets the item back to nil", arguments: Platform.all)
    func itemReplacesAndClears(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.episode = Episode(id: 1)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Episode 1"])
        screen.episode = Episode(id: 2)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Episode 2"])
        screen.episode = nil
        device.runUntilIdle()
        #expect(tv.isMirroring)

        screen.episode = Episode(id: 3)
        device.runUntilIdle()
        Air.stop()
        device.runUntilIdle()
        #expect(screen.episode == nil)
        expectConsistent(.shared, on: device)
    }

    @Test("The most recent presenter wins and the displaced one's binding goes back to false", arguments: Platform.all)
    func mostRecentPresenterWins(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        screen.showsTrailer = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Trailer"])
        #expect(!screen.showsMovie)
        #expect(screen.showsTrailer)

        screen.episode = Episode(id: 1)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Episode 1"])
        #expect(!screen.showsTrailer)
        expectConsistent(.shared, on: device)
    }

    @Test(
        "Air.play while a presenter is presented wins the same way; presenting again takes the display back",
        arguments: Platform.all)
    func imperativePlayDisplacesThePresenter(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        Air.play { Text("News") }
        device.runUntilIdle()
        #expect(tv.shownTexts == ["News"])
        #expect(!screen.showsMovie)

        screen.showsMovie = true
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("Clearing a displaced presenter's binding does not stop the request that replaced it", arguments: Platform.all)
    func displacedPresenterDoesNotStopTheWinner(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        screen.showsTrailer = true
        screen.showsMovie = false
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Trailer"])
        expectConsistent(.shared, on: device)
    }

    @Test("A presenter leaving the interface ends its presentation", arguments: Platform.all)
    func leavingEndsThePresentation(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        screen.showsMovie = true
        device.runUntilIdle()
        screen.showsPresenters = false
        device.runUntilIdle()
        #expect(tv.isMirroring)
        #expect(!Air.shared.isPlaybackRequested)
        expectConsistent(.shared, on: device)
    }

    @Test("Presented before a display exists: the content waits, then shows", arguments: Platform.all)
    func presentedBeforeADisplay(platform: Platform) {
        let (device, screen, _) = launched(platform, display: false)
        screen.showsMovie = true
        device.runUntilIdle()
        #expect(screen.showsMovie, "a waiting request is still the presenter's")
        let tv = device.connectDisplay(.cable)
        device.runUntilIdle()
        #expect(tv.shownTexts == ["Movie"])
        expectConsistent(.shared, on: device)
    }

    @Test("The reconnect policy stop ends the presentation and clears the binding", arguments: Platform.all)
    func reconnectPolicyStopClearsTheBinding(platform: Platform) throws {
        let (device, screen, display) = launched(platform)
        let tv = try #require(display)
        Air.shared.reconnectPolicy = .stop
        screen.showsMovie = true
        device.runUntilIdle()
        device.disconnect(tv)
        device.runUntilIdle()
        #expect(!screen.showsMovie)
        expectConsistent(.shared, on: device)
    }
}
