import Testing

/// Chapter 9's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter9Tests` reads as the chapter's checklist.
@Suite("Chapter 9: outlets generated at build time", .serialized)
struct Chapter9Claims {}
