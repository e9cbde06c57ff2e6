import Testing

/// Chapter 4's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter4Tests` reads as the chapter's checklist.
@Suite("Chapter 4: view models from protocols", .serialized)
struct Chapter4Claims {}
