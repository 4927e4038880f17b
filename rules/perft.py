"""The perft (python-chess's word): golden digests of seeded games that any change to the rules
shows. Each box mix and player count, and FZZZT!, plays a few seeded games with the Easy bot in
every seat, through the façade alone; each game leaves three digests: the decisions (who was asked
what, every legal answer, the answer given), the events ``apply`` returned, and the final state.

The digests are sha-256 over a canonical JSON of attrs values (fields by name, sets and dict
items sorted): stable across processes, ``PYTHONHASHSEED`` and machines. A field at its default
value is left out, so a new field changes no digest until a game sets it.

``python -m rules perft`` checks the committed digests (tests/perft.json); ``--update`` rewrites
them, for a change meant to alter the rules (in its own commit, saying why).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from rules.ai import make_bot
from rules.catalogue import catalogue
from rules.eventlog import EventLog
from rules.games import game_kind
from rules.setup import new_game as new_smashup
from rules.setup import playable_factions

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "perft.json"
PLAYERS = (2, 3, 4)
LATER_BOXES = ("sfdf", "geeks", "allstars", "marvel")
ALL_BOXES = ("core", *LATER_BOXES)
CHECKED_GAMES = 2  # a mix, by the test and by default: a few seconds in all
STORED_GAMES = 10  # a mix, in the committed file: ``perft --games 10`` is the thorough check
MAX_DECISIONS = 5000  # the Easy bot ends its turns: a game stopped here is a rules loop, and shows as changed
DIGEST_CHARS = 16


# --- canonical values -------------------------------------------------------------------------
def _default(f: attrs.Attribute) -> Any:
    d: Any = f.default
    if isinstance(d, attrs.Factory):  # type: ignore[arg-type]  # attrs' stubs type Factory as a function
        return d.factory()  # no factory here takes self
    return d


def canonical(value: Any) -> Any:
    """``value`` as plain JSON data that never depends on hashing, ids or insertion order of sets."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, EventLog):  # how the log splits into folded and tail parts is no rule
        return [canonical(ev) for ev in value]
    if attrs.has(type(value)):
        # Named by the attrs class that declares its fields: a lazy replay is the Replay it stands for.
        named = next(c for c in type(value).__mro__ if "__attrs_attrs__" in c.__dict__)
        out: dict[str, Any] = {"@": named.__name__}
        for f in attrs.fields(type(value)):
            v = getattr(value, f.name)
            if f.default is attrs.NOTHING or v != _default(f):
                out[f.name] = canonical(v)
        return out
    if isinstance(value, list | tuple):
        return [canonical(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted((canonical(v) for v in value), key=_text)
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()), key=_text)
    raise TypeError(f"no canonical form for {type(value).__name__}")


def _text(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


class Digest:
    """A running sha-256 over canonical values, one line each."""

    def __init__(self) -> None:
        self._h = hashlib.sha256()

    def add(self, value: Any) -> None:
        self._h.update(_text(canonical(value)).encode("ascii") + b"\n")

    def hex(self) -> str:
        return self._h.hexdigest()[:DIGEST_CHARS]


# --- the games --------------------------------------------------------------------------------
@attrs.define(slots=True, frozen=True)
class Mix:
    """One line of the perft: a game, its boxes (Smash Up), titans or not, a player count."""

    game: str  # smashup or fzzzt
    boxes: tuple[str, ...] = ()
    titans: bool = False
    players: int = 2

    @property
    def name(self) -> str:
        boxes = "+".join(self.boxes) + ("+titans" if self.titans else "")
        return f"{boxes if game_kind(self.game).factions else self.game} {self.players}p"


def mixes() -> list[Mix]:
    """The core; each later box with the core; every box with titans; FZZZT! — for 2, 3 and 4."""
    boxes = [("core",), *[("core", b) for b in LATER_BOXES]]
    out = [Mix("smashup", bs, False, n) for bs in boxes for n in PLAYERS]
    out += [Mix("smashup", ALL_BOXES, True, n) for n in PLAYERS]
    return out + [Mix("fzzzt", players=n) for n in PLAYERS]


def _factions(mix: Mix, seed: int) -> list[list[str]]:
    """Each seat's factions, drawn with the seed: one a seat (as far as they go) from what the mix
    is about — the later box, or the factions with a titan — the rest from all its boxes."""
    cat = catalogue()
    r = random.Random(seed)
    pool = [f for f in playable_factions() if cat.faction_set[f] in mix.boxes]
    if mix.titans:
        featured = [f for f in pool if any(cat.cards[c].type == "titan" for c in cat.factions[f])]
    else:
        featured = [f for f in pool if cat.faction_set[f] in mix.boxes[1:]]
    n = mix.players
    chosen = r.sample(featured, min(len(featured), n))
    chosen += r.sample([f for f in pool if f not in chosen], 2 * n - len(chosen))
    return [[chosen[i], chosen[n + i]] for i in range(n)]  # never two featured factions in one seat


def new_game(mix: Mix, seed: int) -> Any:
    """A game of factions is dealt the mix's; another, as its registry entry deals it."""
    kind = game_kind(mix.game)
    if not kind.factions:
        return kind.new(mix.players, seed, None)
    return new_smashup(_factions(mix, seed), seed, base_sets=mix.boxes, titans=mix.titans)


def play(mix: Mix, seed: int) -> dict[str, Any]:
    """One seeded game to its end through the façade; its digests."""
    g = new_game(mix, seed)
    bots = [make_bot("random", seed=seed * 8 + p, game=mix.game) for p in range(mix.players)]
    decisions, events = Digest(), Digest()
    count = 0
    while not g.over and count < MAX_DECISIONS:
        d = g.pending
        action = bots[d.player].decide(g, d.player)
        decisions.add([d.player, d.kind, [a.id for a in g.legal_actions()], action.id])
        for ev in g.apply(action):
            events.add(ev)
        count += 1
    state = Digest()
    state.add(g.state)
    return {"seed": seed, "decisions_taken": count, "winner": g.winner,
            "decisions": decisions.hex(), "events": events.hex(), "state": state.hex()}


def run(games: int, first_seed: int = 1) -> dict[str, list[dict]]:
    return {m.name: [play(m, s) for s in range(first_seed, first_seed + games)] for m in mixes()}


# --- the committed file -----------------------------------------------------------------------
def dumps(runs: dict[str, list[dict]]) -> str:
    """One game a line, so a diff names the mixes and seeds that changed."""
    lines = ["{"]
    for i, (name, games) in enumerate(runs.items()):
        lines.append(f" {json.dumps(name)}: [")
        lines += [f"  {json.dumps(g)}" + ("," if k < len(games) - 1 else "") for k, g in enumerate(games)]
        lines.append(" ]" + ("," if i < len(runs) - 1 else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def load(path: Path = GOLDEN) -> dict[str, list[dict]]:
    """The committed digests; ValueError if the file is not what ``dumps`` writes."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not (isinstance(data, dict) and all(isinstance(v, list) and all(isinstance(g, dict) and "seed" in g for g in v)
                                           for v in data.values())):
        raise ValueError("not a perft file: a mix name to a list of games, each with its seed")
    return data


def differences(golden: dict[str, list[dict]], got: dict[str, list[dict]]) -> Iterator[str]:
    """Each game whose digests differ from the golden ones, in one line."""
    for name in golden:
        if name not in got:
            yield f"{name}: no longer played (regenerate with --update)"
    for name, games in got.items():
        want = {g["seed"]: g for g in golden.get(name, [])}
        for g in games:
            w = want.get(g["seed"])
            if w is None:
                yield f"{name} seed {g['seed']}: not in the golden file (regenerate with --update)"
            elif w != g:
                what = ", ".join(k for k in g if g[k] != w.get(k))
                yield f"{name} seed {g['seed']}: {what} changed"
