"""Forms offer only what is there to pick: the actor's cards one per card, the cards on offer, their own pieces."""

from __future__ import annotations

from engine import saves
from engine.session import Session
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.board import board
from tests.mare_nostrum.helpers import deal, end_setup, own, units
from tests.mare_nostrum.test_round import _exchange_ready, _started


def offered(session: Session, action: str, field: str, actor: str | None) -> list[str]:
    """What the form offers for a field when ``actor`` acts."""
    suggest = session.spec(action).suggest
    assert suggest is not None, f"{action} offers nothing for {field}"
    seat = None if actor is None else session.player_index(actor)
    return list(suggest(session.context(actor=seat), field))


def _demo() -> Session:
    ruleset = INFO.load()
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", ruleset.id)


def test_card_lists_offer_the_actors_hand_one_box_per_card() -> None:
    session = _started()
    deal(session, "Ann", {"grain": 2, "taxes": 1})
    deal(session, "Bo", {"fish": 2, "oil": 1, "wine": 1})
    for action, field in (("offer", "cards"), ("buy", "cards"), ("keep", "cards"), ("cleopatra", "give")):
        assert offered(session, action, field, "Ann") == ["taxes", "grain", "grain"], action
        assert offered(session, action, field, "Bo") == ["oil", "wine", "fish", "fish"], action
        assert offered(session, action, field, "Cy") == ["taxes", "taxes", "oil", "wine", "grain"], action


def test_cleopatra_takes_the_other_sort_of_card_from_the_bank() -> None:
    session = _started()
    deal(session, "Ann", {"taxes": 2})
    goods = offered(session, "cleopatra", "take", "Ann")
    assert "taxes" not in goods and "grain" in goods and len(goods) == 12
    deal(session, "Ann", {"grain": 1})
    assert offered(session, "cleopatra", "take", "Ann") == ["taxes"]


def test_take_offers_the_cards_lying_on_offer_from_whom_the_taker_may_take_first() -> None:
    session = _exchange_ready()
    # Bo, the Merchant, takes first: from Cy or Ann (seating order from him), never his own offer.
    assert offered(session, "take", "from", "Bo") == ["Cy", "Ann"]
    assert offered(session, "take", "card", "Bo") == ["wine", "wine", "grain", "grain"]
    session.act("take", {"from": "Cy", "card": "wine"})
    assert offered(session, "take", "card", "Cy") == ["grain", "grain", "oil", "fish"]
    session.act("take", {"from": "Bo", "card": "fish"})
    # Bo and Cy just swapped twice: Bo takes from Ann only (issue 32: Cy was listed, and refused).
    assert offered(session, "take", "from", "Bo") == ["Ann"]
    assert offered(session, "take", "card", "Bo") == ["grain", "grain"]
    # The card list follows the cards, not the form's who-acts choice: the rules name the taker.
    assert offered(session, "take", "card", "Ann") == ["grain", "grain"]
    # Cy's Odysseus may still force the take from him (p.13): he is listed, last.
    own(session, "Cy", "odysseus")
    assert offered(session, "take", "from", "Bo") == ["Ann", "Cy"]
    assert offered(session, "take", "card", "Bo") == ["grain", "grain", "wine"]
    session.act("take", {"from": "Cy", "card": "wine", "odysseus": True})


def test_compensation_comes_from_the_merchants_hand() -> None:
    session = _exchange_ready()
    takes = (("Ann", "grain"), ("Bo", "fish"), ("Cy", "wine"), ("Bo", "oil"), ("Ann", "grain"), ("Cy", "wine"))
    for giver, card in takes:
        session.act("take", {"from": giver, "card": card})
    assert offered(session, "compensate", "card", "Bo") == ["wine", "grain", "grain", "fish"]
    # Whoever enters it, the card is the Merchant's (Bo's) to give.
    assert offered(session, "compensate", "card", "Cy") == offered(session, "compensate", "card", "Bo")


def test_moves_start_where_the_actors_units_stand() -> None:
    session = _demo()
    assert offered(session, "move-legion", "from", "Honza") == ["carthage"]
    assert offered(session, "move-legion", "from", "Mirek") == ["rome"]
    assert offered(session, "move-legion", "from", "Katka") == []
    # Katka's fleet east of Athens has sailed this turn: nowhere it could sail from (issue 32: ``actions`` offered
    # the places whose units had moved, then refused them).
    assert offered(session, "move-fleet", "from", "Katka") == []
    assert offered(session, "move-fleet", "from", "Honza") == []


def test_a_legions_move_offers_first_the_provinces_it_can_reach() -> None:
    # Play-test: move-legion to= listed every province; Rome's neighbours come first now (the rest after).
    session = _demo()
    neighbours = sorted(board(session.context()).state.atlas.neighbours("rome"))
    assert neighbours and offered(session, "move-legion", "to", "Mirek") == neighbours
    # No legion on the board: nowhere to go, and nothing listed (issue 32: the listing named all 22 provinces).
    assert offered(session, "move-legion", "to", "Katka") == []


def test_after_a_battle_the_conquered_province_and_its_buildings() -> None:
    session = _demo()
    # Honza's legion alone in Thebes (Egypt's): he may ravage, occupy or seize it.
    units(session, "thebes", "legion", "carthage", 1)
    assert offered(session, "occupy", "province", "Honza") == ["thebes"]
    assert offered(session, "occupy", "buildings", "Honza") == ["city"]
    assert offered(session, "seize", "province", "Mirek") == []
    # Egypt's legion there makes it a battle instead.
    units(session, "thebes", "legion", "egypt", 1)
    assert offered(session, "occupy", "province", "Honza") == []
    assert offered(session, "battle", "place", "Honza") == ["thebes"]
    assert offered(session, "battle", "defender", "Honza") == ["egypt"]


def test_buy_offers_only_what_is_left() -> None:
    session = _demo()
    items = offered(session, "buy", "item", "Mirek")
    # Caesar is Mirek's already and Hannibal serves Carthage only; Rome's pieces are in its reserve.
    assert "caesar" not in items and "hannibal" not in items and "legion" in items
    assert "cleopatra" not in offered(session, "buy", "item", "Honza")


def test_an_influence_marker_is_offered_no_province_marked_already() -> None:
    # The app play-test: the influence list began with Babylon, which held Babylon's own marker (a province
    # takes one; the placement rules leave that refusal to the ledger, so the offer listed every marked one).
    import random

    from engine import registry
    from tests.mare_nostrum.helpers import name_goods
    from tests.tui.test_session_flow import GOODS

    session = Session.new(
        registry.load("mare-nostrum"), [("Ann", None), ("Bo", None), ("Cy", None)], (), {}, rng=random.Random(1)
    )
    name_goods(session, GOODS)
    end_setup(session)
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": "Ann"})
    assert session.phase.id == "build"
    suggest = session.spec("buy").suggest
    assert suggest is not None
    offer = set(suggest(session.context(actor=0, given={"item": "influence"}), "province"))
    b = board(session.context())
    marked = {p.id for p in b.state.provinces if b.influence(p.id) is not None}
    assert marked and not offer & marked
