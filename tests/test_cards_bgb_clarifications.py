"""The Big Geek Box book's clarifications (p.16 on) for our cards that our card texts leave open
(`bgb-clarifications.md`, the entries marked "not covered"): one test per entry, named for the
ruling. The book's pages are read through a secondary source (its English edition as the
community wikis transcribe it, matched by the publisher's rules wiki); the README's rulings say so.

Three or four players, a non-zero active player, and the outcome where it lives."""

from table import Table

from rules.actions import PASS, Pick

OASIS, MALL, BRAIN, PITS = "base/jungle_oasis", "base/rhodes_plaza_mall", "base/the_central_brain", "base/tar_pits"
FACTORY = "base/factory_436_1337"  # breakpoint 25: nothing here scores by accident


def offered_bases(t: Table) -> set[int]:
    return {a.value for a in t.options() if isinstance(a, Pick) and a.kind == "base"}


# --- Aliens ----------------------------------------------------------------------------------------
def test_c4_terraforming_the_minions_and_their_actions_go_with_the_swap():
    """The minions on the swapped-out base stay, and so do the actions on them; the base's own
    actions are discarded (our printing)."""
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["aliens/terraforming"], []],
              bases=[(BRAIN, [("robots/warbot", 2, ["dinosaurs/upgrade"])]), (OASIS, [])],
              base_actions={0: [("aliens/jammed_signal", 1)]}, base_deck=["base/the_mothership"], active=1)
    t.play("terraforming").choose("the_central_brain")  # the Mothership, the only one in the deck
    assert t.g.state.bases[0].minions == [t.id("warbot")] and t.slot_of("warbot") == "the_mothership"
    assert t.e.attached_to(t.id("warbot")) == [t.id("upgrade")] and t.power("warbot") == 4 + 2
    assert t.g.state.players[1].discard == [t.id("jammed_signal"), t.id("terraforming")]


# --- Dinosaurs -------------------------------------------------------------------------------------
def _howl_out_of_turn() -> Table:
    """Player 1's Bacta the Future destroys player 2's King Rex: player 2 plays Chronomage at
    once, whose extra action (out of turn, so at once) is Howl."""
    t = Table(factions=[["aliens", "robots"], ["shapeshifters", "ninjas"], ["dinosaurs", "wizards"]],
              hands=[[], ["shapeshifters/bacta_the_future"], ["wizards/chronomage", "dinosaurs/howl", "dinosaurs/king_rex"]],
              bases=[(FACTORY, ["dinosaurs/king_rex", "dinosaurs/war_raptor"]), (MALL, [])], active=1)
    t.play("bacta_the_future").choose("king_rex#2", "chronomage", "factory_436_1337", "howl")
    assert t.g.state.players[2].discard == [t.id("king_rex#2"), t.id("howl")]
    return t


def test_c5_howl_played_in_another_players_turn_lasts_until_the_end_of_your_next_turn():
    """"Until your turn ends", played during another player's turn: until the end of your next
    turn; only the minions in play as it resolved."""
    t = _howl_out_of_turn()
    assert (t.power("war_raptor"), t.power("chronomage")) == (2 + 1 + 1, 3 + 1)
    t.finish().until_next_turn()
    assert t.g.state.active == 2 and (t.power("war_raptor"), t.power("chronomage")) == (4, 4)
    t.play("king_rex", base="factory_436_1337")
    assert t.power("king_rex") == 7  # arrived after Howl resolved
    t.finish().until_next_turn()
    assert t.g.state.active == 0 and (t.power("war_raptor"), t.power("chronomage")) == (3, 3)


def test_c5_augmentation_on_your_own_turn_ends_with_it():
    t = Table(factions=[["aliens", "robots"], ["dinosaurs", "ninjas"], ["shapeshifters", "wizards"]],
              hands=[[], ["dinosaurs/augmentation"], []], bases=[(OASIS, ["robots/warbot"]), (MALL, [])], active=1)
    t.play("augmentation")  # the Warbot, the only minion
    assert t.power("warbot") == 4 + 4
    t.finish().until_next_turn()
    assert t.power("warbot") == 4


def test_c7_rampage_lowers_the_breakpoint_by_the_power_the_minion_had_as_it_was_played():
    t = Table(factions=[["aliens", "robots"], ["dinosaurs", "wizards"], ["shapeshifters", "ninjas"]],
              hands=[[], ["dinosaurs/rampage", "dinosaurs/howl"], []],
              bases=[(FACTORY, ["dinosaurs/king_rex", "wizards/archmage"]), (OASIS, [])], active=1)
    before = t.e.breakpoint(0)
    t.play("rampage").choose("king_rex")
    assert t.e.breakpoint(0) == before - 7
    t.play("howl")  # Archmage's extra action: King Rex now 8, the breakpoint stays
    assert t.power("king_rex") == 8 and t.e.breakpoint(0) == before - 7


def test_c9_wildlife_preserve_arriving_discards_other_players_actions_on_your_minions_there():
    t = Table(factions=[["ninjas", "robots"], ["dinosaurs", "wizards"], ["cyborg_apes", "aliens"]],
              hands=[[], ["dinosaurs/wildlife_preserve"], []],
              bases=[(OASIS, [("dinosaurs/king_rex", 1, ["ninjas/poison", "dinosaurs/upgrade", "cyborg_apes/juiced_up"]),
                              ("robots/warbot", 0, ["cyborg_apes/juiced_up"])]),
                     (MALL, [("dinosaurs/war_raptor", 1, ["ninjas/poison"])])], active=1)
    t.play("wildlife_preserve", base="jungle_oasis")
    assert t.e.attached_to(t.id("king_rex")) == [t.id("upgrade")]  # only its controller's own
    assert t.g.state.players[0].discard == [t.id("poison")] and t.g.state.players[2].discard == [t.id("juiced_up")]
    assert t.e.attached_to(t.id("warbot")) == [t.id("juiced_up#2")]  # not player 1's minion
    assert t.e.attached_to(t.id("war_raptor")) == [t.id("poison#2")]  # not on this base


# --- Ninjas (a ruling our text "differs" from: the README says what we play) ------------------
def test_c12_ninja_acolyte_a_minion_played_as_your_turn_started_does_not_count():
    """"Not yet played a minion" looks at your Play Cards phase: the Tiger Assassin revealed from
    its burial as player 1's turn starts doesn't stop the Acolyte; returning and replaying are
    both mandatory, the replay at once (here the Acolyte itself, the only minion in hand)."""
    t = Table(factions=[["aliens", "dinosaurs"], ["ninjas", "pirates"], ["robots", "wizards"]],
              bases=[(OASIS, ["ninjas/ninja_acolyte"]), (PITS, [])],
              hands=[[], ["ninjas/tiger_assassin", "pirates/first_mate"], []], active=0)
    t.e.bury(1, t.id("tiger_assassin"), 1)  # buried earlier beside the Tar Pits
    t.finish().choose("tiger_assassin")
    assert t.slot_of("tiger_assassin") == "tar_pits" and t.pending.kind == "main" and t.pending.player == 1
    t.use("ninja_acolyte")
    assert t.pending.kind == "card" and PASS not in t.pending.options  # the replay is not optional
    t.choose("ninja_acolyte")
    assert t.g.state.bases[0].minions == [t.id("ninja_acolyte")] and t.can_play("first_mate", base="tar_pits")


# --- Pirates ---------------------------------------------------------------------------------------
def test_c14_first_mate_may_not_move_to_the_base_that_replaces_the_scored_one():
    t = Table(factions=[["aliens", "robots"], ["pirates", "ninjas"], ["dinosaurs", "wizards"]],
              bases=[(OASIS, ["pirates/first_mate", "dinosaurs/king_rex", "robots/nukebot"]), (MALL, []), (PITS, [])],
              base_deck=["base/the_mothership"], active=1)
    t.finish()
    assert t.pending.window == "after_scoring" and t.pending.player == 1
    t.use("first_mate")
    assert offered_bases(t) == {t.slot("rhodes_plaza_mall"), t.slot("tar_pits")}
    t.choose("tar_pits")
    assert t.slot_of("first_mate") == "tar_pits" and t.g.state.bases[0].minions == []


def test_c15_powderkeg_destroys_the_others_even_when_your_minion_cant_be_destroyed():
    t = Table(factions=[["aliens", "ninjas"], ["pirates", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["pirates/powderkeg"], []],
              bases=[(OASIS, ["robots/warbot", "ninjas/shinobi", "dinosaurs/war_raptor", "dinosaurs/king_rex"]),
                     (MALL, ["aliens/invader"])], active=1)
    t.play("powderkeg")  # the Warbot (4), player 1's only minion: it can't be destroyed
    assert t.slot_of("warbot") == "jungle_oasis"
    assert t.g.state.players[0].discard == [t.id("shinobi")] and t.g.state.players[2].discard == [t.id("war_raptor")]
    assert t.g.state.bases[0].minions == [t.id("warbot"), t.id("king_rex")] and t.slot_of("invader") == "rhodes_plaza_mall"


# --- Tricksters ------------------------------------------------------------------------------------
def test_c22_flame_trap_needs_the_minion_still_here_after_its_ability():
    """Collector returns itself to its owner's hand: gone from here, the trap is not sprung."""
    t = Table(factions=[["tricksters", "ninjas"], ["aliens", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["aliens/collector"], []], bases=[(OASIS, []), (MALL, [])],
              base_actions={0: [("tricksters/flame_trap", 0)]}, active=1)
    t.play("collector", base="jungle_oasis").choose("collector")
    assert t.hand(1) == ["aliens/collector"] and t.g.state.bases[0].actions == [t.id("flame_trap")]


def test_c22_flame_trap_goes_even_when_the_minion_cant_be_destroyed():
    t = Table(factions=[["tricksters", "ninjas"], ["robots", "aliens"], ["dinosaurs", "wizards"]],
              hands=[[], ["robots/warbot"], []], bases=[(OASIS, []), (MALL, [])],
              base_actions={0: [("tricksters/flame_trap", 0)]}, active=1)
    t.play("warbot", base="jungle_oasis")
    assert t.slot_of("warbot") == "jungle_oasis" and t.g.state.players[0].discard == [t.id("flame_trap")]


def test_c22_leprechaun_needs_the_minion_still_here_after_its_ability():
    t = Table(factions=[["tricksters", "ninjas"], ["aliens", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["aliens/collector"], []], bases=[(OASIS, ["tricksters/leprechaun"]), (MALL, [])], active=1)
    t.play("collector", base="jungle_oasis").choose("collector")
    assert t.hand(1) == ["aliens/collector"] and t.g.state.players[1].discard == []


def test_c23_hideout_cancels_an_ongoing_effect_until_the_end_of_the_turn():
    """Player 1's Incite Panic (-1 to other players' minions there) arrives on player 0's Hideout:
    Hideout goes, and the -1 stays off player 0's minions this turn only; player 2's minion there,
    which Hideout does not guard, takes it at once."""
    t = Table(factions=[["tricksters", "robots"], ["sinister_six", "pirates"], ["dinosaurs", "wizards"]],
              hands=[[], ["sinister_six/incite_panic"], []],
              bases=[(FACTORY, ["robots/warbot", "tricksters/gnome", "dinosaurs/king_rex"]), (MALL, [])],
              base_actions={0: [("tricksters/hideout", 0)]}, active=1)
    t.play("incite_panic", base="factory_436_1337")
    assert t.g.state.players[0].discard == [t.id("hideout")] and t.g.state.bases[0].actions == [t.id("incite_panic")]
    assert [t.power(m) for m in ("warbot", "gnome", "king_rex")] == [4, 3, 7 - 1]
    t.finish().until_next_turn()
    assert [t.power(m) for m in ("warbot", "gnome", "king_rex")] == [4 - 1, 3 - 1, 7 - 1]


# --- Wizards ---------------------------------------------------------------------------------------
def test_c26_archmages_extra_action_stays_when_it_is_destroyed_the_turn_it_is_played():
    """The turn's action spent first, Archmage walks into player 0's Flame Trap: its extra
    action stays for the turn."""
    t = Table(factions=[["tricksters", "robots"], ["wizards", "pirates"], ["ninjas", "dinosaurs"]],
              hands=[[], ["wizards/mystic_studies", "wizards/archmage", "pirates/full_sail", "wizards/sacrifice"], []],
              decks=[[], ["pirates/dinghy"] * 4, []], bases=[(OASIS, []), (MALL, [])],
              base_actions={0: [("tricksters/flame_trap", 0)]}, active=1)
    t.play("mystic_studies").play("archmage", base="jungle_oasis")
    assert t.g.state.players[1].discard == [t.id("mystic_studies"), t.id("archmage")]
    assert t.can_play("full_sail")  # the extra action Archmage gave this turn
    t.play("full_sail")  # no minion of player 1 to move
    assert t.zone("full_sail") == "discard" and not t.can_play("sacrifice")


# --- Zombies ---------------------------------------------------------------------------------------
def test_c31_theyre_coming_to_get_you_replaces_a_generic_extra_minion_not_a_named_one():
    """Zapbot's extra (power 2 or less) may bring a minion out of the discard pile; Hoverbot's
    (the revealed card only) may not."""
    t = Table(factions=[["aliens", "ninjas"], ["zombies", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["robots/zapbot", "robots/hoverbot"], []], discards=[[], ["zombies/walker", "zombies/walker"], []],
              decks=[[], ["robots/microbot_alpha"], []], bases=[(OASIS, []), (MALL, [])],
              base_actions={0: [("zombies/theyre_coming_to_get_you", 1)]}, active=1)
    t.play("zapbot", base="rhodes_plaza_mall")
    assert t.can_play("walker", base="jungle_oasis") and not t.can_play("walker", base="rhodes_plaza_mall")
    t.play("walker", base="jungle_oasis").pass_()  # Walker: keep the deck's top card
    assert t.slot_of("walker") == "jungle_oasis" and not t.can_play("walker#2", base="jungle_oasis")
    assert not t.can_play("hoverbot", base="jungle_oasis")  # both minion plays are spent


def test_c31_theyre_coming_to_get_you_only_in_your_play_cards_phase():
    """Bacta the Future gives player 2 an extra minion out of turn: from the hand only."""
    t = Table(factions=[["aliens", "ninjas"], ["shapeshifters", "robots"], ["zombies", "dinosaurs"]],
              hands=[[], ["shapeshifters/bacta_the_future"], ["dinosaurs/war_raptor"]],
              discards=[[], [], ["zombies/walker"]], bases=[(OASIS, ["dinosaurs/king_rex"]), (MALL, [])],
              base_actions={0: [("zombies/theyre_coming_to_get_you", 2)]}, active=1)
    t.play("bacta_the_future")  # King Rex, the only minion
    assert t.pending.player == 2 and t.picks() == {t.id("war_raptor")}


# --- Shapeshifters ---------------------------------------------------------------------------------
def test_c36_transmogrify_goes_on_when_the_chosen_minion_survives():
    """The Warbot can't be destroyed: the search still happens, up to its power."""
    t = Table(factions=[["aliens", "ninjas"], ["shapeshifters", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["shapeshifters/transmogrify"], []],
              decks=[[], ["robots/nukebot", "robots/hoverbot"], []], bases=[(OASIS, ["robots/warbot"]), (MALL, [])],
              active=1)
    t.play("transmogrify")  # the Warbot, player 1's only minion
    assert t.picks() == {t.id("hoverbot")}  # power 3; the Nukebot's 5 is above the Warbot's 4
    t.choose("hoverbot", "jungle_oasis")
    assert t.slot_of("warbot") == "jungle_oasis" and t.slot_of("hoverbot") == "jungle_oasis"


def test_c38_copycat_may_copy_a_minion_other_players_cards_cant_affect():
    """Copying works on an immune minion: Game Guru ("abilities of other players do not affect
    this minion") may be copied, and the copy has its protection."""
    t = Table(factions=[["geeks", "ninjas"], ["shapeshifters", "pirates"], ["robots", "wizards"]],
              hands=[[], ["shapeshifters/copycat"], []], bases=[(FACTORY, ["geeks/game_guru"]), (MALL, [])], active=1)
    t.play("copycat", base="factory_436_1337")  # Game Guru, the only other player's minion
    assert t.e.protected(t.id("copycat"), t.id("game_guru"), 0) and t.e.cid(t.g.state.eot_abilities[t.id("copycat")]) == "geeks/game_guru"


def test_c39_doppelganger_destroyed_by_transmogrify_both_abilities_happen():
    t = Table(factions=[["aliens", "ninjas"], ["shapeshifters", "robots"], ["dinosaurs", "wizards"]],
              hands=[[], ["shapeshifters/transmogrify"], []],
              decks=[[], ["robots/hoverbot", "robots/nukebot"], []],
              bases=[(FACTORY, ["shapeshifters/doppelganger"]), (MALL, [])], active=1)
    t.play("transmogrify")  # Doppelgänger (5), the only minion of player 1
    assert t.g.state.players[1].discard == [t.id("doppelganger")]
    t.choose("nukebot", "factory_436_1337")  # Transmogrify's own effect first: power 5 or less
    t.choose("hoverbot", "rhodes_plaza_mall")  # then what the destruction triggered: any minion
    assert t.slot_of("nukebot") == "factory_436_1337" and t.slot_of("hoverbot") == "rhodes_plaza_mall"


def test_c57_non_infinite_loop_plays_only_a_standard_action():
    """The return option would expire at the end of the turn for a modifier left in play; our text
    ("an extra standard action") never plays one."""
    t = Table(factions=[["aliens", "ninjas"], ["geeks", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["geeks/non_infinite_loop", "dinosaurs/upgrade", "dinosaurs/howl", "dinosaurs/rampage"], []],
              bases=[(FACTORY, ["dinosaurs/king_rex"]), (MALL, [])], active=1)
    t.play("non_infinite_loop")
    assert t.picks() == {t.id("howl"), t.id("rampage")}  # not Upgrade, a modifier


# --- Time Travelers --------------------------------------------------------------------------------
def test_c50_time_walks_extra_plays_may_wait_until_after_its_draw():
    t = Table(factions=[["aliens", "ninjas"], ["time_travelers", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["time_travelers/time_walk"], []], decks=[[], ["dinosaurs/king_rex", "dinosaurs/howl"], []],
              bases=[(OASIS, []), (MALL, [])], active=1)
    t.play("time_walk")  # the turn's action: its extras are kept for the phase, not asked now
    assert t.hand(1) == ["dinosaurs/king_rex", "dinosaurs/howl"] and t.pending.kind == "main"
    assert sorted(e.kind for e in t.e.extras_of(1)) == ["action", "minion", "minion"]
    t.play("howl").play("king_rex", base="jungle_oasis")
    assert t.slot_of("king_rex") == "jungle_oasis" and t.zone("howl") == "discard"


# --- Geeks -----------------------------------------------------------------------------------------
def test_c51_banned_list_names_a_card_from_the_list_of_names():
    """With beginners a card may be named by describing it: the table offers every card name of
    that player's factions, whatever their hand holds."""
    t = Table(factions=[["aliens", "ninjas"], ["geeks", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["geeks/banned_list"], ["robots/warbot"]], bases=[(OASIS, []), (MALL, [])], active=1)
    t.play("banned_list")
    names = {a.value for a in t.options() if isinstance(a, Pick)}
    assert {"robots/warbot", "robots/zapbot", "wizards/archmage"} <= names and "geeks/fan" not in names


# --- Other factions' sections: our All Stars reprints ---------------------------------------------
def test_servitor_of_cthulhu_puts_the_action_on_the_deck_even_when_it_survives():
    """Its self-destruction stopped (Tooth and Claw... and Guns takes it), the action still goes on
    top of the deck."""
    t = Table(factions=[["aliens", "ninjas"], ["all_stars", "dinosaurs"], ["robots", "wizards"]],
              decks=[[], ["dinosaurs/howl"], []], discards=[[], ["dinosaurs/rampage"], []],
              bases=[(OASIS, [("all_stars/servitor_of_cthulhu", 1, ["dinosaurs/tooth_and_claw_and_guns"])]), (MALL, [])],
              active=1)
    t.talent("servitor_of_cthulhu").choose("rampage")  # Tooth and Claw is in the discard pile too now
    assert t.slot_of("servitor_of_cthulhu") == "jungle_oasis"
    assert t.g.state.players[1].deck == [t.id("rampage"), t.id("howl")]
    assert t.g.state.players[1].discard == [t.id("tooth_and_claw_and_guns")]


# --- Aliens: the adjustment we don't apply (the README says why) ------------------------------------
def test_collector_may_send_back_another_collector_as_printed():
    """Our Collector is the 2012 printing, which the publisher's current card agrees with (the Big
    Geek Box's "non-Collector" erratum was withdrawn)."""
    t = Table(factions=[["ninjas", "pirates"], ["aliens", "dinosaurs"], ["robots", "wizards"]],
              hands=[[], ["aliens/collector"], []], bases=[(OASIS, [("aliens/collector", 1)]), (MALL, [])], active=1)
    t.play("collector", base="jungle_oasis")
    assert t.picks() == {t.id("collector"), t.id("collector#2")}
    t.choose("collector#2")
    assert t.hand(1) == ["aliens/collector"] and t.g.state.bases[0].minions == [t.id("collector")]
