"""Play-test 7 (issue 35): the kit walk asks no bridge of a tile whose known sides leave nothing to join."""

from __future__ import annotations

from engine.kits import loads
from rulesets.hellas.kit import SCHEMA
from rulesets.hellas.teach import walk
from tests.hellas.helpers import TEST_KIT

TESTS = TEST_KIT.read_text(encoding="utf-8")
DOLPHIN = 'edges = ["sea", "sea", "sea", "sea", "sea", "sea"] },'


def test_the_all_sea_dolphin_tile_is_not_asked_its_bridge() -> None:
    """Bug 6: ``kit show`` listed the dolphin tile all sea, yet the walk asked "b = bridge" of it."""
    dolphin_at = TESTS.index('{ id = "dolphin"')
    line = TESTS[dolphin_at : TESTS.index("\n", dolphin_at)]
    unknown = line.replace("bridge = false", 'bridge = "?"')
    kit = loads(TESTS.replace(line, unknown, 1), SCHEMA, "hellas", "k.toml")
    assert kit.entry("tiles", "dolphin")["bridge"] in ("?", None)  # type: ignore[index]
    assert "dolphin" not in [q.entry for q in walk(kit)]
    # A tile whose land comes in two stretches may be bridged: asked.
    athens_at = TESTS.index('{ id = "athens"')
    line = TESTS[athens_at : TESTS.index("\n", athens_at)]
    twice = line.replace("bridge = false", 'bridge = "?"').replace(
        '["sea", "land", "sea", "sea", "sea", "sea"]', '["land", "sea", "land", "sea", "sea", "sea"]'
    )
    kit = loads(TESTS.replace(line, twice, 1), SCHEMA, "hellas", "k.toml")
    asked = {q.entry: [a.field for a in q.asks] for q in walk(kit)}
    assert asked["athens"] == ["bridge"]
