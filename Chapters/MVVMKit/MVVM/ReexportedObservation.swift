// Observation is the platform's own way to watch a model; SwiftUI re-exports it, and so does the
// kit, so a file that imports only MVVMKit can declare an `@Observable` class.
@_exported import Observation
