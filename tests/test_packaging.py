"""Installer recipes stay consistent; the NSIS script compiles where makensis exists. The full
frozen build + install + start check is packaging/linux/build-deb.sh, which .ci/run runs."""

import ast
import configparser
import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "packaging"


def test_the_desktop_file_names_the_game_in_english_and_french_and_opens_saves():
    entry = configparser.RawConfigParser(strict=False)
    entry.optionxform = str
    entry.read(PKG / "linux" / "smashup.desktop", encoding="utf-8")
    e = entry["Desktop Entry"]
    assert e["Name"] and e["Name[fr]"] and e["Comment[fr]"]
    assert e["Exec"] == "smashup %f" and e["Icon"] == "smashup"
    assert "application/x-smashup-save" in e["MimeType"]


def needs(tool: str, package: str) -> None:
    """Skip without ``tool``, except where .ci/run promised to install it (SMASHUP_REQUIRE_TOOLS):
    there a missing tool is a failure, so CI never passes by skipping."""
    if shutil.which(tool) is None:
        if os.environ.get("SMASHUP_REQUIRE_TOOLS"):
            pytest.fail(f"{tool} is missing although .ci/run installs {package}")
        pytest.skip(f"{package} not installed")


def test_the_desktop_file_validates():
    needs("desktop-file-validate", "desktop-file-utils")
    subprocess.run(["desktop-file-validate", str(PKG / "linux" / "smashup.desktop")], check=True)


def test_save_files_have_their_own_mime_type_and_extension():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PKG / "linux" / "smashup-mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == "application/x-smashup-save"
    assert mime.find("m:glob", ns).get("pattern") == "*.smashup"
    from app.storage import SAVE_SUFFIX

    assert SAVE_SUFFIX == ".smashup"


def test_every_icon_size_the_installers_need_exists():
    icons = PKG / "icons"
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert (icons / "png" / f"smashup-{size}.png").stat().st_size > 0
    assert (icons / "smashup.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (icons / "smashup.icns").read_bytes()[:4] == b"icns"


def test_the_version_comes_from_pyproject_only():
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    from app.main import version as app_version

    assert app_version() == version
    recipes = [PKG / "smashup.spec", *PKG.glob("*/*.sh"), PKG / "windows" / "smashup.nsi",
               ROOT / ".github" / "workflows" / "release.yml"]
    for recipe in recipes:
        assert version not in recipe.read_text(), f"{recipe.name} hard-codes the version"
    assert subprocess.run([sys.executable, str(PKG / "project_version.py")], capture_output=True,
                          text=True, check=True).stdout.strip() == version


def test_the_licence_notices_ship_with_the_app_and_name_qt_lgpl():
    text = (ROOT / "resources" / "THIRD_PARTY_NOTICES.txt").read_text()
    assert "LGPL" in text and "Qt" in text and "DejaVu" in text


def test_the_full_licence_texts_cover_every_bundled_component_and_ship_in_the_bundle():
    text = (PKG / "THIRD_PARTY_LICENSES.txt").read_text(encoding="utf-8")
    for must in ("GNU LESSER GENERAL PUBLIC LICENSE", "GNU GENERAL PUBLIC LICENSE", "PYTHON SOFTWARE FOUNDATION",
                 "Bootloader Exception", "Apache License", "Bitstream Vera"):
        assert must in text, must
    for name in ("attrs", "cattrs", "platformdirs", "typing_extensions"):
        assert f"\n{name}\n" in text, name
    spec = (PKG / "smashup.spec").read_text()
    assert '"THIRD_PARTY_LICENSES.txt"), "packaging")' in spec


def test_the_spec_bundles_card_data_art_fonts_and_translations():
    spec = (PKG / "smashup.spec").read_text()
    for folder in ('data_tree("resources", into="app/resources")', 'data_tree("app/translations", "*.qm")',
                   'data_tree("rules/data", "*.json")', 'collect_submodules("rules")'):
        assert folder in spec, folder
    assert (ROOT / "resources" / "fonts").is_dir() and list((ROOT / "rules" / "data").glob("*.json"))


def test_the_frozen_entry_point_turns_a_search_worker_start_into_the_worker_before_importing_the_app():
    # Hard's workers are the frozen executable started again (spawn): without freeze_support() first,
    # each would start the app instead (its self-test then fails, see the README).
    tree = ast.parse((PKG / "launcher.py").read_text(encoding="utf-8"))
    top_imports = [n for n in tree.body if isinstance(n, ast.ImportFrom)]
    main_block = next(n for n in tree.body if isinstance(n, ast.If))
    first = main_block.body[0]
    assert not top_imports, "the app is imported inside the __main__ block, after freeze_support()"
    assert isinstance(first, ast.Expr) and ast.unparse(first) == "multiprocessing.freeze_support()"


def test_the_art_lives_at_the_top_level_and_a_checkout_finds_it():
    from app import assets

    assert assets.RESOURCES == ROOT / "resources" and not (ROOT / "app" / "resources").exists()
    assert assets.missing_art() == []


def test_an_installed_wheel_carries_the_art_and_the_app_finds_it_there(tmp_path):
    subprocess.run([sys.executable, "-m", "app.qm"], cwd=ROOT, check=True, capture_output=True)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "wheel"),
                    str(ROOT)], check=True, capture_output=True)
    wheel = next((tmp_path / "wheel").glob("smashup-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(tmp_path / "site"),
                    str(wheel)], check=True, capture_output=True)
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site"), "QT_QPA_PLATFORM": "offscreen",
           "SMASHUP_DATA_DIR": str(tmp_path / "data")}
    where = subprocess.run([sys.executable, "-c", "from app import assets; print(assets.RESOURCES)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where) == tmp_path / "site" / "app" / "resources"
    run = subprocess.run([sys.executable, "-m", "app.main", "--self-test"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.stdout.startswith("self-test ok"), run.stdout + run.stderr


def test_macos_bundle_declares_the_save_file_type():
    spec = (PKG / "smashup.spec").read_text()
    assert '"public.filename-extension": ["smashup"]' in spec
    assert '"public.mime-type": [SAVE_MIME]' in spec and '"LSItemContentTypes": [SAVE_UTI]' in spec


def test_the_windows_installer_speaks_french_and_english_and_associates_saves():
    nsi = (PKG / "windows" / "smashup.nsi").read_text(encoding="utf-8")
    for must in ('MUI_LANGUAGE "English"', 'MUI_LANGUAGE "French"', 'Software\\Classes\\.smashup',
                 "WriteUninstaller", "$SMPROGRAMS", "$DESKTOP"):
        assert must in nsi, must


def test_the_windows_installer_script_compiles():
    needs("makensis", "nsis")
    subprocess.run(["bash", str(PKG / "windows" / "check-nsis.sh")], check=True, capture_output=True)


def test_the_built_deb_installs_with_apt_into_a_fresh_debian_root_and_starts_under_x11():
    """The .deb's Depends are honest: apt-get pulls every system library the bundle needs into a root
    that has none of them, and the installed game self-tests through Qt's real X11 plugin."""
    deb = os.environ.get("SMASHUP_DEB")
    if not deb:
        pytest.skip("no .deb built here (.ci/run builds one and sets SMASHUP_DEB)")
    needs("debootstrap", "debootstrap")
    needs("Xvfb", "xvfb")
    script = PKG / "linux" / "test-deb-fresh-root.sh"
    run = subprocess.run([str(script), deb], capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "self-test ok" in run.stdout and "xcb)" in run.stdout, run.stdout
