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
