"""Hellas in Czech (issue 19): the command line's outcome and error, Czech names as input, counted words, and
no line of the game's own left in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry, saves
from engine.i18n import tr
from engine.session import Session
from rulesets.hellas.data import CARD_NAMES
from tests.english_left import english_left
from tests.hellas.helpers import (
    DARK,
    LIGHT,
    at_turns,
    dodona_attack_example,
    dolphin_attack_example,
    new_session,
    tile,
)
from tui.cli.main import main

PO = Path(__file__).parents[2] / "rulesets" / "hellas" / "locale" / "cs" / "LC_MESSAGES" / "hellas.po"


def _attack_example_save(folder: Path) -> Path:
    """The attack example (L3/f49-50) saved where the resolve waits."""
    path = folder / "hellas.toml"
    session = dodona_attack_example()
    session.undo()  # the attack undone: it resolves by itself once declared (play-test 11)
    saves.save(session, path)
    return path


def test_a_czech_outcome_on_the_command_line(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # L3/f49-50: light may attack D from C with one Greek; by land one against one takes it.
    save = _attack_example_save(saves_dir.parent)
    assert main(["--lang", "cs", "act", str(save), "pass"]) == 0
    out = capsys.readouterr().out.splitlines()
    # The log line and the outcome are the game's (the moves after them are the engine's sentences).
    assert out[0].startswith("16. Bořek")
    assert "   Alena dobývá město Dodona: 1 proti 1." in out


def test_a_czech_error_on_the_command_line(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _attack_example_save(saves_dir.parent)
    assert main(["--lang", "cs", "act", str(save), "voyage", "name=Lemnos", "edges=LLLLLL"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["tabula: strany: na každé krajině je voda, aspoň jedna strana je moře (M)"]


def test_a_czech_refusal_names_the_rule_in_czech(czech: None) -> None:
    session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 1, land=("a",)))
    said = [v.said() for v in session.propose("attack", {"target": "b", "sources": "a"}).violations]
    assert said == ["Místodržící: A: jeden Řek zůstává doma, útočit smí nejvýš 0 z 1"]


def test_the_rulebooks_attack_examples_in_czech(czech: None) -> None:
    """Rules L4/f55-57: dark from A, B, C (across the dolphin tile) and E, one Greek each: 4 against 3."""
    session = dolphin_attack_example()
    session.act("attack", {"target": "d", "sources": "a,b,c,e"})
    # No card in either hand: nothing is left to decide, and the attack is resolved with its declaration.
    assert session.outcome(len(session.events))[:3] == [
        "Dark útočí (D přes vodu): 4 Řekové z měst A (1), B (1), C (1) a E (1); 4 proti 3, zatím uspěje.",
        "Už není o čem rozhodovat: útok se vyhodnocuje.",
        "Dark dobývá město D: 4 proti 3 přes vodu.",
    ]


def test_czech_card_names_are_taken_as_input_with_and_without_diacritics(czech: None) -> None:
    session = new_session()
    for said in (
        {"zeus": "Neplatná karta", "poseidon": "Všechny lodě také brání", "ares": "Řek navíc"},
        {"zeus": "neplatna karta", "poseidon": "vsechny lode take brani", "ares": "rek navic"},
    ):
        proposal = session.propose("deal", said)
        assert proposal.args["zeus"] == "void" and proposal.args["poseidon"] == "ships-defend"
        assert proposal.args["ares"] == "plus-one" and not proposal.violations
    # A free place beside the coast, as the Czech screens name it.
    for at in ("krajina s delfínem: sever", "krajina s delfinem sever", "delfín: sever"):
        proposal = session.propose("coast-tile", {"name": "Athény", "edges": "LSSSSS", "temple": "no", "at": at})
        assert proposal.args["at"] == "dolphin-n"


def test_the_cards_take_the_czech_rulebooks_names(czech: None) -> None:
    # rules/cs/05-gods.md names each card by its id beside the Czech name.
    registry.load("hellas")  # the game's own words (a test run before may have spoken another game's)
    reference = (Path(__file__).parents[2] / "rulesets" / "hellas" / "rules" / "cs" / "05-gods.md").read_text("utf-8")
    words = " ".join(reference.split())
    named = {card: name for name, card in re.findall(r"([A-ZÁ-Ž][^;:.—()×*]*?) \(`([a-z-]+)`", words)}
    assert set(named) == set(CARD_NAMES)
    for card, english in CARD_NAMES.items():
        assert tr(english) == named[card].strip()


def test_czech_counts_of_greeks_ships_and_cards(czech: None) -> None:
    components = new_session().table.ledger.components
    assert [components.amount("greek:light", n) for n in (1, 2, 5)] == ["1 Řek", "2 Řekové", "5 Řeků"]
    assert [components.amount("ship:dark", n) for n in (1, 2, 5)] == ["1 loď", "2 lodě", "5 lodí"]
    assert [components.amount("flood", n) for n in (1, 2, 5)] == [
        "1 karta Záplavová vlna",
        "2 karty Záplavová vlna",
        "5 karet Záplavová vlna",
    ]


#: Lines the engine builds (the lead's), not Hellas: face-down piles, the players' counters and the session
#: line, turn order, phase and turn changes, the kit's missing entries, a field's name before a refusal.
ENGINE = re.compile(
    r"lícem dolů$"
    r"|^\s*\S+ \((light|dark)\): "
    r"|^probe - hellas, round \d+: "
    r"|^(Turn order|Pořadí tahů): "
    r"|phase( \(.*\))? begins\.$"
    r"|^\S+'s turn\.$"
    r"|^\s*tiles: \d+ of \d+ entries missing"
    r"|^[a-z_]+: \S+ ['„][^'“]*['“] neexistuje"
)


def test_no_line_of_hellas_is_left_in_english() -> None:
    left = [line for line in english_left("hellas") if not ENGINE.search(line)]
    assert left == []


def test_english_stays_as_it_was() -> None:
    session: Session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 1, land=("a",)))
    said = [v.said() for v in session.propose("attack", {"target": "b", "sources": "a"}).violations]
    assert said == ["Governor: A keeps one Greek: at most 0 of 1 may attack"]
