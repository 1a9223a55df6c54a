"""Play-test 9, L6: a pick list keeps the acting player's own provinces first also while nothing the form could
take is allowed (a caravan with its good still to name, a province refused as another's): it fell back to the
board's order, and ``wes`` picked West of Cyrene for Carthage's player."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.session import Session
from tests.golden import start, tabula
from tests.mare_nostrum import golden
from tui.app.screens.session_forms import form_for


def _last_buy(folder: Path) -> Session:
    """The golden round played up to its last buy: Cy's (Greece), whose provinces come late in the board's order."""
    start(golden, folder)
    steps = list(golden.ROUND)
    at = [i for i, step in enumerate(steps) if step.action == "buy"][-1]
    for step in steps[:at]:
        tabula(folder, "act", "golden", *step.argv())
    return saves.load(folder / "golden.toml")


def test_own_provinces_first_while_nothing_is_allowed(tmp_path: Path) -> None:
    session = _last_buy(tmp_path)
    assert session.turn_player is not None and session.turn_player.name == "Cy"
    spec = session.spec("buy")
    own = ["athens", "north-of-athens", "constantinople"]
    fresh = [pid for pid, _ in form_for(session, spec, {}, None).choices["province"]]
    assert fresh[:3] == own, fresh
    refused = {"item": "caravan", "province": "babylon"}  # no good named: no province takes the caravan
    offer = spec.suggest
    assert offer is not None and not offer(session.context(actor=2, given={"item": "caravan"}), "province")
    listed = [pid for pid, _ in form_for(session, spec, refused, None).choices["province"]]
    assert listed[:3] == own, listed
    assert sorted(listed) == sorted(fresh)  # the same places, only in the rules' order
