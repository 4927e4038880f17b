"""The version, read from its one source: pyproject.toml's [project] version.

The spec imports it; shell scripts and the release workflow run `python packaging/project_version.py`.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def project_version() -> str:
    with PYPROJECT.open("rb") as f:
        return tomllib.load(f)["project"]["version"]


if __name__ == "__main__":
    print(project_version())
