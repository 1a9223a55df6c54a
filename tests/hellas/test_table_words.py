"""Hellas at 9 of 10 (issue 35), what the previous pass left: a tile shows land as well as water, the table's words
in the right order and once, and the voyage offering only the Greeks the rules allow."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine import saves
from engine.errors import BadInput
from engine.kits import KitError, loads
from engine.session import Session
from engine.summary import describe_action
from rulesets.hellas.kit import SCHEMA
from tests.hellas.helpers import DARK, LIGHT, TEST_KIT, at_turns, new_session, on, reserve, tile
from tui.show_text import field_line

ISLAND = {"name": "Lesbos", "temple": "no", "at": "N of the dolphin tile", "edges": "SSSSSS"}


def _dealt(options: dict[str, object] | None = None) -> Session:
    session = new_session(options=options)
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    return session


def test_a_tile_shows_land_as_well_as_water() -> None:
    """Rules L1/f8-10: every tile shows land and water, and land meets land: the play-test's SSSSSS was taken as an
    island. A tile whose land reaches a side is placed."""
    session = _dealt()
    with pytest.raises(BadInput, match="edges: every tile shows land too: at least one side is land"):
        session.act("coast-tile", ISLAND)
    session.act("coast-tile", {**ISLAND, "edges": "SSSLSS", "turn": 3})  # its land to the north
    assert session.table.game.tile("lesbos") is not None


def test_a_save_from_before_version_5_keeps_its_island(tmp_path: Path) -> None:
    """Version 4 took an all-sea tile: such a save replays as it was played (its legacy option)."""
    old = _dealt({"island_tiles": True})
    old.act("coast-tile", ISLAND)
    path = tmp_path / "old.toml"
    saves.save(old, path)
    now = f'ruleset_version = "{old.ruleset.version}"'
    text = path.read_text(encoding="utf-8").replace(now, 'ruleset_version = "4"')
    path.write_text(text.replace("island_tiles = true\n", ""), encoding="utf-8")
    again = saves.load(path)
    assert again.options["island_tiles"] is True and again.table.game.tile("lesbos") is not None
    assert len(again.events) == len(old.events)


def test_a_kit_tile_shows_land_but_a_saves_own_kit_stands_as_played() -> None:
    """A kit file with an all-sea tile is refused (the dolphin tile, without a city, may be all sea); the kit a save
    carries was the one played with, so it loads as it is."""
    delos = '"Delos", dolphin = false, temple = false, bridge = false, edges = ["land", "sea"'
    text = TEST_KIT.read_text(encoding="utf-8")
    assert delos in text
    island = text.replace(delos, delos.replace('"land", "sea"', '"sea", "sea"'))
    with pytest.raises(KitError, match=r"tiles\.delos\.edges: every tile shows land too"):
        loads(island, SCHEMA, "hellas", "k.toml")
    assert loads(island, SCHEMA, "hellas", "kits[1]", "session").known("tiles", "delos", "edges") == ["sea"] * 6


def test_the_win_comes_first_and_no_turn_is_announced_after_it() -> None:
    """Play-test: the end of Ann's winning turn said "Bo's turn. Ann won the game." in that order."""
    tiles = [tile(f"t{i}", LIGHT, 1) for i in range(10)] + [tile("d", DARK, 1)]
    session = at_turns(*tiles, players=(("Ann", "light"), ("Bo", "dark")))
    session.act("reinforce", {"ships": "t0"})
    session.act("next")
    assert session.outcome(len(session.events)) == ["Ann won the game."]


def test_a_tile_set_aside_says_what_the_table_waits_for() -> None:
    """Play-test: after a set-aside in the first coast nothing said that the same player turns up another."""
    session = new_session((("Ann", "light"), ("Bo", "dark")))
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("set-aside")
    assert session.outcome(len(session.events))[0] == (
        "The tile waits aside until the first coast is built; Ann turns up another to place."
    )


def _pending(session: Session) -> list[str]:
    return [item["text"] for item in session.summary()["pending"]]


def test_each_pending_line_is_said_once() -> None:
    """Play-test: a pending line was printed twice around Ships to Greeks: the attack's standing said who resolves
    it over the duty "resolve the attack first", and the swollen city was still named once its Greeks had left."""
    session = at_turns(
        tile("a", LIGHT, 3, 2, land=("b",)),
        tile("b", DARK, 1, 1, land=("a",)),
        hands=({"ships-to-greeks": 1}, {"flood": 1}),  # Bo's answer to the attack is awaited
        players=(("Ann", "light"), ("Bo", "dark")),
    )
    session.act("play", {"card": "ships-to-greeks", "city": "a", "count": 2})
    session.act("pass")
    assert "A may hold more than 3 Greeks until the attack ends." in _pending(session)
    session.act("attack", {"target": "b", "sources": "a"})  # 4 Greeks stay in A, above three
    assert _pending(session) == [
        "Ann on B by land: 1 against 1, succeeds as things stand.",
        "A may hold more than 3 Greeks until the attack ends.",
        "Reaction: Bo answers the attack on B first: a reaction, or pass",
        "Attack: resolve the attack first",
        "Turns: Bo's turn is still to come",
    ]
    session.act("pass")  # the Greeks above three go home: A is a city like any other
    assert not [line for line in _pending(session) if "may hold more" in line]


def test_ships_to_greeks_in_a_city_with_one_ship_needs_no_count() -> None:
    """The one ship is the one turned; a city with more says how many it has in words ("1 ships" before)."""
    session = at_turns(
        tile("a", LIGHT, 1, 1), tile("c", LIGHT, 1, 2), tile("b", DARK, 1), hands=({"ships-to-greeks": 2}, {})
    )
    refused = session.propose("play", {"card": "ships-to-greeks", "city": "c"}).violations
    assert [v.message for v in refused] == ["C has 2 ships to turn: say how many become Greeks with count="]
    session.act("play", {"card": "ships-to-greeks", "city": "a"})
    assert on(session, "a") == (LIGHT, 2, 0)


def test_the_voyage_offers_a_city_for_the_greek_only_when_the_reserve_has_none() -> None:
    """Play-test: ``greek_from`` listed every city, the opponent's too, while the reserve held Greeks."""
    session = at_turns(tile("a", LIGHT, 2, 1), tile("c", LIGHT, 1, 1), tile("b", DARK, 3))
    voyage = session.spec("voyage")

    def offered() -> object:
        field = next(f for f in describe_action(session, voyage)["fields"] if f["name"] == "greek_from")
        return field.get("offered")

    assert offered() == []
    assert "[greek_from=REF]" in [field_line(f) for f in describe_action(session, voyage)["fields"]]
    ctx = session.context()
    ctx.move(ctx.piece("greek", LIGHT), reserve(session, LIGHT, "greek"), ctx.own("reserve", LIGHT), "box")
    session.tables[-1] = replace(session.table, ledger=ctx.ledger)
    assert offered() == ["a"]  # the only city of Light's with two Greeks


def test_a_discard_due_is_said_once_with_how_many() -> None:
    """Pending said "Bo discards 2 cards, down to 3." and "Zeus: Bo discards down to 3 cards first" together."""
    session = at_turns(
        tile("a", LIGHT, 1),
        tile("b", DARK, 1),
        hands=({"discard-to-three": 1}, {"retreat": 1, "reuse": 1, "swap-city": 1, "two-extra": 1, "flood": 1}),
        players=(("Ann", "light"), ("Bo", "dark")),
    )
    session.act("play", {"card": "discard-to-three"})
    session.act("pass")
    assert [line for line in _pending(session) if "discards" in line] == ["Zeus: Bo discards 2 cards, down to 3."]


def test_a_tile_whose_land_is_one_stretch_leaves_no_bridge_unknown() -> None:
    """The second evening of the play-through: every tile taught kept "bridge ?" in the drawing and in what the
    kit still misses, though the app never asks it; land in one stretch has nothing for a bridge to join."""
    session = _dealt()
    session.act("coast-tile", {**ISLAND, "edges": "SSSLSS", "turn": 3})
    session.act(
        "coast-tile", {"name": "Kos", "temple": "no", "at": "S of the dolphin tile", "edges": "LSSLSS", "turn": 1}
    )
    described = {d.id: d.bridge for d in session.table.game.described}
    assert described == {"lesbos": False, "kos": None}  # an isthmus may show a bridge or not: not guessed
