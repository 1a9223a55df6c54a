"""The first start player chosen by a roll-off: every player rolls the same dice, the best roll starts.

Games pick their first start player at random, most often by dice (Aquileia: the most gold on three red
dice; Struggle for Rome: the highest roll). ``start_player_action`` makes the ``start-player`` action a game
offers before its first move: the table names who starts, or gives (or lets the app roll) every player's
dice in seat order. A tie for the best roll is rolled again: the app rolls again for the tied players itself
(every roll kept with the event, so the log shows them all); dice typed from the table that tie are refused,
as the table rolls again. The ruleset says how a roll scores, what "too late" means, and how its state records
the seat (its ``start_player`` hook then reads it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.actions import ActionSpec, Violation
from engine.dice_fields import roll_asked
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context

if TYPE_CHECKING:
    import random

    from engine.fields import Catalogues

#: One round of a roll-off: each rolling seat with its score.
Round = list[tuple[int, int]]


def rounds(
    dice: Sequence[Any], players: int, each: int, score: Callable[[Sequence[Any]], int]
) -> tuple[list[Round], bool]:
    """The rounds of a roll-off: everyone first, then the players tied for the best roll of the round before.

    Returns:
        The rounds, and whether the dice run out before a round ends (a count that fits no roll-off).
    """
    out: list[Round] = []
    seats, at = list(range(players)), 0
    while at < len(dice):
        if at + each * len(seats) > len(dice):
            return out, True
        out.append([(s, score(dice[at + i * each : at + (i + 1) * each])) for i, s in enumerate(seats)])
        at += each * len(seats)
        seats = leaders(out[-1])
        if len(seats) == 1:
            break
    return out, at != len(dice)


def leaders(scored: Round) -> list[int]:
    """The seats with the best score of a round."""
    best = max(n for _, n in scored)
    return [s for s, n in scored if n == best]


@dataclass(frozen=True)
class _RollOff(Field):
    """The dice field of a roll-off: ``roll`` rolls again for the tied players until one leads."""

    score: Callable[[Sequence[Any]], int] | None = None

    def parse(
        self,
        raw: Any,
        players: Sequence[str] = (),
        rng: random.Random | None = None,
        catalogues: Catalogues | None = None,
    ) -> Any:
        dice = super().parse(raw, players, rng, catalogues)
        if self.score is None or roll_asked(raw) is None:  # Czech ``hodit`` too: a tie it rolled is rolled again
            return dice
        played, ran_out = rounds(dice, len(players), self.each, self.score)
        # A die is a fair chance for every tied player: a tie lasting long is ever less likely, never endless.
        while played and not ran_out and len(leaders(played[-1])) > 1:
            again = super().parse(f"roll:{self.each * len(leaders(played[-1]))}", players, rng, catalogues)
            dice = [*dice, *again]
            played, ran_out = rounds(dice, len(players), self.each, self.score)
        return dice


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

    def played(ctx: Context, rolled: Sequence[Any]) -> list[Round]:
        """The rounds the dice tell: the first of every player's dice, then any rolled again for a tie."""
        players = len(ctx.players)
        out, ran_out = rounds(rolled, players, each, score)
        if ran_out or len(rolled) < each * players:
            said = tr("dice: {each} a player, {total} in all, in seat order (or roll)")
            raise BadInput(said.format(each=each, total=each * players))
        return out

    def chosen(ctx: Context, args: Mapping[str, Any]) -> list[int]:
        """The seats that could start: the one named, or those with the best (last) roll."""
        if args.get("first") is not None and args.get("dice"):
            raise BadInput("start-player: name who starts or give the dice, not both")
        if args.get("first") is not None:
            return [ctx.player_index(args["first"])]
        if not args.get("dice"):
            raise BadInput("start-player: name who starts (first) or roll the dice (dice=roll)")
        return leaders(played(ctx, args["dice"])[-1])

    def apply(ctx: Context, args: Mapping[str, Any]) -> Any:
        return choose(ctx, chosen(ctx, args)[0])

    def check(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
        seats = chosen(ctx, args)
        out = []
        if begun(ctx):
            out.append(Violation("Start player", "chosen before the first round begins", topic))
        if len(seats) > 1:
            # Only dice typed from the table can end tied: ``roll`` rolls again here until one player leads.
            best = dict(played(ctx, args["dice"])[-1])[seats[0]]
            tied = phrase_list([ctx.players[s].name for s in seats])
            score = f"{best} {tr(unit)}" if unit else str(best)
            # Only the tied roll again, their dice typed after these (play-test 11: all 9 dice were typed again).
            said = ntr(
                "{players} tie with {score}: roll again; their {n} new die goes after these",
                "{players} tie with {score}: roll again; their {n} new dice each go after these",
                each,
            ).format(players=tied, score=score, n=each)
            out.append(Violation("Start player", said, topic))
        return out

    def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
        seat = chosen(before, args)[0]
        out = []
        # Every roll is said, a tie's rolls again after the first: the table sees how the start was won.
        for scored in played(before, args["dice"]) if args.get("dice") else []:
            rolled = ", ".join(f"{before.players[s].name} {n}" for s, n in scored)
            if unit:
                out.append(tr("{unit} rolled: {rolls}.").format(unit=tr(unit).capitalize(), rolls=rolled))
            else:
                out.append(tr("Dice rolled: {rolls}.").format(rolls=rolled))
        said = tr("{player} is the start player and {then}.")
        return [*out, said.format(player=before.players[seat].name, then=tr(then))]

    field = _RollOff(
        dice.name,
        dice.type,
        dice.help,
        required=False,
        choices=dice.choices,
        sides=dice.sides,
        rolled=dice.rolled,
        each=each,
        score=score,
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
