import MVVMKit

/// The chapters print with `print`, as any program does, and this is the one they see first: it
/// passes everything on to Swift's, except in the tests' own process, where what the chapters
/// print stays out of `swift test`'s list of claims unless `SHOW_SCREENS=1` asks for it.
nonisolated public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    #if !canImport(UIKit)
    guard Screen.printsToStandardOutput else { return }
    #endif
    Swift.print(items.map { "\($0)" }.joined(separator: separator), terminator: terminator)
}
