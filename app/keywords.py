"""Plain-words explanations of the card keywords, shown when hovering a card."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.catalogue import CardDef
from rules.i18n import MARVEL_SET

CONTEXT = "keywords"
# Keyed by the catalogue's keyword tags; the name is what players read on the card.
KEYWORDS: dict[str, tuple[str, str]] = {
    "on_play": (QT_TRANSLATE_NOOP("keywords", "On play"),
                QT_TRANSLATE_NOOP("keywords", "Happens once, right when you play the card.")),
    "ongoing": (QT_TRANSLATE_NOOP("keywords", "Ongoing"),
                QT_TRANSLATE_NOOP("keywords", "Works for as long as the card stays in play.")),
    "special": (QT_TRANSLATE_NOOP("keywords", "Special"),
                QT_TRANSLATE_NOOP("keywords", "Used at an unusual moment (often before a base scores, "
                                              "even on another player's turn), as the card says.")),
    "talent": (QT_TRANSLATE_NOOP("keywords", "Talent"),
               QT_TRANSLATE_NOOP("keywords", "Once during each of your turns you may use it: click the "
                                             "card in play.")),
    "extra_play": (QT_TRANSLATE_NOOP("keywords", "Extra"),
                   QT_TRANSLATE_NOOP("keywords", "Gives you an extra play: one more card, as the text "
                                                 "says, besides your one minion and one action for the "
                                                 "turn. The card itself is played as usual, with one of "
                                                 "those plays.")),
    "attach_base": (QT_TRANSLATE_NOOP("keywords", "Play on a base"),
                    QT_TRANSLATE_NOOP("keywords", "Attach: drag this action onto a base; it stays there.")),
    "attach_minion": (QT_TRANSLATE_NOOP("keywords", "Play on a minion"),
                      QT_TRANSLATE_NOOP("keywords", "Attach: drag this action onto a minion; it stays "
                                                    "with it and leaves play with it.")),
}
CARD_TYPES = {
    "minion": (QT_TRANSLATE_NOOP("keywords", "Minion"),
               QT_TRANSLATE_NOOP("keywords", "Drag it onto a base: its power counts towards scoring it.")),
    "action": (QT_TRANSLATE_NOOP("keywords", "Action"),
               QT_TRANSLATE_NOOP("keywords", "Play it, do what it says, then discard it unless it "
                                             "stays in play.")),
    "titan": (QT_TRANSLATE_NOOP("keywords", "Titan"),
              QT_TRANSLATE_NOOP("keywords", "Not a minion, no power of its own: its +1 power counters and its "
                                            "abilities add to its controller's total at its base. It waits beside "
                                            "its owner's deck and comes in only as its text says; one each in play.")),
    "base": (QT_TRANSLATE_NOOP("keywords", "Base"),
             QT_TRANSLATE_NOOP("keywords", "When the total power here reaches the breakpoint, the base "
                                           "scores: 1st, 2nd and 3rd get the VP shown.")),
}

# The Marvel box prints other words for the same things (Marvel book: « Personnage » is a minion,
# « Modificateur de Base / de Personnage » an action played on a base / on a minion): a Marvel card's
# type line and its tooltip say them.
MARVEL_WORDS: dict[str, tuple[str, str]] = {
    "minion": (QT_TRANSLATE_NOOP("keywords", "Character"),
               QT_TRANSLATE_NOOP("keywords", "The Marvel cards' word for a minion: drag it onto a base; its power "
                                             "counts towards scoring it.")),
    "attach_base": (QT_TRANSLATE_NOOP("keywords", "Base modifier"),
                    QT_TRANSLATE_NOOP("keywords", "The Marvel cards' word for an action played on a base: drag it "
                                                  "onto a base; it stays there.")),
    "attach_minion": (QT_TRANSLATE_NOOP("keywords", "Character modifier"),
                      QT_TRANSLATE_NOOP("keywords", "The Marvel cards' word for an action played on a minion: drag "
                                                    "it onto a character; it stays with it and leaves play with it.")),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def explanations(card: CardDef) -> list[tuple[str, str]]:
    """(name, explanation) for the card's type and each of its keywords, translated, in its box's words."""
    own = MARVEL_WORDS if card.set == MARVEL_SET else {}
    found = [own.get(card.type, CARD_TYPES.get(card.type))]
    found += [own.get(key, KEYWORDS.get(key)) for key in card.keywords]
    return [(tr(name), tr(text)) for name, text in filter(None, found)]


def type_line(card: CardDef) -> str:
    """The line under a card's name: its type, then its keywords."""
    return " · ".join(name for name, _ in explanations(card))


def tooltip_html(card: CardDef) -> str:
    return "".join(f"<p><b>{n}</b> — {t}</p>" for n, t in explanations(card))
