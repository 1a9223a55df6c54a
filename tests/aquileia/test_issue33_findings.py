"""Issue 33's play-test findings (8.5/10): the bid that ends an auction said, Latro's robbed thief who can pay
again, a second tile of a kind and value told apart by its price, the Mercatus order refused before a missing
card, missing slaves refused without an override, Czech sentences, and Equi et Arma's default actor."""

from __future__ import annotations

from engine.session import Session
from rulesets.aquileia.state import Building
from rulesets.aquileia.tiles import tile_said
from tests.aquileia.helpers import (
    coins,
    give_buildings,
    give_cards,
    hand,
    kit_with,
    last_outcome,
    new,
    place_all,
    set_coins,
    to_phase,
)


def _blue_outbids_vlada() -> Session:
    """Vlada opens her Theatrum with a silver for the white/blue laurel; Blue adds a bronze, and nobody else
    has a coin to go on: the raise ends the auction."""
    session = new()
    set_coins(session, 3, silver=1)
    set_coins(session, 0, silver=1, bronze=1)
    for seat in (1, 2):
        set_coins(session, seat)
    place_all(session, {"Blue": [], "Yellow": [], "Red": [], "Vlada": ["theatrum"]})
    to_phase(session, "theatrum")
    session.act("bid", {"player": "Vlada", "add": "silver", "laurel": "white/blue"})
    session.act("bid", {"player": "Blue", "add": "bronze"})
    return session


def test_a_raise_that_ends_the_auction_says_the_bid() -> None:
    """Play-test: "Vlada bids nothing." when her raise left nobody able to repeat it (the sale had paid her
    offer out by the time the sentence read it); the next line said she won for 1 silver and 1 bronze."""
    session = _blue_outbids_vlada()
    said = last_outcome(session)
    assert said[0] == "Blue bids 1 silver and 1 bronze."
    assert "Blue takes the white/blue theatre laurel for 1 silver and 1 bronze, paid to Vlada." in said
    assert coins(session, 3) == {"silver": 2, "bronze": 1}


def test_a_thief_robbing_their_own_space_may_pay_again() -> None:
    """Play-test: Jirka, on Latro and Portus bronze, took his own bronze; the log said he had no bronze to pay
    again, then waited for him to activate, which he did with it. The sentence follows the purse after the roll."""
    session = new()
    set_coins(session, 2, bronze=1)  # Red's bronze goes under the servant
    give_buildings(session, 2, Building("workshop", 3))
    set_coins(session, 1, silver=1)
    give_buildings(session, 1, Building("workshop", 2))
    place_all(session, {"Blue": [], "Yellow": ["portus-silver"], "Red": ["latro", "portus-bronze"], "Vlada": []})
    to_phase(session, "portus")
    session.act("latro", {"dice": "silver,bronze"})
    assert last_outcome(session)[:2] == [
        "Red may pay another bronze from the purse and activate, or skip.",
        "Yellow has no silver to pay again: Portus silver is passed over.",
    ]
    expected = session.expected_actor(session.spec("activate"))
    assert expected is not None and expected.name == "Red"
    session.act("activate", {})
    assert coins(session, 2) == {"silver": 1}


def _two_workshops() -> Session:
    """A kit that knows a 2-point workshop for 1 bronze and 1 slave; Red on Forum 3 (two builds) with a silver, a bronze
    and a one-slave card."""
    line = '    { id = "workshop-4", name = "Workshop 4"'
    two = (
        '    { id = "workshop-2", name = "Workshop 2", kind = "workshop", side = "left", coins = ["bronze"], '
        "slaves = 1, points = 2 },\n"
    )
    session = new(kit=kit_with((line, two + line)))
    set_coins(session, 2, silver=1, bronze=1)
    give_cards(session, 2, "slave-1")
    place_all(session, {"Blue": [], "Yellow": [], "Red": ["forum-3"], "Vlada": []})
    to_phase(session, "forum")
    return session


def test_a_second_tile_of_one_kind_and_value_is_told_apart_by_its_price() -> None:
    """Play-test: a board printing two 2-point workshops at different prices: the one the kit does not know
    was refused as the kit's Workshop 2. Its price tells it apart; the kit's price is still refused, with the id."""
    session = _two_workshops()
    same = {"kind": "workshop", "value": 2, "coins": "bronze", "slaves": 1}
    refused = session.propose("build", same)
    assert [v.message for v in refused.violations] == ["that is the kit's Workshop 2: name that tile (tile=workshop-2)"]
    other = {"kind": "workshop", "value": 2, "coins": "silver", "slaves": 1}
    assert session.propose("build", other).violations == ()
    session.act("build", other)
    assert session.table.game.patricians[2].buildings[-1].tile == "workshop-2-b"
    assert "workshop-2" in session.suggestions(session.spec("build"), "tile")  # the kit's one is still free


def _equi() -> Session:
    """Red on Pecunia; Blue on Equi et Arma 1 (the leftmost) and Vlada on Equi et Arma 3, each with a bronze."""
    session = new()
    session.act("turn-ups", {"equi_1": "2 gold horses", "equi_2": "1 weapons", "equi_3": "silver 1", "laurel": "5"})
    set_coins(session, 0, bronze=1)
    set_coins(session, 3, bronze=1)
    place_all(session, {"Blue": ["equi-1"], "Yellow": [], "Red": ["pecunia"], "Vlada": ["equi-3"]})
    to_phase(session, "mercatus")
    return session


def test_equi_out_of_order_is_refused_for_the_order_first() -> None:
    """Play-test: `equi` typed before Pecunia had acted was refused for the missing top card (l.4's order
    came second, after the top card was typed). The order comes first; the missing card is said with it."""
    session = _equi()
    refused = session.propose("equi", {"player": "Blue"})
    assert [(v.rule, v.message) for v in refused.violations] == [
        ("Mercatus order", "Pecunia acts first (or skip)"),
        ("Equi et Arma", "Equi et Arma 1 also takes the top card of the deck: name it (top)"),
    ]
    assert not refused.forcible  # a top card left undrawn would be lost: name it, then override the order
    named = session.propose("equi", {"player": "Blue", "top": "weapons-3"})
    assert [v.rule for v in named.violations] == ["Mercatus order"] and named.forcible


def test_equi_goes_to_the_buyer_the_fields_fit() -> None:
    """Play-test: with two Equi et Arma buyers, `equi` went to the leftmost one (refused: no top card) and the
    other needed --as. The group acts in any order (l.4): `top=` is the leftmost's, a purchase without it the
    other buyer's while the leftmost still draws."""
    session = _equi()
    session.act("skip", {"space": "pecunia"})
    assert session.propose("equi", {}).actor == 3
    assert session.propose("equi", {"top": "weapons-3"}).actor == 0
    session.act("equi", {})
    assert hand(session, 3) == {"silver-horse-1": 1}
    session.act("equi", {"top": "weapons-3"})
    assert hand(session, 0) == {"gold-horse-2": 1, "weapons-3": 1}


def test_slaves_the_hand_lacks_are_refused_without_an_override() -> None:
    """Play-test: a build refused for missing slave cards offered "--force"; nothing pays slaves not held."""
    session = _two_workshops()
    refused = session.propose("build", {"kind": "workshop", "value": 5, "coins": "silver", "slaves": 2})
    assert [(v.message, v.physical) for v in refused.violations] == [
        ("Red holds 1 of the 2 slaves needed: 1 missing", True)
    ]
    assert not refused.forcible


def test_czech_sale_and_taught_tile_names(czech: None) -> None:
    """Play-test: "zaplaceno: Petr" (a name after a colon, where Czech wants the dative); the names made up
    for tiles the table taught ("Workshop 2") stayed English in Czech."""
    session = _blue_outbids_vlada()
    said = last_outcome(session)
    assert said[0] == "Blue nabízí 1 stříbro a 1 bronz."
    assert (
        "Blue si bere kartu (bílomodrá vavřínová karta Theatru) za 1 stříbro a 1 bronz; peníze dostává Vlada." in said
    )
    session = _two_workshops()
    session.act("build", {"kind": "workshop", "value": 2, "coins": "silver", "slaves": 1})
    assert tile_said(session.context(), "workshop-2-b") == "Dílna 2 (b)"
    assert tile_said(session.context(), "workshop-2") == "Dílna 2"
    again = session.propose("build", {"player": "Red", "kind": "workshop", "value": 2, "coins": "silver", "slaves": 1})
    assert "Dílna 2 (b): už postaveno (patří: Red)" in [v.message for v in again.violations]
    assert "Dílna 2" in [e.label for e in session.catalogue("tile").entries]  # the pick list's name
    kept = session.catalogue("tile").get("Workshop 2")  # the kept name still answers
    assert kept is not None and kept.id == "workshop-2"
