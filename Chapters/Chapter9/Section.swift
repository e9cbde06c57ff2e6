/// Prints a section title, so the transcript reads like the chapter's headings.
func section(_ title: String) {
    print()
    print("== \(title)")
}
