"""Mare Nostrum's components in the ledger: the rulebook's counts, and what no override can do."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import deal, end_setup, fleets, hand_of, name_goods, new_game, own, table, units
from tests.mare_nostrum.test_round import GOODS, _started


def _totals(session: Session) -> dict[str, int]:
    return session.table.ledger.totals()


@pytest.mark.parametrize(
    ("players", "bank"),
    [(3, (18, 8, 8, 4)), (4, (23, 10, 10, 5)), (5, (28, 12, 12, 6))],
)
def test_the_box_holds_the_rulebooks_components(players: int, bank: tuple[int, ...]) -> None:
    # Rulebook p.1 (line 5): 144 cards (3 roles, 11 heroes, 7 wonders, 35 taxes, 88 goods) and
    # 58 building tokens (28 caravans, 12 cities, 12 markets, 6 temples); p.2 (line 7): five sets
    # of 12 influence markers, 5 fleets, 8 legions and 8 fortresses; buildings laid out by player count.
    civs = ("babylon", "egypt", "carthage", "greece", "rome")[5 - players :]
    session = new_game(*civs, variants=("points-start",))
    totals = _totals(session)
    cards = ("taxes", "gems", "papyrus", "perfume", "gold", "cattle", "metals", "oil", "fruit", "wine", "grain")
    assert sum(totals[c] for c in (*cards, "slaves", "fish")) == 123 and totals["taxes"] == 35
    assert sum(totals[k] for k in ("merchant", "statesman", "commander")) == 3
    assert (totals["caravan"], totals["city"], totals["market"], totals["temple"]) == (28, 12, 12, 6)
    for civ in ("babylon", "egypt", "carthage", "greece", "rome"):
        pieces = [totals[f"{kind}:{civ}"] for kind in ("influence", "fleet", "legion", "fortress")]
        assert pieces == [12, 5, 8, 8]
    board = table(session)
    assert tuple(board.bank(kind) for kind in ("caravan", "city", "market", "temple")) == bank


def test_build_points_never_go_below_zero() -> None:
    # The design review: the 36-point start let build points go negative.
    session = new_game("babylon", "carthage", "greece", variants=("points-start",))
    session.act("buy", {"item": "influence", "province": "babylon"})
    # The table says Babylon has only 2 points left (the rest back in the box).
    session.act(
        "correct",
        {"holder": "points:babylon", "kind": "point:babylon", "count": 2, "reason": "example", "source": "box"},
    )
    refused = session.propose("buy", {"item": "legion", "province": "babylon"})
    assert [v.rule for v in refused.violations][-2:] == ["Start points", "Components"] and not refused.forcible
    with pytest.raises(RuleRefused) as forced:
        session.act("buy", {"item": "legion", "province": "babylon"}, force=True)
    assert forced.value.physical and "Babylon's build-point pool: 2 build points, not 3" in str(forced.value)
    assert session.table.ledger.count("points:babylon", "point:babylon") == 2


def test_no_more_pieces_than_the_set_holds() -> None:
    session = _started()
    units(session, "babylon", "legion", "babylon", 8)
    session.act("exchange-size", {"count": 0}, actor="Bo")
    deal(session, "Ann", {"taxes": 9})
    session.act("next", {"player": "Ann"})
    with pytest.raises(RuleRefused) as refused:
        session.act("buy", {"item": "legion", "province": "babylon"}, force=True)
    assert refused.value.physical and "Ann's reserve: none left; all 8 legions are in play" in str(refused.value)


def test_cards_a_hand_lacks_cannot_change_hands() -> None:
    # Cleopatra swapped a card the hand never held (the count was clamped at zero).
    session = new_game("egypt", "carthage", "greece", "rome")
    name_goods(session)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Egypt")
    end_setup(session)
    before = _totals(session)
    with pytest.raises(RuleRefused) as refused:
        session.act("cleopatra", {"give": "gems", "take": "taxes"}, force=True)
    assert refused.value.physical and "Egypt has no gems card" in str(refused.value)
    session.act("cleopatra", {"give": "taxes", "take": "gems"})
    assert hand_of(session, "Egypt")["gems"] == 1 and _totals(session) == before


def test_only_offered_cards_can_be_taken() -> None:
    session = _started()
    deal(session, "Ann", {"grain": 1, "taxes": 1})
    deal(session, "Bo", {"fish": 1})
    deal(session, "Cy", {"wine": 1})
    session.act("exchange-size", {"count": 1}, actor="Bo")
    session.act("offer", {"player": "Ann", "cards": "grain"})
    session.act("offer", {"player": "Bo", "cards": "fish"})
    session.act("offer", {"player": "Cy", "cards": "wine"})
    # Ann's taxes stayed in her hand: nobody offered a tax, so it cannot even be named. Bo takes first: his own
    # fish is not listed to him (it is still named, so that the rules say it is his own).
    assert session.catalogue("offered").ids() == ["wine", "grain"]
    with pytest.raises(Exception, match="no offered card 'taxes'"):
        session.propose("take", {"from": "Ann", "card": "taxes"})
    # A card on offer, but from someone else: the ledger refuses, forced or not.
    with pytest.raises(RuleRefused) as refused:
        session.act("take", {"from": "Cy", "card": "grain"}, force=True)
    assert refused.value.physical and "Cy's offer: no grain card" in str(refused.value)


def test_one_temple_and_one_influence_per_province_even_forced() -> None:
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    deal(session, "Ann", {"taxes": 12})
    session.act("next", {"player": "Ann"})
    session.act("buy", {"item": "temple", "province": "babylon"})
    for item in ("temple", "influence"):
        with pytest.raises(RuleRefused) as refused:
            session.act("buy", {"item": item, "province": "babylon"}, force=True)
        assert refused.value.physical and "Babylon holds at most 1" in str(refused.value)


def test_helen_needs_a_legion_in_reserve() -> None:
    session = _started()
    own(session, "Cy", "helen")
    units(session, "athens", "legion", "greece", 8)
    session.act("connect", {"a": "carthage", "b": "north-of-athens"})
    units(session, "carthage", "legion", "carthage", 2)
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next-phase")
    session.act("next", {"player": "Bo"})
    session.act("move-legion", {"from": "carthage", "to": "north-of-athens", "count": 2})
    with pytest.raises(RuleRefused) as refused:
        session.act("helen", {"province": "north-of-athens", "enemy": "carthage"}, force=True)
    assert refused.value.physical and "Cy's reserve: none left; all 8 legions are in play" in str(refused.value)


def test_losses_go_back_to_the_reserve() -> None:
    session = new_game("greece", "rome", "carthage", names=("Honza", "Petr", "Mirek"))
    fleets(session, "ionian", "greece", 2)
    fleets(session, "ionian", "rome", 2)
    before = session.table.ledger.count("reserve:rome", "fleet:rome")
    session.act("blockade", {"sea": "ionian", "against": "rome", "greek_roll": "6", "their_roll": "4"}, force=True)
    assert session.table.ledger.count("reserve:rome", "fleet:rome") == before + 1


def test_goods_named_in_setup_come_from_the_province() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    name_goods(session, GOODS)
    board = table(session)
    assert board.caravans("north-of-athens") == ["wine", "grain"]
    # The table named them: the app knows those symbols are printed there (the full list stays unknown).
    assert board.state.province("north-of-athens").seen == ("wine", "grain")
    assert board.state.province("north-of-athens").goods is None
    assert session.table.ledger.count("symbol:north-of-athens.wine", "caravan") == 1


def test_units_that_are_not_there_cannot_move() -> None:
    # The design review: moves subtracted with a count clamped at zero, so a forced
    # move of more legions than stood there created the rest at the destination.
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next-phase")
    session.act("next", {"player": "Cy"})
    with pytest.raises(RuleRefused) as refused:
        session.act("move-fleet", {"from": "athens", "to": "east-of-athens", "count": 3}, force=True)
    assert refused.value.physical and "Athens: 1 fleet, not 3" in str(refused.value)
    session.act("connect", {"a": "athens", "b": "north-of-athens"})
    with pytest.raises(RuleRefused) as refused:
        session.act("move-legion", {"from": "athens", "to": "north-of-athens", "count": 2}, force=True)
    assert refused.value.physical and "Athens: no legion" in str(refused.value)
