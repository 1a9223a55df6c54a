"""Issue 32 (December CLI evening), what the app says: a refusal says what is true, the turn line and Pending
name the same player in the preset start, and Pending says each thing once."""

from __future__ import annotations

import random

from engine import saves
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.common import SETUP_LOG
from tests.mare_nostrum.helpers import new_game, table, taxes_on_offer
from tests.mare_nostrum.test_blockade import _petr_in_strategy
from tests.mare_nostrum.test_kit import GOODS_KIT, kit_with

#: Every start caravan's symbol known but Carthage's West (fruit or gems) and Egypt's extra one.
PLACED = kit_with(GOODS_KIT, tigris={"goods": ["fish"]})


def _pending(session: Session) -> list[str]:
    return [p["text"] for p in session.summary()["pending"]]


def test_a_fleet_that_fought_where_it_stood_is_not_said_to_have_moved() -> None:
    session = _petr_in_strategy()
    session.act("battle", {"place": "ionian", "defender": "greece", "attacker_rolls": "1,1", "defender_rolls": "1,1"})
    refused = session.propose("move-fleet", {"from": "ionian", "to": "east-of-athens", "count": 1})
    said = [v.message for v in refused.violations]
    assert "the fleets at Sea between Rome and Athens fought this turn and may not move" in said
    assert not [line for line in said if "has moved" in line]


def test_the_merchant_compensating_with_a_card_he_lacks_is_told_so() -> None:
    # As offer and buy: "Mirek has no gold card", not "Mirek's gold card cannot be taken".
    session = taxes_on_offer()
    for giver in ("Honza", "Mirek", "Katka"):
        session.act("take", {"from": giver})
    refused = session.propose("compensate", {"card": "gold"})
    assert [v.message for v in refused.violations] == ["Mirek has no gold card"]


def test_the_preset_start_gives_the_turn_to_who_has_something_to_name() -> None:
    # On a kit that places every start caravan, the start player has nothing to name: the turn is Egypt's, as
    # Pending says (the evening's turn line said "turn: Anna" while Pending named Bohus).
    session = new_game("babylon", "egypt", "carthage", names=("Anna", "Bohus", "Cyril"), kit=PLACED)
    assert session.turn_player is not None and session.turn_player.name == "Bohus"
    pending = _pending(session)
    assert pending[0] == "Bohus is next."
    assert "Preset start: Bohus has to place Egypt's extra caravan in Alexandria or Thebes" in pending
    session.act("extra-caravan", {"province": "thebes", "good": "wine"})
    assert session.turn_player is not None and session.turn_player.name == "Cyril"
    assert _pending(session)[0] == "Cyril is next."


def test_pending_says_the_setup_work_once() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    pending = _pending(session)
    assert pending[0] == "Ann is next."
    assert sum("name the goods under the caravans in Babylon" in line for line in pending) == 1


def test_a_log_that_passed_a_setup_turn_by_hand_keeps_its_turns() -> None:
    # As version 6 played it: Anna held the turn with nothing to name, Bohus placed his caravan, Anna passed.
    players = [("Anna", "babylon"), ("Bohus", "egypt"), ("Cyril", "carthage")]
    session = Session.new(INFO.load(), players, (), {SETUP_LOG: True}, rng=random.Random(1), kit=PLACED)
    assert session.turn_player == session.players[0]
    session.act("extra-caravan", {"province": "thebes", "good": "wine"})
    session.act("next")
    assert session.turn_player == session.players[1]
    loaded = saves.from_data({**to_data(session), "ruleset_version": "6", "options": {}}, "old")
    assert loaded.options[SETUP_LOG] and loaded.turn_player == session.players[1]


def test_egypts_extra_caravan_may_stand_on_a_symbol_the_kit_has_not_heard_of() -> None:
    # The kit lists Alexandria as "papyrus, ?": papyrus first, then any good the board may show there; one named
    # is taken, and known from then on.
    session = new_game("egypt", "carthage", "greece", names=("Anna", "Bohus", "Cyril"))
    spec = session.spec("extra-caravan")
    offered = session.suggestions(spec, "good", {"province": "alexandria"}, actor=0)
    assert offered[0] == "papyrus" and "grain" in offered and len(offered) == 12
    session.act("extra-caravan", {"province": "alexandria", "good": "grain"}, actor="Anna")
    assert "grain" in table(session).state.province("alexandria").seen
    assert table(session).caravans("alexandria") == ["grain"]
