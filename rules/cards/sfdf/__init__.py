"""Science Fiction Double Feature, "Séries B" (sfdf.json): its four factions and its bases."""
