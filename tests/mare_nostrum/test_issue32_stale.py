"""Issue 32: every listing and pending line says only what can still happen. Play-test: "Statesman names who
builds next" pending after the game was won; ``actions`` offering ``cleopatra`` after it was used and
``move-fleet`` after a transport was announced (both refused when tried)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.actors import eligible
from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import deal, end_setup, name_goods, new_game, own, strategy, units
from tests.mare_nostrum.test_blockade import _petr_in_strategy
from tests.mare_nostrum.test_round import _started
from tui.cli.main import main


def _offered(session: Session) -> list[str]:
    """What ``actions`` lists: the actions of the phase someone may take now."""
    ctx = session.context()
    return [spec.name for spec in session.available() if eligible(spec, ctx) != ()]


def _listed(tmp_path: Path, session: Session, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The action names ``tabula actions`` prints for the session."""
    saves.save(session, tmp_path / "stale.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "actions", "stale"]) == 0
    return [line.split()[0] for line in capsys.readouterr().out.splitlines() if line and not line[0].isspace()]


def test_a_won_game_has_nothing_pending(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _started()
    own(session, "Ann", "colossus", "lighthouse")  # and Hammurabi, Babylon's from the start
    deal(session, "Ann", {"taxes": 9})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    names = "Cy (Statesman) names who builds next: Bo, Cy."
    assert names in [p["text"] for p in session.summary()["pending"]]
    session.act("buy", {"item": "solomon"})  # her fourth wonder or hero: she wins at once
    assert [p.name for p in session.winners] == ["Ann"]
    assert session.summary()["pending"] == []
    saves.save(session, tmp_path / "won.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "show", "won"]) == 0
    shown = capsys.readouterr().out
    assert "names who builds next" not in shown and "Pending" not in shown


def test_cleopatra_is_offered_until_she_is_used(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    name_goods(session)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Egypt")
    end_setup(session)
    assert "cleopatra" in _listed(tmp_path, session, capsys)
    session.act("cleopatra", {"give": "taxes", "take": "gems"})
    assert "cleopatra" not in _listed(tmp_path, session, capsys)
    refused = session.propose("cleopatra", {"player": "Egypt", "give": "taxes", "take": "gold"})
    assert "nobody may take the cleopatra action now" in [v.message for v in refused.violations]


def test_the_temple_of_artemis_is_offered_until_it_is_used() -> None:
    session = _started()
    own(session, "Cy", "artemis")
    assert "artemis" in _offered(session)
    session.act("artemis", {"good": "gems"})
    assert "artemis" not in _offered(session)


def test_fleets_are_offered_until_a_transport_is_announced(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = _petr_in_strategy()  # Honza and Petr's blockade example (p.11-12)
    listed = _listed(tmp_path, session, capsys)
    assert "move-fleet" in listed and "blockade" not in listed  # nothing to blockade yet
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    listed = _listed(tmp_path, session, capsys)
    assert "move-fleet" not in listed and "blockade" in listed and "let-through" in listed
    session.act("let-through", {})
    assert "move-fleet" not in _offered(session) and "blockade" not in _offered(session)


def test_fleets_are_offered_until_legions_march_and_only_with_a_fleet_to_sail() -> None:
    session = _petr_in_strategy()
    session.act("move-legion", {"from": "rome", "to": "north-of-rome"})  # by land: no transport
    assert "move-fleet" not in _offered(session)
    session.act("next", {"player": "Mirek"})
    assert "move-fleet" not in _offered(session)  # Mirek has no fleet on the board


def test_new_fleets_sail_before_legions_march() -> None:
    # Marched first, the new fleet could never sail (fleets come first) and the turn could never end.
    session = _started()
    units(session, "carthage", "fleet", "carthage", 1)
    units(session, "carthage", "legion", "carthage", 2)
    strategy(session, "Bo")
    with pytest.raises(RuleRefused, match="Fleets first: fleets built in Carthage sail first"):
        session.act("move-legion", {"from": "carthage", "to": "west-of-carthage"})
    session.act("move-fleet", {"to": "southwest-of-knossos"})
    session.act("move-legion", {"from": "carthage", "to": "west-of-carthage"})


def test_a_second_swap_says_who_used_her_and_when(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Play-test: a repeated `cleopatra` without player= said only "nobody may take it now".
    session = new_game("egypt", "carthage", "greece", "rome")
    name_goods(session)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Egypt")
    end_setup(session)
    session.act("cleopatra", {"give": "taxes", "take": "gems"})
    said = [v.message for v in session.propose("cleopatra", {"give": "taxes", "take": "gold"}).violations]
    assert said == [
        "nobody may take the cleopatra action now",
        "Egypt has already swapped with Cleopatra this round: once a trade phase",
    ]
    saves.save(session, tmp_path / "twice.toml")
    capsys.readouterr()
    assert main(["--saves-dir", str(tmp_path), "act", "twice", "cleopatra", "give=taxes", "take=gold"]) != 0
    err = capsys.readouterr().err
    # The refusal says the specific reason alone (December's play-test read "nobody may take" first as wrong).
    assert "Egypt has already swapped with Cleopatra this round" in err and "nobody may take" not in err


def test_the_temple_of_artemis_taken_twice_says_who_took_it() -> None:
    session = _started()
    own(session, "Cy", "artemis")
    session.act("artemis", {"good": "gems"})
    said = [v.message for v in session.propose("artemis", {"good": "gold"}).violations]
    assert said == [
        "nobody may take the artemis action now",
        "Cy has already taken the extra good this round (Temple of Artemis)",
    ]
