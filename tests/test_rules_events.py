"""Events name cards and bases by identity (a base by its card, never its slot), say who may see
them, and make up the game's log, kept in the state: saved, resumed, undone with it, read per seat."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from table import Table
from test_bases_sfdf import nexus_about_to_score

from app import qm
from rules import saves
from rules.actions import Pick
from rules.ai.determinize import Determinizer
from rules.cards.sfdf.super_spies import EXTRA_MINION
from rules.decision import Ev
from rules.eventlog import TAIL, EventLog
from rules.game import Game
from rules.log import lines_for


@pytest.fixture(scope="module")
def fr(tmp_path_factory: pytest.TempPathFactory, qapp) -> object:
    """Log lines in French, through the catalogue the app ships (built from the .ts)."""
    qm_dir: Path = tmp_path_factory.mktemp("qm")
    old, qm.QM_DIR = qm.QM_DIR, qm_dir
    try:
        [built] = qm.build([qm.TS_DIR / "smashup_fr.ts"])
    finally:
        qm.QM_DIR = old
    t = QTranslator()
    assert t.load(str(built))

    def tr(text: str) -> str:
        return t.translate("rules", text) or t.translate("cards", text) or text
    return tr


def log(g: Game, seat: int = 0, tr=lambda s: s) -> list[str]:
    return [text for text, _ in lines_for(g, seat, tr)]


def oasis_about_to_score(here: list, elsewhere: list, hands: list | None = None) -> Table:
    """The Jungle Oasis (breakpoint 12) scores when player 0 finishes; Cave of Shinies replaces it."""
    return Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "aliens/collector", *here]),
                        ("base/the_mothership", elsewhere)],
                 hands=hands, base_deck=["base/cave_of_shinies"], active=0)


# --- identity: a line tells the moment it happened ------------------------------------------------
def test_a_move_onto_a_base_that_scores_in_the_same_action_names_that_base(fr) -> None:
    t = oasis_about_to_score(["pirates/buccaneer"], ["pirates/pirate_king"]).finish()
    t.use("pirate_king")  # moves in, the Oasis scores and Cave of Shinies takes its slot: one action
    assert t.g.state.bases[0].card == t.id("cave_of_shinies")
    lines = log(t.g)
    assert "Pirate King moves from The Mothership to Jungle Oasis" in lines
    assert "Jungle Oasis scores" in lines and "Cave of Shinies replaces Jungle Oasis" in lines
    assert "Player 1 gains 2 VP" in lines and "Player 2 gains 2 VP" in lines  # 9 against 9: a tie
    assert "King Rex is discarded" in lines
    french = log(t.g, tr=fr)
    assert "La carte Roi Pirate est déplacée de la Base Le Vaisseau Mère sur Oasis Luxuriante" in french
    assert "Conquête\u00a0: Oasis Luxuriante" in french
    assert "Caverne des Brillants remplace Oasis Luxuriante" in french
    assert "Joueur 2 gagne 2 PV" in french


def test_a_move_names_the_base_it_left_and_the_one_it_reached(fr) -> None:
    """Which Kree Sentry moved, and from where: the base it left, once (no « (on …) » as well)."""
    t = Table(factions=[["kree", "ultimates"], ["ninjas", "pirates"], ["robots", "wizards"]],
              hands=[[], ["ultimates/lift_and_carry"], []], active=1,
              bases=[("base/jungle_oasis", ["kree/kree_sentry"]), ("base/tar_pits", ["kree/kree_sentry"])])
    t.play("lift_and_carry").choose("kree_sentry")  # the one on the Oasis, to the only other base
    assert log(t.g)[-1] == "Kree Sentry moves from Jungle Oasis to Tar Pits"
    assert log(t.g, tr=fr)[-1] == "La carte Sentinelle Kree est déplacée de la Base Oasis Luxuriante sur Fosses de Goudron"
    # A seat at a hosted table reads its log from the events it was sent: the same line.
    from rules.log import line
    from rules.net.remote import SeatLog
    from rules.net.table import Table as Hosted

    sent, _ = Hosted(t.g).state_for(0)
    seat = SeatLog()
    seat.add(sent)
    assert line(seat, seat.log[-1]) == "Kree Sentry moves from Jungle Oasis to Tar Pits"


def test_a_play_onto_a_base_that_scores_in_the_same_action_names_that_base(fr) -> None:
    t = oasis_about_to_score(["pirates/buccaneer"], [], hands=[[], ["ninjas/shinobi"]]).finish()
    t.play("shinobi", base="jungle_oasis")  # a Special before scoring; the base then scores
    assert t.zone("shinobi") == "discard" and t.g.state.bases[0].card == t.id("cave_of_shinies")
    assert "Player 2 plays Shinobi on Jungle Oasis" in log(t.g)
    assert "Joueur 2 joue Shinobi sur Oasis Luxuriante" in log(t.g, tr=fr)


def test_the_events_of_a_scoring_name_the_scored_base_by_its_card() -> None:
    t = oasis_about_to_score(["pirates/buccaneer"], [])
    events = t.g.apply(t.g.legal_actions()[-1])  # Finish: the Oasis scores, Cave of Shinies comes
    oasis, cave = t.id("jungle_oasis"), t.id("cave_of_shinies")
    by_kind = {ev.kind: ev for ev in events}
    assert by_kind["scored"].base == oasis and by_kind["rank"].base == oasis
    assert by_kind["discard"].base == oasis
    assert by_kind["base_replaced"].card == cave and by_kind["base_replaced"].base == oasis


def test_a_card_that_left_play_keeps_its_name_and_base_in_the_log(fr) -> None:
    t = Table(factions=[["dinosaurs", "aliens"], ["ninjas", "pirates"]],
              bases=[("base/jungle_oasis", [("dinosaurs/war_raptor", 0, ["dinosaurs/upgrade"])]),
                     ("base/the_mothership", [])], hands=[[], ["ninjas/ninja_master"]], active=1)
    t.play("ninja_master", base="jungle_oasis").choose("war_raptor")
    assert t.zone("war_raptor") == "discard" and t.zone("upgrade") == "discard"
    destroy = next(ev for ev in t.g.state.log if ev.kind == "destroy")
    assert destroy.card == t.id("war_raptor") and destroy.base == t.id("jungle_oasis")
    lines = log(t.g)
    assert lines[-3:] == ["Player 2 plays Ninja Master on Jungle Oasis", "Upgrade is discarded",
                          "War Raptor is destroyed"]
    assert log(t.g, tr=fr)[-2:] == ["La carte Amélioration est défaussée", "La carte Raptor de Guerre est détruite"]


def test_a_return_and_a_power_change_name_their_cards(fr) -> None:
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", ("pirates/saucy_wench", 1)]),
                     ("base/the_mothership", [])], hands=[["aliens/collector", "dinosaurs/howl"], []])
    t.play("collector", base="jungle_oasis").choose("saucy_wench")
    t.play("howl")
    lines = log(t.g)
    assert "Saucy Wench returns to its owner's hand" in lines
    assert "King Rex gets +1 power until the end of the turn" in lines
    assert "La carte Gourgandine est renvoyée dans la main de son propriétaire" in log(t.g, tr=fr)


def test_a_minion_sent_under_its_deck_by_a_base_that_is_then_replaced_names_both(fr) -> None:
    t = Table(bases=[("base/temple_of_goju", ["dinosaurs/king_rex", "dinosaurs/laseratops", "ninjas/ninja_master", "ninjas/tiger_assassin"]),
                     ("base/jungle_oasis", [])], base_deck=["base/cave_of_shinies"])
    t.finish()  # the Temple scores: each player's strongest minion there goes under its deck
    bottom = next(ev for ev in t.g.state.log if ev.kind == "deck_bottom" and ev.card == t.id("king_rex"))
    assert bottom.base == t.id("temple_of_goju") and bottom.src == t.id("temple_of_goju")
    assert t.g.state.bases[0].card == t.id("cave_of_shinies")
    assert "King Rex goes to the bottom of its owner's deck" in log(t.g)
    assert "Cave of Shinies replaces Temple of Goju" in log(t.g)
    assert "Caverne des Brillants remplace Temple de Goju" in log(t.g, tr=fr)


def test_counters_and_control_name_a_minion_that_then_left_play(fr) -> None:
    t = Table(factions=[["dinosaurs", "aliens"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              bases=[("base/jungle_oasis", ["dinosaurs/war_raptor"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_master"], []], active=1)
    t.e.add_counters(t.id("war_raptor"), 2)
    t.e.take_control(t.id("war_raptor"), 1)
    t.play("ninja_master", base="jungle_oasis").choose("war_raptor")
    assert t.zone("war_raptor") == "discard"
    counter = next(ev for ev in t.g.state.log if ev.kind == "counter")
    assert counter.base == t.id("jungle_oasis")
    lines = log(t.g, seat=2)
    assert "War Raptor (Player 1): 2 +1 power counters" in lines  # whose minion it is
    assert "Player 2 controls War Raptor until the end of the turn" in lines
    assert "War Raptor is destroyed" in lines
    assert "Raptor de Guerre (Joueur 1)\u00a0: 2 marqueurs Force +1" in log(t.g, tr=fr)
    assert "Joueur 2 contrôle Raptor de Guerre jusqu'à la fin du tour" in log(t.g, tr=fr)


# --- which card caused it, and whose ---------------------------------------------------------------
def test_brownies_random_discards_name_brownie_and_who_discards(fr) -> None:
    t = Table(factions=[["tricksters", "aliens"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              bases=[("base/jungle_oasis", [("tricksters/brownie", 0)]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_master", "pirates/first_mate", "pirates/first_mate"], []], active=1)
    t.play("ninja_master", base="jungle_oasis").choose("brownie")
    discards = [ev for ev in t.g.state.log if ev.kind == "discard" and ev.at_random]
    assert [(ev.player, ev.src) for ev in discards] == [(1, t.id("brownie"))] * 2  # the data, not only the words
    assert log(t.g, seat=2).count("Brownie: Player 2 discards First Mate at random") == 2
    assert "Brownie\u00a0: Joueur 2 défausse Second au hasard" in log(t.g, tr=fr)


def test_a_card_revealed_from_another_players_deck_names_both_players(fr) -> None:
    t = Table(factions=[["aliens", "ninjas"], ["super_spies", "pirates"], ["wizards", "zombies"]],
              hands=[[], ["super_spies/discards_are_forever"], []],
              decks=[["aliens/collector"], [], ["wizards/summon"]], active=1)
    t.play("discards_are_forever")
    lines = log(t.g, seat=0)
    assert "Player 2 reveals Collector from Player 1's deck" in lines
    assert "Player 2 reveals Summon from Player 3's deck" in lines
    assert "Joueur 2 révèle Collectionneur de la pioche de Joueur 1" in log(t.g, tr=fr)


def test_one_counter_names_its_minion_and_its_controller(fr) -> None:
    t = Table(factions=[["dinosaurs", "aliens"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              bases=[("base/jungle_oasis", [("ninjas/shinobi", 1)]), ("base/the_mothership", [])], active=2)
    t.e.add_counters(t.id("shinobi"), 1)
    t.e.remove_counters(t.id("shinobi"), 1)
    assert log(t.g)[-2:] == ["Shinobi (Player 2): +1 power counter",
                             "Shinobi (Player 2): one +1 power counter removed"]


def test_portal_rooms_extra_turn_is_told_with_its_cause(fr) -> None:
    t = Table(factions=[["cyborg_apes", "robots"], ["ninjas", "aliens"], ["wizards", "zombies"]], active=2,
              bases=[("base/portal_room", ["cyborg_apes/cyberback", "cyborg_apes/clyde_2_0", "robots/warbot",
                                           "robots/zapbot", "ninjas/ninja_master", "ninjas/shinobi"]),
                     ("base/tar_pits", [])])
    t.finish()
    assert [(ev.player, ev.src) for ev in t.g.state.log if ev.kind == "extra_turn"] == [(0, t.id("portal_room"))]
    assert "Player 1 takes an extra turn: Portal Room" in log(t.g)
    assert "Joueur 1 joue un tour supplémentaire\u00a0: Salle du Portail" in log(t.g, tr=fr)


def test_a_faction_named_aloud_is_told_to_every_seat(fr) -> None:
    t = Table(factions=[["ninjas", "pirates"], ["tricksters", "robots"], ["wizards", "zombies"]],
              hands=[[], ["tricksters/block_the_path"], []], active=1)
    t.play("block_the_path", base="the_central_brain").choose_option("robots")
    for seat in (0, 1, 2):
        assert log(t.g, seat)[-1] == "Player 2 names the Robots faction (Block the Path)"
    assert log(t.g, 2, tr=fr)[-1] == "Joueur 2 nomme la Faction Robots (Barrer la Route)"


def test_a_card_named_aloud_and_a_choice_taken_aloud_are_told(fr) -> None:
    t = Table(factions=[["geeks", "pirates"], ["super_spies", "robots"], ["wizards", "zombies"]],
              hands=[["robots/warbot"], ["geeks/banned_list"], []], active=1)
    t.play("banned_list").choose_option("zombies/walker").choose_option("pirates/dinghy")
    assert "Player 2 names Walker (Banned List)" in log(t.g, 2)
    t = Table(factions=[["geeks", "pirates"], ["super_spies", "robots"], ["wizards", "zombies"]],
              hands=[[], ["super_spies/from_q_with_love", "robots/zapbot"], []], decks=[[], ["robots/warbot"] * 2, []],
              active=1)
    t.play("from_q_with_love").choose("zapbot").choose_option(EXTRA_MINION)
    assert log(t.g, 0)[-1] == "Player 2 chooses: An extra minion (From Q With Love)"
    assert log(t.g, 0, tr=fr)[-1] == "Joueur 2 choisit\u00a0: Une Créature supplémentaire (Bons baisers de Q)"


def test_an_event_names_a_base_by_its_base_card_only() -> None:
    t = Table(hands=[["dinosaurs/war_raptor"], []])
    with pytest.raises(ValueError, match="base card"):
        t.e.emit(Ev("scored", base=t.id("war_raptor")))  # what a slot index may well be


# --- visibility ---------------------------------------------------------------------------------
def probe_table() -> Table:
    """Player 1 (seat 1) holds Probe; player 2 (seat 2) holds Summon and Walker."""
    return Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["wizards", "zombies"]],
                 hands=[["ninjas/tiger_assassin"], ["aliens/probe"], ["wizards/summon", "zombies/walker"]],
                 active=1)


def test_probe_shows_the_whole_hand_to_its_player_only(fr) -> None:
    t = probe_table()
    t.play("probe").choose_player(2)
    assert t.zone("walker") == "discard"
    reveals = [ev for ev in t.g.state.log if ev.kind == "look"]
    assert {ev.card for ev in reveals} == {t.id("summon"), t.id("walker")}  # the whole hand, not just minions
    assert all(ev.seen == (1,) for ev in reveals)
    mine = log(t.g, seat=1)
    assert "Player 2 looks at Player 3's hand" in mine
    assert "Player 2 sees Player 3's Summon" in mine and "Player 2 sees Player 3's Walker" in mine
    assert "Joueur 2 voit Invocation de Joueur 3" in log(t.g, seat=1, tr=fr)
    assert "Joueur 2 regarde la main de Joueur 3" in log(t.g, seat=0, tr=fr)
    for seat in (0, 2):  # the others (the hand's owner too) are told that Player 2 looked, not what was seen
        theirs = log(t.g, seat=seat)
        assert "Player 2 looks at Player 3's hand" in theirs
        assert not any("sees" in line or "Summon" in line for line in theirs)
        assert "Walker is discarded" in theirs  # the discarded minion is public


def test_log_for_filters_private_events() -> None:
    t = probe_table()
    t.play("probe").choose_player(2)
    summon = t.id("summon")
    assert any(ev.card == summon for ev in t.g.log_for(1))
    assert not any(ev.card == summon for ev in t.g.log_for(0))
    assert not any(ev.card == summon for ev in t.g.log_for(2))


def test_a_draw_names_the_card_to_its_drawer_only() -> None:
    t = Table(decks=[["dinosaurs/war_raptor", "dinosaurs/king_rex"], []])
    t.finish()
    assert "Player 1 draws War Raptor" in log(t.g, seat=0)
    assert "Player 1 draws a card" in log(t.g, seat=1)
    assert not any(ev.kind == "draw" and ev.card is not None for ev in t.g.log_for(1))


def test_a_bots_world_holds_only_the_log_its_seat_saw() -> None:
    t = probe_table()
    t.play("probe").choose_player(2)
    world = Determinizer(t.g, 0).sample(random.Random(1))
    assert not any(ev.kind == "look" for ev in world.state.log)
    assert any(ev.kind == "look_hand" for ev in world.state.log)


# --- the log lives in the state -----------------------------------------------------------------
def test_the_log_is_saved_and_resumed() -> None:
    t = probe_table()
    t.play("probe").choose_player(2)
    back = saves.loads(saves.dumps(t.g))
    assert list(back.state.log) == list(t.g.state.log)
    assert log(back, seat=1) == log(t.g, seat=1) and log(back, seat=0) == log(t.g, seat=0)


def test_the_log_survives_a_save_in_the_middle_of_an_effect() -> None:
    t = probe_table()
    t.play("probe")  # Probe asks whose hand: the action is half-resolved
    assert t.pending.kind == "player"
    back = saves.loads(saves.dumps(t.g))
    back.apply(Pick("player", 2))
    t.choose_player(2)
    assert list(back.state.log) == list(t.g.state.log)


def test_an_undone_state_has_the_log_it_had() -> None:
    t = Table(hands=[["dinosaurs/war_raptor"], []])
    before = t.g.clone()
    t.play("war_raptor", base="jungle_oasis")
    assert "Player 1 plays War Raptor on Jungle Oasis" in log(t.g)
    assert "Player 1 plays War Raptor on Jungle Oasis" not in log(before)


def test_copies_share_the_log_and_each_appends_on_its_own() -> None:
    t = Table(hands=[["dinosaurs/war_raptor", "dinosaurs/king_rex"], []])
    other = t.g.clone()
    assert other.state.log is t.g.state.log  # a clone copies no list of events
    t.play("war_raptor", base="jungle_oasis")
    other.apply(next(a for a in other.legal_actions() if getattr(a, "card", None) == t.id("king_rex")))
    assert "Player 1 plays War Raptor on Jungle Oasis" in log(t.g) and "King Rex" not in " ".join(log(t.g))
    assert "War Raptor" not in " ".join(log(other))


def test_the_log_keeps_every_event_in_order_past_its_tail() -> None:
    evs = [Ev("turn_start", player=k % 2, amount=k) for k in range(3 * TAIL + 5)]
    lg = EventLog()
    for ev in evs:
        lg = lg.add(ev)
    assert list(lg) == evs and len(lg) == len(evs)


def test_a_buried_card_is_named_to_the_player_who_buried_it_only() -> None:
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              hands=[[], ["ninjas/ninja_master"], []], active=1)
    t.e.bury(1, t.id("ninja_master"), 0)
    assert "Player 2 buries Ninja Master at The Central Brain" in log(t.g, seat=1)
    for seat in (0, 2):
        assert "Player 2 buries a card at The Central Brain" in log(t.g, seat=seat)
        assert not any("Ninja Master" in line for line in log(t.g, seat=seat))


def test_a_look_at_ones_own_deck_is_told_to_all_and_shown_to_the_looker(fr) -> None:
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["wizards", "zombies"]],
              decks=[[], ["ninjas/shinobi", "pirates/first_mate"], []], active=1)
    t.e.look(1, t.g.state.players[1].deck[:2], whom=1, zone="deck")
    assert log(t.g, seat=1) == ["Player 2 looks at 2 cards of their deck", "Player 2 sees Shinobi",
                                "Player 2 sees First Mate"]
    assert log(t.g, seat=0) == log(t.g, seat=2) == ["Player 2 looks at 2 cards of their deck"]
    assert log(t.g, seat=0, tr=fr) == ["Joueur 2 regarde 2 cartes de sa pioche"]


@pytest.mark.parametrize("bad, why", [({"kind": "destroy", "card": 99999}, "names card 99999"),
                                      ({"kind": "look", "card": 0, "player": 1, "seen": [7]}, "names player 7"),
                                      ({"kind": "draw", "seen": "everyone"}, "malformed")])
def test_a_save_whose_log_names_what_does_not_exist_is_refused(bad: dict, why: str) -> None:
    t = probe_table()
    t.play("probe")  # mid-effect: the replay's snapshot is saved too
    data = saves.to_data(t.g)
    data["state"]["replay"]["snapshot"]["log"]["tail"].append(bad)
    data["checksum"] = saves.checksum(data["state"])
    with pytest.raises(saves.SaveError, match=why):
        saves.loads(json.dumps(data))


def test_a_bot_remembers_the_hand_its_seat_looked_at_and_no_other_seat_does() -> None:
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["wizards", "zombies"]],
              hands=[["ninjas/tiger_assassin"], ["aliens/probe"], ["wizards/summon", "zombies/walker"]],
              decks=[[], [], ["zombies/grave_digger", "zombies/grave_digger", "wizards/chronomage"]], active=1)
    t.play("probe").choose_player(2)  # Player 2 (seat 1) saw Summon; Walker was discarded
    summon = t.id("summon")
    r = random.Random(3)
    prober = Determinizer(t.g, 1)
    assert all(prober.sample(r).state.cards[summon] == "wizards/summon" for _ in range(20))
    other = Determinizer(t.g, 0)
    assert {other.sample(r).state.cards[summon] for _ in range(20)} != {"wizards/summon"}


def test_every_bot_knows_a_minion_returned_to_its_owners_hand() -> None:
    t = Table(bases=[("base/jungle_oasis", ["dinosaurs/king_rex", ("pirates/saucy_wench", 1)]),
                     ("base/the_mothership", [])], hands=[["aliens/collector"], []],
              decks=[[], ["pirates/first_mate", "ninjas/ninja_master", "ninjas/shinobi"]])
    t.play("collector", base="jungle_oasis").choose("saucy_wench")
    world = Determinizer(t.g, 0).sample(random.Random(5))
    assert t.id("saucy_wench") in world.state.players[1].hand
    assert world.state.cards[t.id("saucy_wench")] == "pirates/saucy_wench"


# --- every zone move told: a hand shuffled away, the base deck refilled, a base put back -----------
def test_a_hand_shuffled_into_its_deck_is_told_to_every_seat_without_its_cards(fr) -> None:
    t = Table(factions=[["wizards", "aliens"], ["ninjas", "pirates"]],
              hands=[["wizards/winds_of_change", "wizards/neophyte", "aliens/invader"], []],
              decks=[["wizards/summon"] * 5, []])
    t.play("winds_of_change")  # « Mélangez votre main dans votre pioche, puis piochez 5 cartes »
    [told] = [ev for ev in t.g.log_for(1) if ev.kind == "hand_into_deck"]
    assert (told.player, told.amount, told.card, told.src) == (0, 2, None, t.id("winds_of_change"))
    assert "Player 1 shuffles 2 cards of their hand into their deck" in log(t.g, seat=1)
    assert "Joueur 1 mélange 2 cartes de sa main dans sa pioche" in log(t.g, seat=1, tr=fr)


def test_the_empty_base_deck_takes_the_shuffled_base_discard_pile_and_says_so(fr) -> None:
    t = oasis_about_to_score(["dinosaurs/laseratops"], [])  # 13 against a breakpoint of 12
    s = t.g.state
    s.base_deck.remove(t.id("cave_of_shinies"))
    s.base_discard.append(t.id("cave_of_shinies"))  # « Retour au bercail »: the only base left, discarded
    t.finish()
    assert s.bases[0].card == t.id("cave_of_shinies")
    lines = log(t.g)
    assert lines.index("The base discard pile is shuffled to make the base deck") \
        < lines.index("Cave of Shinies replaces Jungle Oasis")
    assert "La défausse Base est mélangée et forme la pioche Base" in log(t.g, tr=fr)


def test_the_nexus_puts_a_discarded_base_on_top_of_the_base_deck_in_the_log(fr) -> None:
    t = nexus_about_to_score([["ninjas", "pirates"], ["cyborg_apes", "super_spies"], ["robots", "wizards"]])
    s = t.g.state
    t.finish().choose("the_vats")
    [told] = [ev for ev in s.log if ev.kind == "base_deck_top"]
    assert (told.card, told.src) == (t.id("the_vats"), t.id("the_nexus"))
    assert log(t.g).index("The Vats goes on top of the base deck") < log(t.g).index("The Vats replaces The Nexus")
    assert "La Base Les Cuves est placée sur le dessus de la pioche Base" in log(t.g, tr=fr)


# --- a target the rules leave untouched says why -----------------------------------------------------
def test_microbot_guard_does_nothing_to_spider_man_2099_and_the_log_says_why(fr) -> None:
    # Spider-Man 2099: « Les cartes des autres joueurs ne peuvent pas détruire ce Personnage. »
    t = Table(factions=[["robots", "aliens"], ["spider_verse", "ninjas"]], hands=[["robots/microbot_guard"], []],
              bases=[("base/the_mothership", ["robots/zapbot", "robots/microbot_alpha", "spider_verse/spider_man_2099"]),
                     ("base/jungle_oasis", [])])
    t.play("microbot_guard", base="the_mothership").choose("spider_man_2099")  # lit: power 2 < 3 minions
    assert t.slot_of("spider_man_2099") == "the_mothership"
    [told] = [ev for ev in t.g.state.log if ev.kind == "not_destroyed"]
    assert (told.card, told.player, told.src, told.to) == (t.id("spider_man_2099"), 1, t.id("microbot_guard"),
                                                           t.id("spider_man_2099"))
    assert "Microbot Guard has no effect on Spider-Man 2099, whose own ability keeps it from being destroyed" \
        in log(t.g, seat=1)
    assert "La carte Microbot Gardien est sans effet sur la carte Spider-Man 2099\u00a0: son propre effet " \
           "l'empêche d'être détruite" in log(t.g, tr=fr)


def test_a_minion_a_modifier_protects_is_untouched_and_the_log_names_the_modifier(fr) -> None:
    # Wildlife Preserve: « Vos Créatures sur cette Base ne sont pas affectées par les Actions des autres joueurs. »
    t = Table(factions=[["aliens", "robots"], ["dinosaurs", "ninjas"]], hands=[["aliens/crop_circles"], []],
              bases=[("base/the_mothership", ["aliens/invader", "dinosaurs/king_rex"]), ("base/jungle_oasis", [])],
              base_actions={0: [("dinosaurs/wildlife_preserve", 1)]})
    t.play("crop_circles").choose("the_mothership")
    assert t.zone("invader") == "hand" and t.slot_of("king_rex") == "the_mothership"
    assert "Crop Circles has no effect on King Rex, which Wildlife Preserve protects" in log(t.g)
    assert "Invader" not in " ".join(line for line in log(t.g) if "no effect" in line)  # the one it did reach


def test_a_minion_that_destroys_itself_as_the_only_target_is_named(fr) -> None:
    t = Table(factions=[["ninjas", "aliens"], ["robots", "pirates"]], hands=[["ninjas/ninja_master"], []],
              bases=[("base/the_mothership", []), ("base/jungle_oasis", [])])
    t.play("ninja_master", base="the_mothership").choose("ninja_master")  # « une Créature sur cette Base »
    assert t.zone("ninja_master") == "discard"
    assert "Ninja Master destroys itself" in log(t.g, seat=1)
    assert "La carte Maître Ninja se détruit elle-même" in log(t.g, tr=fr)


def test_microbot_guard_forced_to_destroy_itself_as_the_only_target_says_so(fr) -> None:
    # Of the two minions its player has there, only the Guard (power 1, Warbot 2) is below 2: the
    # only legal target, taken without asking.
    t = Table(factions=[["robots", "aliens"], ["ninjas", "pirates"]], hands=[["robots/microbot_guard"], []],
              bases=[("base/the_mothership", ["robots/warbot"]), ("base/jungle_oasis", [])])
    t.play("microbot_guard", base="the_mothership")
    assert t.zone("microbot_guard") == "discard"
    assert log(t.g, seat=1)[-1] == "Microbot Guard destroys itself"
    assert log(t.g, tr=fr)[-1] == "La carte Microbot Gardien se détruit elle-même"


def test_a_minion_an_interceptor_saves_is_untouched_and_the_log_names_the_interceptor(fr) -> None:
    # Tooth and Claw... and Guns: « Si une capacité devait affecter cette Créature, détruisez cette carte :
    # la capacité n'affecte pas la Créature. »
    t = Table(factions=[["aliens", "robots"], ["dinosaurs", "ninjas"]], hands=[["aliens/beam_up"], []],
              bases=[("base/the_mothership", [("dinosaurs/king_rex", 1, ["dinosaurs/tooth_and_claw_and_guns"])]),
                     ("base/jungle_oasis", [])])
    t.play("beam_up")  # the only minion: taken without asking
    assert t.slot_of("king_rex") == "the_mothership" and t.zone("tooth_and_claw_and_guns") == "discard"
    lines = log(t.g)
    assert lines.index("Tooth and Claw... and Guns is destroyed") \
        < lines.index("Beam Up has no effect on King Rex, which Tooth and Claw... and Guns protects")


def test_an_action_played_onto_an_intercepted_minion_is_told_played_first_then_why_it_did_nothing() -> None:
    # The action is played, then would affect the minion: the interceptor gives itself up instead.
    t = Table(factions=[["dinosaurs", "robots"], ["ninjas", "aliens"], ["wizards", "zombies"]],
              hands=[[], ["ninjas/poison"], []], active=1,
              bases=[("base/the_mothership", [("dinosaurs/king_rex", 0, ["dinosaurs/tooth_and_claw_and_guns"])]),
                     ("base/jungle_oasis", [])])
    t.play("poison", target="king_rex")
    assert t.zone("poison") == "discard" and t.zone("tooth_and_claw_and_guns") == "discard"
    assert log(t.g, seat=2)[-3:] == ["Player 2 plays Poison on King Rex", "Tooth and Claw... and Guns is destroyed",
                                     "Poison has no effect on King Rex, which Tooth and Claw... and Guns protects"]


def test_every_minion_an_interceptor_guarded_is_told_untouched_naming_it(fr) -> None:
    # Hideout: « détruisez cette carte : l'Action n'a aucun effet sur vos Créatures de cette Base » — both
    # Gremlins stay, and each line names Hideout (the second was told nothing once Hideout had gone).
    t = Table(factions=[["tricksters", "ninjas"], ["pirates", "robots"], ["wizards", "zombies"]],
              hands=[[], ["pirates/broadside"], []], active=1,
              bases=[("base/factory_436_1337", ["tricksters/gremlin", "tricksters/gremlin", ("pirates/first_mate", 1)]),
                     ("base/jungle_oasis", [])],
              base_actions={0: ["tricksters/hideout"]})
    t.play("broadside").choose_player(0)
    assert t.zone("hideout") == "discard" and [t.slot_of(g) for g in ("gremlin", "gremlin#2")] == ["factory_436_1337"] * 2
    told = [line for line in log(t.g, seat=2) if line.startswith("Broadside has no effect")]
    assert told == ["Broadside has no effect on Gremlin, which Hideout protects"] * 2
