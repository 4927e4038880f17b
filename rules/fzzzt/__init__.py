"""FZZZT!, the robot auction game: the second game of the program, on the same decision protocol.

What the game registry (rules/games.py) says of it without loading its rules: a Smash Up start
imports no more of FZZZT! than this."""

PLAYERS = range(2, 5)
SAVE_FORMAT = "fzzzt-save"
