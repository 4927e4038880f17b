"""The Smash Up desktop app (PySide6): renders the game and turns gestures into rules actions."""
