"""Following the other players: which cards moved since a player's last decision, the plays left
this turn, read from a seat's view (the rules decide; this only describes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app import i18n
from rules.catalogue import catalogue
from rules.game import Game
from rules.i18n import MARVEL_SET
from rules.state import Extra
from rules.view import SeatView


def table_places(v: SeatView) -> dict[int, tuple[str, int]]:
    """Every card on a base (public: any seat's view): what it is on (base card or host minion) and how."""
    places: dict[int, tuple[str, int]] = {}
    for b in v.bases:
        for a in b.actions:
            places[a.iid] = ("base_action", b.card.iid)
        for m in b.minions:
            places[m.card.iid] = ("minion", b.card.iid)
            for a in m.attached:
                places[a.iid] = ("attached", m.card.iid)
    return places


def moved_cards(before: SeatView, after: SeatView) -> set[int]:
    """Cards that arrived on the table or changed place there."""
    old = table_places(before)
    return {c for c, place in table_places(after).items() if old.get(c) != place}


def _marvel_words(g: Game, factions: tuple[str, ...], source: int) -> bool:
    """A play is named in the Marvel box's words ("character") when the card that gives it is a
    Marvel card, or, for the normal plays, when all the player's ``factions`` are Marvel's."""
    if source >= 0:
        return catalogue().cards[g.read.cid(source)].set == MARVEL_SET  # cid: a joined table's read has it too
    return all(catalogue().faction_set.get(f) == MARVEL_SET for f in factions)


def _extra_text(g: Game, factions: tuple[str, ...], e: Extra) -> str:
    if e.card is not None:
        text = QCoreApplication.translate("Following", "+1 play: {card}").format(
            card=i18n.card_name(g.read.cid(e.card))
        )
    else:
        text = QCoreApplication.translate("Following", "+1 extra action")
        if e.kind == "minion":
            text = (QCoreApplication.translate("Following", "+1 extra character") if _marvel_words(g, factions, e.source)
                    else QCoreApplication.translate("Following", "+1 extra minion"))
        if e.power_le is not None:
            text += QCoreApplication.translate("Following", " of power {n} or less").format(n=e.power_le)
    if e.base is not None:
        text += QCoreApplication.translate("Following", " on {base}").format(
            base=i18n.card_name(g.read.cid(e.base))
        )
    if e.zone == "discard":
        text += QCoreApplication.translate("Following", " from your discard pile")
    if e.source >= 0:
        text += QCoreApplication.translate("Following", " ({card})").format(
            card=i18n.card_name(g.read.cid(e.source))
        )
    return text


def plays_left(g: Game, player: int) -> list[str]:
    """The normal plays left ("1 minion, 1 action"), then each extra play with its condition, as
    ``player``'s view has them (nothing when it is not playing cards in its turn)."""
    v = g.view(player)
    if v.plays is None:
        return []
    minions, actions, factions = v.plays.minions, v.plays.actions, v.players[player].factions
    # Two strings rather than a plural form: lupdate reads no count from translate().
    parts = []
    if minions and _marvel_words(g, factions, -1):
        parts.append(QCoreApplication.translate("Following", "1 character") if minions == 1
                     else QCoreApplication.translate("Following", "{n} characters").format(n=minions))
    elif minions:
        parts.append(QCoreApplication.translate("Following", "1 minion") if minions == 1
                     else QCoreApplication.translate("Following", "{n} minions").format(n=minions))
    if actions:
        parts.append(QCoreApplication.translate("Following", "1 action") if actions == 1
                     else QCoreApplication.translate("Following", "{n} actions").format(n=actions))
    plays = ", ".join(parts) if parts else QCoreApplication.translate("Following", "none")
    return [
        QCoreApplication.translate("Following", "Plays left: {plays}").format(plays=plays),
        *(_extra_text(g, factions, e) for e in v.plays.extras),
    ]
