"""The turn the opponent's own option ends (version 17, ``PhaseSpec.handover_turn_only``), said by that action.

At the table the opponent taking Reinforcements, a Voyage or an Attack is the end of the turn before: the engine
ends it first. Their answers inside the turn (a pass, a reaction) end nothing, so a ruleset-wide sentence after
the event could not tell one from the other; the holder's kind of action says it in its own sentences instead.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Outcome
from engine.state import Context
from engine.turns import handed_over


def _said(own: Outcome | None, name: str) -> Outcome:
    """``own`` with the handover it made said first."""

    def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
        lines = [] if own is None else list(own(before, after, args))
        if before.actor is None or before.actor == before.position.turn:
            return lines  # the holder's own action hands nothing over
        from rulesets.hellas import INFO  # the ruleset itself, once its actions are declared

        ruleset = INFO.load(speak=False)
        ended = handed_over(ruleset, before, after, ruleset.action(name))
        return lines if ended is None else [ended, *lines]

    return outcome


def saying_handover(actions: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The actions, each of the turn holder's kind saying the turn it ended by being the opponent's."""
    return tuple(replace(a, outcome=_said(a.outcome, a.name)) if a.who == "turn" else a for a in actions)
