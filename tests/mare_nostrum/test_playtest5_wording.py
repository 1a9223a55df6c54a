"""Play-test 5 (issue 32), wording: a caravan placed by ``printed`` said as standing on its symbol; places
answering to their words' initials (``nor``) in every field, as in the kit walk."""

from __future__ import annotations

import random

from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.mare_nostrum.helpers import table


def _preset() -> Session:
    players = [("Petr", "rome"), ("Honza", "greece"), ("Katka", "egypt"), ("Mirek", "carthage")]
    return Session.new(INFO.load(), players, rng=random.Random(1))


def test_a_caravan_placed_by_printed_is_said_on_its_symbol() -> None:
    session = _preset()
    session.act("printed", {"province": "north-of-rome", "goods": "metals"})
    said = session.outcome(len(session.events))
    assert said == [
        "North of Rome shows goods symbols metals; its city sites are not known yet.",
        "1 caravan in North of Rome stands on its metals symbol now.",
    ]
    assert table(session).caravans("north-of-rome") == ["metals"]


def test_a_province_answers_to_its_initials() -> None:
    session = _preset()
    session.act("caravan-good", {"province": "nor", "good": "metals"})
    assert table(session).caravans("north-of-rome") == ["metals"]
    catalogue = table(session).state.atlas.province_catalogue
    assert catalogue.get("sor") is not None and catalogue.get("sor").id == "south-of-rome"  # type: ignore[union-attr]
    # West of Carthage and West of Cyrene share "woc": neither answers to it.
    assert catalogue.get("woc") is None


def test_naming_a_caravans_good_says_it_once() -> None:
    # "1 caravan goes from North of Rome to the metals symbol in North of Rome" followed the sentence saying so.
    session = _preset()
    session.act("caravan-good", {"province": "north-of-rome", "good": "metals"})
    assert session.outcome(len(session.events)) == ["A caravan in North of Rome stands on a metals symbol."]


def test_czech_names_an_offer_and_a_player_without_a_role_naturally(czech: None) -> None:
    # "Honza nabízí: 1 karta" and "role: žádné" read stiffly: the offer is labelled, no role is "bez role".
    from tests.mare_nostrum.test_playtest5_forced import _exchange_of_one

    session = _exchange_of_one()
    index = next(i for i, e in enumerate(session.events, 1) if e.type == "offer")
    assert session.describe_event(session.events[index - 1], index) == "Nabídka hráče Ann: 1 karta"
    roles = session.ruleset.trackers(session.context(), 0)["roles"]
    assert roles in ("nemá žádnou", "Vojevůdce")  # play-test 11: "role: bez role" said role twice
    without = [session.ruleset.trackers(session.context(), p)["roles"] for p in range(3)]
    assert "žádné" not in without
