"""Smash Up: Marvel (marvel.json): its eight factions. Its bases' breakpoints and VP are unknown, so
none is dealt and none has a module yet (README, "Its bases are missing")."""
