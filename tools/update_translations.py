"""Refresh translations/*.ts from every string a person can read.

Sources: the app (``pyside6-lupdate`` over app/), card names and texts from rules/data (context
"cards"), the rules' ``N_("...")`` markers (context "rules", found by parsing rules/ — the
rules never import Qt), and the words of Qt's own dialogs that its catalogues lack
(``app.i18n.QT_GAPS``, read as a literal). Existing translations are kept; new strings arrive unfinished; strings no
longer used are dropped. A message is keyed by context, source and disambiguation comment, as Qt
looks it up; a plural message (``tr(text, "", n)``) gets one form per plural form of the language.
Run: ``python tools/update_translations.py``.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = ("fr", "en")
# Card text is translated set by set as factions become playable.
TRANSLATED_SETS = ("core", "sfdf", "allstars", "titans", "geeks")
# Sets whose bases are played before their factions: the Big Geek Box's come with the All Stars.
TRANSLATED_BASES: tuple[str, ...] = ()
# Factions of a set that is not yet whole, translated faction by faction as each becomes playable.
TRANSLATED_FACTIONS: tuple[str, ...] = ("avengers", "hydra", "kree", "masters_of_evil", "shield", "sinister_six",
                                         "spider_verse", "ultimates")
SETS_WITH_FACTIONS = ("marvel",)

# Qt's plural forms per language (English: one/other; French: 0 and 1 are singular).
NUMERUS_FORMS = {"fr": 2, "en": 2}


class Entry(NamedTuple):
    context: str
    source: str
    comment: str = ""
    numerus: bool = False


def card_strings() -> list[Entry]:
    out: list[Entry] = []
    for set_name in TRANSLATED_SETS + TRANSLATED_BASES + SETS_WITH_FACTIONS:
        data = json.loads((ROOT / "rules" / "data" / f"{set_name}.json").read_text(encoding="utf-8"))
        for f in data["factions"]:
            if set_name not in TRANSLATED_SETS and f["slug"] not in TRANSLATED_FACTIONS:
                continue
            out.append(Entry("cards", f["name_en"]))
            for c in f["cards"]:
                out.append(Entry("cards", c["name_en"]))
                if c["effect"]:
                    out.append(Entry("cards", c["effect"]))
        for b in data["bases"] if set_name in TRANSLATED_SETS + TRANSLATED_BASES else []:
            out.append(Entry("cards", b["name_en"]))
            if b["effect"]:
                out.append(Entry("cards", b["effect"]))
    return out


def rules_strings() -> list[Entry]:
    out: list[Entry] = []
    for path in sorted((ROOT / "rules").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "N_":
                out.append(Entry("rules", marked_text(node, path)))
    return out


def marked_text(call: ast.Call, path: Path) -> str:
    """The literal inside N_(...): anything else could never be found in the catalogue."""
    arg = call.args[0] if len(call.args) == 1 and not call.keywords else None
    if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
        raise SystemExit(f"{path.relative_to(ROOT)}:{call.lineno}: N_() takes one string literal")
    return arg.value


def qt_gap_strings() -> list[Entry]:
    tree = ast.parse((ROOT / "app" / "i18n.py").read_text(encoding="utf-8"))
    gaps = next(node.value for node in tree.body
                if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "QT_GAPS")
    return [Entry(*gap) for gap in ast.literal_eval(gaps)]


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
            out.append(Entry(name, msg.findtext("source") or "", msg.findtext("comment") or "",
                             msg.get("numerus") == "yes"))
    return out


def collect() -> list[Entry]:
    return list(dict.fromkeys(app_strings() + card_strings() + rules_strings() + qt_gap_strings()))


def read_ts(path: Path) -> dict[Entry, ET.Element]:
    """Each message of a .ts file (as its Entry) with its <translation> element."""
    if not path.exists():
        return {}
    found = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            entry = Entry(name, msg.findtext("source") or "", msg.findtext("comment") or "",
                          msg.get("numerus") == "yes")
            found[entry] = msg.find("translation")
    return found


def unfinished(lang: str, numerus: bool) -> ET.Element:
    tr = ET.Element("translation", type="unfinished")
    for _ in range(NUMERUS_FORMS[lang] if numerus else 0):
        ET.SubElement(tr, "numerusform")
    return tr


def write_ts(path: Path, lang: str, entries: list[Entry]) -> None:
    old = read_ts(path)
    root = ET.Element("TS", version="2.1", language=lang, sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for entry in entries:
        if lang == "en" and not entry.numerus:
            continue  # English is the source: its file only carries plural forms
        ctx = contexts.get(entry.context)
        if ctx is None:
            ctx = contexts[entry.context] = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = entry.context
        msg = ET.SubElement(ctx, "message", numerus="yes") if entry.numerus else ET.SubElement(ctx, "message")
        ET.SubElement(msg, "source").text = entry.source
        if entry.comment:
            ET.SubElement(msg, "comment").text = entry.comment
        prev = old.get(entry)
        msg.append(prev if prev is not None else unfinished(lang, entry.numerus))
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
