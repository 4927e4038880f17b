"""Plain-words explanations of the card keywords, shown when hovering a card."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.catalogue import CardDef

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


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def explanations(card: CardDef) -> list[tuple[str, str]]:
    """(name, explanation) for the card's type and each of its keywords, translated."""
    out = []
    if card.type in CARD_TYPES:
        name, text = CARD_TYPES[card.type]
        out.append((tr(name), tr(text)))
    for key in card.keywords:
        if key in KEYWORDS:
            name, text = KEYWORDS[key]
            out.append((tr(name), tr(text)))
    return out


def tooltip_html(card: CardDef) -> str:
    return "".join(f"<p><b>{n}</b> — {t}</p>" for n, t in explanations(card))
