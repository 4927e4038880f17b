"""Readable for everyone: the seats told apart without colour vision, each card on the table
marked with its player's initial, text sizes that fit a small screen."""

from __future__ import annotations

import itertools

from app.palette import DEFICIENCIES, SEAT_COLOURS, distance, initials, rgb, simulate

FELT = "#2a6b4f"  # the table's cloth, under the trays
PLAINLY_APART = 30.0  # ΔE*ab: well past "noticeable" (2.3) and "different colours" (~10)
APART_FROM_FELT = 20.0


def test_seat_colours_stay_apart_under_each_colour_vision_deficiency() -> None:
    for deficiency in (None, *DEFICIENCIES):
        seen = [rgb(c) if deficiency is None else simulate(rgb(c), deficiency) for c in SEAT_COLOURS]
        for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
            assert distance(a, b) >= PLAINLY_APART, (deficiency, SEAT_COLOURS[i], SEAT_COLOURS[j])


def test_seat_colours_stand_out_from_the_felt() -> None:
    felt = rgb(FELT)
    for deficiency in (None, *DEFICIENCIES):
        for c in SEAT_COLOURS:
            seen = [x if deficiency is None else simulate(x, deficiency) for x in (rgb(c), felt)]
            assert distance(*seen) >= APART_FROM_FELT, (deficiency, c)


def test_the_simulation_makes_red_and_green_alike_for_the_red_green_blind() -> None:
    """The simulation itself: a red and a green of like lightness merge for the red-green blind
    (as they do), and stay apart for the blue-yellow blind."""
    red, green = rgb("#b35900"), rgb("#5c7a00")
    assert distance(red, green) > 30
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 12
    assert distance(simulate(red, "tritanopia"), simulate(green, "tritanopia")) > 20


def test_each_seat_has_its_own_initial() -> None:
    assert initials(["Ann", "Ben"]) == ["A", "B"]
    assert initials(["Player 1", "Player 2", "Zoé"]) == ["P1", "P2", "Z"]
    assert initials(["ann", "Al", "  ", "Bob"]) == ["A1", "A2", "3", "B"]
