// Part of the SyncedApp fixture: a file in a synchronized folder.
enum ContentView {}
