"""The one place rules text is translated: card names and texts ("cards" context), prompts, log
templates and refusal reasons ("rules" context). Translate first, then format."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from rules.catalogue import catalogue
from rules.decision import Ev
from rules.log import elided, line

if TYPE_CHECKING:
    from rules.envelope import SaveError

TRANSLATIONS = Path(__file__).parent / "translations"
LANGUAGES = ("en", "fr")
SOURCE_LANGUAGE = "en"

_installed: list[QTranslator] = []
_current = [SOURCE_LANGUAGE]  # the language whose catalogue is installed


def cards(text: str) -> str:
    return QCoreApplication.translate("cards", text)


def rules(text: str) -> str:
    return QCoreApplication.translate("rules", text)


def card_name(card_id: str) -> str:
    return cards(catalogue().cards[card_id].name)


def card_text(card_id: str) -> str:
    return cards(catalogue().cards[card_id].text)


def faction_name(slug: str) -> str:
    return cards(catalogue().faction_names.get(slug, slug))


# Qt's own French catalogue (qtbase_fr.qm, loaded with ours) predates these words of the file dialog
# as Qt 6 has them (labels with a shortcut letter; the Type column's in a context of its own) and leaves
# them in English: ours has them, in Qt's contexts. (context, source, disambiguation), collected by
# tools/update_translations.py (lupdate can't read a disambiguation outside a call).
QT_GAPS: tuple[tuple[str, str, str], ...] = (
    ("QFileDialog", "&Look in:", ""),
    ("QFileDialog", "Files of &type:", ""),
    ("QAbstractFileIconProvider", "Folder", "All other platforms"),
    ("QAbstractFileIconProvider", "File Folder", "Match Windows Explorer"),
    ("QAbstractFileIconProvider", "Drive", ""),
)

# The boxes (sets) as the French boxes name them.
BOX_NAMES = {
    "core": QT_TRANSLATE_NOOP("boxes", "Core Set"),
    "sfdf": QT_TRANSLATE_NOOP("boxes", "Science Fiction Double Feature"),
    "allstars": QT_TRANSLATE_NOOP("boxes", "The Bigger Geekier Box"),
    "geeks": QT_TRANSLATE_NOOP("boxes", "The Bigger Geekier Box"),
    "marvel": QT_TRANSLATE_NOOP("boxes", "Smash Up: Marvel"),
}


def box_name(set_name: str) -> str:
    return QCoreApplication.translate("boxes", BOX_NAMES.get(set_name, set_name))


def _rules_or_card(text: str) -> str:
    """rules.log hands one translator both its templates and card names."""
    translated = rules(text)
    return translated if translated != text else cards(text)


def log_line(game, ev: Ev, names: list[str] | None = None) -> str | None:
    return line(game, ev, _rules_or_card, names)


def names_list(names: list[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Chloé" in the language shown (French: « Ann et Bob »)."""
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("names", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def naming(translated: str, **values: object) -> str:
    """A translated message formatted with players' names, « de » elided before a vowel (« d'Ève »)."""
    return elided(translated, values).format(**values)


def save_error(e: SaveError) -> str:
    return rules(e.template).format(**e.fields)


def system_language() -> str:
    lang = QLocale.system().name().split("_")[0]
    return lang if lang in LANGUAGES else SOURCE_LANGUAGE


def qm_path(lang: str) -> Path:
    return TRANSLATIONS / f"smashup_{lang}.qm"


def install_language(lang: str) -> bool:
    """Swap the app's translators; Qt then sends LanguageChange to every widget. False when the
    language's catalogue could not be loaded (English needs none: it is the source language)."""
    app = QCoreApplication.instance()
    QLocale.setDefault(_locale(lang))
    _current[0] = SOURCE_LANGUAGE
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ours = QTranslator(app)
    ok = ours.load(str(qm_path(lang)))
    if ok:
        app.installTranslator(ours)
        _installed.append(ours)
        _current[0] = lang
    if lang == SOURCE_LANGUAGE:
        return True  # English needs only its plural forms, and reads fine without them
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok


def _locale(lang: str) -> QLocale:
    """What Qt formats and names by itself (the file dialog's dates, its files' kinds) in the language
    chosen: the system's locale where it speaks that language (its country's formats), else the
    language's own."""
    system = QLocale.system()
    return system if system.name().split("_")[0] == lang else QLocale(lang)


def current() -> str:
    return _current[0]


def missing_translations() -> list[str]:
    return [qm_path(lang).name for lang in LANGUAGES if lang != SOURCE_LANGUAGE
            and not QTranslator().load(str(qm_path(lang)))]
