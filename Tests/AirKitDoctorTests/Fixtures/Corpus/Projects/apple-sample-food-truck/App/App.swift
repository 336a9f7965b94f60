import SwiftUI

@main
struct FoodTruckApp: App {
    var body: some Scene {
        WindowGroup {
            Text("FoodTruck")
        }
    }
}
