"""Telling the seats apart without relying on colour vision: colours chosen to stay distinct under
the three common colour-vision deficiencies (checked by simulating them), and a short mark for each
seat (its name's initial) written on everything of theirs on the table."""

from __future__ import annotations

import colorsys
from collections.abc import Sequence

# Blue, pink-red, amber, violet: searched for the largest smallest difference between any two,
# seen with normal vision and under simulated protanopia, deuteranopia and tritanopia (ΔE*ab ≥ 37
# in all four; the earlier blue, red, green, orange fell to 15 under deuteranopia), each also far
# from the table's green felt (tests/test_app_readable.py measures it).
SEAT_COLOURS = ("#1e88e5", "#ee4488", "#eeaa22", "#7711ff")

# Machado, Oliveira & Fernandes (2009): full-severity dichromacy in linear RGB.
DEFICIENCIES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}

RGB = tuple[float, float, float]


def rgb(hex_colour: str) -> RGB:
    """'#rrggbb' as three components in 0..1."""
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(colour: RGB, deficiency: str) -> RGB:
    """How ``colour`` (sRGB) looks to someone with ``deficiency``."""
    lin = [_linear(c) for c in colour]
    m = DEFICIENCIES[deficiency]
    r, g, b = (sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))
    return _gamma(r), _gamma(g), _gamma(b)


def lab(colour: RGB) -> RGB:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in colour)
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, \
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = (f(t) for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: RGB, b: RGB) -> float:
    """CIE76 colour difference (ΔE*ab): about 2.3 is just noticeable, over 20 is plainly apart."""
    la, lb = lab(a), lab(b)
    return sum((x - y) ** 2 for x, y in zip(la, lb, strict=True)) ** 0.5


def initials(names: Sequence[str]) -> list[str]:
    """Each seat's mark: its name's first letter, or with its seat number where two names share it
    (the default "Player 1", "Player 2"), or the number alone for a name without a letter."""
    first = [next((ch.upper() for ch in name if ch.isalnum()), "") for name in names]
    return [f if f and first.count(f) == 1 else f"{f}{k + 1}" for k, f in enumerate(first)]


def ink(colour: str, on_light: bool) -> tuple[int, int, int]:
    """A seat's colour for text: darkened where the background is light (an amber line on white
    would not read), lightened where it is dark. As 0..255 components."""
    h, lightness, s = colorsys.rgb_to_hls(*rgb(colour))
    lightness = min(lightness, 0.38) if on_light else max(lightness, 0.62)
    r, g, b = colorsys.hls_to_rgb(h, lightness, s)
    return round(255 * r), round(255 * g), round(255 * b)
