"""Actions and fields named in Czech on the command line (issue 37): shown in Czech, accepted in Czech (with or
without diacritics, any case) and in English, the English ids stored, so a save opens in either language."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

from engine import registry, saves
from engine.i18n import set_language, translations
from engine.names import fold
from engine.spoken_names import ACTION, FIELD, action_named, field_ids
from engine.table_actions import APPLY_KIT, ENGINE_ACTIONS
from tests.test_cli_conventions import _complete
from tui.cli.main import main

#: The games whose actions and fields have their Czech words now (the others' come later: issue 37).
GAMES = ("aquileia", "struggle-for-rome")
GOLDEN = {"aquileia": "tests.aquileia.golden", "struggle-for-rome": "tests.struggle_for_rome.golden"}


def _czech(prefix: str, name: str) -> str:
    forms = translations(prefix + name, "cs")
    assert forms and forms[0], f"no Czech word for {prefix}{name}"
    return forms[0]


def _tabula(folder: Path, lang: str, *argv: str) -> None:
    code = main(["--lang", lang, "--saves-dir", str(folder), *argv])
    assert code == 0, f"tabula --lang {lang} {' '.join(argv)} exited {code}"


@pytest.mark.parametrize("game", GAMES)
def test_every_action_and_field_has_a_czech_word_unique_in_its_game(game: str) -> None:
    ruleset = registry.load(game)  # its words are read from now on
    actions = [*ruleset.actions, *ENGINE_ACTIONS, APPLY_KIT]
    words: dict[str, str] = {}
    for spec in actions:
        word = _czech(ACTION, spec.name)
        assert " " not in word, word
        # No two actions answer to one word, nor is one's word another's id.
        other = words.setdefault(fold(word), spec.name)
        assert other == spec.name, f"{spec.name} and {other} are both {word!r}"
        ids = {fold(a.name) for a in actions if a.name != spec.name}
        assert fold(word) not in ids, f"{spec.name}'s word {word!r} is another action's id"
        fields: dict[str, str] = {}
        for field in spec.fields:
            said = _czech(FIELD, field.name)
            assert " " not in said, said
            assert fields.setdefault(fold(said), field.name) == field.name, f"{spec.name}: {said!r} twice"
            assert fold(said) not in {fold(f.name) for f in spec.fields if f.name != field.name}, said


def _in_czech(golden: ModuleType, step_argv: list[str]) -> list[str]:
    """A golden step's words with the action and each field named in Czech (values stay as they are)."""
    action, *rest = step_argv
    out = [_czech(ACTION, action)]
    for word in rest:
        name, sep, value = word.partition("=")
        out.append(f"{_czech(FIELD, name)}={value}" if sep else word)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_round_played_with_czech_names_is_stored_by_ids_and_opens_in_english(game: str, tmp_path: Path) -> None:
    golden = importlib.import_module(GOLDEN[game])
    registry.load(game)
    players = [arg for p in golden.PLAYERS for arg in ("-p", p)]
    _tabula(tmp_path, "cs", "new", golden.GAME, *players, "--kit", str(golden.KIT), "--name", "golden", "--no-tui")
    typed = [_in_czech(golden, step.argv()) for step in (*golden.SETUP, *golden.ROUND)]
    assert any(t[0] != s.action for t, s in zip(typed, golden.ROUND, strict=False))  # Czech was typed
    for argv in typed:
        _tabula(tmp_path, "cs", "act", "golden", *argv)
    _tabula(tmp_path, "en", "show", "golden")
    session = saves.load(tmp_path / "golden.toml")
    golden.check_after(session)
    ids = {spec.name for spec in session.all_actions()}
    assert {event.type for event in session.events} <= ids  # the ids, never the Czech words, are stored


def _aquileia(folder: Path) -> None:
    _tabula(folder, "en", "new", "aquileia", "-p", "Ann", "-p", "Bo", "-p", "Cy", "--name", "a1", "--no-tui")


def test_czech_words_with_or_without_diacritics_any_case_and_english_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _aquileia(tmp_path)
    _tabula(tmp_path, "cs", "act", "a1", "ZACINAJICI", "první=Ann")  # start-player first=Ann
    _tabula(tmp_path, "cs", "act", "a1", "Položit", "policko=dolus")  # Ann: place space=dolus
    _tabula(tmp_path, "en", "act", "a1", "položit", "hráč=Bo", "políčko=pecunia")  # Czech read in English too
    _tabula(tmp_path, "cs", "act", "a1", "place", "space=servi-top")  # English in Czech
    events = saves.load(tmp_path / "a1.toml").events
    assert [(e.type, e.actor, e.args["space"]) for e in events[1:]] == [
        ("place", "Ann", "dolus"),
        ("place", "Bo", "pecunia"),
        ("place", "Cy", "servi-top"),
    ]
    assert events[0].type == "start-player" and events[0].args["first"] == "Ann"


def test_a_wrong_name_is_refused_with_the_czech_names_meant(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _aquileia(tmp_path)
    capsys.readouterr()
    before = (tmp_path / "a1.toml").read_text("utf-8")
    assert main(["--lang", "cs", "--saves-dir", str(tmp_path), "act", "a1", "zapsa"]) == 2
    assert "zápas" in capsys.readouterr().err  # fight, said as the Czech player reads it
    assert main(["--lang", "cs", "--saves-dir", str(tmp_path), "act", "a1", "položit", "polička=dolus"]) == 2
    err = capsys.readouterr().err
    assert "políčko" in err and "space" not in err and "Traceback" not in err
    assert (tmp_path / "a1.toml").read_text("utf-8") == before  # nothing changed


def test_actions_and_act_help_show_the_czech_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _aquileia(tmp_path)
    capsys.readouterr()
    _tabula(tmp_path, "cs", "actions", "a1")
    listed = capsys.readouterr().out
    # Czech action and field words; `next`, refused to everyone while each still places, is not listed.
    assert "položit políčko=dolus|" in listed and "\ndalší\n" not in listed
    assert "place " not in listed and "space=" not in listed
    _tabula(tmp_path, "en", "actions", "a1")
    assert "place space=dolus|" in capsys.readouterr().out  # English stays English
    assert main(["--lang", "cs", "--saves-dir", str(tmp_path), "act", "a1", "položit", "--help"]) == 0
    shown = capsys.readouterr().out
    assert "tabula act a1 položit [" in shown and "políčko=dolus" in shown and "[hráč=" in shown


def test_completion_offers_the_czech_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _aquileia(tmp_path)
    monkeypatch.setenv("TABULA_LANG", "cs")
    base = f"tabula --saves-dir {tmp_path} act a1 "
    assert _complete(tmp_path, base + "pol") == ["položit"]
    assert _complete(tmp_path, base + "pla") == ["place"]  # the id, where that is what is typed
    assert _complete(tmp_path, base + "položit po") == ["políčko="]
    assert "políčko=dolus" in _complete(tmp_path, base + "položit políčko=d", shell="fish")


def test_the_mechanism_reads_a_games_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lookup itself, on made-up words: an action and a field named in Czech, forgivingly."""
    from engine import spoken_names
    from engine.fields import Field

    words = {"action:reinforce": ("posílit",), "field:greeks": ("řekové",)}
    monkeypatch.setattr(spoken_names, "translations", lambda message, lang="cs": words.get(message, ()))
    assert action_named(["attack", "reinforce"], "POSILIT") == "reinforce"
    assert action_named(["attack", "reinforce"], "posil") is None  # a start is no name
    fields = (Field("greeks", "int", "how many"), Field("player", "player", "who"))
    assert field_ids(fields, {"Řekové": "2", "player": "Ann"}) == {"greeks": "2", "player": "Ann"}
    assert field_ids(fields, {"nope": "1"}) == {"nope": "1"}  # left for the refusal to name
    from engine.errors import BadInput

    with pytest.raises(BadInput):
        field_ids(fields, {"rekove": "1", "greeks": "2"})
    set_language("cs")
    assert spoken_names.action_word("reinforce") == "posílit" and spoken_names.field_word("player") == "player"
    set_language("en")
    assert spoken_names.action_word("reinforce") == "reinforce"


def test_the_correction_hint_names_the_correction_in_czech(czech: None) -> None:
    from engine.errors import RuleRefused, Violation
    from tui.cli.session import _with_hint

    registry.load("aquileia")
    refused = RuleRefused("place", [Violation("Components", "no servant left", physical=True)])
    said = str(_with_hint(refused, "a1"))
    assert "tabula act a1 oprava …" in said and "correct" not in said
