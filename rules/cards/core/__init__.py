"""Smash Up, the core set (core.json): its eight factions and its bases."""
