import MVVMKit

/// What happens to the selection when the list changes, in each of the three modes.
func changingTheList() {
    print("Before: \(fiveOrders), with rows 1 and 3 (#2 and #4) selected.")
    let newList = [Order(id: 4), Order(id: 1), Order(id: 6)]
    print("After:  \(newList): #2 left the list, #4 moved to row 0.")
    let modes: [(String, SelectableDataSource<Order>.ChangeMode)] = [
        ("clear the selection    ", .clearSelection),
        ("keep selected positions", .keepSelectedPositions),
        ("keep selected items    ", .keepSelectedItems),
    ]
    for (name, mode) in modes {
        let orders = SelectableDataSource(items: fiveOrders, selection: MultipleSelection())
        orders.clickPosition(1)
        orders.clickPosition(3)
        orders.setItems(newList, mode: mode)
        print(
            "  \(name): rows \(orders.selection.selectedPositions), items \(orders.selectedItems)")
    }
}
