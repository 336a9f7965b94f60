// Filled in by the reader this target fuzzes.
