"""Rounds, phases, steps and turns: where the table is in the game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from engine.i18n import tr

#: The table a phase's rules read (``engine.state.Context``; named loosely here: that module imports this one).
Table = Any

TurnOrder = Literal["clockwise", "fixed", "chosen", "all"]


@dataclass(frozen=True)
class PhaseSpec:
    """A phase of every round, as a ruleset declares it.

    Attributes:
        id: Stable id used in saves and action specs.
        name: Name shown to players.
        steps: Named steps inside the phase; one unnamed step when empty.
        order: How turns pass: ``clockwise`` from the start player, ``fixed``
            (the ruleset's ``turn_order``), ``chosen`` (the next player is
            picked, e.g. by a role holder) or ``all`` (everyone acts freely,
            no turns).
        topic: Rules-reference topic explaining the phase.
        guide: One or two sentences saying what to do at the table now.
        turn_actions: A turn is this many of the game's actions, then it passes by itself (an orchard's one
            pick); 0: the ruleset's ``turn_done`` says when a turn has nothing left to decide.
        handover: An action by the player next in turn order ends the current turn first, as a ``next`` would,
            when the turn holder owes nothing the rules require (``turn_may_end``): at the table the next player
            starting is the end of the turn before (Struggle for Rome's trade and build). Clockwise and fixed
            orders only. A function of the table says it where the rules version decides (Hellas keeps ``next``
            for its older saves).
        handover_turn_only: Only an action the next player could not take in the holder's turn hands it over:
            one they may take now (an answer to the holder's card, a pass) never does, though they are next
            (Hellas, whose opponent answers inside the holder's turn). Told from the action's ``who`` before it.
    """

    id: str
    name: str
    steps: tuple[str, ...] = ()
    order: TurnOrder = "clockwise"
    topic: str = ""
    guide: str = ""
    turn_actions: int = 0
    handover: bool | Callable[[Table], bool] = False
    handover_turn_only: bool = False

    def hands_over(self, ctx: Table) -> bool:
        """Whether the next player's action ends the current turn here now (``handover``)."""
        return self.handover(ctx) if callable(self.handover) else self.handover

    @property
    def title(self) -> str:
        """The phase's name in the language spoken."""
        return tr(self.name)

    @property
    def said_guide(self) -> str:
        """The guide in the language spoken."""
        return tr(self.guide) if self.guide else ""

    @property
    def step_names(self) -> tuple[str, ...]:
        """The steps, with a single unnamed step for a phase without steps."""
        return self.steps or ("",)


@dataclass(frozen=True)
class Position:
    """Where the game is: round, phase, step and whose turn.

    Attributes:
        round: Round number, from 1.
        phase: Index into the ruleset's phases.
        step: Index into the phase's steps.
        turn: Index of the player whose turn it is, or None when nobody has
            the turn (an ``all`` phase, or a ``chosen`` phase before the first
            pick).
        start: Index of this round's start player.
        acted: Players who have finished their turn in this step, in order.
        named: In a ``chosen`` phase, the player the chooser has named to act
            once the current turn ends (named ahead: the turn goes on).
        done: The game's actions taken in this turn, counted in phases that declare ``turn_actions``.
    """

    round: int = 1
    phase: int = 0
    step: int = 0
    turn: int | None = 0
    start: int = 0
    acted: tuple[int, ...] = ()
    named: int | None = None
    done: int = 0
