"""Issue 32 (Mare Nostrum play-test): ``correct holder=province:rome`` was refused for want of ``.land``. A holder
named by its place takes that place's holder; a name several holders share is refused naming them."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import NotFound
from engine.i18n import set_language
from engine.session import Session
from tests.mare_nostrum.helpers import finish_setup, new_game, table
from tui.cli.main import main


def _rome() -> Session:
    """Petr (Rome), Mirek (Carthage), Honza (Greece); Carthage's caravans on fish and metals."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Mirek", "Honza"))
    finish_setup(session, named={"carthage": ["fish", "metals"]})
    return session


def test_a_province_names_its_land_holder() -> None:
    session = _rome()
    holders = session.catalogue("holder")
    assert holders.resolve("province:rome").id == "province:rome.land"
    assert holders.resolve("province:athens").id == "province:athens"  # a place without a suffix, as before
    before = table(session).legions("rome", "rome")
    session.act(
        "correct",
        {
            "holder": "province:rome",
            "kind": "legion:rome",
            "count": before + 1,
            "reason": "one more on the table",
            "source": "reserve:rome",
        },
    )
    assert table(session).legions("rome", "rome") == before + 1


def test_a_place_with_several_holders_is_refused_naming_them() -> None:
    holders = _rome().catalogue("holder")
    assert {holders.resolve(h).id for h in ("symbol:carthage.fish", "symbol:carthage.metals")} == {
        "symbol:carthage.fish",
        "symbol:carthage.metals",
    }
    with pytest.raises(NotFound) as refused:
        holders.resolve("symbol:carthage")
    said = str(refused.value)
    assert said.startswith("'symbol:carthage' could be ") and said.endswith(": name one of them"), said
    assert "fish" in said and "metals" in said
    set_language("cs")
    try:
        with pytest.raises(NotFound) as refused:
            holders.resolve("symbol:carthage")
    finally:
        set_language("en")
    assert str(refused.value).startswith("„symbol:carthage“ může znamenat "), str(refused.value)


def test_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_rome(), tmp_path / "r.toml")
    capsys.readouterr()
    where = ["--saves-dir", str(tmp_path), "act", "r", "correct"]
    fields = ["kind=legion:rome", "count=3", "reason=x", "source=reserve:rome", "--check"]
    assert main([*where, "holder=province:rome", *fields]) == 0
    assert main([*where, "holder=symbol:carthage", *fields]) == 2
    err = capsys.readouterr().err
    assert "could be" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
