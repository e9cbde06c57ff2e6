import MVVMKit

/// "A tree of models": the session at the root, the talk's models under it.
func aTreeOfModels() {
    print(AppTree().session.treeDescription)
}
