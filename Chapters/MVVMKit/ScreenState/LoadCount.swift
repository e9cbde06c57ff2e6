/// Loads that began and have not ended, as both containers count them: two overlapping loads
/// keep the loader up until both are over.
struct LoadCount {
    private(set) var inProgress = 0

    /// Whether any load is running.
    var isLoading: Bool { inProgress > 0 }

    mutating func begin() {
        inProgress += 1
    }

    /// Ends one load. Stops if none was in progress: the caller has an end without a beginning.
    mutating func end(in container: Any.Type) {
        guard inProgress > 0 else {
            fatalError(
                "\(container) was told a load ended while none was in progress. Call "
                    + "beginLoading() before each endLoading(), once each.")
        }
        inProgress -= 1
    }
}
