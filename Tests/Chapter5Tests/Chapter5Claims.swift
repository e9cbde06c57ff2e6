import Testing

/// Chapter 5's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter5Tests` reads as the chapter's checklist.
@Suite("Chapter 5: selecting rows", .serialized)
struct Chapter5Claims {}
