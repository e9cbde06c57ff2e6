@testable import MVVMKit

/// Uses the side tables of `IHaveViewModel` and `INotifyOnChanged` twice as often as they
/// have entries: the bound within which they release what dead owners left.
@MainActor
public func useTheSideTablesUntilTheyHaveLookedEverywhere() {
    final class Probe: IHaveViewModel, INotifyOnChanged {
        typealias ViewModel = Probe
    }
    let probe = Probe()
    for _ in 0..<2 * viewModels.storedCount {
        _ = probe.viewModel
    }
    for _ in 0..<2 * changedEvents.storedCount {
        _ = changedEvents[probe]
    }
}
