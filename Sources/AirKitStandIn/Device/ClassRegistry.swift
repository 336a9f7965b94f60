import Foundation

/// Classes the simulated system can instantiate by name or by class: Linux has no Objective-C runtime
/// to find `UISceneDelegateClassName` or to call `init()` on a `delegateClass`.
///
/// On iOS the system resolves an Info.plist delegate name with `NSClassFromString` (an `@objc(Name)`
/// name, or `Module.Class`; `Documentation/StandInSources.md#scene-manifest`) and instantiates `UISceneConfiguration.delegateClass`
/// directly. Tests register each delegate class once, as the app's binary would define it.
@MainActor
public final class ClassRegistry {
    private var byName: [String: @MainActor () -> NSObject] = [:]
    private var byClass: [ObjectIdentifier: @MainActor () -> NSObject] = [:]
    private var typesByName: [String: AnyClass] = ["UIWindowScene": UIWindowScene.self]

    /// Registers `type` under `name` (its `@objc(…)` name) and under its module-qualified Swift name,
    /// as `NSStringFromClass` would report it.
    public func register<T: NSObject>(_ type: T.Type, named name: String? = nil, make: @escaping @MainActor () -> T) {
        if let name { byName[name] = make }
        byName[String(reflecting: type)] = make
        byClass[ObjectIdentifier(type)] = make
        if let name { typesByName[name] = type }
        typesByName[String(reflecting: type)] = type
    }

    /// The class registered under `name`, as `NSClassFromString` finds it; `UIWindowScene` is built in.
    func type(named name: String) -> AnyClass? {
        typesByName[name]
    }

    func instantiate(named name: String) -> NSObject? {
        byName[name]?()
    }

    func instantiate(_ type: AnyClass) -> NSObject? {
        byClass[ObjectIdentifier(type)]?()
    }
}
