"""Egypt's extra caravan asks for its good as needed (play-test: the form said "good (optional)" where the kit
leaves the choice to the table, and a tester read it as "you may skip this"). The caravan stands on a goods
symbol: the player names it unless the kit shows one kind free there (the decisions topic says so).
"""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from engine import saves
from engine.reference import topic
from engine.session import Session
from tests.mare_nostrum.helpers import name_goods, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _extra_due() -> Session:
    """The preset start with every starting caravan's good named: the table waits for Egypt's extra caravan."""
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    name_goods(session)
    assert session.ruleset.awaited(session.context()) == "extra-caravan"
    return session


def test_the_good_is_needed_where_the_kit_leaves_the_choice_and_worked_out_where_not() -> None:
    session = _extra_due()
    field = session.spec("extra-caravan").field("good")
    assert field is not None and field.derived  # asked as needed, never "(optional)"
    # The examples' board knows no symbol in Thebes: the player says which.
    refused = session.propose("extra-caravan", {"province": "thebes"}, actor="Ann")
    assert [v.message for v in refused.violations] == ["name the good of the symbol the caravan stands on"]
    # It knows papyrus in Alexandria, and only that (issue 32's play-test typed it after a refusal): taken.
    assert session.propose("extra-caravan", {"province": "alexandria"}, actor="Ann").legal
    assert "Egypt's extra caravan" in topic(session.ruleset, "decisions").text  # the reading, kept with the others


async def test_the_form_does_not_call_the_good_optional(tmp_path: Path) -> None:
    path = tmp_path / "setup.toml"
    saves.save(_extra_due(), path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        check = await drive.fill("extra-caravan", province="thebes")
        good = drive.screen.query_one(ActionForm).query_one("#field-good", Select)
        assert str(good.prompt) == "good", good.prompt
        assert "name the good of the symbol the caravan stands on" in check
