"""Play-test 11 (Aquileia B2, Hellas): a refused command's statement of the board is the table's word until the
table says otherwise. The corrected command passes at once, and a name only typed in refused commands never
reaches the kit of a later evening (engine.restating)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import learning, registry
from engine.errors import RuleRefused
from engine.session import Session
from tests.engine.test_engine3_leftovers import _hellas_at_second_tile, run
from tests.hellas.helpers import new_session


def _ithaki_misread() -> Session:
    """A Hellas table that described Ithaki (sides misread: LSSSSS) where it could not go: refused, kept."""
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "at": "N of the dolphin tile", "turn": 0}
    )
    with pytest.raises(RuleRefused, match="Coast"):
        session.act("coast-tile", {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"})
    assert [row["id"] for said in session.stated for row in said["tiles"]] == ["ithaki"]
    return session


@pytest.mark.usefixtures("english")
def test_the_corrected_description_passes_at_once_and_the_misreading_is_gone() -> None:
    session = _ithaki_misread()
    read_again = {"name": "Ithaki", "temple": "no", "edges": "LLSSSS", "at": "NE of the dolphin tile", "turn": 0}
    session.act("coast-tile", read_again)  # refused before: "the kit says otherwise of Ithaki's sides"
    assert session.events[-1].args["edges"] == "LLSSSS"
    assert session.stated == []  # the misreading went with it
    ctx = session.context()
    tile = session.ruleset.learned(ctx, ctx.kit).entry("tiles", "ithaki")
    assert tile is not None and tile["edges"][1] == "land"


@pytest.mark.usefixtures("english")
def test_a_check_without_the_earlier_statement_changes_nothing_until_applied() -> None:
    session = _ithaki_misread()
    stated = list(session.stated)
    read_again = {"name": "Ithaki", "temple": "no", "edges": "LLSSSS", "at": "NE of the dolphin tile", "turn": 0}
    assert not session.propose("coast-tile", read_again).violations
    assert session.stated == stated  # only checked: the earlier word stands
    # Refused for something else, it says that, not the earlier misreading; applied refused, its word replaces it.
    refused = session.propose("coast-tile", {**read_again, "temple": "yes"})
    assert {v.rule for v in refused.violations} == {"Temple"}
    with pytest.raises(RuleRefused, match="Temple"):
        session.act("coast-tile", {**read_again, "temple": "yes"})
    assert [row["edges"][1] for said in session.stated for row in said["tiles"]] == ["land"]


@pytest.mark.usefixtures("english")
def test_a_name_only_refused_stays_in_its_save_and_a_used_one_reaches_the_kit(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _hellas_at_second_tile(capsys)
    # A misspelt name, refused where it was laid: kept for this evening's commands only.
    code, _, err = run(capsys, "act", "h", "coast-tile", "name=Ithakki", "temple=no", "edges=LSSSSS", "at=athens-n")
    assert code == 1 and "ithakki can be named from now on" in err
    code, _, err = run(capsys, "act", "h", "coast-tile", "name=Ithaki", "temple=no", "edges=LSSSSS", "at=athens-n")
    assert code == 1
    code, _, err = run(capsys, "act", "h", "coast-tile", "tile=ithaki", "at=NE of the dolphin tile", "turn=0")
    assert code == 0, err
    kit = learning.current(registry.load("hellas"))  # what the next evening starts with
    assert kit.entry("tiles", "ithaki") is not None
    assert kit.entry("tiles", "ithakki") is None


@pytest.mark.usefixtures("english")
def test_a_sessions_export_holds_what_its_refusals_stated(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``kit export --from SAVE`` is all the session knows (play-test 11: a tile it was told of was missing)."""
    _hellas_at_second_tile(capsys)
    code, _, _ = run(capsys, "act", "h", "coast-tile", "name=Ithaki", "temple=no", "edges=LSSSSS", "at=athens-n")
    assert code == 1
    code, out, err = run(capsys, "kit", "export", "hellas", "--from", "h")
    assert code == 0, err
    assert "ithaki" in out.lower()


@pytest.mark.usefixtures("english")
def test_naming_the_tile_again_alike_keeps_the_earlier_word_and_its_real_refusal() -> None:
    """Only a statement that differs puts the earlier one aside: the same tile named again, or described alike,
    is refused for what is really wrong (where it goes), not as an unknown tile."""
    session = _ithaki_misread()
    again = session.propose("coast-tile", {"tile": "ithaki", "at": "athens-n"})
    assert {v.rule for v in again.violations} == {"Coast"}
    alike = session.propose("coast-tile", {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"})
    assert {v.rule for v in alike.violations} == {"Coast"}
