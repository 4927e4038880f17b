"""FZZZT!'s table: its card widgets, the table a window plays it on, the table a joined network seat plays
it on, and its screenshots."""
