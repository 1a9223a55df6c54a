"""What the table types is what happens: a city or card choice the rules do not allow is refused (to be
left out, or named right), never dropped while the log keeps it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from engine.session import Session
from tests.hellas.helpers import DARK, LIGHT, at_turns, on, tile, voyage_example


def _mends(session: Session, action: str, args: Mapping[str, object]) -> list[tuple[str, str]]:
    """The values refused as ones to leave out (rule and mend), once no override can pass them."""
    proposal = session.propose(action, args)
    assert not proposal.forcible
    return [(v.rule, v.mend) for v in proposal.violations if v.mend]


def test_the_new_citys_greek_comes_from_the_city_named_only_when_the_reserve_is_empty() -> None:
    """L2: the Greek for the new city comes from the reserve; a city named to give it while the reserve holds
    one is refused (it was dropped), and with an empty reserve the city named gives it."""
    session = voyage_example()
    voyage = {"tile": "tile-c", "at": "pylos-sw", "greek_from": "pylos"}
    assert _mends(session, "voyage", voyage) == [("Voyage", "leave greek from out")]
    ctx = session.context()
    ctx.move("greek:light", ctx.count("reserve:light", "greek:light"), "reserve:light", "box")
    ctx.move("greek:light", 1, "box", "tile:pylos")  # Pylos holds 2: one to spare
    session.tables[-1] = replace(session.table, ledger=ctx.ledger)
    assert session.propose("voyage", voyage).legal
    session.act("voyage", voyage)
    assert on(session, "pylos")[1] == 1


def test_a_god_card_refuses_the_choices_of_other_cards() -> None:
    """L4-L6: each card reads its own choices; a city named for a Card theft or a card for a Swap a city
    is refused (to be left out), not kept with the card as if it counted."""
    hands = ({"steal-card": 1, "swap-city": 1, "flood": 1}, {"void": 1, "retreat": 1})
    session = at_turns(tile("a", LIGHT, 2, land=("b",)), tile("b", DARK, 2, land=("a",)), hands=hands)
    assert _mends(session, "play", {"card": "steal-card", "city": "a"}) == [("God cards", "leave city out")]
    assert _mends(session, "play", {"card": "flood", "count": 2}) == [("God cards", "leave count out")]
    assert _mends(session, "play", {"card": "swap-city", "taken": "void"}) == [("God cards", "leave taken out")]


def test_swapping_cities_that_are_not_the_players_cannot_be_forced() -> None:
    """L4/f16: Swap a city swaps your city for the opponent's; forced with other cities nothing could move,
    so no override records it as done."""
    hands: tuple[dict[str, int], dict[str, int]] = ({"swap-city": 1}, {})
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 1), tile("c", DARK, 1), hands=hands)
    session.act("play", {"card": "swap-city"})  # the cities come once it stands (R64-65, play-test 10)
    proposal = session.propose("carry-out", {"city": "b", "their_city": "c"})
    assert [v.rule for v in proposal.violations] == ["Zeus"] and not proposal.forcible
    session.act("carry-out", {"city": "a", "their_city": "b"})
    assert (on(session, "a")[0], on(session, "b")[0]) == (DARK, LIGHT)


def test_two_extra_figures_without_a_new_city_cannot_be_forced() -> None:
    """L6/f90: Poseidon's two extra figures go into the city a successful voyage just founded; forced
    without one they would go nowhere, the Greeks and ships typed dropped."""
    hands: tuple[dict[str, int], dict[str, int]] = ({"two-extra": 1}, {})
    session = at_turns(tile("x", LIGHT, 1, 1), tile("y", DARK, 1, 1), hands=hands)
    proposal = session.propose("play", {"card": "two-extra", "count": 2})
    assert [v.rule for v in proposal.violations] == ["Poseidon"] and not proposal.forcible
