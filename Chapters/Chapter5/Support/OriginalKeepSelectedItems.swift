/// The original library's "hold selected items", ported where it matters: it drops the rows
/// past the new list's end before it looks their items up, so an item whose old row was there
/// is lost, even when it is still in the list.
func originalKeepSelectedItems(selected: [Int], from oldItems: [Order], to newItems: [Order])
    -> [Int]
{
    selected
        .filter { $0 < newItems.count }
        .compactMap { oldRow in newItems.firstIndex { $0.id == oldItems[oldRow].id } }
        .sorted()
}
