// ConsoleSwiftUI stands in for SwiftUI where there is no UIKit; where UIKit exists, SwiftUI is
// used instead.
#if !canImport(UIKit)

/// Whether two values are the same for a view: equal where they are `Equatable`, the same
/// object where they are classes, the same field by field otherwise. Closures never are.
@MainActor
func isSame(_ a: Any, _ b: Any?) -> Bool {
    guard let b, ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else {
        return false
    }
    if let property = a as? any InstalledProperty {
        return property.isSame(as: b)
    }
    let mirror = Mirror(reflecting: a)
    if mirror.displayStyle == .class {
        return (a as AnyObject) === (b as AnyObject)
    }
    if let equatable = a as? any Equatable {
        return isEqual(equatable, b)
    }
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .collection?, .enum?:
        let other = Mirror(reflecting: b)
        if mirror.displayStyle == .enum, mirror.children.isEmpty {
            return "\(a)" == "\(b)"
        }
        guard mirror.children.count == other.children.count else { return false }
        return zip(mirror.children, other.children).allSatisfy {
            $0.label == $1.label && isSame($0.value, $1.value)
        }
    default:
        return false
    }
}

private func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
    (b as? T) == a
}

#endif
