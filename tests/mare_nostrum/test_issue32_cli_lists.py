"""Issue 32, the CLI play-test's remaining findings: what ``tabula act`` lists and says for a field.

The cards a player may offer are theirs to see: ``--as NAME`` lists them to that player, the table's listing
names the catalogue; a card refused from a hidden hand is named, never with the hand; an after-battle choice's
buildings are those of its province; a purchase's province says when it is needed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import NotFound
from engine.i18n import set_language
from engine.session import Session
from engine.summary import field_offers
from tests.mare_nostrum.helpers import buildings, units
from tests.mare_nostrum.test_issue32_offers import _bo_in_strategy
from tests.mare_nostrum.test_round import _started
from tui.cli.main import main


def tabula(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def _trade(tmp_path: Path) -> Path:
    """Ann, Bo and Cy to offer one card each; Ann holds 2 taxes, fish, grain and wine, Bo cattle, fish, fruit,
    metals and a tax."""
    session = _started()
    session.act("exchange-size", {"count": 1}, actor="Bo")
    save = tmp_path / "trade.toml"
    saves.save(session, save)
    return save


def _cards_line(out: str) -> str:
    return next(line.strip() for line in out.splitlines() if line.strip().startswith("cards="))


def test_the_cards_to_offer_are_listed_to_their_player(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _trade(tmp_path)
    # The player acting says who reads: their own hand is what they choose from (the play-test saw all 13 kinds).
    code, out = tabula(capsys, "act", str(save), "offer", "--as", "Ann", "--help")
    assert code == 0 and _cards_line(out).split()[0] == "cards=taxes|wine|grain|fish"
    code, out = tabula(capsys, "act", str(save), "offer", "--help", "--as=bo")
    assert "(Bo by default)" in out and _cards_line(out).split()[0] == "cards=taxes|cattle|metals|fruit|fish"
    # Read by the table, the listing names the catalogue in its own order, which tells nothing of a hand.
    code, out = tabula(capsys, "act", str(save), "offer", "--help")
    assert "cards=taxes|gems|papyrus|perfume|gold|cattle|metals|oil|... (13 in all)" in _cards_line(out)


def test_a_card_refused_from_a_hidden_hand_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # "that card cannot be taken from Ann's hand" did not say which of the cards typed was refused; then
    # "Ann's gems card cannot be taken" did not say why (December evening): she has none.
    save = _trade(tmp_path)
    code, out = tabula(capsys, "act", str(save), "offer", "cards=gems", "--check", "--as", "Ann")
    assert code == 1 and out.strip() == "Components: Ann has no gems card"
    session = saves.load(save)
    session.act("exchange-size", {"count": 3}, actor="Bo", force=True)
    saves.save(session, save)
    code, out = tabula(capsys, "act", str(save), "offer", "cards=taxes,taxes,taxes", "--check", "--as", "Ann")
    # She holds two: "does not hold 3" says no more than the refusal does.
    assert code == 1 and "Components: Ann does not hold 3 taxes" in out.splitlines()
    assert "hand" not in out  # never with the hand: what it holds is not said


def _bo_won_north_of_rome() -> Session:
    """Bo's legions alone in North of Rome (a metals caravan) after beating Rome's legion."""
    session = _bo_in_strategy()
    session.act("move-legion", {"from": "carthage", "to": "north-of-rome", "count": 3})
    session.act("battle", {"attacker_rolls": "6,1,1", "defender_rolls": "1"})
    return session


def test_a_building_not_in_the_province_is_answered_with_what_is_there() -> None:
    session = _bo_won_north_of_rome()
    # The play-test's `buildings=caravan` was answered with "oil caravan, wine caravan or gold caravan".
    with pytest.raises(NotFound) as refused:
        session.propose("occupy", {"province": "North of Rome", "buildings": "caravan"})
    assert str(refused.value) == "buildings: no building 'caravan'; did you mean metals caravan?"
    # Bo's legion alone in Rome too, beside its temple: each province offers its own buildings.
    units(session, "rome", "legion", "rome", 0)
    units(session, "rome", "fortress", "rome", 0)
    units(session, "rome", "legion", "carthage", 1)
    buildings(session, "rome", "temple", 1)
    spec = session.spec("occupy")
    field = spec.field("buildings")
    assert field is not None
    assert field_offers(session, spec, field, {"province": "North of Rome"})[0] == ["caravan:metals"]
    assert field_offers(session, spec, field, {"province": "rome"})[0] == ["temple"]
    # No province named yet: what stands in either, never the catalogue's other caravans.
    assert field_offers(session, spec, field)[0] == ["temple", "caravan:metals"]
    with pytest.raises(NotFound, match=r"no building 'caravan' \(choose from temple\)$"):
        session.propose("occupy", {"province": "rome", "buildings": "caravan"})
    # A misspelt name is answered with the catalogue's closest, as before.
    with pytest.raises(NotFound, match=r"no building 'tmple'; did you mean temple\?$"):
        session.propose("occupy", {"province": "North of Rome", "buildings": "tmple"})


def test_a_purchase_says_when_its_province_is_needed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The form and the listings called the province optional; a legion, fleet, fortress or caravan needs one.
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")  # the trade phase ends by itself
    session.act("next", {"player": "Bo"})
    assert session.phase.id == "build"
    # Left out where it is needed, the purchase is refused as before, saying so.
    refused = session.propose("buy", {"item": "legion"})
    assert any(v.message.startswith("name the province it goes in") for v in refused.violations)
    field = session.spec("buy").field("province")
    assert field is not None and not field.required
    said = "where it goes (needed for a piece or building, not for a wonder or hero)"
    assert field.said == said  # the form's placeholder and the : line's hint
    assert field.describe()["needed"] == "for a piece or building, not for a wonder or hero"
    save = tmp_path / "build.toml"
    saves.save(session, save)
    code, out = tabula(capsys, "act", str(save), "buy", "--help")
    assert code == 0 and any(line.strip().startswith("[province=") and line.endswith(said) for line in out.splitlines())
    code, out = tabula(capsys, "--lang", "cs", "act", str(save), "buy", "--help")
    set_language("en")  # --lang stays chosen in this process
    assert "kam to patří (nutné pro figurku nebo stavbu, ne pro div ani hrdinu)" in out
