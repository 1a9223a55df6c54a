"""Play-test 7 (issue 34), N1 and N2: what one evening teaches of the board, the next evening knows.

The play-tester taught Genua with its crossing and its landscapes, and counted ways from the start crossings,
on evening 1; evening 2 had neither (the learned facts did not fit the shipped kit together, which had no
``routes`` section, and the city was then checked before its landscapes and dropped)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.store import SessionFile
from tui.library import create

PLAYERS = [("Ann", None), ("Bo", None), ("Cy", None), ("Di", None)]


def _evening(folder: Path, name: str) -> SessionFile:
    """A four-player evening past the starting cards, written through its file as the CLI does."""
    _, path = create(folder, "struggle-for-rome", PLAYERS, name=name)
    file = SessionFile(path)
    for _ in PLAYERS:
        file.change(lambda s: s.act("starting-card", {"card": "cattle"}))
    return file


def _act(file: SessionFile, action: str, args: dict[str, Any]) -> None:
    violations = file.session.propose(action, args).violations
    assert not violations, [v.said() for v in violations]
    file.change(lambda s: s.act(action, args))


def _to_cavalry(file: SessionFile) -> None:
    for dice in ("1,1", "1,2", "2,2", "2,3"):
        _act(file, "roll-resources", {"dice": dice})
    for player, _ in PLAYERS:
        _act(file, "receive", {"player": player})
    _act(file, "next-phase", {})
    assert file.session.phase.id == "cavalry"


def test_a_city_its_landscapes_and_a_counted_way_carry_into_the_next_evening(saves_dir: Path) -> None:
    first = _evening(saves_dir, "e1")
    crossing = {"crossing": "Genua harbour", "landscapes": "pasture:12:north-italy,field:4:north-italy"}
    _act(first, "add-crossing", {**crossing, "cities": "Genua:2:north-italy"})
    said = "genua harbour pasture 12,genua harbour field 4,mountain:5:north-italy"
    _act(first, "add-city", {"city": "genua", "landscapes": said})
    _to_cavalry(first)
    _act(first, "move", {"land": 1, "sea": 2, "first": "land", "to": "genua harbour", "start": "red-start-1"})

    second = _evening(saves_dir, "e2")
    kit = second.session.kits[0]
    genua = kit.entry("cities", "genua")
    assert genua is not None and genua["landscapes"] == [
        "genua-harbour-pasture-12",
        "genua-harbour-field-4",
        "genua-mountain-5",
    ]
    assert kit.entry("crossings", "genua-harbour") is not None
    assert [r["id"] for r in kit.entries("routes")] == ["red-start-1--genua-harbour"]
    # Evening 2 moves there by name: the count evening 1 made is paid without counting again.
    _to_cavalry(second)
    gold = second.session.table.ledger.count("purse:red", "gold")
    _act(second, "move-to", {"to": "genua harbour", "start": "red-start-1"})
    assert gold - second.session.table.ledger.count("purse:red", "gold") == 2
