"""The French catalogue covers every string a player can read, keeps the code's placeholders, is in
step with the code (run ``python tools/update_translations.py`` after changing strings), and builds
into a .qm that Qt loads."""

from __future__ import annotations

import importlib.util
import re
import string
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTranslator

from app import qm
from rules.catalogue import catalogue
from rules.setup import playable_factions

ROOT = Path(__file__).resolve().parent.parent
FRENCH_TS = ROOT / "translations" / "smashup_fr.ts"
UPDATE_HINT = "run: python tools/update_translations.py, then translate"


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # NamedTuple needs its module registered
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


@pytest.fixture(scope="module")
def collected() -> list:
    return tool.collect()


@pytest.fixture(scope="module")
def french() -> dict:
    return tool.read_ts(FRENCH_TS)


def forms(translation: ET.Element | None) -> list[str]:
    """The translated texts of a message: one, or one per plural form; none when unfinished."""
    if translation is None or translation.get("type") == "unfinished":
        return []
    plural = translation.findall("numerusform")
    texts = [f.text or "" for f in plural] if plural else [translation.text or ""]
    return texts if all(texts) else []


def markup(text: str) -> tuple[set[tuple[str, str, str]], set[str], bool, bool]:
    """What a translation must carry over: format fields (with their specs), HTML tags, the plural
    count %n and whether a keyboard shortcut (&X) is marked."""
    fields = {(name, spec or "", conv or "") for _, name, spec, conv in string.Formatter().parse(text)
              if name is not None}
    return fields, set(re.findall(r"<[^>]*>", text)), "%n" in text, bool(re.search(r"&\w", text))


def test_ts_files_hold_exactly_the_strings_the_code_uses(collected: list) -> None:
    for lang in tool.LANGS:
        expected = {e for e in collected if lang != "en" or e.numerus}  # English carries plurals only
        on_file = set(tool.read_ts(tool.TS_DIR / f"smashup_{lang}.ts"))
        assert sorted(expected - on_file) == [], f"strings missing from smashup_{lang}.ts; {UPDATE_HINT}"
        assert sorted(on_file - expected) == [], f"strings no longer used in smashup_{lang}.ts; {UPDATE_HINT}"


def test_every_playable_faction_has_its_cards_collected() -> None:
    cat = catalogue()
    untranslated = [f for f in playable_factions()
                    if cat.faction_set[f] not in tool.TRANSLATED_SETS and f not in tool.TRANSLATED_FACTIONS]
    assert untranslated == [], "add their set to TRANSLATED_SETS (or the faction to TRANSLATED_FACTIONS)"


def test_every_string_has_a_finished_french_translation(collected: list, french: dict) -> None:
    untranslated = [(e.context, e.source) for e in collected if not forms(french.get(e))]
    assert untranslated == []


def test_every_english_plural_has_its_forms(collected: list) -> None:
    english = tool.read_ts(tool.TS_DIR / "smashup_en.ts")
    assert [(e.context, e.source) for e in collected if e.numerus and not forms(english.get(e))] == []


def test_translations_keep_the_placeholders_markup_and_shortcuts(french: dict) -> None:
    wrong = [(entry.context, entry.source, text) for entry, tr in french.items() for text in forms(tr)
             if markup(text) != markup(entry.source)]
    assert wrong == []


def test_french_qm_builds_and_translates_cards_and_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         qapp) -> None:
    # qapp: the one QApplication of the session (a bare QCoreApplication would block later widgets)
    monkeypatch.setattr(qm, "QM_DIR", tmp_path)  # leave the app's own compiled catalogue alone
    [built] = qm.build([FRENCH_TS])
    translator = QTranslator()
    assert translator.load(str(built))
    assert translator.translate("cards", "Tricksters") == "Petit Peuple"
    assert translator.translate("cards", "Full Sail") == "Toutes Voiles Dehors"
    assert translator.translate("rules", "Player {n}").format(n=2) == "Joueur 2"


# What shared/french.md says the printed cards never say (a new box can't bring these back), in
# the singular and the plural.
FORBIDDEN = [
    (r"Quand jouées?", "an on-play effect is printed alone (label: « Quand vous la jouez »)"),
    (r"Attachez à ", "« Attachez : Base. » / « Attachez : Créature. »"),
    (r"sur le point d'être conquises?", "« avant la Conquête »"),
    (r"retourne(nt)? dans la main", "« renvoyer » dans la main"),
    (r"\bcapacités?\b", "« effet »"),
    (r"\bSbires?\b|\bServiteurs?\b", "« Créature »"),
    (r"points? de rupture", "« Résistance »"),
    (r"\bbonus\b|\ben plus\b", "« supplémentaire »"),
    (r"actions permanentes", "« Permanent : »"),
    (r"cartes? supplémentaires?", "« Créature/Action supplémentaire »"),
    (r"\b(de|à|du|au) \{(base|card)\}", "a name may start with an article: « de la Base {base} »"),
    (r"\b(de|à) (Le|Les) ", "« de la Base … » (de + le = du)"),
]
OWNING = {"Toutes les Bases des boîtes que je possède (sinon celles des boîtes des Factions choisies)"}


def test_french_follows_the_printed_cards_wording(french: dict) -> None:
    found = [(text, why) for tr in french.values() for text in forms(tr) for pattern, why in FORBIDDEN
             if re.search(pattern, text)]
    assert found == []
    controlled = [text for tr in french.values() for text in forms(tr) if "possède" in text and text not in OWNING]
    assert controlled == [], "« contrôler » where control is meant; « posséder » is ownership"


def test_a_run_of_picks_says_done_and_a_single_choice_says_pass() -> None:
    """The prompt names the way out the button offers: a pick of a run ("any number"; its decline
    button reads Done) ends "then Done"; a single optional choice (button: Pass) never does. Checked
    on the prompts random games of every offered faction actually ask."""
    import random

    from rules.selection import Selection
    from rules.setup import new_game

    pool = playable_factions()
    asked: set[tuple[bool, str]] = set()
    for seed in range(24):
        r = random.Random(seed)
        g = new_game(Selection(tuple(pool)).factions(r, 4), seed)
        for _ in range(1500):
            d = g.pending
            if d is None:
                break
            if d.optional and d.kind not in ("main", "me_first", "yesno"):
                asked.add((d.many, d.prompt))
            g.apply(d.options[r.randrange(len(d.options))])
    assert any(many for many, _ in asked) and any(not many for many, _ in asked)
    wrong = sorted(p for many, p in asked if many != p.endswith("then Done"))
    assert wrong == []


def test_qts_file_dialog_is_french_after_switching_to_french(qapp, tmp_path: Path) -> None:
    """Open and Save use Qt's own file dialog: its words come from Qt's French catalogue (qtbase_fr,
    shipped in the PySide6 wheel), which lacks a few as Qt 6 words them (``QT_GAPS``); ours has
    them. Every label and a folder's kind read French, and English again after switching back."""
    from PySide6.QtCore import QCoreApplication, QFileInfo
    from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QLabel

    from app import i18n

    def labels() -> set[str]:
        dialog = QFileDialog(None, "", "", "Smash Up (*.smashup)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        return {label.text() for label in dialog.findChildren(QLabel)}

    def kind() -> str:
        return QFileIconProvider().type(QFileInfo(str(tmp_path)))

    try:
        assert i18n.install_language("fr")
        assert labels() == {"&Voir dans\u00a0:", "&Nom de fichier\u00a0:", "Fichiers de &type\u00a0:"}
        assert kind() == "Dossier"
        assert all(QCoreApplication.translate(*gap) != gap[1] for gap in i18n.QT_GAPS)
    finally:
        i18n.install_language("en")
    assert labels() == {"&Look in:", "File &name:", "Files of &type:"} and kind() == "Folder"


def test_qts_french_catalogue_ships_in_the_pyside6_wheel_and_the_bundle_keeps_it() -> None:
    import ast
    from importlib import metadata

    from PySide6.QtCore import QLibraryInfo

    assert "PySide6/Qt/translations/qtbase_fr.qm" in {str(f) for f in metadata.files("PySide6-Essentials")}
    assert (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / "qtbase_fr.qm").is_file()
    spec = ast.parse((ROOT / "packaging" / "smashup.spec").read_text(encoding="utf-8"))
    keep = next(node.value.args[0].value for node in spec.body if isinstance(node, ast.Assign)
                and getattr(node.targets[0], "id", "") == "KEEP_QT_TRANSLATION")
    assert re.search(keep, "PySide6/Qt/translations/qtbase_fr.qm")  # what the spec's filter keeps


# French typography (french.md): a non-breaking space (U+00A0, or the narrow U+202F) before « : ; ! ? »
# and inside « », never an ordinary one; no "(s)" forms (Qt plurals say it).
TYPOGRAPHY = [
    (r" [:;!?»]", "an ordinary space before a high sign or a closing »: U+00A0"),
    (r"« ", "an ordinary space inside « »: U+00A0"),
    (r"\w\(s\)", "a « (s) » form: a plural message (tr(text, '', n))"),
]


def test_french_spaces_before_high_signs_and_inside_quotes_are_non_breaking(french: dict) -> None:
    found = [(entry.context, text, why) for entry, tr in french.items() for text in forms(tr)
             for pattern, why in TYPOGRAPHY if re.search(pattern, text)]
    assert found == []
