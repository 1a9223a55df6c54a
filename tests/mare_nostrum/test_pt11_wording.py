"""Play-test 11's wording: a second ``offer`` said only that it was one, Cleopatra's swap names cards, the kit
walk's goods hint once."""

from __future__ import annotations

from tests.mare_nostrum.helpers import deal, finish_setup, new_game, table


def test_a_second_offer_is_refused_as_one_alone() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name in ("Ann", "Bo", "Cy"):
        deal(session, name, {"slaves": 1, "wine": 1})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 1}, actor=merchant)
    session.act("offer", {"cards": "slaves"}, actor="Ann")
    refused = session.propose("offer", {"cards": "slaves"}, actor="Ann")
    said = [v.message for v in refused.violations]
    assert "Ann has already offered" in said and not [m for m in said if "has no" in m], said


def test_the_36_point_pending_says_each_total_once() -> None:
    session = new_game("egypt", "rome", "greece", names=("Jana", "Petr", "Honza"), variants=("points-start",))
    pending = [p["text"] for p in session.summary()["pending"]]
    assert len([line for line in pending if "Jana" in line and "36" in line]) == 1, pending


def test_cleopatras_swap_names_cards() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    deal(session, "Ann", {"taxes": 2})
    event = session.act("cleopatra", {"take": "gems", "give": "taxes"}, actor="Ann")
    said = session.describe_event(event, len(session.events))
    assert "swaps one" in said and "card for one" in said, said


def test_a_picked_take_is_said_once() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        deal(session, name, {card: 3})
    merchant = session.players[table(session).holder_of("merchant") or 0].name
    session.act("exchange-size", {"count": 2}, actor=merchant)
    for name, card in (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine")):
        session.act("offer", {"cards": ",".join([card] * 2)}, actor=name)
    event = session.act("take", {"from": "Cy"})
    said = session.outcome(len(session.events))
    assert session.describe_event(event, len(session.events)) == "Bo takes wine from Cy"
    assert said == ["Cy takes next."], said


def test_stavet_is_buy() -> None:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    assert session.spec("stavět").name == session.spec("stavet").name == "buy"


def test_the_czech_role_count_reads_naturally() -> None:
    from engine.i18n import set_language, tr

    set_language("cs")
    try:
        said = tr("The {card} goes to {player}, who counts {n} for it against {other}'s {m}.")
        no_role = tr("none held")
    finally:
        set_language("en")
    assert "proti {m} u hráče {other}" in said, said
    assert no_role == "nemá žádnou"  # "role: bez role" said role twice
