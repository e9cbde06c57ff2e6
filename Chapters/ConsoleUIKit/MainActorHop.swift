// ConsoleUIKit stands in for UIKit where there is none; where UIKit exists, it is used instead.
#if !canImport(UIKit)

import Foundation

/// Runs `body` on the main actor: now when this is the main queue, where the main actor runs,
/// else on its next turn. (Its thread is not always the main thread once an asynchronous
/// `main` has awaited, so `Thread.isMainThread` cannot tell.)
package nonisolated func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    if DispatchQueue.getSpecific(key: mainQueue) != nil {
        MainActor.assumeIsolated(body)
    } else {
        Task { @MainActor in body() }
    }
}

/// Whether this code runs on the main queue.
package nonisolated var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueue) != nil
}

nonisolated let mainQueue: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

#endif
