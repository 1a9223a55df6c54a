"""Anarchy (l. 47-50): a round without a government bonus and with paralysed cities, and the cards that skip it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from engine.errors import RuleRefused
from engine.kits import Kit
from engine.session import Session
from tests.civilization.helpers import game, go_to, kit_with, new, put, realm


def skip_kit(*marks: tuple[str, str, Any]) -> Kit:
    """The shipped kit with ``skips_anarchy`` set on some cards (``(section, id, True, "?" or None)``); the
    shipped kit marks The Pyramids."""
    return kit_with(*((section, ident, "skips_anarchy", value) for section, ident, value in marks))


def rome_and_china(kit: Kit | None = None) -> Session:
    """Ondrej plays Rome (his start tech, the Code of Laws, allows the Republic); Filip plays China."""
    return new(("Ondrej", "rome"), ("Filip", "china"), kit=kit)


def pending(session: Session) -> list[str]:
    return list(session.ruleset.pending(session.context()))


def test_anarchy_paralyses_every_city_for_the_round() -> None:
    # l. 49: during the Anarchy round the player's cities are paralysed; the new government comes next round.
    session = rome_and_china()
    session.act("government", {"government": "Republic"})
    assert session.outcome(len(session.events))[0] == (
        "Ondrej is in Anarchy this round: no government bonus and no city actions; "
        "Republic comes at the start of the next."
    )
    go_to(session, "city")
    for action, fields in (
        ("arts", {}),
        ("harvest", {"resource": "iron"}),
        ("build", {"item": "army", "cost": "5", "hammers": "5"}),
    ):
        with pytest.raises(RuleRefused, match="Anarchy: Ondrej's cities are paralysed this round; none of them acts"):
            session.act(action, fields, actor="Ondrej")
    # The table may still override it, as any rule.
    session.act("arts", {"city": "Rome capital", "masks": 0}, actor="Ondrej", force=True)
    assert realm(session, 0).culture == 1
    # Next round the Republic is in, a policy comes free, and the cities act again.
    go_to(session, "start")
    assert (realm(session, 0).government, realm(session, 0).free_policy) == ("republic", True)
    go_to(session, "city")
    # Masks given: a city its holder never counted is asked them (play-test 8), not taken for none.
    assert session.propose("arts", {"masks": 0}).legal


def test_anarchy_does_not_stop_trade_or_research() -> None:
    # The rulebook names no other effect (l. 49): collecting trade, trading and research go on.
    session = rome_and_china()
    session.act("government", {"government": "Republic"})
    go_to(session, "trade")
    session.act("collect-trade", {"player": "Ondrej", "amount": "9"})
    assert realm(session, 0).trade == 9
    go_to(session, "research")
    assert session.propose("research", {"player": "Ondrej", "tech": "pottery"}).legal


def test_anarchy_shows_in_pending_and_the_strip() -> None:
    session = rome_and_china()
    session.act("government", {"government": "Republic"})
    assert (
        "Ondrej is in Anarchy this round: no government bonus, no city actions; Republic comes next round."
        in pending(session)
    )
    go_to(session, "city")
    strip = session.ruleset.glance(session.context())
    # Ondrej's cities cannot act: he has no turn in city management, and Filip's is the only one.
    assert "Filip's turn, 1 of 1, 1 city to act" in strip.line
    assert strip.rows[0][-1] == "Anarchy: no city actions"


def test_without_a_card_marked_in_the_kit_the_tick_is_the_tables_word() -> None:
    # l. 49: a national ability or wonder may skip Anarchy; a kit that marks none checks nothing.
    session = rome_and_china(skip_kit(("wonders", "pyramids", None)))
    session.act("government", {"government": "Republic", "no_anarchy": "yes"})
    assert (realm(session, 0).government, realm(session, 0).free_policy) == ("republic", True)
    assert (
        session.outcome(len(session.events))[0] == "Ondrej changes to Republic at once and chooses a policy for free."
    )


def test_a_skip_needs_the_wonder_the_kit_marks() -> None:
    # l. 49: only a national ability or a wonder skips Anarchy; the kit marks The Pyramids (fan card list).
    session = rome_and_china(skip_kit(("wonders", "pyramids", True)))
    wanted = {"government": "Republic", "no_anarchy": "yes"}
    with pytest.raises(RuleRefused) as refused:
        session.act("government", wanted)
    assert [(v.rule, v.message) for v in refused.value.violations] == [
        ("Anarchy", "Ondrej has no national ability or working wonder that skips Anarchy (The Pyramids does)")
    ]
    assert refused.value.forcible
    put(session, "pyramids", 1, "market", "city:rome-capital")
    session.act("government", wanted)
    assert realm(session, 0).government == "republic"
    assert session.outcome(len(session.events))[0] == (
        "Ondrej changes to Republic at once (The Pyramids) and chooses a policy for free."
    )


def test_an_obsolete_wonder_no_longer_skips_anarchy() -> None:
    # l. 271: an obsolete wonder's text is lost for good.
    session = rome_and_china(skip_kit(("wonders", "pyramids", True)))
    put(session, "pyramids", 1, "market", "city:rome-capital")
    session.tables[-1] = replace(session.table, game=replace(game(session), obsolete=frozenset({"pyramids"})))
    with pytest.raises(RuleRefused, match="Anarchy: The Pyramids is obsolete: it no longer spares Ondrej the Anarchy"):
        session.act("government", {"government": "Republic", "no_anarchy": "yes"})


def test_a_civilization_the_kit_marks_or_does_not_know_skips() -> None:
    marked = rome_and_china(skip_kit(("wonders", "pyramids", True), ("civilizations", "rome", True)))
    marked.act("government", {"government": "Republic", "no_anarchy": "yes"})
    assert (
        marked.outcome(len(marked.events))[0]
        == "Ondrej changes to Republic at once (Rome) and chooses a policy for free."
    )
    # Rome's card unknown to the kit ("?"): the table's word is taken.
    unsure = rome_and_china(skip_kit(("wonders", "pyramids", True), ("civilizations", "rome", "?")))
    assert unsure.propose("government", {"government": "Republic", "no_anarchy": "yes"}).legal


def test_the_free_policy_is_chosen_before_the_turn_ends() -> None:
    # Play-test: `next` ended Otas's turn while pending still said he chooses a free policy; afterwards only
    # --force could take it. l. 54: the free policy comes with the new government.
    session = rome_and_china()
    put(session, "pyramids", 1, "market", "city:rome-capital")
    session.act("government", {"government": "Republic", "no_anarchy": "yes"})
    with pytest.raises(RuleRefused, match="Ondrej still to choose a free policy") as refused:
        session.act("next")
    assert refused.value.forcible
    # Said once, though it is the turn's duty and the phase's (play-test: `next --check` said it twice).
    assert [v.rule for v in refused.value.violations] == ["Policy"]
    with pytest.raises(RuleRefused, match="Ondrej still to choose a free policy"):
        session.act("next-phase")
    session.act("policy", {"policy": "rationalism"})
    session.act("next")


def test_a_policy_in_anarchy_says_when_it_comes() -> None:
    session = rome_and_china()
    session.act("government", {"government": "Republic"})
    with pytest.raises(RuleRefused, match="the free policy comes when Anarchy ends"):
        session.act("policy", {"policy": "rationalism"})
