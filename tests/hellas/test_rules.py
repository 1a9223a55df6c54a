"""Hellas: the rules' three battle examples, the dolphin example, placement, reinforcements, victory."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.hellas import INFO
from rulesets.hellas.formulas import attack, voyage
from rulesets.hellas.state import State, Tile
from tui.cli import main

LIGHT, DARK = 0, 1


def tile(tid: str, owner: int, greeks: int, ships: int = 0, **kw: Any) -> Tile:
    return Tile(tid, tid.capitalize(), owner=owner, greeks=greeks, ships=ships, **kw)


def at_turns(*tiles: Tile, hands: tuple[dict[str, int], dict[str, int]] = ({}, {}), turn: int = LIGHT) -> Session:
    """A session past the first coast with the given tiles, light (or dark) on turn."""
    session = Session.new(INFO.load(), [("Light", None), ("Dark", None)], rng=random.Random(5))
    session.act("next-phase", force=True)
    if turn == DARK:
        session.act("next", force=True)
    state = State(
        tiles=tuple(tiles),
        hands=(tuple(sorted(hands[0].items())), tuple(sorted(hands[1].items()))),
        first_turn_done=True,
    )
    session.tables[-1] = replace(session.table, game=state)
    return session


def test_calculators() -> None:
    assert attack(2, 2, by_sea=True, attacker_extra=1) == {"attack_strength": 3, "defense_strength": 2, "success": True}
    assert attack(1, 1) == {"attack_strength": 1, "defense_strength": 1, "success": True}
    assert attack(1, 1, defender_ships=1, ships_defend=True)["success"] is False
    assert attack(2, 2, by_sea=True)["success"] is False
    assert attack(2, 2, by_sea=True, equal_suffices=True)["success"] is True
    assert voyage(2, 2) == {"success": False}
    assert voyage(2, 2, equal_suffices=True) == {"success": True}


def test_cli_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["calc", "hellas", "voyage", "--my-ships", "2", "--their-ships", "2", "--json"])
    assert code == 0 and capsys.readouterr().out.strip().replace(" ", "").replace("\n", "") == '{"success":false}'


def test_example_1_void_against_ships_defend() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"void": 1}, {"ships-defend": 1}),
    )
    session.act("attack", {"target": "b", "sources": "a:1"})
    # A void answers the opponent's card just played: nothing to answer yet.
    assert [v.rule for v in session.propose("play", {"player": "Light", "card": "void"}).violations] == ["Void"]
    session.act("play", {"player": "Dark", "card": "ships-defend"})
    session.act("play", {"player": "Light", "card": "void"})
    session.act("resolve")
    state: State = session.table.game
    b = state.tile("b")
    assert b is not None and (b.owner, b.greeks, b.ships) == (LIGHT, 1, 1)
    assert state.hands == ((), ())


def test_example_2_void_of_a_void_then_ships_defend() -> None:
    session = at_turns(
        tile("home", LIGHT, 1, 2),
        tile("far", DARK, 2, 1),
        hands=(
            {"ships-to-greeks": 1, "distant-attack": 1, "equal-by-sea": 1, "void": 1},
            {"void": 1, "ships-defend": 1},
        ),
    )
    session.act("play", {"player": "Light", "card": "ships-to-greeks", "city": "home", "count": 2})
    session.act("play", {"player": "Light", "card": "distant-attack"})
    session.act("attack", {"target": "far", "sources": "home:2"})
    state: State = session.table.game
    assert state.tile("home") == tile("home", LIGHT, 3, 0) and state.battle is not None and state.battle.by_sea
    session.act("play", {"player": "Light", "card": "equal-by-sea"})
    session.act("play", {"player": "Dark", "card": "void"})
    session.act("play", {"player": "Light", "card": "void"})
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert "2 against 2 — succeeds" in views["Attack"].rows[0][0]
    session.act("play", {"player": "Dark", "card": "ships-defend"})
    session.act("resolve")
    state = session.table.game
    far, home = state.tile("far"), state.tile("home")
    assert far is not None and home is not None
    assert (far.owner, far.greeks, far.ships) == (DARK, 2, 1) and home.greeks == 1  # 2 attackers went home


def test_example_3_plus_one_used_twice() -> None:
    session = at_turns(
        tile("a", LIGHT, 3, sea=("b",)),
        tile("b", DARK, 2, 1, sea=("a",)),
        hands=({"plus-one": 1, "reuse": 1}, {}),
    )
    session.act("attack", {"target": "b", "sources": "a:2"})
    session.act("play", {"player": "Light", "card": "plus-one"})
    session.act("play", {"player": "Light", "card": "reuse", "cards": "plus-one"})
    session.act("resolve")
    state: State = session.table.game
    b = state.tile("b")
    assert b is not None and b.owner == LIGHT and b.greeks == 2
    assert dict(state.hands[LIGHT]) == {"plus-one": 1}  # the Ares card came back to hand


def test_dolphin_attack_4_against_3() -> None:
    session = at_turns(
        tile("a", DARK, 2, dolphin=True),
        tile("b", DARK, 2, dolphin=True),
        tile("c", DARK, 2, dolphin=True),
        tile("e", DARK, 2, land=("d",)),
        tile("d", LIGHT, 3, dolphin=True, land=("e",)),
        turn=DARK,
    )
    session.act("attack", {"target": "d", "sources": "a:1,b:1,c:1,e:1"})
    session.act("resolve")
    d = session.table.game.tile("d")
    assert d is not None and (d.owner, d.greeks) == (DARK, 3)


def test_attack_rules() -> None:
    session = at_turns(tile("a", LIGHT, 1, land=("b",)), tile("b", DARK, 1, land=("a",)), tile("c", DARK, 1))
    with pytest.raises(RuleRefused, match="Governor"):
        session.act("attack", {"target": "b", "sources": "a:1"})
    session2 = at_turns(tile("a", LIGHT, 3), tile("c", DARK, 1))
    with pytest.raises(RuleRefused, match="Neighbours"):
        session2.act("attack", {"target": "c", "sources": "a:1"})


def test_voyage_naval_superiority_and_placement() -> None:
    session = at_turns(tile("x", LIGHT, 1, 2), tile("y", DARK, 1, 1), tile("z", DARK, 1, 1))
    # Tile C: light's 2 ships against dark's 1 on the neighbouring tiles: it succeeds.
    session.act("voyage", {"name": "Corinth", "land": "x", "sea": "x,y", "ship_from": "x"})
    state: State = session.table.game
    corinth = state.tile("corinth")
    assert corinth is not None and (corinth.owner, corinth.greeks) == (LIGHT, 1)
    assert state.tile("x") == tile("x", LIGHT, 1, 1)
    # Regroup only into the new city after a voyage.
    with pytest.raises(RuleRefused, match="only into the new city"):
        session.act("regroup", {"from": "corinth", "to": "x", "ships": 0, "greeks": 0})
    session.act("next")
    # Dark: 2 ships against light's 1 + ... equal on y,x: 1 against 1 fails; the tile goes under the deck.
    session.act("voyage", {"name": "Delos", "sea": "x,y"})
    assert session.table.game.tile("delos") is None
    # A tile touching one tile only, or opening a second sea, cannot be placed either.
    session.act("next")
    session.act("voyage", {"name": "Melos", "sea": "x", "ship_from": "x"})
    assert session.table.game.tile("melos") is None


def test_reinforcements_and_temples() -> None:
    session = at_turns(tile("a", LIGHT, 1, temple=True), tile("b", DARK, 1))
    refused = session.propose("reinforce", {"greeks": "a,a,a", "cards": "void"})
    assert "Three a city" in [v.rule for v in refused.violations]
    session.act("reinforce", {"greeks": "a,a", "ships": "a", "cards": "void"})  # 4 actions with more temples
    state: State = session.table.game
    assert state.tile("a") == tile("a", LIGHT, 3, 1, temple=True) and dict(state.hands[LIGHT]) == {"void": 1}
    too_many = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"void": 3}, {}))
    refused = too_many.propose("reinforce", {"cards": "reuse"})
    assert [v.rule for v in refused.violations] == ["Hand"]


def test_first_turn_no_cards_and_reaction_timing() -> None:
    session = at_turns(
        tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 1, land=("a",)), hands=({"plus-one": 1}, {"flood": 1})
    )
    state: State = session.table.game
    session.tables[-1] = replace(session.table, game=replace(state, first_turn_done=False))
    assert "First turn" in [v.rule for v in session.propose("play", {"player": "Light", "card": "plus-one"}).violations]
    assert "Reaction" in [v.rule for v in session.propose("play", {"player": "Dark", "card": "flood"}).violations]


def test_ten_cities_win_at_end_of_turn() -> None:
    tiles = [tile(f"t{i}", LIGHT, 1) for i in range(10)] + [tile("d", DARK, 1)]
    session = at_turns(*tiles)
    session.act("reinforce", {"ships": "t0"})
    assert session.summary()["winners"] == []
    session.act("next")
    assert session.summary()["winners"] == ["Light"]
