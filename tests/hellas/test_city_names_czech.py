"""Hellas's cities in Czech (issue 37): a tile the table named after a Greek city (the demo's Athens,
Corinth, Thebes) reads in Czech wherever it is shown (show, the map, the log, the coast's drawing, a
refusal's list), is still typed either way, and keeps its English name in the save."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry, saves
from engine.session import Session
from rulesets.hellas.cities import city
from tui.cli.main import main

CZECH = {"Athens": "Athény", "Corinth": "Korint", "Thebes": "Théby", "Mycenae": "Mykény", "Delphi": "Delfy"}


def _demo() -> Session:
    ruleset = registry.load("hellas")
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", "hellas")


def test_show_names_the_cities_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", "demo", "hellas", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["--lang", "cs", "show", "hellas-demo"]) == 0
    shown = capsys.readouterr().out
    for english, czech in CZECH.items():
        assert czech in shown, czech
        assert english not in shown, english
    # The board's list and the coast's drawing both.
    assert "  Athény [Ariadne (světlý)]: 1 Řek a 1 loď" in shown.splitlines()
    assert any("Athény" in line and "~" in line for line in shown.splitlines())


def test_a_city_is_typed_in_czech_and_the_save_keeps_its_id(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "cs", "demo", "hellas", "--no-tui"]) == 0
    assert main(["--lang", "cs", "act", "hellas-demo", "reinforce", "greeks=Athény,atheny,korint"]) == 0
    out = capsys.readouterr().out
    # The log says where the Greeks went in Czech ...
    assert "2 Řekové: záloha (Ariadne) → Athény." in out
    assert "1 Řek: záloha (Ariadne) → Korint." in out
    # ... and the save stores the ids, as in any language.
    text = (saves_dir / "hellas-demo.toml").read_text(encoding="utf-8")
    assert 'greeks = ["athens", "athens", "corinth"]' in text


def test_a_refusal_lists_the_cities_in_czech(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "cs", "demo", "hellas", "--no-tui"]) == 0
    capsys.readouterr()
    assert main(["--lang", "cs", "act", "hellas-demo", "reinforce", "greeks=xx"]) == 2
    err = capsys.readouterr().err
    assert "Athény, Sparta, Korint" in err and "Athens" not in err


def test_the_maps_places_in_czech(czech: None) -> None:
    session = _demo()
    names = {p.id: p.name for p in session.ruleset.places(session.context())}
    assert names["athens"] == "Athény" and names["mycenae"] == "Mykény"


def test_english_and_a_name_of_the_tables_own_are_unchanged(czech: None) -> None:
    # A name the table gave that is no Greek city's stays as given, in Czech too.
    assert city("Lemnos Bay") == "Lemnos Bay"
    assert city("Tile 3") == "Tile 3"


def test_in_english_the_names_are_as_given() -> None:
    session = _demo()
    names = {p.id: p.name for p in session.ruleset.places(session.context())}
    assert names["athens"] == "Athens" and names["corinth"] == "Corinth"


def test_the_maps_search_hint_in_czech(czech: None) -> None:
    # The hint's examples are the board's commonest kinds and tags: ids, shown in the language spoken.
    from tui.app.widgets.map_panel import _placeholder

    session = _demo()
    hint = _placeholder(session.ruleset.places(session.context()))
    assert "krajina" in hint and "delfín" in hint
    assert "tile" not in hint and "dolphin" not in hint
