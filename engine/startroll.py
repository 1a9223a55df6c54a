"""The first start player chosen by a roll-off: every player rolls the same dice, the best roll starts.

Games pick their first start player at random, most often by dice (Aquileia: the most gold on three red
dice; Struggle for Rome: the highest roll). ``start_player_action`` makes the ``start-player`` action a game
offers before its first move: the table names who starts, or gives (or lets the app roll) every player's
dice in seat order; a tie for the best roll is rolled again. The ruleset says how a roll scores, what "too
late" means, and how its state records the seat (its ``start_player`` hook then reads it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context


def start_player_action(
    *,
    dice: Field,
    each: int,
    score: Callable[[Sequence[Any]], int],
    unit: str,
    choose: Callable[[Context, int], Any],
    begun: Callable[[Context], bool],
    topic: str,
    phases: tuple[str, ...],
    then: str,
) -> ActionSpec:
    """The ``start-player`` action.

    Args:
        dice: The dice field (its ``each`` is set here): ``roll`` rolls ``each`` dice for every player.
        each: Dice a player rolls.
        score: What one player's dice are worth (gold faces; the total).
        unit: What the score counts, for sentences ("gold"; "" for a plain total).
        choose: The game state with ``seat`` as the first start player.
        begun: Whether the first round has begun (then it is too late).
        topic: The rules topic.
        phases: The phases it belongs to.
        then: What the start player does first ("places first").
    """

    def scores(ctx: Context, rolled: Sequence[Any]) -> list[int]:
        players = len(ctx.players)
        if len(rolled) != each * players:
            said = tr("dice: {each} a player, {total} in all, in seat order (or roll)")
            raise BadInput(said.format(each=each, total=each * players))
        return [score(rolled[s * each : (s + 1) * each]) for s in range(players)]

    def chosen(ctx: Context, args: Mapping[str, Any]) -> list[int]:
        """The seats that could start: the one named, or those with the best roll."""
        if args.get("first") is not None and args.get("dice"):
            raise BadInput("start-player: name who starts or give the dice, not both")
        if args.get("first") is not None:
            return [ctx.player_index(args["first"])]
        if not args.get("dice"):
            raise BadInput("start-player: name who starts (first) or roll the dice (dice=roll)")
        counts = scores(ctx, args["dice"])
        return [s for s, n in enumerate(counts) if n == max(counts)]

    def apply(ctx: Context, args: Mapping[str, Any]) -> Any:
        return choose(ctx, chosen(ctx, args)[0])

    def check(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
        seats = chosen(ctx, args)
        out = []
        if begun(ctx):
            out.append(Violation("Start player", "chosen before the first round begins", topic))
        if len(seats) > 1:
            best = scores(ctx, args["dice"])[seats[0]]
            tied = phrase_list([ctx.players[s].name for s in seats])
            score = f"{best} {tr(unit)}" if unit else str(best)
            said = tr("{players} tie with {score}: roll again").format(players=tied, score=score)
            out.append(Violation("Start player", said, topic))
        return out

    def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
        seat = chosen(before, args)[0]
        out = []
        if args.get("dice"):
            counts = scores(before, args["dice"])
            rolled = ", ".join(f"{before.players[s].name} {n}" for s, n in enumerate(counts))
            if unit:
                out.append(tr("{unit} rolled: {rolls}.").format(unit=tr(unit).capitalize(), rolls=rolled))
            else:
                out.append(tr("Dice rolled: {rolls}.").format(rolls=rolled))
        said = tr("{player} is the start player and {then}.")
        return [*out, said.format(player=before.players[seat].name, then=tr(then))]

    field = Field(
        dice.name,
        dice.type,
        dice.help,
        required=False,
        choices=dice.choices,
        max=each * 6,
        sides=dice.sides,
        rolled=dice.rolled,
        each=each,
    )
    return ActionSpec(
        "start-player",
        apply,
        fields=(Field("first", "player", "who starts, as the table chose", required=False), field),
        phases=phases,
        who="table",
        check=check,
        help="Choose the first start player: name them, or roll {each} dice each (the best roll starts).",
        help_values=(("each", each),),
        topic=topic,
        text="{actor} chooses the start player",
        outcome=outcome,
        sets_start=True,
        offered=lambda ctx: not begun(ctx),
    )
