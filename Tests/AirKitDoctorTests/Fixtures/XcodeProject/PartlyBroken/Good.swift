// Part of the PartlyBroken fixture.
enum Good {}
