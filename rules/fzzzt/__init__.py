"""FZZZT!, the robot auction game: the second game of the program, on the same decision protocol."""
