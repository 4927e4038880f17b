"""The network protocol: its messages, their JSON, the invite, the frames.

A frame is a 4-byte big-endian length and that many bytes of UTF-8 JSON: one object whose
``type`` names the message. Decoding is as strict as loading a save: bounded size, depth and
number length (rules/files.py), every field typed with no coercion ("1" is not 1, true is not 1),
unknown fields and unknown types refused. Nothing received is executed or used as a path; an
action is an action id (``Action.id``) that the host looks up among the pending options.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable
from typing import Any, get_args, get_origin

import cattrs
from attrs import define, field
from attrs.validators import and_, ge, instance_of, le, max_len, min_len, optional

from rules.files import FileProblem, parse_json
from rules.fzzzt.view import FSeatView
from rules.view import Card, SeatView

PROTOCOL = "smashup-net"
VERSION = 2  # 2: a state's decision carries the whole of it (window, slot, about, picks, many, optional); refusals as codes, a seat picked at hello and in the lobby, the lobby's state; an event's words said aloud
SAID_LEN = 120  # an option said aloud: a faction's slug, a card id, the rules' words for a choice
HEADER = 4
MAX_FROM_CLIENT = 16 * 1024  # a client says little: a hello, an action id, a chat line
MAX_FROM_HOST = 4 * 1024 * 1024  # a whole view and a resumed seat's log
NAME_LEN = 32
CHAT_LEN = 200
REASON_LEN = 400
ID_LEN = 80  # an action id, a token, a join code
MAX_ITEMS = 4096  # events or names in one state message


class ProtocolError(ValueError):
    """A frame or message that is not ours; the text is one line, for the log."""


def _printable(_inst: Any, attribute: Any, value: str) -> None:
    if not value.isprintable():  # a name or a line must not break or hide a line of the host's log
        raise ValueError(f"{attribute.name} holds a control character")


def bounded_text(limit: int, least: int = 0) -> Any:
    return and_(instance_of(str), min_len(least), max_len(limit), _printable)


def _text(limit: int, least: int = 0) -> Any:
    return field(validator=bounded_text(limit, least))


def bounded_count() -> Any:
    return and_(instance_of(int), ge(0), le(1 << 31))


def _count() -> Any:
    return field(validator=bounded_count())


# --- client to host -------------------------------------------------------------------------------
@define(frozen=True)
class Hello:
    """Join a table: the protocol's name and version, the invite's code, the player's name; ``seat``:
    the free seat wanted (None: the first free one)."""

    protocol: str = _text(32)
    version: int = _count()
    code: str = _text(ID_LEN, 1)
    name: str = _text(NAME_LEN, 1)
    seat: int | None = field(default=None, validator=optional(bounded_count()))
    type: str = "hello"


@define(frozen=True)
class Resume:
    """Take one's seat back after a drop, with the token the host gave at join."""

    protocol: str = _text(32)
    version: int = _count()
    code: str = _text(ID_LEN, 1)
    token: str = _text(ID_LEN, 1)
    type: str = "resume"


@define(frozen=True)
class Act:
    """Play: ``action`` (an action id) answers the decision of state ``step`` for the sender's seat."""

    step: int = _count()
    action: str = _text(ID_LEN, 1)
    type: str = "action"


@define(frozen=True)
class Sit:
    """Move to another free seat, while the table waits for its players (before the game starts)."""

    seat: int = _count()
    type: str = "sit"


@define(frozen=True)
class Say:
    text: str = _text(CHAT_LEN, 1)
    type: str = "chat"


@define(frozen=True)
class Leave:
    type: str = "leave"


# --- host to client -------------------------------------------------------------------------------
@define(frozen=True)
class Seat:
    """Who sits where, as every seat sees it."""

    seat: int = _count()
    name: str = _text(NAME_LEN)
    connected: bool = field(validator=instance_of(bool))  # type: ignore[misc]  # mypy: the helper's field above has no default
    bot: str | None = None  # the host's bot playing a dropped seat


@define(frozen=True)
class Welcome:
    """The seat assignment: keep ``token`` to take the seat back after a drop."""

    seat: int = _count()
    token: str = _text(ID_LEN, 1)
    game: str = _text(16)
    players: int = _count()
    type: str = "welcome"


@define(frozen=True)
class Event:
    """An event of the game as this seat may see it (rules.decision.Ev, without who may see it)."""

    kind: str = _text(32)
    card: int | None = None
    player: int | None = None
    base: int | None = None
    to: int | None = None
    amount: int = 0
    src: int | None = None
    whom: int | None = None
    said: str | None = field(default=None, validator=optional(bounded_text(SAID_LEN)))  # a "named" event's words


@define(frozen=True)
class State:
    """The position for one seat after ``step`` actions: exactly one of ``smashup`` and ``fzzzt``;
    the events since this seat's last state (all of its log on joining) and the card ids of the
    cards they name; the seats."""

    step: int = _count()
    seats: tuple[Seat, ...] = field(validator=max_len(8))  # type: ignore[misc]  # mypy: the helper's field above has no default
    smashup: SeatView | None = None
    fzzzt: FSeatView | None = None
    events: tuple[Event, ...] = field(default=(), validator=max_len(MAX_ITEMS))
    names: tuple[Card, ...] = field(default=(), validator=max_len(MAX_ITEMS))
    over: bool = False
    lobby: bool = False  # the host has not started the game: no one decides yet, seats may change
    type: str = "state"


@define(frozen=True)
class Decide:
    """The decision of state ``step`` is this seat's: one of ``options`` (action ids) answers it."""

    step: int = _count()
    kind: str = _text(32)
    prompt: str = _text(REASON_LEN)
    options: tuple[str, ...] = field(validator=max_len(MAX_ITEMS))  # type: ignore[misc]  # mypy: the helper's field above has no default
    optional: bool = False
    many: bool = False
    type: str = "decision"


def _fields(_inst: Any, attribute: Any, value: dict[str, str]) -> None:
    if not isinstance(value, dict) or len(value) > 8:
        raise ValueError(f"{attribute.name}: at most 8 fields")
    for k, v in value.items():
        bounded_text(32, 1)(_inst, attribute, k)
        bounded_text(REASON_LEN)(_inst, attribute, v)


@define(frozen=True)
class Refusal:
    """An action or a message refused: the reason's code and its fields (rules/net/refusals.py),
    never a sentence, so that each client words it in its player's language; ``closing``: the host
    hangs up."""

    code: str = _text(32, 1)
    fields: dict[str, str] = field(factory=dict, validator=_fields)
    closing: bool = False
    type: str = "refused"


@define(frozen=True)
class ChatLine:
    seat: int = _count()
    name: str = _text(NAME_LEN)
    text: str = _text(CHAT_LEN)
    type: str = "chat_line"


Message = Hello | Resume | Act | Sit | Say | Leave | Welcome | State | Decide | Refusal | ChatLine
FROM_CLIENT: dict[str, type] = {c.__attrs_attrs__.type.default: c for c in (Hello, Resume, Act, Sit, Say, Leave)}
FROM_HOST: dict[str, type] = {c.__attrs_attrs__.type.default: c for c in (Welcome, State, Decide, Refusal, ChatLine)}


# --- JSON -----------------------------------------------------------------------------------------
def _exactly(kind: type) -> Callable[[Any, type], Any]:
    def structure(value: Any, _: type) -> Any:
        if type(value) is not kind:  # bool is not int, int is not float, and nothing becomes a str
            raise TypeError(f"expected {kind.__name__}, got {type(value).__name__}")
        return value
    return structure


def _list_as_tuple(conv: cattrs.Converter) -> Callable[[type], Callable[[Any, type], tuple[Any, ...]]]:
    """A tuple is sent as a JSON list, and only a list is one: cattrs alone would make a tuple of
    any iterable ("aliens" would be five factions). Hooks per tuple type, its items' looked up once."""
    def factory(kind: type) -> Callable[[Any, type], tuple[Any, ...]]:
        args = get_args(kind)
        same = len(args) == 2 and args[1] is Ellipsis
        items = (args[0],) if same else args

        def structure(value: Any, _: type) -> tuple[Any, ...]:
            if type(value) is not list:
                raise TypeError(f"expected a list, got {type(value).__name__}")
            if same:
                hook = conv.get_structure_hook(items[0])
                return tuple([hook(v, items[0]) for v in value])
            if len(value) != len(items):
                raise ValueError(f"expected {len(items)} items, got {len(value)}")
            return tuple(conv.structure(v, a) for v, a in zip(value, items, strict=True))
        return structure
    return factory


def _strict_converter(detailed: bool = True) -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True, detailed_validation=detailed)
    for kind in (int, str, bool):
        conv.register_structure_hook(kind, _exactly(kind))
    conv.register_structure_hook_factory(lambda kind: get_origin(kind) is tuple, _list_as_tuple(conv))
    return conv


CONVERTER = _strict_converter()
# The host's states are large and many: the same checks, without the path of a failure (a bad state
# from the host ends the game for that client whatever the path).
FAST_CONVERTER = _strict_converter(detailed=False)


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def encode(msg: Message) -> bytes:
    """The frame of ``msg``."""
    body = json.dumps(CONVERTER.unstructure(msg), separators=(",", ":"), ensure_ascii=False).encode()
    return len(body).to_bytes(HEADER, "big") + body


def frame_length(header: bytes, limit: int) -> int:
    n = int.from_bytes(header, "big")
    if n > limit:
        raise ProtocolError(f"frame of {n} bytes (at most {limit})")
    return n


def decode(body: bytes, kinds: dict[str, type]) -> Message:
    """The message in a frame's body, of one of ``kinds``; ProtocolError on anything else.

    A host's message is not walked for its depth first: structuring follows the message types, so
    a value nested deeper than they are is refused where a scalar was due, and the JSON parser's
    recursion limit (caught) bounds the parse itself; Python bounds the digits of an integer."""
    from_host = kinds is FROM_HOST
    try:
        text = body.decode("utf-8")
        data = json.loads(text, parse_constant=_not_json) if from_host else parse_json(text)
    except UnicodeDecodeError:
        raise ProtocolError("not UTF-8") from None
    except FileProblem as e:
        raise ProtocolError(str(e).replace("the file", "the message")) from None
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not valid JSON or is nested too deeply") from None
    kind = kinds.get(data.get("type")) if isinstance(data, dict) else None
    if kind is None:
        raise ProtocolError("not a message of this protocol")
    try:
        return (FAST_CONVERTER if from_host else CONVERTER).structure(data, kind)
    except Exception as e:  # cattrs and the validators raise many kinds; all mean a bad message
        raise ProtocolError(f"malformed {data['type']} message ({_where(e)})") from None


def _where(e: Exception) -> str:
    if isinstance(e, cattrs.BaseValidationError):
        notes = cattrs.transform_error(e, path="$")
        if notes:
            return notes[0][:200]
    return type(e).__name__


def events_of(evs: list[Any]) -> tuple[Event, ...]:
    return tuple(Event(e.kind, e.card, e.player, e.base, e.to, e.amount, e.src, e.whom, e.said) for e in evs)


# --- the invite -----------------------------------------------------------------------------------
SCHEME = "smashup://"
_ADDRESS = r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}"
_INVITE = re.compile(rf"smashup://({_ADDRESS}(?:,{_ADDRESS}){{0,7}})/([A-Za-z0-9_-]{{16,64}})/([0-9a-f]{{64}})")
MAX_ADDRESSES = 8


def address_text(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


@define(frozen=True)
class Invite:
    """Where the table is, the join code, and the SHA-256 of the host's certificate (pinned).

    ``host``:``port`` is the address to try first; ``more`` the others a friend might reach it at
    (the router's public address first, then a global IPv6 one, then the local network's), tried in
    order. An invite of one address reads as the invites of earlier versions did."""

    host: str
    port: int
    code: str
    fingerprint: str
    more: tuple[tuple[str, int], ...] = ()

    @property
    def addresses(self) -> tuple[tuple[str, int], ...]:
        return ((self.host, self.port), *self.more)

    def __str__(self) -> str:
        where = ",".join(address_text(h, p) for h, p in self.addresses)
        return f"{SCHEME}{where}/{self.code}/{self.fingerprint}"

    def at(self, addresses: list[tuple[str, int]]) -> Invite:
        """The same table's invite, at ``addresses`` (the first tried first; duplicates dropped)."""
        unique = list(dict.fromkeys(addresses))[:MAX_ADDRESSES]
        return Invite(unique[0][0], unique[0][1], self.code, self.fingerprint, tuple(unique[1:]))


def parse_invite(text: str) -> Invite:
    m = _INVITE.fullmatch(text.strip())
    if m is None:
        raise ProtocolError("not an invite (smashup://ADDRESS:PORT/CODE/FINGERPRINT)")
    addresses = []
    for part in m.group(1).split(","):
        host, _, port = part.rpartition(":")
        if not 0 < int(port) < 65536:
            raise ProtocolError(f"bad port in the invite: {int(port)}")
        addresses.append((host.strip("[]"), int(port)))
    return Invite(addresses[0][0], addresses[0][1], m.group(2), m.group(3), tuple(addresses[1:]))


def new_secret() -> str:
    """A join code or a seat token: 128 bits from the system's secure generator."""
    return secrets.token_urlsafe(16)


def same_secret(given: str, kept: str) -> bool:
    return secrets.compare_digest(given.encode(), kept.encode())

