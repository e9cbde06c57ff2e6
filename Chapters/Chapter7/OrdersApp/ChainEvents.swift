import MVVMKit

/// A tap on an order: the cell knows which order, and nothing of who opens it.
struct OpenOrder: ChainEvent {
    let id: Int
}

/// The user pulled the list to refresh it.
struct Refresh: ChainEvent {}

/// Open an order the list has named: what the list turns a cell's `OpenOrder` into.
struct ShowOrder: ChainEvent {
    let title: String
}

/// Somebody must ask the user to sign in again.
struct ShowSignIn: ChainEvent {}
