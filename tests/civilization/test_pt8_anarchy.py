"""Play-test 8, bug 2: a player holding a working wonder that skips Anarchy (The Pyramids, l. 49) changes
government at once without typing ``no_anarchy=yes``."""

from __future__ import annotations

from tests.civilization.helpers import new, put, realm


def test_the_pyramids_skip_anarchy_unasked() -> None:
    # x13: Egypt with The Pyramids working took Monarchy and sat a round in Anarchy.
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    put(session, "pyramids", 1, "market", "city:rome-capital")
    session.act("government", {"government": "Republic"})
    assert (realm(session, 0).government, realm(session, 0).free_policy) == ("republic", True)
    assert session.events[-1].args["no_anarchy"] is True  # kept with the event: a replay needs no kit change
    said = session.outcome(len(session.events))[0]
    assert said == "Ondrej changes to Republic at once (The Pyramids) and chooses a policy for free."


def test_without_the_wonder_the_change_still_passes_through_anarchy() -> None:
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    session.act("government", {"government": "Republic"})
    assert realm(session, 0).government == "anarchy"


def test_the_table_may_still_choose_the_anarchy() -> None:
    session = new(("Ondrej", "rome"), ("Filip", "china"))
    put(session, "pyramids", 1, "market", "city:rome-capital")
    session.act("government", {"government": "Republic", "no_anarchy": "no"})
    assert realm(session, 0).government == "anarchy"
