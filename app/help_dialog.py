"""The rulebook's quick reference (the core set's "Pense-bête"), in our own words, and the controls."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.keywords import CARD_TYPES, KEYWORDS, MARVEL_WORDS
from app.keywords import tr as kw_tr
from app.screen_fit import fit_on_screen


class HelpDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_on_screen(self, QSize(720, 760))
        self.retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Quick reference"))
        sections = [
            (self.tr("Setup"), [self.tr(
                "Each player takes two factions and shuffles them into one 40-card deck, then draws 5 "
                "cards. Put one base more than there are players in the middle of the table.")]),
            (self.tr("Your turn"), [
                self.tr("1. Apply start-of-turn effects."),
                self.tr("2. Play up to 1 minion and 1 action, in any order. A card's effect happens as you "
                        "play it."),
                self.tr("3. Check for bases that score and score them."),
                self.tr("4. Draw 2 cards. Keep no more than 10 cards in hand."),
                self.tr("5. Apply end-of-turn effects."),
            ]),
            (self.tr("Scoring a base"), [
                self.tr("1. After you played your cards, a base whose minions' total power reaches its "
                        "breakpoint scores."),
                self.tr("2. Players may use \"before scoring\" effects (Me First!)."),
                self.tr("3. The player with the most power gets the first VP number, the second gets the "
                        "middle one, the third the last. Tied players all get the VP of the place they "
                        "share."),
                self.tr("4. The base and every card on it go to the discard piles; a new base replaces it."),
            ]),
            (self.tr("Winning"), [self.tr(
                "When a player has 15 VP or more at the end of a turn, the player with the most VP wins. "
                "If tied, play on until one player leads alone.")]),
            (self.tr("Extra rules"), [
                self.tr("When a card contradicts the rules, the card wins."),
                self.tr("When two cards contradict each other, \"can't\" beats \"can\". When effects "
                        "happen at the same time, the active player chooses their order."),
                self.tr("You may play a card even if its ability can't do anything."),
                self.tr("You must carry out an effect completely, even if it hurts you."),
                self.tr("\"You may\" means you choose whether to do it."),
                self.tr("Discard piles may be looked at any time (click the Discard counter)."),
            ]),
            (self.tr("Controls"), [
                self.tr("Drag a minion onto a base, an action onto a base, a minion or the table. The legal "
                        "places light up; a refused drop says why."),
                self.tr("Double-click a card (or select it with the arrow keys and press Enter) to play "
                        "it; when it can go to several places, they light up: click or select one, or press "
                        "Esc to cancel."),
                self.tr("Choices light up in yellow on the table; click one. Use the buttons under the "
                        "table to pass, answer or end your turn."),
                self.tr("Cards chosen from a deck or a pile open a dialog: copies of a card are one tile "
                        "with a count, and the dialog stays open while the same card keeps asking. Its "
                        "button is the way to decline."),
                self.tr("Cards another player played or moved glow in their colour until your next "
                        "decision. Next to your hand: the plays you have left this turn, each extra play "
                        "with its condition."),
                self.tr("The game log opens each turn with its round and player; it is saved with the "
                        "game, and an undone move leaves it."),
                self.tr("Hover a card to see it large: the zoom keeps clear of the lit places and closes "
                        "when the pointer leaves the table. Right-click pins it; Esc or a click unpins it."),
                self.tr("Ctrl+Z takes back your own moves until something hidden was revealed or another "
                        "player decided."),
                self.tr("Keys for every answer, shown on its button: Ctrl+Enter ends your turn, passes or says "
                        "Done; Y and N answer Yes and No; the other answers under the table (top or under the "
                        "deck, a player, a faction) are numbered 1 to 9. In a dialog of cards, Tab goes from "
                        "card to card and Space or Enter takes one."),
            ]),
        ]
        sections.append((self.tr("FZZZT! — rules summary"), [
            self.tr("Each player starts with their Mechanic and the three Robots of its number. Mechanic 1 is the "
                    "Chief Mechanic: bids first and wins ties. With 2 players the cards numbered 3 and 4 leave the "
                    "game, with 3 players those numbered 4."),
            self.tr("Five rounds. Each round, shuffle your cards (not your Production Units) and take 6 in hand; the "
                    "rest is your face-down workshop. Eight Factory cards form the conveyor; the head card is turned "
                    "up and its speed says how many cards are face up."),
            self.tr("Each auction is on the head card. Every player with cards bids one or more, face down; the bids "
                    "are revealed together and the most power wins (Mechanic 0, Fzzzt 3, a Robot its lightning)."),
            self.tr("The winner puts the card won and their bid in their workshop (a Production Unit goes face up in "
                    "front of them); the others take their bid back. A tie goes to the Chief if tied, else to the "
                    "tied player nearest the Chief; the tied loser nearest the winner becomes Chief."),
            self.tr("A player without cards passes; when nobody has any, everyone takes 6 from their workshop."),
            self.tr("After the eighth auction, give at most one Robot to each of your Production Units; it must share "
                    "a construction symbol with it and stays there for good."),
            self.tr("At the end, give any Robots you like, then score: every Robot's VP, minus 1 per Fzzzt, and for "
                    "each Production Unit its VP per gadget (one Robot per symbol) or minus its VP without a gadget. "
                    "Most VP wins; if tied, fewest Robots; then the victory is shared."),
            self.tr("Drag cards from your hand to the bid area (or select a card and press Space), then seal your "
                    "bid with Enter. Drag a Robot onto a Production Unit, or pick the gift in the list under your units."),
        ]))
        html = ["<h2>{}</h2>".format(self.tr("Smash Up — quick reference"))]
        for title, paragraphs in sections:
            html.append(f"<h3>{title}</h3>")
            html.extend(f"<p>{p}</p>" for p in paragraphs)
        html.append("<h3>{}</h3>".format(self.tr("Keywords")))
        for name, text in [*CARD_TYPES.values(), *KEYWORDS.values(), *MARVEL_WORDS.values()]:
            html.append(f"<p><b>{kw_tr(name)}</b> — {kw_tr(text)}</p>")
        self.browser.setHtml("".join(html))
