"""Who acts: defaults from the rules, explicit actors checked, events attributed to the player who acted."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from tests.conftest import finish_harvest, new_market


def test_the_step_names_who_harvests_next() -> None:
    session = new_market(3)
    event = session.act("harvest")  # nobody has the turn; the rules expect Ann first
    assert event.actor == "Ann" and event.args == {"player": "Ann"}
    assert session.expected_actor(session.spec("harvest")).name == "Bo"  # type: ignore[union-attr]
    assert session.describe_event(session.act("harvest")) == "Bo harvests"


def test_an_explicit_actor_who_may_not_act_is_a_rule() -> None:
    session = new_market(3)
    session.act("harvest", {"player": "Ann"})
    with pytest.raises(RuleRefused, match="Turn order: harvest is for Bo or Cy now, not Ann"):
        session.act("harvest", actor="Ann")
    finish = new_market(2)
    finish_harvest(finish)
    with pytest.raises(RuleRefused, match="Turn order: it is Ann's turn, not Bo's"):
        finish.act("give", {"to": "Ann", "amount": 1}, actor="bo")  # names match forgivingly


def test_the_actor_field_and_as_must_agree() -> None:
    session = new_market(3)
    with pytest.raises(BadInput, match="acting as Ann but player=Bo"):
        session.act("harvest", {"player": "Bo"}, actor="Ann")
    assert session.act("harvest", {"player": "Bo"}, actor="bo").actor == "Bo"


def test_the_log_names_who_acted_not_whose_turn_it_is() -> None:
    session = new_market(2)
    finish_harvest(session)
    session.act("give", {"to": "Bo", "amount": 1})
    session.act("next")
    event = session.act("give", {"to": "Bo", "amount": 2}, actor="Ann", force=True)
    assert event.actor == "Ann" and event.forced == ("Turn order",)
    assert session.describe_event(event) == "Ann gives 2 coins to Bo  [overridden: Turn order]"


def test_an_action_nobody_can_be_told_to_take_asks_who() -> None:
    from engine import actors
    from engine.actions import ActionSpec

    session = new_market(3)
    spec = ActionSpec("wave", lambda ctx, args: ctx.game)
    who, _, missing = actors.choose(spec, session.context(), {}, None, session.player_index)
    assert who is None and missing == "wave: say who acts (Ann, Bo or Cy)"


def test_only_the_turn_holder_ends_the_turn() -> None:
    session = new_market(2)
    finish_harvest(session)
    with pytest.raises(RuleRefused, match="Turn order: it is Ann's turn: only Ann moves on, not Bo"):
        session.act("next", actor="Bo")
    assert session.act("next").actor == "Ann"


def test_a_correction_is_the_tables_unless_someone_is_named() -> None:
    session = new_market(2)
    finish_harvest(session)  # Ann has the turn
    raw = {"holder": "bo's purse", "kind": "coin", "count": "2", "reason": "miscounted", "source": "bank"}
    assert session.act("correct", raw).actor is None
    assert session.act("correct", {**raw, "count": "3"}, actor="Bo").actor == "Bo"


def test_in_a_chosen_order_the_chooser_names_who_acts_next() -> None:
    session = new_market(3)
    finish_harvest(session)
    session.act("next-phase")  # the duel: nobody has the turn, Ann leads (a tie at 0 goes to the first seat)
    assert session.summary()["acts_next"] == "Ann"
    with pytest.raises(RuleRefused, match="Turn order: Ann names who acts next, not Cy"):
        session.act("next", {"player": "Bo"}, actor="Cy")
    event = session.act("next", {"player": "Bo"})
    assert event.actor == "Ann" and session.describe_event(event) == "Ann names Bo to act next"
    session.act("duel", {"opponent": "Cy", "attack": "6", "defend": "1"})  # Bo leads now and picks
    assert session.turn_player is not None and session.turn_player.name == "Bo"
