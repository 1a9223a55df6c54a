"""The command line's leftovers of play-test 9: ``--force --check`` gives the verdict ``--force`` gives, a finished
game is listed as over, a repeated command after a turn passed by itself is refused, ``act SAVE undo`` points to
``tabula undo``, and help that agrees with what is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.cli.main import main


def _run(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str, str]:
    code = main(list(words))
    got = capsys.readouterr()
    return code, got.out, got.err


def test_force_check_gives_the_verdict_force_gives(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--force --check`` said the rule and exit 1, and ``--force`` then applied it (ptr9 MN bug 7, SfR P6). (An
    action out of its phase is no longer forcible at all: a turn's end by another player is.)"""
    _run(capsys, "demo", "mare-nostrum", "--no-tui")
    words = ("act", "mare-nostrum-demo", "next", "--as", "Lucka")
    code, out, _ = _run(capsys, *words, "--check", "--force")
    assert code == 0
    assert out.splitlines()[0] == "next: allowed if forced (Lucka ends the turn)"
    # Mirek holds the turn and names the next as Commander: said once (it read "only Mirek (or Mirek, ...)").
    overridden = "   overrides Turn order: it is Mirek's turn: only Mirek moves on, not Lucka"
    assert overridden in out.splitlines()
    assert _run(capsys, *words, "--check")[0] == 1
    czech = _run(capsys, "--lang", "cs", *words, "--check", "--force")
    assert czech[0] == 0 and ": povoleno při přebití (" in czech[1] and "\n   přebije " in czech[1]
    assert _run(capsys, *words, "--force", "--yes")[0] == 0


def test_force_check_refuses_as_force_refuses(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _run(capsys, "demo", "mare-nostrum", "--no-tui")
    before = (saves_dir / "mare-nostrum-demo.toml").read_bytes()
    words = ("act", "mare-nostrum-demo", "move-legion", "from=rome", "to=north-of-rome", "count=9", "--force")
    checked = _run(capsys, *words, "--check")
    assert checked[0] == 1 and checked[1] == ""
    assert checked == _run(capsys, *words)
    assert "cannot be overridden" in checked[2]
    assert (saves_dir / "mare-nostrum-demo.toml").read_bytes() == before


def test_a_finished_game_is_listed_as_over_with_its_winner(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tabula list`` showed a won game at its last phase ("6 VI Portus": ptr9 Aquileia, Mare Nostrum).

    The save's header names the winners (``winners``, read by ``saves.list_sessions``) as it names the phase."""
    from engine import saves

    _run(capsys, "demo", "hellas", "--no-tui")
    _run(capsys, "demo", "aquileia", "--no-tui")
    listed = saves.list_sessions

    def won(folder: Path) -> list[dict[str, object]]:
        return [{**e, "winners": ["Kaja"]} if e["name"] == "aquileia-demo" else e for e in listed(folder)]

    monkeypatch.setattr(saves, "list_sessions", won)
    code, out, _ = _run(capsys, "list")
    rows = {line.split()[0]: line for line in out.splitlines()[2:]}
    assert code == 0 and "game over: Kaja won" in rows["aquileia-demo"]
    assert "game over" not in rows["hellas-demo"]
    monkeypatch.setattr(saves, "list_sessions", lambda f: [{**e, "winners": ["A", "B"]} for e in listed(f)])
    assert "game over: A and B won" in _run(capsys, "list")[1]


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (
            ("act", "hellas-demo", "undo"),
            "tabula: 'undo' is no action of the game but a command of its own: tabula undo hellas-demo",
        ),
        (
            ("act", "hellas-demo", "redo", "--steps", "2"),
            "tabula: 'redo' is no action of the game but a command of its own: tabula redo hellas-demo --steps 2",
        ),
        (
            ("--lang", "cs", "act", "hellas-demo", "zpet"),
            "tabula: „zpet“ není akce hry, ale samostatný příkaz: tabula zpět hellas-demo",
        ),
    ],
)
def test_undo_typed_as_an_action_names_the_command(
    saves_dir: Path, capsys: pytest.CaptureFixture[str], words: tuple[str, ...], said: str
) -> None:
    """``tabula act SAVE undo`` listed the game's actions (ptr9 Hellas, Civilization); ``--steps`` was "No such
    option"."""
    _run(capsys, "demo", "hellas", "--no-tui")
    before = (saves_dir / "hellas-demo.toml").read_bytes()
    assert _run(capsys, *words) == (2, "", said + "\n")
    assert (saves_dir / "hellas-demo.toml").read_bytes() == before


def test_players_typing_the_same_command_in_turn_are_not_held(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where each action hands the turn over (Aquileia's placement), one terminal typing ``pass`` for each
    player in turn is the game's flow."""
    _run(capsys, "demo", "aquileia", "--no-tui")
    for at, player in ((1, "Kaja"), (2, "Jirka"), (3, "Vlada")):
        code, out, _ = _run(capsys, "act", "aquileia-demo", "pass")
        assert code == 0 and out.startswith(f"{43 + at}. {player} places no more servants")


def test_new_help_for_a_game_lists_its_session_options(capsys: pytest.CaptureFixture[str]) -> None:
    """``own_screens`` was in no help a player reads from ``new`` (ptr7 to ptr9, Hellas)."""
    code, out, _ = _run(capsys, "new", "hellas", "--help")
    assert code == 0 and out.startswith("Usage: tabula new")
    assert "\nSession options and variants\n" in out
    assert "  own_screens: every player reads their own screen" in out
    assert "tabula new GAME --help lists the game's" in " ".join(_run(capsys, "new", "--help")[1].split())
    assert "Session options" not in _run(capsys, "new", "--help")[1]


def test_a_field_refusal_names_only_the_fields_help_lists(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``collect-all Petr=4`` said "expected: players, amounts" while its help said "No fields" (ptr9 Civ)."""
    _run(capsys, "demo", "civilization", "--no-tui")
    _run(capsys, "act", "civilization-demo", "next")
    assert "[close=yes|no]" in _run(capsys, "act", "civilization-demo", "collect-all", "--help")[1]
    save = saves_dir / "civilization-demo.toml"
    before = save.read_bytes()
    said = "tabula: collect-all has no field 'petr' (expected: close)\n"  # never its worked-out fields
    assert _run(capsys, "act", "civilization-demo", "collect-all", "Petr=4") == (2, "", said)
    assert _run(capsys, "act", "civilization-demo", "collect-all", "Petr=4", "--check") == (2, "", said)
    assert save.read_bytes() == before
    # An action with no field at all says so, as its help does.
    _run(capsys, "demo", "aquileia", "--no-tui")
    assert "No fields." in _run(capsys, "act", "aquileia-demo", "next-phase", "--help")[1]
    said = "tabula: next-phase takes no fields: leave out 'petr'\n"
    assert _run(capsys, "act", "aquileia-demo", "next-phase", "Petr=4", "--check") == (2, "", said)
    code, _, err = _run(capsys, "--lang", "cs", "act", "aquileia-demo", "další-fáze", "Petr=4")
    assert (code, err) == (2, "tabula: další-fáze nemá žádná pole: vynechte „petr“\n")


def test_czech_help_says_the_values_a_field_goes_with_as_typed(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``koupit --help`` said "(jen s co=zeus nebo lighthouse)", the ids, where ``co=`` lists Czech words (ptr9 MN)."""
    _run(capsys, "demo", "mare-nostrum", "--no-tui")
    czech = _run(capsys, "--lang", "cs", "act", "mare-nostrum-demo", "koupit", "--help")[1]
    assert "(jen s co=diova-socha nebo maják)" in czech and "(jen s co=karavana)" in czech
    english = _run(capsys, "act", "mare-nostrum-demo", "buy", "--help")[1]
    assert "(only with item=zeus or lighthouse)" in english
