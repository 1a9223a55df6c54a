"""`tabula show --json` follows docs/show.schema.json for every game's demo and the fixture game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import jsonschema
import pytest

from engine import registry, saves
from engine.playout import random_playout
from tests.conftest import new_market

SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "docs" / "show.schema.json").read_text())


def test_the_schema_is_itself_valid() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_every_demo_follows_the_schema(game_id: str) -> None:
    ruleset = registry.load(game_id)
    session = saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", game_id)
    jsonschema.validate(session.summary(), SCHEMA)


def test_random_play_follows_the_schema() -> None:
    session = new_market(3, seed=5)
    random_playout(session, 50, random.Random(5))
    jsonschema.validate(session.summary(), SCHEMA)


def test_the_schema_refuses_a_python_none_tracker() -> None:
    summary = new_market(2).summary()
    summary["players"][0]["policy"] = None
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(summary, SCHEMA)
