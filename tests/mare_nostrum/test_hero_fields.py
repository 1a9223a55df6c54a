"""A hero's box only for the player it concerns (play-test: every player's buy form offered Hammurabi's free
influence, and every taker's form Odysseus's forced take, to tables where nobody had them). The rules still
refuse either given by a player without the hero (the command line reads every field).
"""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.forms import asked_fields
from engine.session import Session
from engine.summary import describe_action
from tests.mare_nostrum.helpers import deal, own
from tests.mare_nostrum.test_round import _started
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _asked(session: Session, action: str, player: str) -> list[str]:
    return [f.name for f in asked_fields(session, session.spec(action), session.player_index(player))]


def _building() -> Session:
    """Round 1's build phase, Bo (Carthage) to buy; Ann plays Babylon and holds Hammurabi."""
    session = _started()
    deal(session, "Bo", {"taxes": 5})  # a legion, and the 2 kept: ending his turn loses nothing
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Bo"})
    return session


def test_hammurabi_s_free_influence_is_asked_of_his_owner_only() -> None:
    session = _building()
    assert "free" in _asked(session, "buy", "Ann")
    assert "free" not in _asked(session, "buy", "Bo") and "free" not in _asked(session, "buy", "Cy")
    # The listing (tabula actions) asks Bo, who buys now, for what he can use.
    listed = describe_action(session, session.spec("buy"))
    assert listed["actor"] == "Bo" and "free" not in [f["name"] for f in listed["fields"]]
    # Said anyway on the command line, the rules refuse it as before.
    refused = session.propose("buy", {"item": "influence", "province": "west-of-carthage", "free": True})
    assert [v.message for v in refused.violations if v.rule == "Free"] == [
        "only Hammurabi gives a free purchase (one influence a build phase)"
    ]
    # Once Bo has Hammurabi, his form asks.
    own(session, "Bo", "hammurabi")
    assert "free" in _asked(session, "buy", "Bo") and "free" not in _asked(session, "buy", "Ann")


def test_odysseus_s_forced_take_is_asked_only_where_another_player_holds_him() -> None:
    session = _started()
    # Odysseus lies in the bank: no taker is asked about him.
    assert all("odysseus" not in _asked(session, "take", p) for p in ("Ann", "Bo", "Cy"))
    own(session, "Cy", "odysseus")
    # His owner forces the others' takes; his own take is never forced by himself.
    assert "odysseus" in _asked(session, "take", "Ann") and "odysseus" in _asked(session, "take", "Bo")
    assert "odysseus" not in _asked(session, "take", "Cy")


async def test_the_buy_form_shows_hammurabi_s_box_to_his_owner_only(tmp_path: Path) -> None:
    # Wired in tui/app/screens/session_forms.py (form_for asks engine.forms.asked_fields for the fields).
    path = tmp_path / "build.toml"
    saves.save(_building(), path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        await drive.fill("buy", item="legion")
        form = drive.screen.query_one(ActionForm)
        assert form.acting() in (None, "Bo") and not form.query("#field-free"), "Bo has no Hammurabi"
        await drive.act("buy", item="legion", province="carthage", cards="taxes,taxes,taxes")
        await drive.act("next", player="Ann")
        await drive.fill("buy", item="influence")
        assert drive.screen.query_one(ActionForm).query("#field-free"), "Ann holds Hammurabi"
