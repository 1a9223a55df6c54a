"""Aquileia: the rulebook's examples (arena, stadium, theatre, forum, port, villas) and the session rules."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from engine.counts import get
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.aquileia import INFO
from rulesets.aquileia.formulas import arena, stadium, villa_score
from rulesets.aquileia.state import Building, Patrician, State
from tui.cli import main


def test_villa_scoring_example() -> None:
    result = villa_score([("blue", 10), ("blue", 6)], ["blue", "blue/yellow"], stadium_points=5)
    assert result == {"villa_points": 32, "laurel_points": 5, "total": 37, "assignment": {"blue/yellow": "blue"}}
    # A villa without a laurel of its colour scores nothing.
    assert villa_score([("purple", 12)], ["blue"])["villa_points"] == 0
    # The theatre laurel goes where it earns most.
    best = villa_score([("white", 3), ("purple", 9)], ["white/purple", "white"])
    assert best["assignment"] == {"white/purple": "purple"} and best["villa_points"] == 3 + 9


def test_arena_example() -> None:
    # Kája (red) reaches 6 at tie position 2, yellow 6 at position 4, blue 2.
    assert arena([("Blue", 2, 1), ("Yellow", 6, 4), ("Kaja", 6, 2)]) == {
        "order": ["Kaja", "Yellow", "Blue"],
        "bronze": [3, 2, 1],
    }


def test_stadium_example() -> None:
    result = stadium(
        [("Blue", 6, 1, "silver"), ("Vlada", 3, 2, "gold"), ("Yellow", 5, 3, "silver"), ("Red", 4, 4, "gold")]
    )
    assert result["order"] == ["Blue", "Yellow", "Red", "Vlada"]
    assert result["coins"] == [
        {"metal": "silver", "count": 3},
        {"metal": "silver", "count": 2},
        {"metal": "gold", "count": 1},
        {"metal": "gold", "count": 0},
    ]


def _calc(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(["calc", "aquileia", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.startswith("{") else out, err


def test_cli_contracts(capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = _calc(
        capsys, "villas", "--villa", "blue:10", "--villa", "blue:6", "--laurel", "blue", "--laurel", "blue/yellow",
        "--stadium-points", "5", "--json",
    )  # fmt: skip
    assert code == 0 and result["total"] == 37 and result["assignment"] == {"blue/yellow": "blue"}
    assert _calc(capsys, "arena", "--entry", "A:5:2", "--entry", "B:5:1", "--json")[1] == {
        "order": ["B", "A"],
        "bronze": [3, 2],
    }
    code, result, _ = _calc(capsys, "stadium", "--entry", "A:4:1:gold", "--entry", "B:7:2:silver", "--json")
    assert result["coins"] == [{"metal": "silver", "count": 3}, {"metal": "gold", "count": 2}]
    assert _calc(capsys, "villas", "--villa", "pink:3", "--json")[0] == 2
    assert _calc(capsys, "arena", "--entry", "A:5", "--json")[0] == 2
    assert _calc(capsys, "stadium", "--entry", "A:5:1:bronze", "--json")[0] == 2
    assert _calc(capsys, "villas", "--villa", "blue:3", "--laurel", "blue/green", "--json")[0] == 2


NAMES = ("Blue", "Yellow", "Red", "Vlada")


def new() -> Session:
    return Session.new(INFO.load(), [(n, None) for n in NAMES], rng=random.Random(2))


def set_person(session: Session, seat: int, **changes: Any) -> None:
    state: State = session.table.game
    session.tables[-1] = replace(
        session.table, game=state.with_patrician(seat, replace(state.patricians[seat], **changes))
    )


def place_all(session: Session, plan: dict[str, list[str]]) -> None:
    """Place items in turn order until everyone is done (tie markers go last)."""
    queues = {name: [*spaces, "tie"] for name, spaces in plan.items()}
    while session.phase.id == "placement":
        state: State = session.table.game
        if state.placer is None:
            session.act("next-phase")
            break
        name = NAMES[state.placer]
        queue = queues[name]
        if queue:
            session.act("place", {"player": name, "space": queue.pop(0)})
        else:
            session.act("pass", {"player": name})


def test_placement_rules() -> None:
    session = new()
    with pytest.raises(RuleRefused, match="Blue places next"):
        session.act("place", {"player": "Yellow", "space": "dolus"})
    session.act("place", {"player": "Blue", "space": "silver-1"})
    with pytest.raises(RuleRefused, match="One servant"):
        session.act("place", {"player": "Yellow", "space": "silver-1"})
    session.act("place", {"player": "Yellow", "space": "portus-bronze"})
    session.act("place", {"player": "Red", "space": "tie"})
    session.act("place", {"player": "Vlada", "space": "latro"})
    with pytest.raises(RuleRefused, match="Stadium side"):
        session.act("place", {"player": "Blue", "space": "gold-2"})
    session.act("place", {"player": "Blue", "space": "tie"})
    with pytest.raises(RuleRefused, match="only one of the three paid Portus spaces"):
        session.act("place", {"player": "Yellow", "space": "portus-silver"})
    assert session.table.game.portus_coins == (("portus-bronze", "bronze"),)
    assert get(session.table.game.patricians[1].coins, "bronze") == 1
    with pytest.raises(RuleRefused, match="still has to place"):
        session.act("next-phase")


def test_arena_in_play() -> None:
    session = new()
    set_person(session, 1, weapons=(2,), slaves=(1,))
    set_person(session, 2, weapons=(2,))
    place_all(session, {"Blue": ["arena-1"], "Yellow": ["arena-2", "potentia"], "Red": ["arena-3"], "Vlada": []})
    session.act("potentia", {"player": "Yellow"})
    session.act("next-phase")
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    session.act(
        "fight", {"player": "Yellow", "dice": "gold,gold,silver", "weapons": "2", "slaves": "1", "blue": "bronze,gold"}
    )
    session.act("fight", {"player": "Red", "dice": "bronze,bronze,silver", "weapons": "2"})
    strengths = {seat: s for _, seat, s, _ in session.table.game.strengths}
    assert strengths == {0: 2, 1: 6, 2: 7}
    session.act("prizes", {"winner_takes": "points"})
    people = session.table.game.patricians
    assert people[2].score == 14 and get(people[2].coins, "bronze") == 2 + 3
    assert people[1].slaves == (1,) and get(people[1].coins, "bronze") == 2 + 2
    assert get(people[0].coins, "bronze") == 2 + 1


def test_theatre_auction_example() -> None:
    session = new()
    set_person(session, 3, coins=(("silver", 3),))
    set_person(session, 0, coins=(("silver", 2), ("bronze", 1)))
    set_person(session, 2, coins=(("silver", 3), ("bronze", 1)))
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    for _ in range(3):
        session.act("next-phase")
    session.act("bid", {"player": "Vlada", "add": "silver"})
    session.act("bid", {"player": "Red", "add": "silver"})
    session.act("drop", {"player": "Yellow"})
    session.act("bid", {"player": "Blue", "add": "bronze"})
    refused = session.propose("bid", {"player": "Vlada", "add": "gold"})
    assert [v.rule for v in refused.violations] == ["Auction"]  # no bronze to repeat the bid
    session.act("drop", {"player": "Vlada"})
    session.act("drop", {"player": "Red"})
    session.act("sell", {"laurel": "blue/yellow"})
    people = session.table.game.patricians
    assert people[0].theatre == ("blue/yellow",) and dict(people[0].coins) == {}
    assert dict(people[3].coins) == {"silver": 5, "bronze": 1}


def test_forum_villa_payment_example() -> None:
    session = new()
    set_person(session, 1, coins=(("bronze", 2), ("gold", 1), ("silver", 2)), slaves=(2, 2))
    place_all(session, {"Blue": ["forum-1"], "Yellow": ["forum-2"], "Red": [], "Vlada": []})
    for _ in range(4):
        session.act("next-phase")
    villa = {"player": "Yellow", "space": "forum-2", "kind": "villa", "colour": "blue", "value": 10,
             "coins": "bronze,bronze,silver,silver,gold", "slaves": 3, "slave_cards": "2,2"}  # fmt: skip
    with pytest.raises(RuleRefused, match="forum-1 build first"):
        session.act("build", villa)
    session.act("skip", {"space": "forum-1"})
    session.act("build", villa)
    yellow = session.table.game.patricians[1]
    assert yellow.score == 10 and yellow.slaves == () and dict(yellow.coins) == {}
    assert yellow.buildings == (Building("villa", 10, "blue"),)
    set_person(session, 0, coins=(("gold", 1),), slaves=(2, 2, 1))
    overpay = session.propose(
        "build", villa | {"player": "Blue", "space": "forum-1", "coins": "gold", "slave_cards": "2,2,1"}
    )
    assert "Slaves" in [v.rule for v in overpay.violations]


def test_port_with_latro_example() -> None:
    session = new()
    set_person(
        session,
        2,
        coins=(("bronze", 2),),
        buildings=(Building("bank", 0, "", (("gold", 1), ("silver", 1))), Building("workshop", 4)),
    )
    set_person(session, 1, coins=(("gold", 1),), buildings=(Building("workshop", 3),))
    set_person(session, 0, coins=(("silver", 1),), buildings=(Building("workshop", 2),))
    place_all(
        session, {"Blue": ["portus-silver"], "Yellow": ["portus-gold"], "Red": ["portus-bronze"], "Vlada": ["latro"]}
    )
    for _ in range(5):
        session.act("next-phase")
    with pytest.raises(RuleRefused, match="Latro first"):
        session.act("activate", {"metal": "bronze"})
    session.act("latro", {"dice": "bronze,gold"})
    vlada: Patrician = session.table.game.patricians[3]
    assert dict(vlada.coins) == {"gold": 2, "silver": 1, "bronze": 3}
    session.act("activate", {"metal": "bronze"})  # pays another bronze from the purse
    red = session.table.game.patricians[2]
    assert red.score == 4 and dict(red.coins) == {"gold": 1, "silver": 1}
    session.act("activate", {"metal": "silver"})
    assert session.table.game.patricians[0].score == 2
    refused = session.propose("activate", {"metal": "gold"})
    assert [v.rule for v in refused.violations] == ["Portus"]


def test_six_rounds_and_final_scoring() -> None:
    session = new()
    set_person(session, 0, laurels=("blue", "points:5"), theatre=("blue/yellow",),
               buildings=(Building("villa", 10, "blue"), Building("villa", 6, "blue")))  # fmt: skip
    for _ in range(6):
        place_all(session, {n: [] for n in NAMES})
        for _ in range(6):
            session.act("next-phase")
    assert session.table.game.over
    assert session.summary()["winners"] == ["Blue"]
    assert [v.value for v in session.victory() if v.player == "Blue"] == [37]
