"""A Czech player who reads no English (issue 37): every command's help, the usage errors and the refusals
quote as Czech writes („slovo“, never a Python repr's 'slovo'), and the engine's action help lines speak
to the player as the games' own do (imperative: "Ukončete tah", not "Ukončit tah")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from engine.i18n import quoted, set_language
from tests.english_left import _session, english
from tui.cli.main import main

COMMANDS = [
    "new",
    "demo",
    "open",
    "actions",
    "act",
    "undo",
    "redo",
    "list",
    "show",
    "log",
    "games",
    "rules",
    "calc",
    "kit",
    "serve",
    "report",
    *(f"kit {sub}" for sub in ("list", "show", "check", "export", "import", "edit", "apply", "board", "teach")),
]
#: A Python repr's quotes around a word ('tabula games'); Czech writes „tabula games“.
REPR = re.compile(r"'[^'\s][^']*'")
#: What stays English in every language: options (``--no-tui``), ids (``struggle-for-rome``), games' titles.
OPTION = re.compile(r"(?<!\w)-{1,2}[\w-]+|\w+(?:-\w+)+|Catan: Struggle for Rome")


@pytest.fixture
def czech() -> Iterator[None]:
    set_language("cs")
    yield
    set_language("en")


def _out(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, str]:
    code = main(["--lang", "cs", *words])
    said = capsys.readouterr()
    return code, said.out + said.err


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_every_commands_help_is_czech_and_quotes_as_czech_does(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    code, out = _out(capsys, *command.split(), "--help")
    assert code == 0
    assert not REPR.findall(out), out
    # The example is a command to type: ids, English in every language.
    prose = [OPTION.sub("", line) for line in out.splitlines() if "tabula " not in line]
    assert [line for line in prose if english(line)] == []


def test_the_commands_and_options_are_described_in_one_form(capsys: pytest.CaptureFixture[str]) -> None:
    # Every command's and option's line is an infinitive ("Vypsat...", "Nakreslit..."), as the others are.
    _, top = _out(capsys, "--help")
    assert "Vypsat verzi a verzi pravidel každé hry." in " ".join(top.split())
    _, kit = _out(capsys, "kit", "--help")
    assert "board   Nakreslit desku" in kit


def test_the_table_view_is_named_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = _out(capsys, "open", "--help")
    assert "--viewer JMÉNO|stůl" in out
    assert "nebo stůl (jen veřejné údaje)" in " ".join(out.split())


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["undo", "x", "--steps", "x"], "tabula: Neplatná hodnota pro „--steps“: „x“ není celé číslo"),
        (["act", "x"], "tabula: Chybí argument „AKCE“."),
        (["nocmd"], "tabula: Příkaz „nocmd“ neexistuje."),
        (["rules", "hellas", "nosuch"], "tabula: Hellas nemá téma pravidel „nosuch“ (témata: "),
        (["new", "hellas", "-p", ":x"], "tabula: --player „:x“: čeká se JMÉNO nebo JMÉNO:FRAKCE"),
    ],
)
def test_a_usage_error_quotes_what_was_typed_as_czech_does(
    capsys: pytest.CaptureFixture[str], words: list[str], said: str
) -> None:
    code, out = _out(capsys, *words)
    assert code == 2
    assert out.startswith(said), out


def test_a_search_that_finds_nothing_quotes_the_words_as_czech_does(capsys: pytest.CaptureFixture[str]) -> None:
    _, out = _out(capsys, "rules", "hellas", "--search", "qqqq", "--no-pager")
    assert out.strip() == "V pravidlech hry Hellas není nic o „qqqq“."


def test_english_keeps_its_quotes(capsys: pytest.CaptureFixture[str]) -> None:
    assert quoted("x") == "'x'"
    assert main(["undo", "x", "--steps", "x"]) == 2
    assert capsys.readouterr().err.strip() == "tabula: Invalid value for '--steps': 'x' is not a valid int."


def test_a_refused_value_is_quoted_as_czech_does(czech: None) -> None:
    from engine.errors import BadInput
    from engine.fields import Field

    assert quoted("x") == "„x“"
    # A field no game names in Czech (a game's word for its field would stand in for the id).
    with pytest.raises(BadInput) as bad:
        Field("zzcount", "int", "count").parse("abc")
    assert str(bad.value) == "zzcount „abc“: očekává se celé číslo"


@pytest.mark.parametrize("game", ["aquileia", "hellas"])
def test_the_engines_actions_speak_to_the_player_as_the_games_do(czech: None, game: str) -> None:
    # The games' own actions say "Položte...", "Zahrajte..."; the engine's said "Ukončit...", "Zapsat...".
    session = _session(game, 1)
    said = {spec.name: spec.said for spec in session.all_actions()}
    first_words = {name: said[name].split()[0] for name in ("next", "next-phase", "roll", "correct", "apply-kit")}
    assert first_words == {
        "next": "Ukončete",
        "next-phase": "Ukončete",
        "roll": "Zapište",
        "correct": "Srovnejte",
        "apply-kit": "Od",
    }
    assert "používejte" in said["apply-kit"]
    if "start-player" in said:
        assert said["start-player"].startswith("Určete prvního začínajícího hráče: jmenujte ho")


def test_a_calculators_number_placeholder_is_a_symbol_in_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    # Hellas's compass code N is "sever" in Czech: a number's placeholder N was looked up and met it.
    _, out = _out(capsys, "calc", "hellas", "attack", "--help")
    assert re.search(r"--attackers N ", out), out
    assert "sever" not in out


def test_a_calculators_choices_are_listed_and_taken_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    # The Czech reader's pass: "(jedno z: infantry, cavalry, artillery, aircraft)", and only those ids parsed.
    import json

    _, out = _out(capsys, "calc", "civilization", "front", "--help")
    assert "jedno z: pěchota, jezdectvo," in " ".join(out.split())
    attacker = ["--attacker", "pěchota", "--attacker-attack", "3", "--attacker-health", "3"]
    defender = ["--defender", "jezdectvo", "--defender-attack", "2", "--defender-health", "2"]
    code, out = _out(capsys, "calc", "civilization", "front", *attacker, *defender, "--json")
    # Infantry strikes cavalry first (the unit triangle): the same answer as the English ids give.
    assert code == 0 and json.loads(out)["first_strike"] == "attacker"
