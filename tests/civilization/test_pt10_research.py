"""Play-test 10: a free tech due is used by default; the inferred researcher is said without a shared deck."""

from __future__ import annotations

from tests.civilization.helpers import go_to, learn, new, realm, set_realm


def test_a_free_tech_due_is_used_even_when_the_dial_could_pay() -> None:
    # Jana held a Teacher-hut free tech and 6 trade: research charged the whole dial (l. 199: one new tech).
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=6, free_techs=1)
    session.act("research", {"player": "Jana", "tech": "pottery"})
    mine = realm(session, 0)
    assert (mine.trade, mine.free_techs) == (6, 0)
    assert mine.researched != session.context().position.round  # the round's paid tech is still open
    said = session.outcome(len(session.events))
    assert said[0] == "Jana takes Pottery (level 1) for free."
    assert said[1] == (
        "The free tech leaves Jana's dial at 6 trade; Jana may still buy a tech this round, paid from the dial."
    )


def test_free_no_still_pays_with_a_free_tech_due() -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=6, free_techs=1)
    session.act("research", {"player": "Jana", "tech": "pottery", "free": False})
    mine = realm(session, 0)
    assert (mine.trade, mine.free_techs) == (0, 1)


def test_no_sentence_says_a_tech_is_one_shared_card() -> None:
    # "X is the only one still to research who can take Y" read as one shared card; each player has a deck.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=9)
    set_realm(session, 1, trade=9)
    learn(session, 1, ["pottery"])
    session.act("research", {"tech": "pottery"})
    said = session.outcome(len(session.events))
    assert said[0] == "Ondrej researches Pottery (level 1): trade 9, 0 coins."
    assert not any("only one" in line or "Recorded for" in line for line in said)
    assert session.events[-1].actor == "Ondrej"


def test_a_free_tech_due_says_it_comes_by_itself() -> None:
    # "research, ticking a free tech" no longer holds: the tech named next comes free unless free=no.
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    set_realm(session, 0, free_techs=1)
    pending = session.ruleset.pending(session.context())
    assert "Ondrej has 1 free tech to take: the next tech researched comes free." in pending


def test_a_tech_the_table_added_is_named_not_a_tech_card() -> None:
    # Bronze Working added with add-tech went into the pyramid as "1 tech card" in the log.
    session = new(("Petr", "rome"), ("Jana", "china"))
    set_realm(session, 0, trade=6)
    go_to(session, "research")
    session.act("add-tech", {"name": "Bronze Forging", "level": "1"})
    session.act("research", {"player": "Petr", "tech": "Bronze Forging"})
    said = session.outcome(len(session.events))
    assert said[0] == "Petr researches Bronze Forging (level 1): trade 6, 0 coins."
    assert not any("tech card" in line for line in said)


def test_a_free_tech_the_dial_could_not_pay_says_nothing_of_buying() -> None:
    session = new(("Jana", "china"), ("Petr", "rome"))
    go_to(session, "research")
    set_realm(session, 0, trade=2, free_techs=1)
    session.act("research", {"player": "Jana", "tech": "pottery"})
    said = session.outcome(len(session.events))
    assert said[0] == "Jana takes Pottery (level 1) for free."
    assert not any("may still buy" in line for line in said)
