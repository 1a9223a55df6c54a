"""Fix 8 (issues 36, 37, 38): the command line's wording leftovers: what --force cannot do, said plainly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tui.cli.main import main


def _demo(capsys: pytest.CaptureFixture[str], game: str = "mare-nostrum", lang: str = "en") -> str:
    assert main(["--lang", lang, "demo", game, "--no-tui"]) == 0
    capsys.readouterr()
    return f"{game}-demo"


def _refused(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    assert main(list(words)) == 1
    return capsys.readouterr().err


def test_a_refusal_out_of_its_phase_says_where_to_take_it(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _demo(capsys)
    said = _refused(capsys, "act", save, "buy", "item=legion")
    assert "even overriding" not in said
    assert said.rstrip().endswith("; --force cannot take it outside its phase: take it in that phase"), said


def test_a_plain_rule_refusal_says_what_to_change(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _demo(capsys)
    said = _refused(capsys, "act", save, "battle", "place=rome")
    assert "even overriding" not in said and "nobody else's units stand in Rome" in said
    assert "--force cannot carry it out as typed: change what the reason names (if the table differs: " in said
    assert f"tabula act {save} correct ..." in said, said


def test_in_czech_too(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _demo(capsys, lang="cs")
    said = _refused(capsys, "--lang", "cs", "act", save, "buy", "item=legion")
    assert "ani s přebitím" not in said
    assert "ani --force ji mimo její fázi neprovede: proveďte ji v té fázi" in said, said


def test_the_guard_after_a_turn_passed_by_itself_names_the_czech_command(
    czech: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.errors import RuleRefused
    from tests.test_slipped_next import _bo_duels

    session = _bo_duels(True, monkeypatch)
    with pytest.raises(RuleRefused) as refused:
        session.act("next")
    said = str(refused.value)
    assert "svůj tah ukončí příkazem další --as Ann" in said and " next " not in said, said


def test_giving_up_a_research_is_not_said_discarded() -> None:
    from engine.errors import Refused
    from engine.i18n import set_language
    from tests.civilization.helpers import go_to, new, set_realm
    from tui.cli.session import _unless_lost

    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    with pytest.raises(Refused) as asked:
        _unless_lost(session, "civ", "next-phase", {}, None, False, False)
    assert str(asked.value) == (
        "next-phase gives up Ondrej's chance to research this round (skipped; the 9 trade stay on the dial);"
        " add --yes to go on"
    )
    set_language("cs")
    try:
        with pytest.raises(Refused) as asked:
            _unless_lost(session, "civ", "další-fáze", {}, None, False, False)
    finally:
        set_language("en")
    assert str(asked.value).startswith("další-fáze vzdá možnost hráče Ondrej zkoumat"), str(asked.value)
    assert session.phase.id == "research"  # asked, nothing taken


def test_more_steps_than_events_undo_and_redo_them_all(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _demo(capsys, "hellas")
    assert main(["undo", save, "--steps", "5"]) == 0
    capsys.readouterr()
    assert main(["redo", save, "--steps", "20"]) == 0
    out = capsys.readouterr().out
    assert out.count("redone: ") == 5 and "only 5 events to redo: all redone" in out, out
    assert main(["redo", save]) == 1  # nothing left: refused, as before
    assert "nothing to redo" in capsys.readouterr().err
    assert main(["undo", save, "--steps", "999"]) == 0
    out = capsys.readouterr().out
    assert "only 23 events to undo: all undone" in out and "Now: round 1" in out, out
    assert main(["--lang", "cs", "redo", save, "--steps", "2"]) == 0  # as many as asked: nothing more said
    assert "šlo jen" not in capsys.readouterr().out


def test_the_session_clamps_the_steps_alike() -> None:
    from tests.conftest import finish_harvest, new_market

    session = new_market(2)
    finish_harvest(session)
    total = len(session.events)
    assert len(session.undo(total + 6)) == total and not session.events
    assert len(session.redo(total + 6)) == total and not session.redo_stack
