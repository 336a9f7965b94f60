import WidgetKit

struct BirdWidget {}
