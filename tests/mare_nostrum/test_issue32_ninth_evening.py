"""Issue 32, the 9-of-10 play-test: refusals that gave the wrong reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.losses import losses
from tests.mare_nostrum.helpers import deal
from tests.mare_nostrum.test_round import _exchange_ready
from tests.test_losses import _build
from tui.cli.main import main


def test_a_card_only_the_last_swap_partner_offers_is_refused_for_the_swap() -> None:
    # Play-test: Honza and Mirek had just swapped, only Honza offered wine; Mirek's `take card=wine` was refused
    # with "say whom Mirek takes from: Petr or Katka", neither of whom offered wine.
    session = _exchange_ready()
    session.act("take", {"from": "Cy", "card": "wine"})  # Bo (Merchant) takes from Cy
    session.act("take", {"from": "Bo", "card": "fish"})  # Cy takes back from Bo
    refused = session.propose("take", {"card": "wine"})
    said = [v.message for v in refused.violations]
    assert said == [
        "only Cy offers wine, and Cy and Bo just swapped (one swap between the same two players); Bo takes from Ann"
    ]


def test_ending_the_build_phase_early_says_whose_build_turns_go() -> None:
    # Play-test: `next-phase` with Honza and Katka still to build said only which cards went back.
    session = _build()
    lost = losses(session, session.propose("next-phase", {}))
    assert lost[-1] == "the build turn Cy still has"


def test_the_rules_own_discard_once_everyone_has_built_is_not_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Play-test: every build end refused `next` without --yes, though spare goods go back by the rules (p.6).
    session = _build()
    deal(session, "Ann", {"taxes": 2})  # play-test 12: a third tax, which still pays, is asked about
    deal(session, "Cy", {})  # nothing to build with: no turn of his is lost
    # Ann ends the last build turn; Bo's 2 wine buy nothing: the phase ends, the cards go back, said as they go.
    assert losses(session, session.propose("next", {})) == []
    saves.save(session, tmp_path / "lossy.toml")
    assert main(["--saves-dir", str(tmp_path), "act", "lossy", "next"]) == 0
    out = capsys.readouterr().out
    assert "2 wine cards go from Bo's hand to the bank." in out, out
    assert saves.load(tmp_path / "lossy.toml").phase.id == "strategy"


def test_a_builder_ending_his_turn_with_goods_he_could_spend_is_asked() -> None:
    # Play-test: Honza paid a fleet with 2 taxes and passed holding metals, oil and wine; only the phase end
    # said they went back. His own `next` says so first.
    session = _build()
    deal(session, "Ann", {"metals": 1, "oil": 1, "wine": 1, "taxes": 1})
    # Ann ending her turn herself (the Statesman naming Cy before she has built names him ahead).
    lost = losses(session, session.propose("next", {"player": "Cy"}, actor="Ann"))
    assert lost == [
        "Ann's 3 goods, which could still pay for an influence marker, a caravan or a city"
        " (Ann keeps 0 of 3 past the build phase)"
    ]
