import AirKitDoctor
import Testing

@Suite("Swift source scanner: registerSceneAccessory and whether its result is kept")
struct SwiftSourceScannerRegistrationTests {
    @Test("A result assigned to _, bound with let _, or left as a bare call is not kept")
    func discardedResults() throws {
        let fixture = try SwiftSourceFixture("discarded-registrations.swift.txt")
        let registrations = fixture.scan().registrations

        #expect(
            registrations == [
                .init(
                    line: fixture.line(containing: "_ = registerSceneAccessory("), isKept: false,
                    enclosingClass: "DiscardingViewController"),
                .init(
                    line: fixture.line(containing: "        registerSceneAccessory(.external"), isKept: false,
                    enclosingClass: "DiscardingViewController"),
                .init(
                    line: fixture.line(containing: "let _ = self.registerSceneAccessory("), isKept: false,
                    enclosingClass: "DiscardingViewController"),
            ])
    }

    @Test("A result bound only to a local, or to a local that shadows the property, is not kept")
    func localOnlyResults() throws {
        let fixture = try SwiftSourceFixture("local-registrations.swift.txt")
        let registrations = fixture.scan().registrations

        #expect(
            registrations == [
                .init(
                    line: fixture.line(containing: "let registration = registerSceneAccessory("), isKept: false,
                    enclosingClass: "LocalOnlyViewController"),
                .init(
                    line: fixture.line(containing: "registration = registerSceneAccessory(", occurrence: 2),
                    isKept: false,
                    enclosingClass: "ShadowingViewController"),
            ])
    }

    @Test("Results stored through self, a local later stored, a coordinator, a lazy closure or a return are kept")
    func keptResults() throws {
        let fixture = try SwiftSourceFixture("kept-registrations.swift.txt")
        let registrations = fixture.scan().registrations

        #expect(
            registrations == [
                .init(
                    line: fixture.line(containing: "self.registration = self.registerSceneAccessory("), isKept: true,
                    enclosingClass: "SelfStoringViewController"),
                .init(
                    line: fixture.line(containing: "let newRegistration = registerSceneAccessory("), isKept: true,
                    enclosingClass: "StoredLaterViewController"),
                .init(
                    line: fixture.line(containing: "controller.registerSceneAccessory("), isKept: true,
                    enclosingClass: "CoordinatedRegistrar"),
                .init(
                    line: fixture.line(containing: "self.registerSceneAccessory(.external"), isKept: true,
                    enclosingClass: "FactoryViewController"),
                .init(
                    line: fixture.line(containing: "        registerSceneAccessory(.external"), isKept: true,
                    enclosingClass: "FactoryViewController"),
            ])
    }

    @Test(
        "Each way of handling the result is judged from the code around the call",
        arguments: [
            ("registration = registerSceneAccessory(a)", true),
            ("self.registration = registerSceneAccessory(a)", true),
            ("holder.registration = registerSceneAccessory(a)", true),
            ("registrations[key] = registerSceneAccessory(a)", true),
            ("registrations.append(registerSceneAccessory(a))", true),
            ("return registerSceneAccessory(a)", true),
            ("_ = registerSceneAccessory(a)", false),
            ("_ = try? registerSceneAccessory(a)", false),
            ("registerSceneAccessory(a)", false),
            ("self.registerSceneAccessory(a)", false),
            ("let r = registerSceneAccessory(a)", false),
            ("let r: UISceneAccessoryRegistration = registerSceneAccessory(a)", false),
            ("let r = registerSceneAccessory(a)\n        self.registration = r", true),
            ("var r = registerSceneAccessory(a)\n        registration = r", true),
            ("let r = registerSceneAccessory(a)\n        list.append(r)", true),
            ("let r = registerSceneAccessory(a)\n        print(r)", false),
            ("let r = registerSceneAccessory(a)\n        let s = r\n        self.registration = s", true),
        ])
    func resultHandling(statement: String, isKept: Bool) throws {
        let source = """
            final class Controller: UIViewController {
                var registration: UISceneAccessoryRegistration?
                func register() {
                    \(statement)
                }
            }
            """
        let registration = try #require(SwiftSourceScanner.scan(source, path: "Controller.swift").registrations.first)
        #expect(registration.isKept == isKept)
        #expect(registration.line == 4)
        #expect(registration.enclosingClass == "Controller")
    }

    @Test("A stored local that goes out of scope stops being followed")
    func localScopeEnds() {
        let source = """
            final class Controller: UIViewController {
                var registration: UISceneAccessoryRegistration?
                func register() {
                    let r = registerSceneAccessory(a)
                }
                func other(r: UISceneAccessoryRegistration) {
                    self.registration = r
                }
            }
            """
        #expect(SwiftSourceScanner.scan(source, path: "C.swift").registrations.map(\.isKept) == [false])
    }

    @Test("Declarations and name references of registerSceneAccessory are not calls")
    func declarationsAreNotCalls() {
        let source = """
            extension UIViewController {
                func registerSceneAccessory(_ accessory: UISceneAccessory) -> UISceneAccessoryRegistration { fatalError() }
                var selectorName: Selector { #selector(registerSceneAccessory(_:)) }
            }
            """
        #expect(SwiftSourceScanner.scan(source, path: "Stand-in.swift").registrations.isEmpty)
    }

    @Test("A call at file scope has no enclosing class, and a top-level binding is kept")
    func fileScopeCall() {
        let facts = SwiftSourceScanner.scan(
            "let registration = controller.registerSceneAccessory(a)\n", path: "main.swift")
        #expect(facts.registrations == [.init(line: 1, isKept: true, enclosingClass: nil)])
    }
}
