"""Issue 36, the rest of today's play-test: unit cards by type and rank, China's walls, the only loot, trade."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import BadInput, RuleRefused, TabulaError
from engine.reference import topic
from engine.session import Session
from rulesets.civilization import INFO
from rulesets.civilization.state import Fight
from tests.civilization.helpers import count, game, go_to, learn, new, put


def _battle() -> Session:
    """Filip (Rome) attacks Ondrej (China) in the field; each holds the printed setup's three unit cards."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    session.act("next")  # Filip's turn
    session.act("attack", {"defender": "Ondrej"})
    return session


def _fight(session: Session) -> Fight:
    found = game(session).fight
    assert found is not None
    return found


def test_a_card_by_type_and_rank_is_asked_its_values_once_then_taken_from_what_was_taught() -> None:
    session = _battle()
    # The kit does not know what a Spearman prints: asked once.
    with pytest.raises(RuleRefused, match="lacks the Spearman card's printed attack and health: give them once"):
        session.act("front", {"card": "infantry-1"})
    session.act("front", {"card": "infantry-1", "attack": "2", "health": "3"})
    opened = _fight(session).fronts[0][0]
    assert opened is not None and opened.attack == 2
    # Ondrej's infantry at rank 1: the type alone names the card, its values as taught.
    session.act("front", {"unit": "infantry"})
    event = session.events[-1]
    assert (event.args["card"], event.args["attack"], event.args["health"]) == ("infantry-1", 2, 3)
    second = _fight(session).fronts[1][1]
    assert second is not None and second.health == 3
    # The card's rank name works as well as its id.
    session.act("front", {"card": "Horseman", "attack": "3", "health": "2", "against": "2"})
    # The kit exported from the session keeps what was taught, for the next evening.
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.known("unit_cards", "infantry-1", "attack") == 2
    assert learned.known("unit_cards", "infantry-1", "health") == 3
    assert learned.known("unit_cards", "cavalry-1", "attack") == 3
    assert learned.known("unit_cards", "artillery-1", "attack") is None


def test_a_card_of_a_rank_not_reached_or_of_another_type_is_refused() -> None:
    session = _battle()
    with pytest.raises(RuleRefused, match="Filip's infantry is at rank 1: a Pikeman card cannot be"):
        session.act("front", {"card": "infantry-2", "attack": "3", "health": "4"})
    with pytest.raises(RuleRefused, match="the Spearman card is not a cavalry card"):
        session.act("front", {"card": "infantry-1", "unit": "cavalry", "attack": "2", "health": "3"})
    with pytest.raises(RuleRefused, match="name the card played"):
        session.act("front", {"attack": "2", "health": "3"})
    assert _fight(session).fronts == ()


def test_chinas_walls_stand_at_the_setup_and_nothing_is_asked() -> None:
    # The kit names China's start building (start_building = city-walls): the rules leave no choice.
    session = new(("Petr", "china"), ("Tom", "egypt"))
    assert game(session).city("china-capital").buildings == ("city-walls",)
    pending = " ".join(session.ruleset.pending(session.context()))
    assert "City Walls" not in pending and "Tom's ancient wonder (national-start)" in pending
    refused = session.propose("national-start", {"item": "city walls"}, actor="Petr")
    assert "Petr's ability puts nothing more in the capital at the start" in [v.message for v in refused.violations]


def _field_battle() -> Session:
    """Filip (Rome) beats Ondrej (China) in the field, recorded without the fronts; Ondrej holds one iron."""
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    put(session, "iron", 1, "bank", "stock:china")
    go_to(session, "movement")
    session.act("next")  # Filip's turn
    return session


def test_resource_loot_takes_the_only_kind_the_loser_holds() -> None:
    session = _field_battle()
    session.act("battle", {"winner": "Filip", "loser": "Ondrej", "at": "field", "loot": "resource"})
    assert count(session, "stock:rome", "iron") == 1 and count(session, "stock:china", "iron") == 0
    assert session.events[-1].args["resource"] == "iron"


def test_resource_loot_from_two_kinds_is_still_named() -> None:
    session = _field_battle()
    put(session, "silk", 1, "bank", "stock:china")
    with pytest.raises(TabulaError, match="name the resource taken"):  # a question since play-test 12
        session.act("battle", {"winner": "Filip", "loser": "Ondrej", "at": "field", "loot": "resource"})


def _collected_then_built(*buildings: str) -> Session:
    """Eva (Germany) collected 9 trade, Tom (Rome) 4; then Eva built in her capital; the next trade phase."""
    session = new(("Eva", "germany"), ("Tom", "rome"))
    go_to(session, "trade")
    session.act("collect-trade", {"amount": "9"})
    session.act("collect-trade", {"amount": "4"})
    state = game(session)
    capital = state.city("germany-capital")
    built = state.with_city(replace(capital, buildings=capital.buildings + buildings))
    session.tables[-1] = replace(session.table, game=built)
    go_to(session, "movement")
    go_to(session, "trade")
    return session


def test_collect_trade_goes_to_the_next_player_who_owes_it() -> None:
    session = _collected_then_built()
    # Round 2: Tom starts (l. 27), then Eva; neither names a player.
    session.act("collect-trade", {"amount": "5"})
    session.act("collect-trade", {})  # Eva's, as counted last time
    assert [(e.actor, e.args["amount"]) for e in session.events[-2:]] == [("Tom", 5), ("Eva", 9)]


def test_a_building_since_the_last_count_is_named_and_its_printed_trade_offered() -> None:
    session = _collected_then_built("barracks")
    with pytest.raises(BadInput) as asked:
        session.act("collect-trade", {"player": "Eva"})
    assert str(asked.value) == (
        "how much trade does Eva count on the map this round? Since the last count: Barracks built in Germany "
        "capital (9 last time and the new building's 2 trade make 11, less what the square it covers gave): "
        "give amount=N"
    )
    session.act("collect-trade", {"player": "Eva", "amount": "11"})
    assert game(session).realms[0].trade == 20


def test_a_building_without_printed_trade_offers_the_last_count() -> None:
    # The Temple prints culture only (no trade): the last count stands as the offer.
    session = _collected_then_built("temple")
    with pytest.raises(BadInput, match=r"Temple built in Germany capital \(9 last time .* make 9"):
        session.act("collect-trade", {"player": "Eva"})


def test_playing_an_event_from_an_empty_hand_says_the_hand_is_empty() -> None:
    session = new(("Petr", "china"), ("Tom", "rome"))
    with pytest.raises(RuleRefused) as refused:
        session.act("play-event", {"player": "Petr"})
    assert "Petr holds no culture event card" in str(refused.value)
    assert "cannot be taken" not in str(refused.value)


def test_an_upgraded_type_alone_names_its_card() -> None:
    # Filip's infantry at rank 2 (Democracy's icon): the cards do not change with the upgrade (l. 280, play-test 5),
    # so the type names the infantry card, and a rank's name is played as that card too.
    session = _battle()
    learn(session, 1, ["democracy"])
    with pytest.raises(RuleRefused, match="the kit lacks the Spearman card's printed attack and health"):
        session.act("front", {"unit": "infantry", "star": "1"})
    session.act("front", {"card": "Pikeman", "attack": "3", "health": "3", "star": "1"})
    assert session.events[-1].args["unit"] == "infantry"


def test_unit_cards_are_in_decisions() -> None:
    text = " ".join(topic(INFO.load(), "decisions").text.split())
    assert "A card is played by its kind in `front` (its type and rank, as infantry-2, or the rank's name" in text
    assert "China's City Walls and Egypt's ancient wonder in the capital" in text
