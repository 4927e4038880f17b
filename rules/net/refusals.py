"""Why a table refused something, or why a connection failed: a code and its fields, never a sentence.

The host sends the code (``Refusal``) and each client words it in its own language (the host may be
in English and the joined player in French): ``sentence(code, fields, translate)`` with the app's
``i18n.rules`` as ``translate``, or none for the command line's English. Every sentence says what to
check. A field named ``rule`` holds a rules text (``N_``-marked: a move's refusal), translated too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rules.i18n import N_

# --- the host's refusals (sent in a Refusal message) ---------------------------------------------------
FULL = "full"
WRONG_CODE = "wrong_code"
VERSION = "version"
NO_TOKEN = "no_token"
NAME_TAKEN = "name_taken"
SEAT_TAKEN = "seat_taken"
NOT_STARTED = "not_started"
STARTED = "started"
OVER = "over"
NOT_YOURS = "not_yours"
EARLIER = "earlier"
NOT_ALLOWED = "not_allowed"
NOT_AN_ACTION = "not_an_action"
PROTOCOL = "protocol"
BUSY = "busy"
TAKEN_BACK = "taken_back"
TOO_OFTEN = "too_often"
REMOVED = "removed"
# --- the client's own failures ----------------------------------------------------------------------
TIMEOUT = "timeout"
PORT_CLOSED = "port_closed"
NO_ADDRESS = "no_address"
NO_ROUTE = "no_route"
NOT_A_TABLE = "not_a_table"
CERTIFICATE = "certificate"
LOST = "lost"
UNREADABLE = "unreadable"

SENTENCES: dict[str, str] = {
    FULL: N_("This table is full: every seat is taken. Ask the host whether a seat can be freed."),
    WRONG_CODE: N_("This invite's code is not the table's: ask the host to copy the invite again."),
    VERSION: N_("The host plays version {theirs} of the network game and this app version {ours}: "
                "both of you need the same version of the app."),
    NO_TOKEN: N_("The host keeps no seat for this computer any more: join again by the invite, as a new player."),
    NAME_TAKEN: N_("Someone at this table is already called {name}: join again under another name."),
    SEAT_TAKEN: N_("Seat {seat} is already taken: pick a free seat."),
    NOT_STARTED: N_("The host has not started the game yet: wait until it does."),
    STARTED: N_("The game has started: seats don't change any more."),
    OVER: N_("The game is over: there is nothing left to play."),
    NOT_YOURS: N_("It is not your decision now: wait for your turn."),
    EARLIER: N_("That answered an earlier question: answer the one shown now."),
    NOT_AN_ACTION: N_("The host did not recognise that move: both of you need the same version of the app."),
    PROTOCOL: N_("The host did not understand this app: both of you need the same version of the app."),
    BUSY: N_("The host has too many people joining at once: try again in a minute."),
    TAKEN_BACK: N_("Your seat was taken back from another window or computer with the same invite."),
    TOO_OFTEN: N_("Your seat reconnects too often: wait a few seconds, then join again."),
    REMOVED: N_("The host removed you from the table: ask the host before joining again."),
    TIMEOUT: N_("No answer from {address} within {seconds} seconds: check that the host's router forwards TCP "
                "port {port} to the host's computer and that its firewall allows the app."),
    PORT_CLOSED: N_("{address} answered but nothing listens on port {port}: check that the game is still hosted "
                    "and the invite's port."),
    NO_ADDRESS: N_("The address {address} can't be found: check the invite, and this computer's connection."),
    NO_ROUTE: N_("{address} can't be reached from this network: check this computer's connection to the internet."),
    NOT_A_TABLE: N_("What answers at {address} on port {port} is not a Smash Up table: check the invite's port."),
    CERTIFICATE: N_("The table at {address} is not the one you were invited to (its certificate is not the "
                    "invite's): ask the host for the invite again."),
    LOST: N_("The host closed the connection before giving you a seat: check with the host that the game is "
             "still hosted, then join again."),
    UNREADABLE: N_("The host sent what this app can't read: both of you need the same version of the app."),
}


def sentence(code: str, fields: Mapping[str, str], translate: Callable[[str], str] = lambda t: t) -> str:
    """The one sentence a player reads, in ``translate``'s language; an unknown code (a later
    host's) gets the general one, never a raw code. A move the rules refuse is told in the rules'
    words, as the local table tells it."""
    if code == NOT_ALLOWED and "rule" in fields:
        return translate(fields["rule"])
    text = translate(SENTENCES.get(code, SENTENCES[PROTOCOL]))
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):  # a field a later host's code lacks: the general sentence
        return translate(SENTENCES[PROTOCOL])


class Problem(Exception):
    """A refusal or a failure: ``code`` (one of the above) and its ``fields``; ``str()`` is English."""

    def __init__(self, code: str, **fields: object) -> None:
        self.code = code
        self.fields = {k: str(v) for k, v in fields.items()}
        super().__init__(sentence(code, self.fields))
