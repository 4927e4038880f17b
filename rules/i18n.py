"""Translation markers for text that lives in the rules module.

The rules never import Qt: English source strings are marked with ``N_`` (the
``QT_TRANSLATE_NOOP`` convention) and the app translates them at display time.
"""

CONTEXT = "rules"


def N_(text: str) -> str:  # noqa: N802 - the conventional name lupdate-style tools look for
    return text
