"""What the table need not type and what it reads: the only city still to act, the free policy, the hand
limit's discards, and sentences that count right ("1 hammer", "1 coin")."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from rulesets.civilization import views
from tests.civilization.helpers import give_person, go_to, new, put, realm, set_realm


def pending(session: Session) -> list[str]:
    return list(session.ruleset.pending(session.context()))


def test_a_players_only_city_still_to_act_is_worked_out() -> None:
    # l. 96-99: each city takes one action; with one city left to act, the table need not name it.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    go_to(session, "city")
    with pytest.raises(RuleRefused, match="City: which city acts\\? say which: China capital or Xian"):
        session.act("harvest", {"resource": "iron"})
    session.act("harvest", {"resource": "iron", "city": "Xian"})
    # As the command line sends it: fields as text, no city named.
    event = session.act("arts", {"masks": "1"})
    assert event.args["city"] == "china-capital" and event.actor == "Ondrej"
    assert session.describe_event(event, len(session.events)) == "Ondrej devotes China capital to the arts"
    # Filip has one city: his build needs no city either.
    set_realm(session, 1, trade=3)
    assert session.act("build", {"item": "army", "cost": "1", "hammers": "1"}).args["city"] == "rome-capital"


def test_the_free_policy_after_anarchy_is_pending() -> None:
    # l. 54: once Anarchy is over, a policy is chosen for free.
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    session.act("government", {"government": "Republic"})
    assert not any("free policy" in line for line in pending(session))
    go_to(session, "research")
    go_to(session, "start")
    assert realm(session, 0).free_policy
    # Said once, by the phase's duty (play-test 8: the ruleset's own line repeated it in Pending).
    texts = [item["text"] for item in session.summary()["pending"]]
    assert [t for t in texts if "free policy" in t] == ["Policy: Ondrej still to choose a free policy"]
    assert not any("free policy" in line for line in pending(session))
    session.act("next")  # round 2 starts with Filip (l. 26)
    session.act("policy", {"policy": "Rationalism"})
    assert not any("free policy" in item["text"] for item in session.summary()["pending"])


def test_the_end_of_anarchy_is_said() -> None:
    # l. 49, l. 54: at the next round's start the new government is in and a policy comes free.
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    session.act("government", {"government": "Republic"})
    go_to(session, "research")
    before = session.context()
    session.act("next-phase")
    said = views.by_itself(before, session.context())
    assert said == ["Ondrej's Anarchy is over: Republic from now on, and a free policy to choose."]


def test_cards_over_the_hand_limit_are_announced_then_discarded_with_the_limit_said() -> None:
    # l. 126: cards over the limit (2 at the start) are discarded at the end of city management.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    put(session, "event", 3, "deck", "hand:rome")
    go_to(session, "city")
    assert "Filip holds 3 culture event cards, hand limit 2: 1 is discarded when city management ends." in pending(
        session
    )
    before = session.context()
    session.act("next-phase", force=True)
    assert views.by_itself(before, session.context()) == ["Filip discards 1 culture event card (hand limit 2)."]


def test_build_sentences_count_one_hammer() -> None:
    # l. 111: missing hammers cost 3 trade each; leftovers are lost. "1 hammers" read wrong.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, trade=9)
    go_to(session, "city")
    session.act("build", {"item": "army", "cost": "1", "hammers": "1"})
    assert session.outcome(len(session.events))[0] == "China capital builds Army for 1 hammer."
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, trade=9)
    go_to(session, "city")
    session.act("build", {"item": "army", "cost": "2", "hammers": "1"})
    assert session.outcome(len(session.events))[:2] == [
        "China capital builds Army for 2 hammers.",
        "1 missing hammer costs 3 trade (dial 9 to 6).",
    ]
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "city")
    session.act("build", {"item": "army", "cost": "2", "hammers": "3"})
    assert session.outcome(len(session.events))[1] == "1 hammer left over is lost."


def test_one_coin_to_go_reads_as_one_coin() -> None:
    # l. 8: 15 coins win; the victory panel counted "1 coins to go".
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    give_person(session, 0, "marco-polo")
    session.act("coins", {"player": "Ondrej", "change": "14", "from": "person"})
    distances = next(v for v in session.ruleset.views(session.context()) if v.title == "Victory distances")
    assert distances.rows[0][3] == "1 coin to go" and distances.rows[1][3] == "15 coins to go"


def test_show_counts_the_tech_decks_instead_of_naming_forty_cards() -> None:
    # Issue 18 audit: show ran to 94 lines for four players, 40 of them the tech cards nobody has researched.
    from engine.summary import summary
    from tui.show_text import render

    session = new(("Ondrej", "china"), ("Filip", "rome"), ("Avesonn", "egypt"), ("Otas", "russia"))
    text = render(session, summary(session))
    assert text.count("    tech deck: 44 cards") == 4
    assert "Agriculture card" not in text
    # 64 lines, the great person deck (counted face down), the kit's two unknown combat bonuses and its unknown
    # upgrade stars among them, and Pending's lines: the start abilities to put on the table, and ending the start
    # for everyone (said from the start's first turn since play-test 6).
    assert len(text.splitlines()) < 72
    assert max(len(line) for line in text.splitlines()) <= 100


def test_an_obsolete_wonder_in_the_market_is_marked() -> None:
    # Play-test: an obsolete Stonehenge was not marked on the wonder market.
    from dataclasses import replace as swap

    from engine.summary import summary
    from tui.show_text import render

    session = new(("Ondrej", "china"), ("Filip", "rome"))
    state = session.table.game
    session.tables[-1] = swap(session.table, game=swap(state, obsolete=frozenset({"stonehenge"})))
    text = render(session, summary(session))
    assert "Stonehenge (obsolete)" in text
    assert "Wonder market: Angkor Wat" in text


def test_a_civilizations_name_says_its_capital() -> None:
    # Play-test: city=china was not matched to "China capital".
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("found-city", {"name": "Xian"})
    go_to(session, "city")
    session.act("arts", {"city": "china", "masks": 0})  # a first count is asked (play-test 8)
    assert "china-capital" in realm(session, 0).acted


def test_an_empty_holder_can_be_corrected() -> None:
    # Play-test: refusals said "use correct", but correct knew no "Filip's hand" or coin dial while empty.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    session.act("correct", {"holder": "Filip's hand", "kind": "event", "count": "1", "reason": "drawn at the table"})
    assert session.table.ledger.count("hand:rome", "event") == 1
    session.act("correct", {"holder": "Filip's coin dial", "kind": "coin", "count": "2", "reason": "a hut"})
    assert session.table.ledger.count("coins:rome", "coin") == 2


def test_a_holder_is_named_without_the_apostrophe_too() -> None:
    # Play-test: correct holder="Avesonn hand" was not found (only "Avesonn's hand" or "hand Avesonn").
    session = new(("Ondrej", "china"), ("Avesonn", "egypt"))
    session.act("correct", {"holder": "Avesonn hand", "kind": "event", "count": "1", "reason": "drawn"})
    assert session.table.ledger.count("hand:egypt", "event") == 1
