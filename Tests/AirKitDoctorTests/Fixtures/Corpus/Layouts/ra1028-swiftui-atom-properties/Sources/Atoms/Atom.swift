public protocol Atom {}
