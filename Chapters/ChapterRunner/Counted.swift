/// A count with its noun, as a sentence says it: `1 time`, `3 times`, `0 rows`; `plural` where
/// adding an s would not do.
public func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
