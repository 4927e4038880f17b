"""Setting up a game as the rulebooks say: decks, bases, starting hands, first player, draft."""

from __future__ import annotations

from rules import rng
from rules.catalogue import catalogue
from rules.engine import Engine
from rules.game import Game, record_from
from rules.state import BaseSlot, Player, State

MIN_PLAYERS, MAX_PLAYERS = 2, 4
HAND_SIZE = 5
DECK_TYPES = ("minion", "action")


class SetupError(ValueError):
    pass


def draft_order(n_players: int, first: int) -> list[int]:
    """Who picks each faction in the rulebook draft: everyone once clockwise from the first
    player, then the last player takes a second and it goes back counter-clockwise."""
    forward = [(first + k) % n_players for k in range(n_players)]
    return forward + forward[::-1]


def playable_factions() -> list[str]:
    """Factions whose every deck card has behaviour (the others are not offered for play); a
    faction's titan is optional and only played with titans on."""
    from rules.behaviour import implemented
    from rules.cards import load_all

    load_all()
    cat = catalogue()
    return [f for f, ids in cat.factions.items()
            if cat.faction_set[f] not in ("madness", "titans")
            and all(implemented(c) for c in ids if cat.cards[c].type in DECK_TYPES)]


def owned_boxes() -> list[str]:
    """The boxes with at least one faction offered for play: the boxes "I own" (the All Stars
    ship in the Big Geek Box, so they bring its bases)."""
    cat = catalogue()
    return list(dict.fromkeys(cat.box(cat.faction_set[f]) for f in playable_factions()))


def has_facts(base_id: str) -> bool:
    """A base setup may deal: its breakpoint and VP are known (the Marvel bases' are not, so they
    stay out of every base deck until their facts are added to the data)."""
    card = catalogue().cards[base_id]
    return card.breakpoint is not None and card.vp is not None


def bases_of(boxes: list[str]) -> list[str]:
    cat = catalogue()
    return [b for box in dict.fromkeys(boxes) for s, ids in cat.bases_by_set.items() if cat.box(s) == box
            for b in ids if has_facts(b)]


def base_pool(factions: list[list[str]], base_sets: tuple[str, ...] | list[str] | None = None) -> list[str]:
    """The bases shuffled into the base deck: those of the boxes whose factions are in play (Big
    Geek Box rule), or of ``base_sets`` ("all bases of the boxes I own", ``--sets``). Boxes without
    enough bases to deal (Marvel factions alone: their bases' facts are unknown) play on the bases
    of every box we own."""
    cat = catalogue()
    sets = base_sets or [cat.faction_set[f] for fs in factions for f in fs]
    ids = bases_of([cat.box(s) for s in sets])
    return ids if len(ids) > len(factions) else bases_of(owned_boxes() or ["core"])


def new_game(factions: list[list[str]], seed: int, first: int | None = None,
             base_sets: tuple[str, ...] | list[str] | None = None, titans: bool = False) -> Game:
    """A fresh game: ``factions`` gives each player's two faction slugs; ``base_sets`` the boxes
    whose bases are used (default: the boxes of the factions in play); ``titans``: play with
    titans, each faction's titan beside its owner's deck."""
    cat = catalogue()
    n = len(factions)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"Smash Up is for 2 to 4 players, not {n}")
    for fs in factions:
        if len(fs) != 2 or fs[0] == fs[1]:
            raise SetupError("each player needs two different factions")
        for f in fs:
            if f not in cat.factions:
                raise SetupError(f"unknown faction: {f}")
    cards: list[str] = []
    owner: list[int] = []
    decks: list[list[int]] = []
    beside: list[list[int]] = []
    for p, fs in enumerate(factions):
        deck = []
        beside.append([])
        for f in fs:
            for cid in cat.factions[f]:
                if cat.cards[cid].type == "titan" and titans:
                    beside[p].append(len(cards))  # beside the deck, never in it
                    cards.append(cid)
                    owner.append(p)
                if cat.cards[cid].type not in DECK_TYPES:
                    continue
                for _ in range(cat.cards[cid].count or 1):
                    deck.append(len(cards))
                    cards.append(cid)
                    owner.append(p)
        decks.append(deck)
    base_ids = base_pool(factions, base_sets)
    base_deck = []
    for b in base_ids:
        base_deck.append(len(cards))
        cards.append(b)
        owner.append(-1)
    # Instance ids in a shuffled order (a card's id, if it ever shows, says nothing of the card),
    # then the decks and the base deck shuffled.
    state_rng, ids = rng.dealt_order(rng.seeded(seed), len(cards))
    state = State(rng.permuted(cards, ids), rng.permuted(owner, ids),
                  [Player(list(fs), titans=[ids[c] for c in beside[p]]) for p, fs in enumerate(factions)],
                  [], rng=state_rng, deal=rng.DEAL_KEYED)
    for p, deck in enumerate(decks):
        deck = [ids[c] for c in deck]
        state.rng = rng.shuffle(state.rng, deck)
        state.players[p].deck = deck
    base_deck = [ids[c] for c in base_deck]
    state.rng = rng.shuffle(state.rng, base_deck)
    state.bases = [BaseSlot(c) for c in base_deck[: n + 1]]
    state.base_deck = base_deck[n + 1:]
    dealer = Engine(state)  # a hand shown and shuffled back is told, as in play, by the engine's primitives
    for p in range(n):
        _deal(dealer, p)
    if first is None:
        state.rng, first = rng.below(state.rng, n)
    state.active = first
    state.phase = "start_of_turn"
    start = state.copy()
    g = Game(state)
    record_from(g, start)
    return g


def _deal(g: Engine, p: int) -> None:
    """Five cards; a hand without a minion may be shown, replaced by five new cards, and the old
    hand shuffled back into the deck (Big Geek Box wording: « dévoiler aux autres joueurs, piocher
    5 nouvelles cartes, puis mélanger son ancienne main à sa pioche »). The second hand is kept."""
    pl = g.state.players[p]
    cat = catalogue()
    pl.hand, pl.deck = pl.deck[:HAND_SIZE], pl.deck[HAND_SIZE:]
    if any(cat.cards[g.state.cards[c]].type == "minion" for c in pl.hand):
        return
    old = pl.hand
    g.reveal(p, old)
    pl.hand, pl.deck = old + pl.deck[:HAND_SIZE], pl.deck[HAND_SIZE:]
    g.shuffle_into_deck(old)
