"""Saves from older rules versions: the options that keep their logs as those rules took them, and the
migration that switches them on (``MareNostrum.migrate``)."""

from __future__ import annotations

from typing import Any

from engine.fields import Field
from rulesets.mare_nostrum import exchange, moved_out, one_round, payment, spared
from rulesets.mare_nostrum.common import BLOCKADE_LOG, LANDING_LOG, LOOSE_LOG, SETUP_LOG
from rulesets.mare_nostrum.conquest import SEIZE_LOG
from rulesets.mare_nostrum.idle import IDLE_LOG, SUPPLY_LOG
from rulesets.mare_nostrum.roles import HANDED_ON_LOG
from rulesets.mare_nostrum.rounds import INCOME_LOG
from rulesets.mare_nostrum.setup_end import SETUP_END_LOG, passed_in_setup, typed_setup_end
from rulesets.mare_nostrum.taking import LAST_TAKE_LOG

#: The session option of a log written before version 15, where only ``next`` gave a build or strategy turn:
#: the Statesman's or Commander's first action with nobody on turn, or the named player's before the holder's
#: ``next``, was refused, and a log that forced one keeps it as it was taken (``engine.taken_turns``).
CHOSEN_TURN_LOG = "chosen_turns_by_next"


def _blockaded_twice(events: object) -> bool:
    """Whether a saved log blockades one transport twice: a ``blockade`` after another with no ``move-legion``
    between them (only a new announcement starts a new transport). The check of version 7 may refuse the second
    (a Greek fleet that fought may not fight again); one that another fleet fought would pass, and is kept too."""
    last = ""
    for raw in events if isinstance(events, list) else ():
        kind = raw.get("t") if isinstance(raw, dict) else None
        if kind == "blockade" and last == "blockade":
            return True
        if kind in ("blockade", "move-legion"):
            last = kind
    return False


def _let_through_by_hand(events: object) -> bool:
    """Whether a saved log may have typed a ``let-through`` that version 8 carries out by itself: one after a
    ``blockade`` of the same transport, or a ``blockade`` last (its transport may still be waiting)."""
    last = ""
    for raw in events if isinstance(events, list) else ():
        kind = raw.get("t") if isinstance(raw, dict) else None
        if kind == "let-through" and last == "blockade":
            return True
        if kind in ("blockade", "move-legion", "let-through"):
            last = kind
    return last == "blockade"


def _typed_forced(events: object) -> set[str]:
    """The version-11 options a log from before it needs: its takes and seizures were typed, forced or not."""
    kinds = {raw.get("t") for raw in events if isinstance(raw, dict)} if isinstance(events, list) else set()
    return {option for kind, option in (("take", LAST_TAKE_LOG), ("seize", SEIZE_LOG)) if kind in kinds}


def _forced_in_chosen(events: object, chosen_actions: frozenset[str]) -> bool:
    """Whether a saved log forced an action of the build or strategy phase (only such an action may have been
    taken out of turn, which version 15 reads as taking the turn)."""
    for raw in events if isinstance(events, list) else ():
        if isinstance(raw, dict) and raw.get("f") and raw.get("t") in chosen_actions:
            return True
    return False


def _gardens_bought(events: object) -> bool:
    """Whether a saved log buys the Hanging Gardens (only then did its build ends discard a Gardens owner's goods)."""
    for raw in events if isinstance(events, list) else ():
        args = raw.get("a") if isinstance(raw, dict) else None
        if isinstance(args, dict) and "gardens" in (args.get("item"), args.get("kind")):
            return True
    return False


# Saves from before version 4 replay their events as those rules took them (see ``common.LOOSE_LOG``); so do
# their exchanges, from before version 5 (``exchange.EARLY_END_LOG``), and from before version 6 their income
# (``rounds.INCOME_LOG``) and turns (``idle.IDLE_LOG``); from before version 7, a log that blockaded one
# transport more than once keeps its blockades (``common.BLOCKADE_LOG``), and one that passed a setup turn by
# hand its setup turns (``common.SETUP_LOG``); from before version 8, a log that let a blockaded transport
# through by hand keeps its typed landings (``common.LANDING_LOG``); from before version 9, a log that bought
# keeps its build turns passed by hand, and one that named a lone tax card its one-card payment (``spared``); from
# before version 10, its typed end of the preset start (``setup_end``); from before version 11, its typed takes and
# seizures that left no choice (``taking``, ``conquest``).
LEGACY_OPTIONS: tuple[Field, ...] = (
    Field(LOOSE_LOG, "bool", "typed values kept as older rules took them (saves before v4)", default=False),
    Field(
        exchange.EARLY_END_LOG,
        "bool",
        "the exchange ended with one player's offers left (saves before v5)",
        default=False,
    ),
    Field(INCOME_LOG, "bool", "income paid before a tied Merchant card was handed on (saves before v6)", default=False),
    Field(IDLE_LOG, "bool", "players with nothing to do took turns (saves before v6)", default=False),
    Field(BLOCKADE_LOG, "bool", "a Greek fleet could blockade one transport again (saves before v7)", default=False),
    Field(
        SETUP_LOG,
        "bool",
        "the preset start gave a turn to players with nothing to name (saves before v7)",
        default=False,
    ),
    Field(
        LANDING_LOG,
        "bool",
        "a transport no Greek fleet could fight any more waited for let-through (saves before v8)",
        default=False,
    ),
    Field(
        spared.BUILD_PASS_LOG,
        "bool",
        "a build turn with nothing to buy waited for next (saves before v9)",
        default=False,
    ),
    Field(spared.TAXES_LOG, "bool", "cards=taxes paid a single tax card (saves before v9)", default=False),
    Field(SETUP_END_LOG, "bool", "the preset start waited for next-phase (saves before v10)", default=False),
    Field(LAST_TAKE_LOG, "bool", "a take that left no choice was typed (saves before v11)", default=False),
    Field(SEIZE_LOG, "bool", "a seizure that was the only choice was typed (saves before v11)", default=False),
    Field(
        payment.GARDENS_LOG,
        "bool",
        "a Hanging Gardens owner who typed no keep lost every good (saves before v13)",
        default=False,
    ),
    Field(
        payment.GARDENS_PICK_LOG,
        "bool",
        "a Hanging Gardens owner with more than 2 goods who typed no keep lost every good (saves before v16)",
        default=False,
    ),
    Field(
        HANDED_ON_LOG,
        "bool",
        "a role card handed on in the 36-point start went back to the player with the most (saves before v14)",
        default=False,
    ),
    Field(
        one_round.ROUNDS_LOG,
        "bool",
        "a place could be fought again in the same turn with the same units (saves before v14)",
        default=False,
    ),
    Field(
        SUPPLY_LOG,
        "bool",
        "a build turn came to a player whose cards paid only for pieces gone (saves before v13)",
        default=False,
    ),
    Field(
        moved_out.STRATEGY_PASS_LOG,
        "bool",
        "a strategy turn with nothing left to move waited for next (saves before v12)",
        default=False,
    ),
    Field(
        CHOSEN_TURN_LOG,
        "bool",
        "a build or strategy turn began only with next, naming the player (saves before v15)",
        default=False,
    ),
)


def migrate(
    data: dict[str, Any],
    from_version: str,
    version: str,
    round_actions: frozenset[str],
    chosen_actions: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    """A save of ``from_version`` as rules ``version`` read it: the legacy options its log needs switched on.

    Args:
        round_actions: The actions only the round's phases take (one in a log means its setup is over).
        chosen_actions: The actions of the build and strategy phases, whose order a role holder chooses.
    """
    # Version 3 ends the trade phase by itself: a version-2 log's typed end of it is dropped (only
    # the trade's: a phase whose last turn passed by itself already ended so under version 2).
    from engine.autoend import drop_typed_ends

    # Version 4 takes every typed value as typed: an older log goes on as it was taken (``common.LOOSE_LOG``).
    # Version 5 ends an exchange early only when the taker can take nothing (``exchange.EARLY_END_LOG``).
    # Version 6 pays income once the role cards are handed out (``rounds.INCOME_LOG``) and gives no turn to a
    # player with nothing to do (``idle.IDLE_LOG``). Version 7 lets each Greek fleet blockade a transport once
    # (``common.BLOCKADE_LOG``: only a log with a transport blockaded twice needs it). Version 8 lands a
    # transport no Greek fleet may fight any more by itself (``common.LANDING_LOG``: only a log that blockaded a
    # transport needs it). Version 9 passes a build turn with nothing left to buy and reads a lone taxes as the
    # tax cards a purchase costs (``spared``). Version 10 ends the preset start by itself once nothing is left in it
    # (``setup_end``). Version 11 takes
    # an exchange's card and seizes a province where no choice is left. An older log goes on as its rules took it.
    old = int(from_version) if from_version.isdigit() else 0
    legacy = {
        option
        for option, before in ((LOOSE_LOG, 4), (exchange.EARLY_END_LOG, 5), (INCOME_LOG, 6), (IDLE_LOG, 6))
        if old < before
    }
    if old < 7 and _blockaded_twice(data.get("events")):
        legacy.add(BLOCKADE_LOG)
    if old < 7 and passed_in_setup(data.get("events")):
        legacy.add(SETUP_LOG)
    if old < 8 and _let_through_by_hand(data.get("events")):
        legacy.add(LANDING_LOG)
    if old < 9:
        legacy |= spared.legacy(data.get("events"))
    if old < 10 and typed_setup_end(data.get("events"), round_actions):
        legacy.add(SETUP_END_LOG)
    if old < 11:
        legacy |= _typed_forced(data.get("events"))
    if old < 12:  # version 12 passes a strategy turn with nothing left to move (``moved_out``)
        legacy |= moved_out.legacy(data.get("events"))
    if old < 13 and _gardens_bought(data.get("events")):  # version 13 keeps the Gardens' goods (``payment``)
        legacy.add(payment.GARDENS_LOG)
    if old < 13 and any(isinstance(raw, dict) and raw.get("t") == "buy" for raw in data.get("events") or ()):
        legacy.add(SUPPLY_LOG)  # version 13 gives no build turn where nothing is left to buy (``idle``)
    if old < 14 and any(isinstance(raw, dict) and raw.get("t") == "battle" for raw in data.get("events") or ()):
        legacy.add(one_round.ROUNDS_LOG)  # version 14 fights one round a turn in a place (``one_round``)
    if old < 14 and "points-start" in (data.get("variants") or ()):
        legacy.add(HANDED_ON_LOG)  # version 14 keeps a role card handed on in the 36-point start (``roles``)
    if old < 15 and _forced_in_chosen(data.get("events"), chosen_actions):
        legacy.add(CHOSEN_TURN_LOG)  # version 15 lets an action take the turn next would give (``taken_turns``)
    if old < 16 and _gardens_bought(data.get("events")):  # version 16 keeps 2 of more goods (``payment``)
        legacy.add(payment.GARDENS_PICK_LOG)
    options = {**(data.get("options") or {}), **dict.fromkeys(sorted(legacy), True)}
    data = {**data, "options": options, "ruleset_version": version}
    return drop_typed_ends(data, version, ("trade",)) if old < 3 else data
