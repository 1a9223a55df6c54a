"""The report says a battle's place once where the place names the defender (play-test 11, Struggle for Rome:
"Ana against Lugdunum at Lugdunum")."""

from __future__ import annotations

import pytest

from engine.battle import Battle
from engine.story import where_fought


@pytest.mark.usefixtures("english")
def test_a_place_that_names_the_defender_is_said_once() -> None:
    city = Battle(place="Lugdunum", sides=("Ana's cavalry", "Lugdunum"), odds="", result="")
    assert where_fought(city) == "Ana's cavalry against Lugdunum"
    field = Battle(place="Sparta", sides=("Ann", "Bo"), odds="", result="")
    assert where_fought(field) == "Ann against Bo at Sparta"
