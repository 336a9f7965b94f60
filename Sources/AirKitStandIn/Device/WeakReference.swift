/// A weak reference, so lists can point at objects without keeping them alive (UIKit does not
/// keep windows or registering view controllers alive either).
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
