"""Searching the rules for a topic's title opens that topic (issue 31, the app play-test): "board in the app"
opened the Overview, which says those four words too and comes first in the reference."""

from __future__ import annotations

from pathlib import Path

from engine import reference
from tests.settle import until
from tui.app.app import TabulaApp
from tui.app.screens.rules import RulesScreen


async def test_a_search_for_a_topics_title_opens_that_topic(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_rules("mare-nostrum")
        await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        hits = [topic.title for topic, _ in reference.search(rules.ruleset, "board in the app")]
        assert hits[0] != "The board in the app" and "The board in the app" in hits  # what went wrong
        await pilot.press(*"board in the app", "enter")
        await until(
            pilot, lambda: rules.sub_title == "The board in the app", "the topic opened", lambda: str(rules.sub_title)
        )
