import Testing

/// Chapter 10's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter10Tests` reads as the chapter's checklist.
@Suite("Chapter 10: one app from every chapter", .serialized)
struct Chapter10Claims {}
