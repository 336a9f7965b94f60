import UIKit

final class ScheduleViewController: UITableViewController {}
