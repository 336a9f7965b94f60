// Part of the GroupsApp fixture: an Objective-C file in the Sources phase, which the reader skips.
