"""The app's version, read by the entry point and the About dialog alike (its own module, so that
the main window needn't import the entry point that imports it)."""

from __future__ import annotations

from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def version() -> str:
    """The installed package's version, or the source tree's pyproject when run from a checkout."""
    from importlib import metadata  # a tenth of start-up, for a line of the About dialog

    try:
        return metadata.version("smashup")
    except metadata.PackageNotFoundError:
        import tomllib

        return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]
