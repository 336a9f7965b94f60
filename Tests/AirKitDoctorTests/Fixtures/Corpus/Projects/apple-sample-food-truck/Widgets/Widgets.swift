import SwiftUI
import WidgetKit

struct OrdersWidget {}
