"""One line on each faction's style, shown where factions are chosen."""

from __future__ import annotations

import textwrap

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from app import i18n

STYLES: dict[str, str] = {
    "aliens": QT_TRANSLATE_NOOP("factions", "Send minions back to their owners' hands and pick up extra VP."),
    "dinosaurs": QT_TRANSLATE_NOOP("factions", "Big minions and raw power boosts."),
    "ninjas": QT_TRANSLATE_NOOP("factions", "Slip in at the last moment and destroy minions, even as a base scores."),
    "pirates": QT_TRANSLATE_NOOP("factions", "Move minions from base to base and destroy the small ones."),
    "robots": QT_TRANSLATE_NOOP("factions", "Swarm the table with small minions and extra plays."),
    "tricksters": QT_TRANSLATE_NOOP("factions", "Make opponents pay for playing where you are."),
    "wizards": QT_TRANSLATE_NOOP("factions", "Draw cards and chain extra actions."),
    "zombies": QT_TRANSLATE_NOOP("factions", "Play cards back from your discard pile."),
    "cyborg_apes": QT_TRANSLATE_NOOP("factions", "Load your minions with attached actions."),
    "shapeshifters": QT_TRANSLATE_NOOP("factions", "Copy other minions' power and abilities."),
    "super_spies": QT_TRANSLATE_NOOP("factions", "Look at and rearrange decks; make opponents discard."),
    "time_travelers": QT_TRANSLATE_NOOP("factions", "Bring cards back from the discard pile and play them again."),
    "geeks": QT_TRANSLATE_NOOP("factions", "Counter other players' actions and bend the table to your will."),
    "all_stars": QT_TRANSLATE_NOOP("factions", "A team of favourites from many factions."),
    "avengers": QT_TRANSLATE_NOOP("factions", "Strong heroes whose talents hit hard."),
    "hydra": QT_TRANSLATE_NOOP("factions", "Sacrifice your own characters for power and cards."),
    "kree": QT_TRANSLATE_NOOP("factions", "Play many actions and grow stronger with each one."),
    "masters_of_evil": QT_TRANSLATE_NOOP("factions", "The more VP you have, the stronger you get."),
    "shield": QT_TRANSLATE_NOOP("factions", "Pile extra characters onto one base."),
    "sinister_six": QT_TRANSLATE_NOOP("factions", "Lower breakpoints and score bases early."),
    "spider_verse": QT_TRANSLATE_NOOP("factions", "Specials at every turn, and characters hard to destroy."),
    "ultimates": QT_TRANSLATE_NOOP("factions", "Characters that move around and grow as they move."),
}


def style(slug: str) -> str:
    """The faction's style in the current language; empty for a faction without one."""
    text = STYLES.get(slug)
    return QCoreApplication.translate("factions", text) if text else ""


def faction_label(slug: str, width: int = 36) -> str:
    """The faction's name, and its style under it, wrapped (a button does not wrap)."""
    line = style(slug)
    return i18n.faction_name(slug) + (f"\n{textwrap.fill(line, width)}" if line else "")
