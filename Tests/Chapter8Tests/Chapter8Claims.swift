import Testing

/// Chapter 8's claims, one suite per section of its page, in the page's order. They run one
/// at a time, so `swift test --filter Chapter8Tests` reads as the chapter's checklist.
@Suite("Chapter 8: a tree of models", .serialized)
struct Chapter8Claims {}
