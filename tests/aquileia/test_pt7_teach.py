"""Play-test 7, bug A: ``kit teach`` in Czech refused the Czech words its own prompts ask for."""

from __future__ import annotations

import pytest

from engine import registry
from engine.kitfiles import shipped
from engine.teach import Walk


def _walk_to(section: str) -> Walk:
    """A walk over the shipped kit, at the open question that adds a new thing to ``section``."""
    ruleset = registry.load("aquileia")
    walk = Walk(ruleset, shipped(ruleset))
    while (q := walk.current) is not None and not (q.open and q.section == section):
        walk.skip()
    assert walk.current is not None
    return walk


@pytest.mark.parametrize(
    ("typed", "kind"),
    [("dílna sb 1 3", "workshop"), ("dilna sb 1 3", "workshop"), ("workshop sb 1 3", "workshop")],
)
def test_a_tile_kind_in_either_language(typed: str, kind: str) -> None:
    """The prompt asks "dílna, banka nebo vila": ``dílna sb 1 3`` got "one of workshop, bank, villa"."""
    walk = _walk_to("buildings")
    before = {e["id"] for e in walk.kit.entries("buildings")}
    walk.answer(typed)
    (new,) = [e for e in walk.kit.entries("buildings") if e["id"] not in before]
    assert (new["kind"], new["coins"], new["slaves"], new["points"], new["side"]) == (
        kind,
        ["silver", "bronze"],
        1,
        3,
        "left",
    )


@pytest.mark.parametrize("typed", ["banka bb 0 - - b", "bank bb 0 - - b"])
def test_a_bank_in_czech(typed: str) -> None:
    walk = _walk_to("buildings")
    before = {e["id"] for e in walk.kit.entries("buildings")}
    walk.answer(typed)
    (new,) = [e for e in walk.kit.entries("buildings") if e["id"] not in before]
    assert (new["kind"], new["income"], new["side"]) == ("bank", ["bronze"], "left")


@pytest.mark.parametrize("colour", ["modrá", "modra", "blue"])
def test_a_villa_in_czech(colour: str) -> None:
    walk = _walk_to("buildings")
    before = {e["id"] for e in walk.kit.entries("buildings")}
    walk.answer(f"vila gs 2 5 {colour}")
    (new,) = [e for e in walk.kit.entries("buildings") if e["id"] not in before]
    assert (new["kind"], new["colour"], new["points"], new["side"]) == ("villa", "blue", 5, "right")


@pytest.mark.parametrize("typed", ["stříbrná 3", "stribrna 3", "3 stříbrná", "stříbro 3"])
def test_a_stadium_side_in_czech(typed: str) -> None:
    """``stříbrná 3`` got "one of gold, silver": no Czech table could teach a Stadium space."""
    walk = _walk_to("stadium")
    walk.answer(typed)
    space = walk.kit.entry("stadium", "silver-3")
    assert space is not None and (space["side"], space["value"]) == ("silver", 3)


def test_a_wrong_kind_is_still_refused() -> None:
    from engine.kits import KitError

    walk = _walk_to("buildings")
    with pytest.raises(KitError):
        walk.answer("hrad sb 1 3")


def test_a_taught_tile_has_an_id_that_reads() -> None:
    """``actions`` listed taught tiles by id (``forum-tile-5``) and the log's heading of their build said only
    "builds": a taught tile is named by its facts as a build at the table names one."""
    from rulesets.aquileia.forum import describe

    walk = _walk_to("buildings")
    walk.answer("dílna sb 1 3")
    walk.answer("banka bb 0 - - b")
    walk.answer("vila gs 2 5 modrá")
    ids = [e["id"] for e in walk.kit.entries("buildings")][-3:]
    assert ids == ["workshop-3", "bank-bronze", "villa-blue-5"]
    assert [describe({"tile": t}) for t in ids] == [
        "builds a workshop",
        "builds a private bank",
        "builds a villa",
    ]
