"""Fix 7, item 7: the values of the tribe, shortage and landscape fields are taken in Czech, singular forms too
(``kmen=jízdní``, ``kmen=pěší``, ``surovina=pastvina``, ``druh=pastvina``), as the play-test typed them."""

from __future__ import annotations

import pytest

from tests.struggle_for_rome.helpers import new


@pytest.mark.parametrize(("typed", "tribe"), [("jízdní", "cavalry"), ("pěší", "infantry"), ("jizdni kmen", "cavalry")])
def test_a_tribe_is_named_in_czech(czech: None, typed: str, tribe: str) -> None:
    session = new(4)
    proposal = session.propose("stand", {"player": "Ann", "tribe": typed, "crossing": "red-start-1"})
    assert proposal.args["tribe"] == tribe


@pytest.mark.parametrize("typed", ["pastvina", "pastviny", "pasture"])
def test_pasture_is_named_in_the_singular_too(czech: None, typed: str) -> None:
    session = new(4)
    assert session.propose("shortage", {"resource": typed, "due": 3}).args["resource"] == "pasture"
    session.act("add-landscape", {"name": "Po", "kind": typed})
    assert session.outcome(len(session.events)) == ["Po: pastviny."]


def test_a_city_is_one_name_in_a_czech_line(czech: None) -> None:
    """The log's tile line named the city by its kit id ("z krabice → Roma") beside "Řím" in the outcome."""
    session = new(4)
    session.act("add-city", {"city": "Roma", "province": "south-italy", "eagle": True, "neutral": False})
    assert session.ruleset.holder_label_at(session.context(), "city:roma") == "Řím"
    assert session.ruleset.holder_label_at(session.context(), "bank") is None
