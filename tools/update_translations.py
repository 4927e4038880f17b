"""Refresh translations/*.ts from every string a person can read.

Sources: the app (``pyside6-lupdate`` over app/), card names and texts from rules/data (context
"cards"), and the rules' ``N_("...")`` markers (context "rules", found by parsing rules/ — the
rules never import Qt). Existing translations are kept; new strings arrive unfinished; strings no
longer used are dropped. Run: ``python tools/update_translations.py``.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = ("fr", "en")
# Card text is translated set by set as factions become playable.
TRANSLATED_SETS = ("core",)

Entry = tuple[str, str, bool]  # (context, source, numerus)


def card_strings() -> list[Entry]:
    out: list[Entry] = []
    for set_name in TRANSLATED_SETS:
        data = json.loads((ROOT / "rules" / "data" / f"{set_name}.json").read_text(encoding="utf-8"))
        for f in data["factions"]:
            out.append(("cards", f["name_en"], False))
            for c in f["cards"]:
                out.append(("cards", c["name_en"], False))
                if c["effect"]:
                    out.append(("cards", c["effect"], False))
        for b in data["bases"]:
            out.append(("cards", b["name_en"], False))
            if b["effect"]:
                out.append(("cards", b["effect"], False))
    return out


def rules_strings() -> list[Entry]:
    out: list[Entry] = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                out.append(("rules", node.args[0].value, False))
    return out


def app_strings() -> list[Entry]:
    files = [str(p) for p in sorted((ROOT / "app").rglob("*.py"))]
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "app.ts"
        subprocess.run([sys.executable, "-c", "from PySide6.scripts.pyside_tool import lupdate; lupdate()",
                        *files, "-ts", str(ts), "-silent"], check=True)
        root = ET.parse(ts).getroot()
    out: list[Entry] = []
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            out.append((name, msg.findtext("source") or "", msg.get("numerus") == "yes"))
    return out


def collect() -> list[Entry]:
    return list(dict.fromkeys(app_strings() + card_strings() + rules_strings()))


def read_ts(path: Path) -> dict[tuple[str, str], ET.Element]:
    if not path.exists():
        return {}
    found = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            found[(name, msg.findtext("source") or "")] = msg.find("translation")
    return found


def write_ts(path: Path, lang: str, entries: list[Entry]) -> None:
    old = read_ts(path)
    root = ET.Element("TS", version="2.1", language=lang, sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for context, source, numerus in entries:
        if lang == "en" and not numerus:
            continue  # English is the source: its file only carries plural forms
        ctx = contexts.get(context)
        if ctx is None:
            ctx = contexts[context] = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = context
        msg = ET.SubElement(ctx, "message", numerus="yes") if numerus else ET.SubElement(ctx, "message")
        ET.SubElement(msg, "source").text = source
        prev = old.get((context, source))
        if prev is not None:
            msg.append(prev)
        else:
            tr = ET.SubElement(msg, "translation", type="unfinished")
            if numerus:
                ET.SubElement(tr, "numerusform")
                ET.SubElement(tr, "numerusform")
    ET.indent(root)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, encoding="unicode")
                    + "\n", encoding="utf-8")


def main() -> int:
    entries = collect()
    TS_DIR.mkdir(exist_ok=True)
    for lang in LANGS:
        write_ts(TS_DIR / f"smashup_{lang}.ts", lang, entries)
    print(f"{len(entries)} strings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
