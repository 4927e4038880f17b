"""Titans (Big Geek Box book, "Titans"): the rules every titan follows, then each titan.

Owners here are never player 0 and the active player never 0 either: factions are seated so that
the titan's owner is player 1 or 2."""

from table import Table

from rules.actions import Pick, Talent, Use
from rules.setup import new_game

FORT = "dinosaurs/fort_titanosaurus"
NINJA = "ninjas/invisible_ninja"
KRAKEN = "pirates/the_kraken"
GIANT = "tricksters/big_funny_giant"
PROTECTOR = "wizards/arcane_protector"
# Player 1 owns the Fort, player 2 the Giant; player 0 the Ninja and the Kraken.
SEATS = [["ninjas", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]]


def beside(t: Table, player: int) -> list[int]:
    return t.g.state.players[player].titans


def titans_at(t: Table, base: str) -> list[int]:
    return t.g.state.bases[t.slot(base)].titans


def picks(t: Table, kind: str = "card") -> set:
    return {a.value for a in t.options() if isinstance(a, Pick) and a.kind == kind}


# --- the rules every titan follows -----------------------------------------------------------------
def test_titans_start_beside_their_owners_decks_when_played_with():
    g = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]], seed=3, titans=True)
    assert [[g.read.cid(t) for t in p.titans] for p in g.state.players] == [[FORT], [NINJA, KRAKEN], [GIANT]]
    held = {g.read.cid(c) for p in g.state.players for c in p.hand + p.deck + p.discard}
    assert not held & {FORT, NINJA, KRAKEN, GIANT}
    plain = new_game([["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "tricksters"]], seed=3)
    assert all(p.titans == [] for p in plain.state.players)
    assert all(plain.read.cid(c) not in (FORT, NINJA, KRAKEN, GIANT) for c in range(len(plain.state.cards)))


def test_titan_is_not_a_minion_for_minion_effects():
    t = Table(factions=SEATS, bases=[("base/jungle_oasis", []), ("base/the_mothership", [])],
              hands=[[], [], ["tricksters/gnome"]], base_titans={0: [FORT]}, active=2)
    t.play("gnome", base="jungle_oasis")  # "you may destroy a minion here": the titan is none
    assert t.pending.kind == "main"
    assert titans_at(t, "jungle_oasis") == [t.id("fort_titanosaurus")]
    assert t.e.minions(at=t.slot("jungle_oasis")) == [t.id("gnome")]


def test_titan_counters_count_for_its_controller_not_its_owner():
    t = Table(factions=SEATS, bases=[("base/jungle_oasis", ["robots/warbot"]), ("base/the_mothership", [])],
              base_titans={0: [{"card": FORT, "controller": 2, "power_counters": 3}]}, active=1)
    oasis = t.slot("jungle_oasis")
    assert t.e.power_by_player(oasis) == [0, 0, 4 + 3]
    assert t.e.total_power(oasis) == 7
    assert t.facts("fort_titanosaurus") == {"zone": "base", "owner": 1, "base": "jungle_oasis", "controller": 2,
                                            "power_counters": 3}


def test_titan_one_per_player_in_play():
    """"Vous ne pouvez pas jouer un Titan si vous contrôlez déjà un Titan en jeu.\""""
    free = Table(factions=SEATS, titans=[[], [], [GIANT]], active=2)
    assert Use(free.id("big_funny_giant")) in free.options()
    t = Table(factions=SEATS, titans=[[], [], [GIANT]], base_titans={1: [(FORT, 2)]}, active=2)
    assert Use(t.id("big_funny_giant")) not in t.options()


def test_titan_goes_back_beside_its_owners_deck_when_its_base_scores():
    t = Table(factions=SEATS,
              bases=[("base/jungle_oasis", ["robots/nukebot", "robots/warbot", "robots/hoverbot"]),
                     ("base/the_mothership", [])],
              base_titans={0: [{"card": FORT, "controller": 2, "power_counters": 2}]}, active=2)
    fort = t.id("fort_titanosaurus")
    t.finish().until_next_turn()
    assert t.vp[2] == 2
    assert beside(t, 1) == [fort] and all(fort not in p.discard for p in t.g.state.players)
    assert fort not in t.g.state.counters and fort not in t.g.state.controller
    assert t.zone("fort_titanosaurus") == "beside_deck"


def test_titan_power_makes_its_controller_eligible_to_score_but_a_titan_alone_does_not():
    """"Au minimum une Créature (même si sa Force est de 0) ou une carte vous octroyant une Force
    d'au moins 1 sur cette Base": a titan is no minion, its counters are power."""
    def places(counters: int) -> list[int]:
        t = Table(factions=SEATS,
                  bases=[("base/tar_pits", ["robots/nukebot", "robots/warbot", "robots/warbot", "robots/hoverbot"]),
                         ("base/the_mothership", [])],
                  base_titans={0: [{"card": FORT, "controller": 1, "power_counters": counters}]}, active=2)
        t.finish().until_next_turn()
        return t.vp
    assert places(1) == [0, 3, 4]  # the Tar Pits give 4, 3, 2: the Fort's one counter comes second
    assert places(0) == [0, 0, 4]


def test_clash_of_titans_the_lower_total_takes_its_titan_away():
    t = Table(factions=SEATS, bases=[("base/jungle_oasis", ["robots/warbot"]), ("base/the_mothership", [])],
              titans=[[], [], [GIANT]], base_titans={0: [{"card": FORT, "power_counters": 3}]}, active=2)
    t.use("big_funny_giant").choose("jungle_oasis")
    # 4 (Warbot) against 3 (the Fort's counters): the Fort goes back beside player 1's deck.
    assert titans_at(t, "jungle_oasis") == [t.id("big_funny_giant")]
    assert beside(t, 1) == [t.id("fort_titanosaurus")]


def test_clash_of_titans_the_titan_already_there_wins_ties():
    t = Table(factions=SEATS, bases=[("base/jungle_oasis", ["robots/warbot"]), ("base/the_mothership", [])],
              titans=[[], [], [GIANT]], base_titans={0: [{"card": FORT, "power_counters": 4}]}, active=2)
    t.use("big_funny_giant").choose("jungle_oasis")
    assert titans_at(t, "jungle_oasis") == [t.id("fort_titanosaurus")]
    assert beside(t, 2) == [t.id("big_funny_giant")]
    assert t.g.state.minion_plays == 0  # the Giant came in place of the minion play all the same


# --- Fort Titanosaurus -----------------------------------------------------------------------------
def _fort_table(hand: list[str] | None = None) -> Table:
    return Table(factions=SEATS,
                 bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "robots/warbot"]),
                        ("base/the_mothership", ["dinosaurs/laseratops"])],
                 hands=[[], hand or ["dinosaurs/war_raptor", "dinosaurs/howl"], []], titans=[[], [FORT], []], active=1)


def test_fort_titanosaurus_enters_by_destroying_one_of_your_minions():
    t = _fort_table()
    t.use("fort_titanosaurus")
    assert picks(t) == {t.id("king_rex"), t.id("laseratops")}  # only your own minions
    t.choose("king_rex")
    fort = t.id("fort_titanosaurus")
    assert t.g.state.players[1].discard == [t.id("king_rex")]
    assert titans_at(t, "jungle_oasis") == [fort] and t.e.counters_on(fort) == 7
    assert t.e.power_by_player(t.slot("jungle_oasis")) == [0, 7, 4]
    # Not a play: the minion and the action plays are still there, and nothing was "played".
    assert t.can_play("war_raptor", base="the_mothership") and t.can_play("howl")
    assert t.g.state.played == []


def test_fort_titanosaurus_not_once_a_minion_was_played():
    t = _fort_table()
    assert Use(t.id("fort_titanosaurus")) in t.options()
    t.play("war_raptor", base="the_mothership")
    assert Use(t.id("fort_titanosaurus")) not in t.options()


def test_fort_titanosaurus_not_stopped_by_another_players_minion_played_in_your_turn():
    t = Table(factions=[["geeks", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", [])],
              hands=[["geeks/wil_wheaton"], ["dinosaurs/howl"], []], titans=[[], [FORT], []], active=1)
    t.play("howl").play("wil_wheaton", base="the_mothership")  # player 0 cancels Howl with a minion
    assert t.zone("wil_wheaton") == "base" and t.g.state.players[1].discard == [t.id("howl")]
    assert Use(t.id("fort_titanosaurus")) in t.options()  # player 1 has played no minion


def test_fort_titanosaurus_kept_out_by_your_minion_another_player_took_control_of():
    t = Table(factions=[["geeks", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]],
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", [])],
              hands=[["geeks/control_minion"], ["dinosaurs/war_raptor"], []], titans=[[], [FORT], []], active=1)
    t.play("war_raptor", base="the_mothership").play("control_minion")  # player 0 takes it at once
    assert t.e.ctrl(t.id("war_raptor")) == 0
    assert Use(t.id("fort_titanosaurus")) not in t.options()


def test_fort_titanosaurus_counters_once_per_turn_after_your_action_affects_minions():
    t = Table(factions=SEATS,
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "robots/warbot"]),
                     ("base/the_mothership", ["dinosaurs/laseratops"])],
              hands=[[], ["dinosaurs/howl", "dinosaurs/augmentation"], []],
              base_titans={1: [FORT]}, active=1)
    t.g.state.action_plays = 2
    t.play("howl")
    assert picks(t) == {t.id("king_rex"), t.id("laseratops")}  # the minions Howl affected
    t.choose("laseratops").answer(True)
    fort = t.id("fort_titanosaurus")
    assert t.e.counters_on(t.id("laseratops")) == 1 and t.e.counters_on(fort) == 1
    t.play("augmentation").choose("warbot")
    assert t.pending.kind == "main"  # once per turn
    assert t.e.counters_on(t.id("warbot")) == 0 and t.e.counters_on(fort) == 1


def test_fort_titanosaurus_counter_on_the_titan_alone_when_the_affected_minion_is_gone():
    t = Table(factions=[["ninjas", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]],
              bases=[("base/jungle_oasis", ["ninjas/shinobi"]), ("base/the_mothership", [])],
              hands=[[], ["aliens/disintegrator"], []], base_titans={1: [FORT]}, active=1)
    t.play("disintegrator")  # the Shinobi, the only target, goes under player 0's deck: no minion to take a counter
    assert t.g.state.players[0].deck == [t.id("shinobi")] and t.pending.kind == "yesno"
    t.answer(True)
    assert t.e.counters_on(t.id("fort_titanosaurus")) == 1 and t.g.state.counters == {t.id("fort_titanosaurus"): 1}


def test_fort_titanosaurus_talent_draws_with_four_counters():
    def table(counters: int) -> Table:
        return Table(factions=SEATS, bases=[("base/jungle_oasis", []), ("base/the_mothership", [])],
                     decks=[[], ["dinosaurs/king_rex"], []],
                     base_titans={0: [{"card": FORT, "power_counters": counters}]}, active=1)
    three = table(3)
    assert Talent(three.id("fort_titanosaurus")) not in three.options()
    t = table(4)
    t.talent("fort_titanosaurus")
    assert t.hand(1) == ["dinosaurs/king_rex"]


# --- Invisible Ninja -------------------------------------------------------------------------------
NINJA_SEATS = [["robots", "tricksters"], ["ninjas", "pirates"], ["dinosaurs", "aliens"]]


def test_invisible_ninja_enters_by_discarding_at_a_base_where_you_have_a_minion():
    t = Table(factions=NINJA_SEATS,
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex"]), ("base/the_mothership", ["ninjas/tiger_assassin"])],
              hands=[[], ["pirates/cannon", "ninjas/seeing_stars"], []], titans=[[], [NINJA], []], active=1)
    t.use("invisible_ninja").choose("cannon")
    assert t.g.state.players[1].discard == [t.id("cannon")]
    assert titans_at(t, "the_mothership") == [t.id("invisible_ninja")]  # the only base with your minion
    assert t.facts("invisible_ninja")["controller"] == 1
    nobody = Table(factions=NINJA_SEATS, bases=[("base/jungle_oasis", ["dinosaurs/king_rex"])],
                   hands=[[], ["pirates/cannon"], []], titans=[[], [NINJA], []], active=1)
    assert Use(nobody.id("invisible_ninja")) not in nobody.options()


def test_invisible_ninja_destroys_itself_at_turn_start_for_an_extra_minion():
    t = Table(factions=NINJA_SEATS,
              bases=[("base/jungle_oasis", ["ninjas/tiger_assassin"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_acolyte", "ninjas/ninja_master"], []], base_titans={0: [NINJA]},
              active=1, phase="start_of_turn")
    t.answer(True)
    assert beside(t, 1) == [t.id("invisible_ninja")]
    assert picks(t) == {t.id("ninja_acolyte")}  # power 3 or less
    t.choose("ninja_acolyte").choose("the_mothership")
    assert t.slot_of("ninja_acolyte") == "the_mothership"
    assert t.pending.kind == "main" and t.g.state.minion_plays == 1  # an extra minion
    # It was in play when the turn began: it can't come back this turn.
    assert Use(t.id("invisible_ninja")) not in t.options()


def test_invisible_ninja_may_stay_in_play_at_turn_start():
    t = Table(factions=NINJA_SEATS, bases=[("base/jungle_oasis", ["ninjas/tiger_assassin"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/ninja_acolyte"], []], base_titans={0: [NINJA]}, active=1, phase="start_of_turn")
    t.answer(False)
    assert titans_at(t, "jungle_oasis") == [t.id("invisible_ninja")] and t.pending.kind == "main"
    assert t.g.state.minion_plays == 1 and t.zone("ninja_acolyte") == "hand"


def test_invisible_ninja_looks_at_two_after_you_destroy_another_players_card():
    t = Table(factions=NINJA_SEATS,
              bases=[("base/jungle_oasis", ["dinosaurs/war_raptor"]), ("base/the_mothership", [])],
              hands=[[], ["ninjas/seeing_stars"], []], decks=[[], ["pirates/cannon", "pirates/dinghy",
                                                                  "pirates/shanghai"], []],
              base_titans={0: [NINJA]}, active=1)
    t.play("seeing_stars").answer(True)
    assert picks(t) == {t.id("cannon"), t.id("dinghy")}
    t.choose("dinghy")
    assert t.hand(1) == ["pirates/dinghy"]
    assert sorted(t.g.state.players[1].deck) == sorted([t.id("cannon"), t.id("shanghai")])


# --- The Kraken ------------------------------------------------------------------------------------
KRAKEN_SEATS = [["robots", "tricksters"], ["pirates", "ninjas"], ["dinosaurs", "aliens"]]


def _oasis_scores(**kw) -> Table:
    """Player 2's turn ends with the Jungle Oasis (12) ready: player 2 has 11 there, player 1 a
    Saucy Wench."""
    return Table(factions=KRAKEN_SEATS,
                 bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "pirates/saucy_wench"]),
                        ("base/the_mothership", []), ("base/the_central_brain", [])],
                 base_deck=["base/tar_pits"], active=2, **kw)


def test_the_kraken_is_released_on_the_base_that_replaces_the_scored_one():
    t = _oasis_scores(titans=[[], [KRAKEN], []])
    t.finish()
    assert t.pending.kind == "me_first" and t.pending.player == 1
    t.use("the_kraken").until_next_turn()
    assert titans_at(t, "tar_pits") == [t.id("the_kraken")]
    assert t.facts("the_kraken")["controller"] == 1 and beside(t, 1) == []


def test_the_kraken_may_be_released_after_its_owners_minion_left_the_scored_base():
    """"After a base where you had a minion scores": the First Mate's own Special, used first,
    takes it away; player 1 had it there when the base scored."""
    t = Table(factions=KRAKEN_SEATS,
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "pirates/first_mate"]),
                     ("base/the_mothership", []), ("base/the_central_brain", [])],
              base_deck=["base/tar_pits"], titans=[[], [KRAKEN], []], active=2)
    t.finish().use("first_mate").choose("the_mothership")
    assert t.slot_of("first_mate") == "the_mothership" and t.pending.player == 1
    t.use("the_kraken").until_next_turn()
    assert titans_at(t, "tar_pits") == [t.id("the_kraken")]


def test_the_kraken_only_for_a_player_who_had_a_minion_there():
    t = Table(factions=KRAKEN_SEATS,
              bases=[("base/jungle_oasis", ["dinosaurs/king_rex", "dinosaurs/laseratops", "dinosaurs/armor_stego"]),
                     ("base/the_mothership", [])],
              titans=[[], [KRAKEN], []], base_deck=["base/tar_pits"], active=2)
    t.finish().until_next_turn()
    assert beside(t, 1) == [t.id("the_kraken")]


def test_the_kraken_talent_moves_it_and_weakens_the_others_until_your_next_turn():
    t = Table(factions=KRAKEN_SEATS,
              bases=[("base/jungle_oasis", []), ("base/the_mothership", ["dinosaurs/king_rex", "pirates/first_mate"]),
                     ("base/tar_pits", [])],
              base_titans={0: [KRAKEN]}, base_deck=["base/ninja_dojo"], active=1)
    t.talent("the_kraken").choose("the_mothership")
    assert titans_at(t, "the_mothership") == [t.id("the_kraken")]
    assert (t.power("king_rex"), t.power("first_mate")) == (6, 2)  # not your own minions
    t.finish().until_next_turn()  # player 2's turn
    assert t.power("king_rex") == 6
    t.finish().until_next_turn().finish().until_next_turn()  # player 0's, then player 1's again
    assert t.g.state.active == 1 and t.power("king_rex") == 7


def test_the_kraken_moves_one_of_your_minions_after_its_base_scores():
    t = _oasis_scores(base_titans={0: [KRAKEN]})
    t.finish()
    assert t.pending.player == 1 and Use(t.id("the_kraken")) in t.options()
    t.use("the_kraken").choose("the_central_brain").until_next_turn()
    assert t.slot_of("saucy_wench") == "the_central_brain"
    assert beside(t, 1) == [t.id("the_kraken")]


# --- Big Funny Giant -------------------------------------------------------------------------------
def test_big_funny_giant_comes_in_place_of_your_minion_play():
    t = Table(factions=SEATS, hands=[[], [], ["tricksters/gnome", "tricksters/disenchant"]],
              titans=[[], [], [GIANT]], active=2)
    t.use("big_funny_giant").choose("jungle_oasis")
    assert titans_at(t, "jungle_oasis") == [t.id("big_funny_giant")]
    assert not t.can_play("gnome", base="jungle_oasis")
    assert picks(t, "base") == set() and t.g.state.action_plays == 1
    used = Table(factions=SEATS, hands=[[], [], ["tricksters/gnome"]], titans=[[], [], [GIANT]], active=2)
    used.play("gnome", base="jungle_oasis")
    assert Use(used.id("big_funny_giant")) not in used.options()


def test_big_funny_giant_makes_another_player_who_plays_a_minion_here_discard():
    t = Table(factions=SEATS, hands=[[], ["dinosaurs/war_raptor", "dinosaurs/king_rex", "dinosaurs/howl"], []],
              base_titans={0: [GIANT]}, active=1)
    t.play("war_raptor", base="the_central_brain").choose("howl")
    assert t.g.state.players[1].discard == [t.id("howl")]
    elsewhere = Table(factions=SEATS, hands=[[], ["dinosaurs/war_raptor", "dinosaurs/howl"], []],
                      base_titans={0: [GIANT]}, active=1)
    elsewhere.play("war_raptor", base="jungle_oasis")
    assert elsewhere.pending.kind == "main" and elsewhere.g.state.players[1].discard == []


def test_big_funny_giant_grows_when_another_players_turn_ends_without_a_minion_here():
    t = Table(factions=SEATS, bases=[("base/jungle_oasis", []), ("base/the_central_brain", ["dinosaurs/king_rex"])],
              base_titans={0: [GIANT]}, active=1)
    t.finish()
    assert t.pending.player == 2
    t.answer(True).until_next_turn()
    assert t.e.counters_on(t.id("big_funny_giant")) == 1
    there = Table(factions=SEATS, bases=[("base/jungle_oasis", ["dinosaurs/king_rex"])],
                  base_titans={0: [GIANT]}, active=1)
    there.finish().until_next_turn()
    assert there.e.counters_on(there.id("big_funny_giant")) == 0


def test_big_funny_giant_gains_1_vp_when_you_win_and_another_player_has_no_minion_here():
    def table(minions0: list[str]) -> Table:
        return Table(factions=[["ninjas", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]],
                     bases=[("base/jungle_oasis", ["robots/nukebot", "robots/warbot", "robots/hoverbot",
                                                   "dinosaurs/war_raptor", *minions0]),
                            ("base/the_mothership", [])],
                     base_titans={0: [GIANT]}, active=1)
    t = table([])
    t.finish().until_next_turn()
    assert t.vp == [0, 0, 2 + 1]
    everyone = table(["ninjas/ninja_acolyte"])
    everyone.finish().until_next_turn()
    assert everyone.vp == [0, 0, 2]


def test_incite_panic_forbids_big_funny_giants_special_on_this_bases_scoring():
    """Its VP is a « Special: on this base's scoring »; another player's Incite Panic there (a
    breakpoint of 19 or less): no other player may use Specials during this base's scoring."""
    def scored(panic_controller: int) -> Table:
        t = Table(factions=[["ninjas", "pirates"], ["sinister_six", "aliens"], ["tricksters", "robots"]],
                  bases=[("base/jungle_oasis", ["robots/nukebot", "robots/warbot", "robots/hoverbot", "aliens/invader"]),
                         ("base/the_mothership", [])],
                  base_titans={0: [GIANT]}, base_actions={0: [("sinister_six/incite_panic", panic_controller)]},
                  active=1)
        return t.finish().until_next_turn()

    assert scored(panic_controller=1).vp == [0, 0, 2]  # 9 against 3: the winner's Giant is silent
    assert scored(panic_controller=2).vp == [0, 0, 2 + 1]  # its controller's own Incite Panic


def test_big_funny_giant_sees_its_base_as_it_scores_not_after():
    """Ninja Dojo: once it has scored, its winner destroys player 0's only minion there; player 0
    had one when it scored, so the Giant gives no VP."""
    t = Table(factions=[["ninjas", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"]],
              bases=[("base/ninja_dojo", ["robots/nukebot", "robots/warbot", "robots/hoverbot", "ninjas/shinobi",
                                          "dinosaurs/war_raptor"]), ("base/the_mothership", [])],
              base_titans={0: [GIANT]}, active=1)
    t.finish().choose("shinobi").until_next_turn()  # 12 / 3 / 3: player 2 wins, the others tie second
    assert t.g.state.players[0].discard == [t.id("shinobi")]
    assert t.vp == [3, 3, 2]


# --- Arcane Protector ------------------------------------------------------------------------------
WIZ_SEATS = [["aliens", "dinosaurs"], ["wizards", "zombies"], ["robots", "tricksters"]]


def test_arcane_protector_comes_in_right_after_your_fifth_card():
    t = Table(factions=WIZ_SEATS,
              hands=[[], ["wizards/time_loop", "wizards/summon", "wizards/summon", "zombies/walker",
                          "zombies/tenacious_z", "wizards/enchantress"], []],
              titans=[[], [PROTECTOR], []], active=1)
    t.play("time_loop").play("summon").play("summon#2").play("tenacious_z", base="jungle_oasis")
    assert t.pending.kind == "main"  # four cards: not yet
    t.play("enchantress", base="jungle_oasis")
    assert t.pending.kind == "yesno" and t.pending.player == 1
    t.answer(True).choose("the_central_brain")
    assert titans_at(t, "the_central_brain") == [t.id("arcane_protector")]
    assert t.g.state.played.count(t.id("arcane_protector")) == 0


def test_arcane_protector_counts_an_action_played_from_another_players_hand_as_yours():
    """Min-Maxing's action belongs to player 2 but player 1 played it: the fifth card is theirs."""
    t = Table(factions=[["aliens", "dinosaurs"], ["wizards", "geeks"], ["robots", "tricksters"]],
              hands=[[], ["wizards/time_loop", "wizards/summon", "geeks/min_maxing", "geeks/fan"],
                     ["tricksters/disenchant"]],
              titans=[[], [PROTECTOR], []], bases=[("base/the_central_brain", []), ("base/jungle_oasis", [])],
              base_actions={1: [("tricksters/enshrouding_mist", 2)]}, active=1)
    t.play("time_loop").play("summon").play("min_maxing").choose_player(2).choose("disenchant")  # the only action
    assert t.g.state.players[2].discard == [t.id("enshrouding_mist"), t.id("disenchant")]
    assert t.pending.kind == "main"  # four cards played by player 1
    t.play("fan", base="jungle_oasis")
    assert t.pending.kind == "yesno" and t.pending.source == t.id("arcane_protector")


def test_arcane_protector_adds_1_power_per_2_cards_in_its_controllers_hand():
    t = Table(factions=WIZ_SEATS, hands=[[], ["wizards/summon"], ["robots/warbot"] * 5],
              base_titans={0: [(PROTECTOR, 2)]}, active=1)
    assert t.e.power_by_player(t.slot("the_central_brain")) == [0, 0, 2]


def test_arcane_protector_talent_draws_a_card_for_its_controller():
    t = Table(factions=WIZ_SEATS, decks=[[], ["wizards/summon"], ["robots/warbot"]],
              base_titans={1: [(PROTECTOR, 2)]}, active=2)
    t.talent("arcane_protector")
    assert t.hand(2) == ["robots/warbot"] and t.hand(1) == []
    assert Talent(t.id("arcane_protector")) not in t.options()  # once a turn


def test_titan_leaves_play_with_its_base_swapped_by_terraforming():
    t = Table(factions=SEATS, hands=[[], ["aliens/terraforming"], []], base_titans={0: [GIANT]},
              base_deck=["base/tar_pits", "base/ninja_dojo"], active=1)
    t.play("terraforming").choose("ninja_dojo").choose("the_central_brain")
    assert t.e.slot_of_base(t.id("the_central_brain")) is None
    assert titans_at(t, "ninja_dojo") == [] and beside(t, 2) == [t.id("big_funny_giant")]


def test_titans_leave_play_with_their_base_destroyed_by_hulk_smash():
    """« Les Titans quittent également le jeu si la Base sur laquelle ils sont quitte le jeu. » Hulk
    Smash keeps the characters on the new base, not the titans: back beside the owner's deck
    (player 2's, though player 3 controls it), the counters discarded."""
    t = Table(factions=[["ninjas", "pirates"], ["avengers", "aliens"], ["dinosaurs", "robots"],
                        ["tricksters", "wizards"]],
              hands=[[], ["avengers/hulk_smash"], [], []],
              bases=[("base/the_central_brain", ["avengers/hulk", ("robots/zapbot", 2)]), ("base/jungle_oasis", [])],
              base_titans={0: [{"card": FORT, "controller": 3, "power_counters": 2}]},
              base_deck=["base/tar_pits"], active=1)
    fort = t.id("fort_titanosaurus")
    t.play("hulk_smash").choose("the_central_brain").answer(True)
    assert t.slot_of("hulk") == "tar_pits" and t.slot_of("zapbot") == "tar_pits"
    assert titans_at(t, "tar_pits") == [] and beside(t, 2) == [fort] and beside(t, 3) == []
    assert t.e.counters_on(fort) == 0 and fort not in t.g.state.controller  # nobody's but its owner's


def test_titans_are_cards_into_the_time_slip_may_return_one():
    """« Les effets ciblant les "cartes" peuvent affecter des Titans et même les faire sortir du jeu
    (détruire, renvoyer, placer, etc.). » Into the Time Slip returns "any one card in play": a titan
    goes back beside its owner's deck (player 0's, though player 1 controls it), not into a hand,
    its counters discarded."""
    t = Table(factions=[["ninjas", "pirates"], ["dinosaurs", "aliens"], ["tricksters", "robots"],
                        ["time_travelers", "wizards"]],
              hands=[[], [], [], ["time_travelers/into_the_time_slip"]],
              bases=[("base/the_central_brain", [("aliens/invader", 1)]), ("base/jungle_oasis", [])],
              base_titans={0: [{"card": KRAKEN, "controller": 1, "power_counters": 2}]}, active=3)
    kraken = t.id("the_kraken")
    t.play("into_the_time_slip")
    assert kraken in t.picks()
    t.choose("the_kraken")
    assert titans_at(t, "the_central_brain") == [] and beside(t, 0) == [kraken]
    assert all(kraken not in p.hand for p in t.g.state.players)
    assert t.e.counters_on(kraken) == 0 and kraken not in t.g.state.controller and t.slot_of("invader") == "the_central_brain"


def test_invisible_ninja_at_turn_start_with_an_endless_homeworld_chain_asks_the_order():
    """Trying the orders out (rules/engine/events.py) answers every question with its first option:
    the Ninja's extra Collector on The Homeworld returns itself, is played again, and so on. Past a
    bound the order is deemed to matter and the active player is asked, instead of recursing."""
    t = Table(factions=[["robots", "tricksters"], ["ninjas", "aliens"], ["dinosaurs", "pirates"]],
              hands=[[], ["aliens/collector"], []],
              bases=[("base/the_homeworld", []), ("base/mushroom_kingdom", ["dinosaurs/king_rex"])],
              base_titans={0: [NINJA]}, active=1, phase="start_of_turn")
    assert t.pending.kind == "order" and t.pending.player == 1
