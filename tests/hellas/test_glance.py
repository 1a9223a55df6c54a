"""The glance strip: the option used this turn and cities to win, and each player's counts, always in sight."""

from __future__ import annotations

import random

import pytest

from engine import registry, saves
from engine.playout import random_playout
from engine.session import Session
from engine.views import Glance
from rulesets.hellas.board import cities, temple_of
from rulesets.hellas.show import GLANCE_COLUMNS, LINE_WIDTH, fit
from tests.hellas.helpers import DARK, FIRST_COAST, LIGHT, at_turns, example_kit, new_session, tile

WIDTH = LINE_WIDTH


def _glance(session: Session) -> Glance:
    return session.ruleset.glance(session.context())


def _lines(glance: Glance) -> list[str]:
    """The strip as the app lays it out: the line, the headings and the rows in aligned columns."""
    cells = [glance.columns, *glance.rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(glance.columns))]
    return [glance.line, *("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells)]


def _assert_fits(glance: Glance) -> None:
    assert glance.columns == GLANCE_COLUMNS
    for row in glance.rows:
        assert len(row) == len(glance.columns) and all(isinstance(cell, str) and cell for cell in row), row
    for line in _lines(glance):
        assert len(line) <= WIDTH, line


def _demo() -> Session:
    ruleset = registry.load("hellas")
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", "hellas")


def test_the_demo_glance() -> None:
    session = _demo()
    glance = _glance(session)
    assert glance.line == "Ariadne's option: none yet · 14 tiles in the deck · 10 cities win"
    assert glance.columns == ("player", "cities", "temples", "reinforcements", "cards", "in reserve")
    assert glance.rows == (
        ("Ariadne", "5 of 10", "0", "3 actions", "2", "9 Greeks, 4 ships"),
        ("Theseus", "4 of 10", "1", "4 actions", "4", "9 Greeks, 8 ships"),
    )
    _assert_fits(glance)
    # The cities agree with the victory progress, the reserve and cards with the ledger.
    assert [f"{v.value} of {v.target}" for v in session.victory()] == [row[1] for row in glance.rows]


def test_the_demo_after_reinforcements_and_an_attack() -> None:
    session = _demo()
    session.act("reinforce", {"greeks": "sparta", "ships": "athens", "cards": "void"})
    glance = _glance(session)
    assert glance.line == (
        "Ariadne's option: Reinforcements · may regroup among own cities · 14 tiles in the deck · 10 cities win"
    )
    # The card drawn waits face down; a Greek and a ship left the reserve.
    assert glance.rows[0] == ("Ariadne", "5 of 10", "0", "3 actions", "2 + 1 drawn", "8 Greeks, 3 ships")
    session.act("next")
    glance = _glance(session)
    assert glance.line == "Theseus's option: none yet · 14 tiles in the deck · 10 cities win"
    assert glance.rows[0][4] == "3"  # the drawn card joined the hand
    session.act("attack", {"target": "olympia", "sources": "argos,argos"})
    glance = _glance(session)
    assert glance.line == (
        "Theseus's option: Attack on Olympia by sea, 2 against 1: succeeds as things stand · 10 cities win"
    )
    assert glance.rows[1][5] == "9 Greeks, 8 ships"  # the attackers wait apart, not in the reserve
    _assert_fits(glance)


def test_the_first_coast() -> None:
    session = new_session(kit=example_kit())
    glance = _glance(session)
    assert glance.line == (
        "First coast, tile 1 of 4: Light places · starting cards to draw: Light and Dark · 10 cities win"
    )
    assert glance.rows[0] == ("Light", "0 of 10", "0", "3 actions", "0", "15 Greeks, 10 ships")
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"tile": "corinth", "at": "NE of the dolphin tile", "turn": 0})
    glance = _glance(session)
    assert glance.line == "First coast, tile 1 of 4: Dark places · 10 cities win"
    assert glance.rows == (
        ("Light", "1 of 10", "0", "3 actions", "3", "14 Greeks, 9 ships"),
        ("Dark", "0 of 10", "0", "3 actions", "3", "15 Greeks, 10 ships"),
    )
    session.act("coast-tile", {"tile": "boeotia", "at": "N of the dolphin tile", "turn": 0})
    session.act("set-aside")
    assert _glance(session).line == "First coast, tile 2 of 4: Light places · 1 tile set aside · 10 cities win"
    _assert_fits(_glance(session))


def test_a_won_attack_and_the_cards_played() -> None:
    session = at_turns(
        tile("a", LIGHT, 3, 1, land=("b",), temple=True),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"plus-one": 1}, {"void": 1}),
    )
    assert _glance(session).rows[0][2:4] == ("1", "4 actions")  # more temples: a fourth action
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("play", {"card": "plus-one"})
    assert _glance(session).line == (
        "Light's option: Attack on B by land, 3 against 1: succeeds as things stand · 1 card played · 10 cities win"
    )
    session.act("pass")  # Dark does not void it
    session.act("pass")  # nor answers the attack: resolved by itself
    glance = _glance(session)
    assert glance.line == (
        "Light's option: Attack, B taken · 1 card played · may regroup into B · 21 tiles in the deck · 10 cities win"
    )
    assert [row[1] for row in glance.rows] == ["2 of 10", "0 of 10"]
    _assert_fits(glance)


def test_voyages_succeeded_and_failed() -> None:
    session = at_turns(tile("sparta", LIGHT, 1, 2), tile("pylos", DARK, 1, 1))
    args = {"name": "Tegea", "temple": "no", "land": "sparta", "sea": "sparta,pylos", "ship_from": "sparta"}
    session.act("voyage", args)
    assert _glance(session).line == (
        "Light's option: Voyage to Tegea, succeeded · may regroup into Tegea · 20 tiles in the deck · 10 cities win"
    )
    # With a card in hand the turn does not pass by itself, so the failure stays in sight.
    session = at_turns(tile("sparta", LIGHT, 1, 1), tile("pylos", DARK, 1, 2), hands=({"flood": 1}, {}))
    session.act("voyage", {"name": "Tegea", "sea": "sparta,pylos"})
    assert _glance(session).line == "Light's option: Voyage, failed · 21 tiles in the deck · 10 cities win"


def test_the_starting_players_first_turn_and_the_winner() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), first_turn_done=False)
    assert _glance(session).line == (
        "Light's option: none yet · no god cards in this first turn · 21 tiles in the deck · 10 cities win"
    )
    session = at_turns(*(tile(f"t{i}", LIGHT, 1) for i in range(10)), tile("b", DARK, 1))
    session.act("next", force=True)
    glance = _glance(session)
    assert glance.line == "Game over: Light has won with 10 cities · 10 cities win"
    assert glance.rows[LIGHT][1] == "10 of 10" and glance.rows[DARK][1] == "1 of 10"


def test_cities_to_win_follows_the_session_option() -> None:
    session = Session.new(registry.load("hellas"), [("Ann", None), ("Bo", None)], options={"cities_to_win": 8})
    glance = _glance(session)
    assert glance.line.endswith(" · 8 cities win") and glance.rows[0][1] == "0 of 8"


def test_long_names_keep_the_strip_within_its_width() -> None:
    long_a, long_b = "A" * 32, "Bartholomew Constantinopoulos II"
    session = new_session(players=((long_a, None), (long_b, None)), kit=example_kit())
    _assert_fits(_glance(session))
    assert _glance(session).line.endswith(" · 10 cities win")
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    for tid, where, turn in FIRST_COAST:
        args: dict[str, object] = {"tile": tid, "at": where}
        if turn is not None:
            args["turn"] = turn
        session.act("coast-tile", args)
        _assert_fits(_glance(session))
    # An attack on a long-named city by a long-named player: the start is shortened, the goal kept.
    session = at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        players=((long_a, None), (long_b, None)),
        hands=({"plus-one": 1}, {"flood": 1}),  # Dark's answer to the attack is awaited
    )
    session.act("attack", {"target": "b", "sources": "a,a"})
    glance = _glance(session)
    _assert_fits(glance)
    assert glance.line == f"{long_a}'s option: Attack on B by land, 2 against 1: succeeds as… · 10 cities win"


def test_fit_drops_extras_then_shortens_the_start() -> None:
    assert fit(["a"], ["b", "c"], "z", width=20) == "a · b · c · z"
    assert fit(["a" * 10], ["b" * 5, "c" * 5], "z", width=22) == "aaaaaaaaaa · bbbbb · z"
    cut = fit(["x" * 50], ["y"], "10 cities win", width=30)
    assert cut == "x" * 13 + "… · 10 cities win" and len(cut) == 30
    # Words are cut between them, without a dangling comma.
    assert fit(["Attack on Thebes, 3 against 2"], [], "9 cities win", width=35) == "Attack on Thebes… · 9 cities win"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_strip_fits_after_random_play(seed: int) -> None:
    info = registry.get("hellas")
    rng = random.Random(seed)
    session = Session.new(info.load(), [("Ann", None), ("Bo", None)], rng=rng)
    for _ in range(8):
        random_playout(session, 10, rng, force_rate=0.2)
        glance = _glance(session)
        _assert_fits(glance)
        assert glance.line.endswith(" cities win")
        # The counts kept between calls are those of the table now.
        ctx = session.context()
        for seat, row in enumerate(glance.rows):
            assert row[1] == f"{len(cities(ctx, seat))} of 10"
            assert row[2] == str(sum(1 for t in cities(ctx, seat) if temple_of(ctx, t)))
            greeks = ctx.count(ctx.own("reserve", seat), ctx.piece("greek", seat))
            assert row[5].startswith(f"{greeks} Greek")
