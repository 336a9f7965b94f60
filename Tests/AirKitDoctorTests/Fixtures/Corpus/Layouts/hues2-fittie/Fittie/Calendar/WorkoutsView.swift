import SwiftUI

struct WorkoutsView: View {
    var body: some View { List { Text("Workout") } }
}
