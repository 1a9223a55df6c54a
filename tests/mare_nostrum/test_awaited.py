"""What the table waits for is the form the app opens (issue 31): the action list stood empty, nothing picked,
while the rules needed exactly one action: the preset start's caravan goods, Cleopatra's swap after the
exchange, a new fleet that must sail."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from engine import saves
from engine.session import Session
from engine.summary import acts_next
from tests.mare_nostrum.helpers import name_goods, new_game, strategy, taxes_on_offer, units
from tests.mare_nostrum.test_round import _started
from tests.settle import until
from tests.tui.driver import session_screen
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _awaited(session: Session) -> str | None:
    return session.ruleset.awaited(session.context())


def test_the_preset_start_waits_for_each_caravans_good_then_egypts_extra_caravan() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    assert _awaited(session) == "caravan-good"
    expected = session.expected_actor(session.spec("caravan-good"))
    assert expected is not None and acts_next(session) == expected.name
    name_goods(session)
    assert _awaited(session) == "extra-caravan"  # Egypt's one more caravan (p.3)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Ann")
    # Nothing is left in the preset start: the first round begins by itself (rules v10), at the exchange.
    assert session.phase.id == "trade" and _awaited(session) == "exchange-size"


def test_after_the_exchange_the_trade_phase_waits_for_cleopatras_swap() -> None:
    session = taxes_on_offer()
    session.act("take", {"from": "Honza"})
    session.act("take", {"from": "Mirek"})
    session.act("take", {"from": "Katka"})
    assert _awaited(session) == "compensate"
    session.act("compensate", {"card": "taxes"})
    assert _awaited(session) == "cleopatra"
    assert session.expected_actor(session.spec("cleopatra")).name == "Katka"  # type: ignore[union-attr]


def test_a_new_fleet_must_sail_first_in_its_owners_strategy_turn() -> None:
    session = _started()
    units(session, "carthage", "fleet", "carthage", 1)  # built this round: it lies in the province
    strategy(session, "Bo")
    assert _awaited(session) == "move-fleet"
    event = session.act("move-fleet", {"to": "southwest-of-knossos"}, force=True)  # the kit lacks that coast
    assert event.type == "move-fleet"
    assert _awaited(session) is None  # nothing more the rules wait for: Bo chooses


async def test_the_app_opens_the_preset_starts_form_by_itself(tmp_path: Path) -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    path = tmp_path / "mn.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = session_screen(pilot)
        await until(pilot, lambda: bool(screen.query(ActionForm)), "the awaited form")
        assert screen.query_one(ActionForm).action == "caravan-good"
        assert screen.query_one("#action-select", Select).value == "caravan-good"
