"""The Big Geek Box: the Geeks (geeks.json), the All Stars (allstars.json), the titans of the core
factions (titans.json) and the box's bases."""
