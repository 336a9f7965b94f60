import WidgetKit

struct GymTrackerWidget {}
