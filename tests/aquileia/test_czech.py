"""Aquileia in Czech (issue 19): the command line's outcomes and errors, Czech names typed as input, the counted
words' plural forms, the calculators, and no English left in what the game itself builds.

The numbers are the rulebook's: l.5's Arena example (Kája, on an Arena 1 space, and yellow both reach 6; Kája
holds tie position 2, yellow 4: Kája wins 3 bronze and 12 points) and l.8's villa scoring (32 + 5 = 37).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import saves
from engine.i18n import tr
from engine.session import Session
from rulesets.aquileia.decks import CARD_NAME
from rulesets.aquileia.holders import CARD_WORDS
from rulesets.aquileia.words import coin_text, metal_amount
from tests.aquileia.helpers import hand, new, place_all, set_coins, to_phase
from tests.english_left import english, english_left
from tui.cli.main import main


def _arena_example() -> Session:
    """l.5 up to the prizes: Blue (1) has fought with 1 bronze; Yellow (Arena 2, Potentia) and Red (Kája,
    Arena 1b) still to fight. Their cards are dealt by corrections, so the save replays them."""
    session = new()
    for holder, card, deck in (
        ("hand:yellow", "weapons-2", "deck:equi"),
        ("hand:yellow", "slave-1", "deck:slaves"),
        ("hand:red", "weapons-2", "deck:equi"),
    ):
        session.act("correct", {"holder": holder, "kind": card, "count": 1, "reason": "dealt", "source": deck})
    for who, space in (
        ("Blue", "arena-1a"), ("Yellow", "arena-2"), ("Red", "arena-1b"), ("Vlada", "tie"), ("Blue", ""),
        ("Yellow", "potentia"), ("Red", "tie"), ("Vlada", ""), ("Yellow", "tie"),  # Blue passed: marker by itself
        ("Red", ""), ("Yellow", ""),
    ):  # fmt: skip
        session.act("place", {"player": who, "space": space}) if space else session.act("pass", {"player": who})
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    return session


def _cli(capsys: pytest.CaptureFixture[str], folder: Path, *argv: str) -> tuple[int, str, str]:
    code = main(["--saves-dir", str(folder), "--lang", "cs", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def arena(tmp_path: Path) -> Path:
    saves.save(_arena_example(), tmp_path / "s.toml")
    return tmp_path


def test_a_czech_outcome_on_the_command_line(arena: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """l.5: yellow 2 + 1 bronze on the blue dice + weapons 2 and a slave 1 = 6; Kája 1 + 3 bronze + 2 = 6."""
    code, out, err = _cli(capsys, arena, "act", "s", "fight", "player=Yellow", "dice=gold,gold,silver")
    assert code == 0, err
    assert "   Yellow hodí v Aréně 0 bronzů: síla 2 (políčka 2).\n" in out
    code, out, err = _cli(capsys, arena, "act", "s", "fight", "player=Red", "dice=bronze,bronze,bronze")
    assert code == 0, err
    assert "   Red hodí v Aréně 3 bronzy: síla 4 (políčka 1).\n" in out
    assert (
        "   Pořadí: 1. Red 4, 2. Blue 2, 3. Yellow 2; o shodě rozhodla remízová stupnice: Blue pak Yellow.\n"
    ) in out
    code, out, err = _cli(capsys, arena, "act", "s", "play", "weapons=2", "slaves=1")
    assert code == 0, err
    assert "   Yellow přidá z karet 3: síla 5.\n" in out
    assert _cli(capsys, arena, "act", "s", "play", "weapons=2")[0] == 0
    code, out, err = _cli(capsys, arena, "act", "s", "blue", "dice=bronze,gold")
    assert code == 0, err
    assert "   Yellow hodí 2 modrými kostkami (bronz, zlato): 1 bronz, síla 6.\n" in out
    code, out, err = _cli(capsys, arena, "act", "s", "prizes", "winner_takes=points", "slave_card=1")
    assert code == 0, err
    assert out.splitlines()[1:4] == [
        "   Red vyhrává Arénu se silou 6: 3 bronzy a 12 bodů.",
        "   Druhé místo: Yellow se silou 6: 2 bronzy a karta otroků.",
        "   Třetí místo: Blue se silou 2: 1 bronz.",
    ]


def test_a_czech_error_on_the_command_line(arena: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Bad input exits 2 with one Czech line; a rule refusal says the rule in Czech."""
    code, _, err = _cli(capsys, arena, "act", "s", "prizes", "winner_takes=points")
    assert code == 1 and "Soutěž: ještě má soutěžit: Yellow, Red" in err
    for step in (
        ("fight", "player=Yellow", "dice=gold,gold,silver"),
        ("fight", "player=Red", "dice=bronze,bronze,bronze"),
        ("play", "weapons=2", "slaves=1"),
        ("play", "weapons=2"),
        ("blue", "dice=bronze,gold"),
    ):
        assert _cli(capsys, arena, "act", "s", *step)[0] == 0
    code, out, err = _cli(capsys, arena, "act", "s", "prizes")
    assert (code, out) == (2, "")
    assert err == "tabula: odměny: Red vyhrává Arénu: řekněte, co si bere (body, nebo otrok – karta otroků)\n"


@pytest.mark.parametrize("typed", ["karta s jedním otrokem", "karta s jednim otrokem", "jeden otrok"])
def test_a_card_named_in_czech(arena: Path, capsys: pytest.CaptureFixture[str], typed: str) -> None:
    """The slave card won in the Arena, named by its Czech name, with or without diacritics, or its short name."""
    for step in (
        ("fight", "player=Yellow", "dice=gold,gold,silver"),
        ("fight", "player=Red", "dice=bronze,bronze,bronze"),
        ("play", "weapons=karta se dvěma zbraněmi", "slaves=1"),
        ("play", "weapons=2 zbrane"),
        ("blue", "dice=bronze,gold"),
    ):
        code, _, err = _cli(capsys, arena, "act", "s", *step)
        assert code == 0, err
    code, _, err = _cli(capsys, arena, "act", "s", "prizes", "winner_takes=points", f"slave_card={typed}")
    assert code == 0, err
    assert saves.load(arena / "s.toml").events[-1].args["slave_card"] == "slave-1"


def test_spaces_and_laurels_named_in_czech(czech: None) -> None:
    """l.7's auction, typed in Czech: the space, the theatre laurel (with and without diacritics)."""
    session = new()
    set_coins(session, 3, silver=3)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["Theatrum"]})
    to_phase(session, "theatrum")
    session.act("bid", {"player": "Vlada", "add": "silver"})
    for other in ("Blue", "Yellow", "Red"):
        session.act("drop", {"player": other})
    session.act("sell", {"laurel": "modrozluta vavrinova karta theatru"})
    assert hand(session, 3) == {"theatre-blue-yellow": 1}
    assert session.outcome(len(session.events))[0] == (
        "Vlada si bere kartu (modrožlutá vavřínová karta Theatru) za 1 stříbro, zaplaceno bance."
    )
    session = new()
    session.act("place", {"space": "Servi horní"})
    session.act("place", {"space": "remizova stupnice"})
    assert [e.args["space"] for e in session.events] == ["servi-top", "tie"]


def test_czech_plural_forms(czech: None) -> None:
    """1 sluha, 2 sluhové, 5 sluhů; the cards, the coins and the metals likewise."""
    session = new()
    words = session.components.by_kind
    assert [words["servant:blue"].word(n) for n in (1, 2, 5)] == ["sluha", "sluhové", "sluhů"]
    assert [words["slave-1"].word(n) for n in (1, 2, 5)] == [
        "karta s jedním otrokem",
        "karty s jedním otrokem",
        "karet s jedním otrokem",
    ]
    assert [words["gold"].word(n) for n in (1, 3, 22)] == ["zlatá mince", "zlaté mince", "zlatých mincí"]
    assert [metal_amount("silver", n) for n in (1, 2, 5)] == ["1 stříbro", "2 stříbra", "5 stříber"]
    assert coin_text({"gold": 1, "silver": 2, "bronze": 5}) == "1 zlato, 2 stříbra a 5 bronzů"


def test_every_card_has_its_plural_forms_under_the_kits_name() -> None:
    """The counted card names written out in ``holders`` are the kit's, so each finds its Czech forms."""
    assert {c.kind: c.name for c in CARD_WORDS} == CARD_NAME


def test_the_calculators_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    """l.8: villas blue 10 and 6 with a blue laurel and the blue/yellow theatre laurel: 2 x 16 = 32, + 5 = 37.
    Colours may be typed in Czech."""
    code = main(
        ["--lang", "cs", "calc", "aquileia", "villas", "--villa", "modrá:10", "--villa", "blue:6", "--laurel", "modra",
         "--laurel", "modrá/žlutá", "--stadium-points", "5"]
    )  # fmt: skip
    out, _ = capsys.readouterr()
    assert code == 0 and out.splitlines() == [
        "body za vily: 32",
        "body za vavřínové karty: 5",
        "celkem: 37",
        "přidělení: modrá/žlutá jako modrá",
    ]
    code = main(["--lang", "cs", "calc", "aquileia", "arena", "--entry", "Kája:6:2", "--entry", "Žlutý:6:4"])
    out, _ = capsys.readouterr()
    assert code == 0 and out.splitlines() == [
        "pořadí: Kája, Žlutý",
        "bronzy: 3, 2",
        "body nebo karta otroků (první dva): 12, 12",
    ]
    code = main(["--lang", "cs", "calc", "aquileia", "villas", "--villa", "růžová:3"])
    _, err = capsys.readouterr()
    assert code == 2 and err == "tabula: vila růžová:3: barvy jsou bílá, modrá, žlutá, fialová\n"


def test_the_glance_and_views_in_czech(czech: None) -> None:
    session = new()
    glance = session.ruleset.glance(session.context())
    assert glance.columns == ("Hráč", "Body", "Zlato", "Stříbro", "Bronz", "Sluhové")
    assert glance.line.startswith("další pokládá Blue · remízová stupnice je prázdná · volno: Mercatus 9, Aréna 3")
    titles = [v.title for v in session.ruleset.views(session.context())]
    assert "Odhad konečného skóre z odkrytých karet" in titles and "Balíčky a karty lícem nahoru" in titles


#: Lines the engine builds, not the game (the lead's): the turn-order refusal, the phase and round lines,
#: the header, the start player's sentence, help and refusals of the engine's start-player action; and the
#: engine's victory marker "VYHRÁNO" after a player's line.
ENGINE_LINES = re.compile(
    r"^([^:]+: )?(nobody may take the \S+ action now|\S+ is for \S+ now, not \S+)$"
    r"|phase begins\.$"
    r"|^\S+ - aquileia, (round \d+ of \d+|game over)"
    r"|is the start player and "
    r"|^Choose the first start player"
    r"|^dice: \d+ a player"
    r"|^start-player: "
)


def test_no_english_left_in_the_games_own_lines() -> None:
    # The engine's "VYHRÁNO" (won) reads as English to the detector: "VYHR" + "NO".
    left = [
        line
        for line in english_left("aquileia")
        if not ENGINE_LINES.search(line.strip()) and english(line.replace("VYHRÁNO", ""))
    ]
    assert left == []
    assert tr("Arena") == "Arena"  # and English again afterwards
