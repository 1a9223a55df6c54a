"""What Struggle for Rome tells the table: outcome sentences, plain output, and what must happen first."""

from __future__ import annotations

import re

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import add_city, augusta_plunder_example, hand, new, put, tiles, to_phase, tribe

REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


def _last(session: Session) -> list[str]:
    return session.outcome(len(session.events))


def test_a_plunder_says_what_the_tribe_won_and_lost() -> None:
    session = augusta_plunder_example()
    assert _last(session)[:4] == [
        "Ann's cavalry tribe plunders Augusta (2 horsemen against 2 towers): a Germania tile, an action card and "
        "2 gold for 2 wagons. The red field sends a horseman back to the supply.",
        "1 plunder tile goes from Augusta to the Germania tile stack of Ann's cavalry.",
        "1 card comes into play at Ann's pile of action cards.",  # drawn face down (L7): counted, not named
        "2 gold go from the bank to Ann's purse.",
    ]
    assert _last(session)[-1] == "Bo's turn."


def test_a_conquest_founds_an_empire() -> None:
    session = new()
    to_phase(session, "cavalry")
    tribe(session, "red", "cavalry", figures=3, wagons=2)
    tiles(session, "red", "cavalry", gallia=1, germania=1, hispania=1)
    add_city(session, "Narbo", 3, "gallia")
    session.act("conquer", {"city": "Narbo"})
    lines = _last(session)
    assert lines[0] == "Ann's cavalry tribe founds an empire at Narbo; its empire has 1 city (1 point each)."
    assert "1 horseman goes from Ann's tribes on the map to Narbo." in lines
    assert "1 plunder tile goes out of play from Narbo." in lines


def test_refusals_and_costs_read_as_sentences() -> None:
    # Play-test usability 5: cost refusals printed {'ore': 1, 'horse': 1}.
    session = new()
    to_phase(session, "build")
    proposal = session.propose("build", {"item": "figures"})
    assert proposal.violations[0].message == "figures cost 1 ore, 1 horse; Ann lacks 1 ore, 1 horse"
    hand(session, "red", horse=1, grain=1)
    put(session, "purse:red", "gold", 5, "bank")
    session.act("build", {"item": "wagon", "tribe": "infantry", "joker": "cattle"})
    assert _last(session)[0] == "3 gold stand in for the cattle."


def test_trackers_views_and_places_are_plain() -> None:
    # Play-test usability 5: tiles printed as {'germania': 1}.
    session = new(variants=("terror-of-the-legions",))
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania", neutral=False)
    tribe(session, "red", "cavalry", figures=2, wagons=2)
    session.act("plunder", {"city": "Augusta", "reward": "gold"})
    summary = session.summary()
    ann = summary["players"][0]
    assert (ann["vp"], ann["cavalry"]) == (
        0,
        "2 horsemen · 2 wagons · tiles Germania · 1 of 3 colours for an empire; 1 of 5 colours for Scourge",
    )
    texts = [str(v) for p in summary["players"] for k, v in p.items() if k != "holdings"]
    ctx = session.context()
    for view in session.ruleset.views(ctx):
        texts.extend(str(cell) for row in view.rows for cell in row)
    texts.extend(p.summary for p in session.ruleset.places(ctx))
    texts.extend(p["text"] for p in summary["pending"])
    assert texts and not [t for t in texts if REPR.search(t)]
    assert summary["places"][0]["summary"] == "2 towers, Germania, plundered"


def test_next_phase_lists_what_the_roll_still_needs() -> None:
    session = new()
    fresh = Session.new(session.ruleset, [("Ann", None), ("Bo", None), ("Cy", None)])
    with pytest.raises(RuleRefused) as refused:
        fresh.act("next-phase")
    rules = [v.rule for v in refused.value.violations]
    assert rules == ["Compass rose", "Setup"] and "Ann, Bo, Cy still to record" in str(refused.value)
    session.act("roll-resources", {"dice": "3,4"})
    with pytest.raises(RuleRefused, match="Ann moves the legionary first"):
        session.act("next-phase")
    assert "Legionary: Ann moves the legionary first" in [p["text"] for p in session.summary()["pending"]]
    forced = session.act("next-phase", force=True)
    assert forced.forced == ("Compass rose", "Legionary")


def test_counts_read_as_words_and_the_legionary_names_the_real_cause() -> None:
    """Play-test of issue 16: "Di shows 1 Diplomats", "moves 1 land and 1 sea arrows", and a legionary sent
    east of the Limes was also told to "say which landscape" though the kit knows it."""
    from tests.struggle_for_rome.helpers import example_kit

    session = new()
    to_phase(session, "build")
    put(session, "cards:red", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    assert _last(session)[0] == "Ann shows 1 Diplomat and moves the legionary next."
    session.act("legionary", {"landscape": "forest", "province": "gallia"})
    to_phase(session, "cavalry")
    event = session.act("move", {"land": 1, "sea": 1, "first": "land"}, force=True)
    assert session.describe_event(event) == "Ann moves 1 land and 1 sea arrow"
    kit = new(kit=example_kit())
    kit.act("roll-resources", {"dice": "3,4"})
    refused = kit.propose("legionary", {"at": "e1"})
    assert [v.message for v in refused.violations] == ["Steppe field lies east of the Limes: no legionary there"]


def test_each_duty_of_the_roll_is_listed_once() -> None:
    """Play-test of issue 16: pending said the starting cards twice ("Starting pasture card still to record"
    and "Setup: ... still to record"), and the roll twice; each duty now reads once, naming who."""
    import random

    from engine.session import Session
    from rulesets.struggle_for_rome import INFO

    session = Session.new(INFO.load(), [("Ann", None), ("Bo", None), ("Cy", None)], rng=random.Random(1))
    assert [p["text"] for p in session.summary()["pending"]] == [
        "Compass rose: Ann rolls on: 0 of 4 numbers covered",
        "Setup: Ann, Bo, Cy still to record the starting pasture card",
    ]
