"""Every link between rules topics leads to a topic of the same game."""

from __future__ import annotations

import re

import pytest

from engine import reference, registry

LINK = re.compile(r"\]\(([a-z0-9-]+)\)")


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_every_topic_link_leads_somewhere(game_id: str) -> None:
    # Audit of issue 15: Aquileia's "turns" topic linked to a dice topic it does not have (metal dice).
    ruleset = registry.load(game_id)
    topics = reference.topics(ruleset)
    ids = {t.id for t in topics}
    broken = [(t.id, target) for t in topics for target in LINK.findall(t.text) if target not in ids]
    assert broken == []
