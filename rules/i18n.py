"""Translation markers for text that lives in the rules module.

The rules never import Qt: English source strings are marked with ``N_`` (the
``QT_TRANSLATE_NOOP`` convention) and the app translates them at display time.
"""

CONTEXT = "rules"


def N_(text: str) -> str:  # noqa: N802 - the conventional name lupdate-style tools look for
    return text


# The Marvel box calls a minion a "character" and an action played on a base or a minion a "base /
# character modifier" (Marvel book: the same things, other words). A shared prompt or refusal about a
# Marvel card is shown in Marvel's words; text written only for Marvel cards says them already.
MARVEL_WORDS: dict[str, str] = {
    N_("Choose a minion to destroy"): N_("Choose a character to destroy"),
    N_("Choose one of your minions to destroy"): N_("Choose one of your characters to destroy"),
    N_("Choose a minion to move"): N_("Choose a character to move"),
    N_("Choose the minion it goes onto"): N_("Choose the character it goes onto"),
    N_("Choose an action of yours to move"): N_("Choose a modifier of yours to move"),
    N_("Choose a minion to return to its owner's hand"): N_("Choose a character to return to its owner's hand"),
    N_("Play an extra minion, or pass"): N_("Play an extra character, or pass"),
    N_("You have already played a minion this turn."): N_("You have already played a character this turn."),
    N_("Drop a minion on a base."): N_("Drop a character on a base."),
    N_("Your extra play doesn't allow this minion here."): N_("Your extra play doesn't allow this character here."),
    N_("A card in play forbids playing this minion on that base."):
        N_("A card in play forbids playing this character on that base."),
    N_("Drop this action on a base."): N_("Drop this base modifier on a base."),
    N_("Drop this action on a minion."): N_("Drop this character modifier on a character."),
    N_("That minion can't be affected by your actions."): N_("That character can't be affected by your actions."),
}
MARVEL_SET = "marvel"


def in_box_words(text: str, card_set: str | None) -> str:
    """``text`` as the box of the card it is about says it (``card_set``: that card's data file)."""
    return MARVEL_WORDS.get(text, text) if card_set == MARVEL_SET else text
