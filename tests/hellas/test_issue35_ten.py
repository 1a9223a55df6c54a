"""Hellas at 7 of 10 from a new player (issue 35, its sixth round): ships on a bridge tile counted, a voyage with
one good place put there, resolve's ships by default, a player's own pieces corrected from their reserve, the
dolphin tile's sides learned, open lies narrowed by themselves, and plainer words."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.kits import from_data
from engine.session import Session
from rulesets.hellas.kit import SCHEMA
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile, voyage_example

#: The play-tester's second evening (rules version 7), as saved.
E2 = Path(__file__).parent / "data" / "pt35-e2.toml"
SAMOS = {"at": "chalkis-s", "name": "Samos", "edges": "LSSLLL", "temple": "yes", "bridge": "no"}


def evening(version: str = "7", events: int | None = None) -> Session:
    """The second evening, read as a save of rules ``version``, taken back to its first ``events`` events."""
    text = E2.read_text(encoding="utf-8").replace('ruleset_version = "7"', f'ruleset_version = "{version}"')
    session = saves.loads_text(text, "e2", str(E2))
    if events is not None:
        session.undo_to(events)
    return session


def test_the_ships_on_a_bridge_tile_count_for_a_voyage_beside_it_by_land() -> None:
    """Play-test: Samos laid south of Chalkis (a bridge tile, met by land) said "not counted: 1 ship on Chalkis";
    L2/f32 counts the ships on a bridge tile on both sides of it (``decisions``)."""
    session = evening("8", events=14)
    session.act("voyage", {**SAMOS, "ship_from": "mykene"})
    said = session.outcome(len(session.events))[0]
    assert said == "Jana's voyage to Samos succeeds: 2 ships against 0."
    # Both ships could pay: the table says which.
    session.undo()
    refused = session.propose("voyage", SAMOS).violations
    assert [v.message for v in refused] == [
        "say which tile your ship goes home from to pay the voyage: Chalkis or Mykene"
    ]


def test_a_save_from_before_version_8_counts_the_bridge_tile_as_it_did() -> None:
    """The evening as played (version 7): Chalkis's ship was not counted and Mykene's paid; it replays so."""
    session = evening()
    assert session.options["bridge_ships_by_side"] is True
    assert session.outcome(15)[0].startswith("Jana's voyage to Samos succeeds: 1 ship against 0; not counted")


def test_a_voyage_put_nowhere_goes_by_itself_to_the_one_place_it_succeeds() -> None:
    """Play-test: a voyage without at= was refused "say where it goes: NW of Kerkyra", the one answer there was.
    The app puts it there, records the place and says so; with two such places it still asks."""
    session = voyage_example()
    session.act("voyage", {"tile": "tile-a"})
    assert session.events[-1].args["at"] == "pylos-sw"
    assert session.outcome(len(session.events))[:3] == [
        "Light's voyage to Tile A succeeds: 2 ships against 0.",
        "Tile A joins the coast south-west of Pylos; it borders Pylos by sea and the dolphin tile.",
        "Placed there by itself: the only place where this voyage succeeds.",
    ]
    two = voyage_example(turn=DARK)
    with pytest.raises(RuleRefused, match=r"say where it goes: NE of Rhodes .*; S of Rhodes"):
        two.act("voyage", {"tile": "tile-a"})


def test_resolve_puts_the_ships_by_default_and_says_how_to_decline() -> None:
    """Play-test: resolve was refused until replace_ships=yes/no. L3 lets the attacker put as many ships as stood
    there, and the rulebook's first example does: yes by default, and the log says how to decline."""
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, 2, land=("a",)), hands=({}, {"flood": 1}))
    session.act("attack", {"target": "b", "sources": "a,a"})
    session.act("resolve", {}, force=True)  # typed before Dark's answer (forced): the default said with resolve
    assert on(session, "b") == (LIGHT, 2, 2)
    assert session.outcome(len(session.events))[1] == (
        "Light puts 2 ships at B, as many as stood there (to leave them out: undo, then resolve replace_ships=no)."
    )
    session.undo()
    session.act("resolve", {"replace_ships": "no"}, force=True)
    assert on(session, "b") == (LIGHT, 2, 0)
    assert len(session.outcome(len(session.events))) == 3  # taken, and the figures moved: no ships said


def test_the_dolphin_tiles_sides_are_learned_from_the_tiles_laid_around_it() -> None:
    """Play-test: after two evenings the kit still knew none of the dolphin tile's sides. Land meets land: the
    sides the tiles around it show it are kept, added to what an earlier evening showed (``decisions``)."""
    session = evening()
    learned = session.ruleset.learned(session.context(), session.table.kit)
    # Knossos (N), Thera (NE), Chios (SE) and Chalkis (SW) lie settled; Mykene and Lesbos lie open towards it.
    assert (learned.entry("tiles", "dolphin") or {})["edges"] == ["sea", "sea", "land", "?", "sea", "?"]
    data = session.table.kit.to_data()
    dolphin = next(e for e in data["tiles"]["entries"] if e["id"] == "dolphin")
    dolphin["edges"] = ["sea", "sea", "?", "?", "?", "sea"]  # the first evening's word
    earlier = from_data(data, SCHEMA, "hellas", "test", "test")
    both = (session.ruleset.learned(session.context(), earlier).entry("tiles", "dolphin") or {})["edges"]
    assert both == ["sea", "sea", "land", "?", "sea", "sea"]
