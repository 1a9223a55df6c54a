"""Issue 32 leftovers, what ``actions`` offers (last play-test): ``exchange-size`` and ``cleopatra`` while the
new Merchant was being chosen (the roles come first, p.4); ``give-role`` offering roles not in question; ``buy``
offering a province whose influence is new this round for buildings (p.6: only where it stood at round start)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.actors import eligible
from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game, own, table
from tests.mare_nostrum.test_issue32_trade import _round_two_with_a_merchant_to_choose
from tui.cli.main import main


def _offered(session: Session) -> list[str]:
    ctx = session.context()
    return [spec.name for spec in session.available() if eligible(spec, ctx) != ()]


def test_the_trade_actions_wait_for_the_roles_in_the_listing_too() -> None:
    session = _round_two_with_a_merchant_to_choose()  # Bo chooses the new Merchant, Ann the new Commander
    own(session, "Cy", "artemis")
    own(session, "Bo", "cleopatra")
    offered = _offered(session)
    assert "give-role" in offered
    assert not {"exchange-size", "cleopatra", "artemis", "offer", "take", "compensate"} & set(offered), offered
    session.act("give-role", {"role": "merchant", "player": "Ann"})
    assert "exchange-size" not in _offered(session)  # the Commander is still to hand on
    session.act("give-role", {"role": "commander", "player": "Cy"})
    assert {"exchange-size", "cleopatra", "artemis"} <= set(_offered(session))


def test_give_role_offers_the_roles_in_question_and_their_candidates() -> None:
    session = _round_two_with_a_merchant_to_choose()
    spec = session.spec("give-role")
    bo, ann = session.player_index("Bo"), session.player_index("Ann")
    assert session.suggestions(spec, "role", actor=bo) == ["merchant"]  # Bo chooses the heir of his own card
    assert session.suggestions(spec, "player", actor=bo) == ["Ann", "Cy"]
    assert session.suggestions(spec, "player", actor=ann, given={"role": "commander"}) == ["Bo", "Cy"]
    session.act("give-role", {"role": "merchant", "player": "Ann"})
    # Ann now holds the Merchant and the Commander: only the Commander is in question, not her second card.
    assert session.suggestions(spec, "role", actor=ann) == ["commander"]


def _katka_builds() -> Session:
    """Katka (Egypt: Alexandria, Thebes, Cyrene) builds with 6 taxes, first in the build phase."""
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    finish_setup(session)
    deal(session, "Katka", {"taxes": 6})
    merchant = table(session).roles()[0]
    assert merchant is not None
    session.act("exchange-size", {"count": 0}, actor=session.players[merchant].name)
    session.act("next-phase")
    session.act("next", {"player": "Katka"})
    return session


def test_buy_offers_no_province_whose_influence_is_new_for_buildings() -> None:
    session = _katka_builds()
    spec = session.spec("buy")
    session.act("buy", {"item": "influence", "province": "sinai"})
    assert table(session).influence("sinai") == "egypt"
    # p.6: nothing is built where the influence is new this round; the rules refuse it, so it is not offered.
    refused = session.propose("buy", {"item": "caravan", "province": "sinai", "good": "grain"})
    assert "influence in Sinai is new this round" in [v.message for v in refused.violations]
    places = session.suggestions(spec, "province", actor=0)
    assert "sinai" not in places
    assert places[:3] == ["alexandria", "thebes", "cyrene"]  # where she may build, then where influence may go
    assert "west-of-cyrene" in places


def test_on_the_command_line_the_listing_follows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _katka_builds()
    session.act("buy", {"item": "influence", "province": "sinai"})
    saves.save(session, tmp_path / "b.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "actions", "b"]) == 0
    (line,) = [line for line in capsys.readouterr().out.splitlines() if line.startswith("buy ")]
    (places,) = [word for word in line.split() if word.startswith("[province=")]
    assert places.startswith("[province=alexandria|thebes|cyrene|") and "sinai" not in places, places
