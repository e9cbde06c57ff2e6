import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// A row that sends what happens to it up the chain, not to a delegate or a closure.
final class OrderCell: UITableViewCell, Reusable {
    var orderID = 0

    func userTapped() {
        triggerEvent(OpenOrder(id: orderID))
    }

    func userTappedWithAnExpiredSession() {
        reportError(SessionExpired())
    }

    func userTappedWhileOffline() {
        reportError(Offline())
    }
}
