import Foundation
import MVVMKit

#if canImport(UIKit)
import UIKit
#endif

/// What every news screen is on the console: a title and a table of lines, whose taps a
/// subclass may take. The screens differ only in what fills them.
class LinesVC: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var lines: [String] = []
    private lazy var tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func show(_ lines: [String], title: String) {
        self.title = title
        self.lines = lines
        if isViewLoaded {
            tableView.reloadData()
        }
    }

    /// A tap on a line; nothing happens unless a subclass says so.
    func tapped(row: Int) {}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        tapped(row: indexPath.row)
    }
}
