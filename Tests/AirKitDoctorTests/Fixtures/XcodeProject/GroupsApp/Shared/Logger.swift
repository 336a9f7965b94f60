import SwiftUI

// Part of the GroupsApp fixture: a file the Sources build phase lists.
enum Logger {}
