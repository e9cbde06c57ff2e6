import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// Plays the user typing: the field's text changes, and it sends `.editingChanged`.
func userTypes(_ text: String, into field: UITextField) {
    print("(the user types \"\(text)\")")
    field.text = text
    field.sendActions(for: .editingChanged)
}
