"""Battles (l. 155-195): results and loot, figures lost, cities taken (huts, villages, relics: ``finds``).

Figures move on the physical map; the app records what follows. A battle
is fought by the moving player (the turn holder), as attacker or defender.
Figures lost go back to their owner's supply; a city taken gets the
winner's city marker (the loser's goes home). Taking a capital wins at once.
Where the battle was, its sides and what the table need not type are worked
out in ``battle_result``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.errors import BadInput
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.battle_result import changes_hands, city_taken, derive_result, sides, where
from rulesets.civilization.battle_view import cards_left, fight_of, outscored, score_line, settled
from rulesets.civilization.catalogues import name_of
from rulesets.civilization.common import names
from rulesets.civilization.components import (
    CULTURE,
    cities_of,
    city_label,
    city_limit,
    game,
    is_capital,
    knows,
    owner,
    realm,
)
from rulesets.civilization.data import LOOT, TRADE_MAX
from rulesets.civilization.loot import NONE, ask_all, figures_question, loot_question, lootable, picked, resource_asked
from rulesets.civilization.research import learn, learn_checks, tech
from rulesets.civilization.state import State

PLACES = ("field", "city", "capital")
LOOT_KINDS = ("trade", "culture", "resource", "coin", "tech", NONE)
#: Loot kinds as a refusal names them.
LOOT_WORDS = {"resource": N_("resource"), "tech": N_("tech")}


def _close(ctx: Context) -> None:
    """Killed unit cards leave their owners' standing forces (as far as the app knew them); the battle ends."""
    fight = fight_of(ctx)
    if fight is None:
        return
    for side, seat in enumerate(fight.seats):
        for unit, n in Counter(c.unit for c in fight.killed[side]).items():
            held = ctx.ledger.count(ctx.own("forces", seat), unit)
            if min(n, held):
                ctx.move(unit, min(n, held), ctx.own("forces", seat), "bank")
    ctx.game = replace(game(ctx), fight=None)


def battle(ctx: Context, args: Mapping[str, Any]) -> State:
    _close(ctx)
    win, lose = sides(ctx, args)
    for figure, field in (("army", "armies_lost"), ("settler", "settlers_lost")):
        ctx.move(ctx.piece(figure, lose), args.get(field, 0), ctx.own("board", lose), ctx.own("supply", lose))
    state = game(ctx)
    city = args.get("city")
    if where(args) == "capital" and city_taken(ctx, args, lose):
        return state.with_realm(win, state.realms[win].but(captured_capital=True))
    if changes_hands(ctx, args, lose):
        # The city is taken (l. 191): the loser's marker goes home, the winner's comes in.
        ctx.move(ctx.piece("city", lose), 1, f"city:{city}", ctx.own("supply", lose))
        ctx.move(ctx.piece("city", win), 1, ctx.own("supply", win), f"city:{city}")
    # Each pick is one reward (l. 192: any two one-point rewards, the same twice too); each kind is said once.
    for kind, times in Counter(picked(args)).items():
        if kind == "trade":
            loser, winner = state.realms[lose], state.realms[win]
            taken = min(LOOT["trade"] * times, loser.trade)
            state = state.with_realm(lose, loser.but(trade=loser.trade - taken))
            state = state.with_realm(win, winner.but(trade=min(winner.trade + taken, TRADE_MAX)))
        elif kind == "culture":  # tokens, never steps on the track (l. 89, l. 188); what there is, up to 3
            taken = min(LOOT["culture"] * times, ctx.ledger.count(ctx.own("stock", lose), CULTURE))
            ctx.move("culture", taken, ctx.own("stock", lose), ctx.own("stock", win))
        elif kind == "resource":
            ctx.move(args["resource"], LOOT["resource"] * times, ctx.own("stock", lose), ctx.own("stock", win))
        elif kind == "coin":  # erased from the dial; investments are safe (l. 190)
            ctx.move("coin", LOOT["coin"] * times, ctx.own("coins", lose), "bank")
        elif kind == "tech":
            state = learn(ctx, win, args["tech"], state)
    return state


def check_battle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if not args.get("winner") or not args.get("loser"):
        if fight_of(ctx) is not None:
            _ask_unsettled(ctx, args)
        return [rule("Battle", "name the winner and the loser", "battle")]
    win, lose = sides(ctx, args)
    if win == lose:
        return [rule("Battle", "a battle has two sides", "battle")]
    out: list[Violation] = _check_fight(ctx, win, lose)
    turn = ctx.position.turn
    if turn is not None and turn not in (win, lose):
        message = tr("in {player}'s turn, battles are {player}'s").format(player=ctx.players[turn].name)
        out.append(rule("Battle", message, "battle"))
    out.extend(_check_place(ctx, args, win, lose))
    taken = city_taken(ctx, args, lose)
    if changes_hands(ctx, args, lose) and len(cities_of(ctx, win)) >= city_limit(ctx, win):
        # The city limit holds for cities taken as for cities founded (l. 34); the table may override it. Left
        # out, ``capture=no`` comes by itself (``battle_result``): only a capture typed meets this.
        limit = city_limit(ctx, win)
        message = ntr(
            "{player} already holds {n} city, the limit (3 after Irrigation): capture=no records the win and "
            "its loot, the city staying",
            "{player} already holds {n} cities, the limit (3 after Irrigation): capture=no records the win and "
            "its loot, the city staying",
            limit,
        ).format(player=ctx.players[win].name, n=limit)
        out.append(rule("City limit", message, "battle"))
    loot = picked(args)
    # A resource, a tech or a city named for nothing that takes it would be dropped without a word.
    for kind, field in (("resource", "resource"), ("tech", "tech")):
        if args.get(field) and kind not in loot:
            said = tr("no {kind} is among the loot picked").format(kind=tr(LOOT_WORDS[kind]))
            out.append(unused("Loot", said, "battle", field))
    if args.get("city") and where(args) == "field":
        out.append(unused("Battle", tr("a battle in the field is fought over no city"), "battle", "city"))
    if where(args) == "capital" and taken:
        return out
    # What the table must say is asked though a rule objects: overridden, the battle still takes the city, and
    # its figures and loot must not be dropped without a word (play-test 7: a forced capture left the army).
    # A winner who scored less is refused before anything is asked (play-test 11: armies_lost= and loot= were
    # asked, then "Jana scored 5 against 8"), and so are cards still to play: what they change, the loot
    # asked ahead of them would have assumed (play-test 12).
    fight = fight_of(ctx)
    unsettled = fight is not None and not settled(fight, win, lose) and bool(cards_left(ctx, fight))
    if not any(v.physical for v in out) and not outscored(ctx, win, lose) and not unsettled:
        ask_all(_questions(ctx, args, win, lose))
    # Two points for taking a city (l. 191); a defender who holds it has beaten an army: one (l. 186).
    points = 2 if taken else 1
    spent = sum(2 if kind == "tech" else 1 for kind in loot)
    if spent > points:
        message = ntr(
            "{n} loot point: one each, a tech takes two (a city only)",
            "{n} loot points: one each, a tech takes two (a city only)",
            points,
        ).format(n=points)
        out.append(rule("Loot", message, "battle"))
    if "tech" in loot:
        out.extend(_check_tech_loot(ctx, args, win, lose))
    if "resource" in loot and not args.get("resource"):
        out.append(rule("Loot", resource_asked(ctx, lose), "battle"))
    if "culture" in loot and not ctx.ledger.count(ctx.own("stock", lose), CULTURE):
        out.append(rule("Loot", tr("{player} holds no culture tokens").format(player=ctx.players[lose].name), "battle"))
    return out


def _questions(ctx: Context, args: Mapping[str, Any], win: int, lose: int) -> list[str]:
    """What the table still has to say for a result that stands: the figures in a city won, the loot, the
    resource looted (each a question, not a rule broken)."""
    out = []
    if where(args) == "city" and city_taken(ctx, args, lose):
        figures = figures_question(ctx, args, lose, changes_hands(ctx, args, lose))
        if figures:
            out.append(figures)
    if "loot" not in args:
        said = loot_question(ctx, args["winner"], lose, city_taken(ctx, args, lose))
        if said:
            out.append(said)
    elif "resource" in picked(args) and not args.get("resource") and "resource" in lootable(ctx, lose):
        out.append(resource_asked(ctx, lose))
    return out


def _ask_unsettled(ctx: Context, args: Mapping[str, Any]) -> None:
    """A battle played card by card with no winner yet: the cards still to play, or on a tie everything the result
    needs at once, for either winner (play-test 12: the tie, then the loot, one command each).

    Raises:
        BadInput: Always: cards are still to play, or the scores are tied.
    """
    fight = fight_of(ctx)
    assert fight is not None
    left = cards_left(ctx, fight)
    if left:
        raise BadInput(tr("cards still to play: {left} (front), then battle").format(left=phrase_list(left)))
    score = fight.score(0)
    sides_named = names(ctx, fight.seats)
    asked = [tr("the scores are tied at {score}: name the winner (winner={players})")]
    asked[0] = asked[0].format(score=score, players="|".join(sides_named))
    for side, winner in enumerate(sides_named):
        lose = fight.seats[1 - side]
        tried = {**args, "winner": winner, "loser": ctx.players[lose].name}
        needs = _questions(ctx, tried, fight.seats[side], lose)
        if needs:
            asked.append(tr("if {winner} wins: {needs}").format(winner=winner, needs="; ".join(needs)))
    ask_all(asked)


def _check_fight(ctx: Context, win: int, lose: int) -> list[Violation]:
    """A battle played card by card ends when both sides have played every card drawn (l. 176), and its
    scores name the winner."""
    fight = fight_of(ctx)
    if fight is None:
        return []
    if {win, lose} != set(fight.seats):
        fighters = phrase_list(names(ctx, fight.seats))
        return [rule("Battle", tr("the battle under way is between {players}").format(players=fighters), "battle")]
    out = []
    left = [] if settled(fight, win, lose) else cards_left(ctx, fight)
    if left:
        out.append(rule("Battle", tr("cards still to play: {left}").format(left=phrase_list(left)), "battle"))
    if outscored(ctx, win, lose):
        scores = fight.score(fight.side(win)), fight.score(fight.side(lose))
        message = tr("{player} scored {score} against {other}: the higher score wins").format(
            player=ctx.players[win].name, score=scores[0], other=scores[1]
        )
        out.append(rule("Battle", message, "battle"))
    return out


def _check_place(ctx: Context, args: Mapping[str, Any], win: int, lose: int) -> list[Violation]:
    if where(args) == "field":
        return []
    city = args.get("city")
    if not city:
        return [rule("Battle", "name the city fought over", "battle")]
    label = city_label(ctx, city)
    if owner(ctx, city) not in (win, lose):
        either = phrase_list(names(ctx, (win, lose)), "or")
        return [rule("Battle", tr("{city} is not {player}'s city").format(city=label, player=either), "battle")]
    if (where(args) == "capital") != is_capital(ctx, city):
        what = tr("{city} is a capital") if is_capital(ctx, city) else tr("{city} is not a capital")
        return [rule("Battle", what.format(city=label), "battle")]
    return []


def _check_tech_loot(ctx: Context, args: Mapping[str, Any], win: int, lose: int) -> list[Violation]:
    if where(args) != "city" or not city_taken(ctx, args, lose):
        return [rule("Loot", "a tech is loot only for taking a city", "battle")]
    if not args.get("tech"):
        return [rule("Loot", "name the tech taken", "battle")]
    if not knows(ctx, lose, args["tech"]):
        message = tr("{player} does not have {tech}").format(
            player=args["loser"], tech=tr(tech(ctx, args["tech"]).name)
        )
        return [rule("Loot", message, "battle")]
    # The tech goes into the winner's pyramid at its printed level (l. 193, l. 204).
    return learn_checks(ctx, win, args["tech"])


def _fight_lines(before: Context) -> list[str]:
    """The final scores of a battle played card by card (the killed cards' moves say the losses)."""
    fight = fight_of(before)
    return [] if fight is None else [score_line(before, fight, final=True)]


def battle_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    # Scores, the winner, a city taken and loot name no hidden card: a check says them beside the unit cards
    # it counts leaving the standing forces.
    return [Public(line) for line in (*_outcome(before, after, args), *unpicked(before, args))]


def _outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    lose = sides(before, args)[1]
    winner, loser = args["winner"], args["loser"]
    city = args.get("city")
    label = city_label(before, city) if city else ""
    if where(args) == "capital" and city_taken(before, args, lose):
        taken = tr("{winner} takes {loser}'s capital {city} and wins the game.")
        return [*_fight_lines(before), taken.format(winner=winner, loser=loser, city=label)]
    beat = tr("{winner} beats {loser} at {city}.") if label else tr("{winner} beats {loser} in the field.")
    out = [*_fight_lines(before), beat.format(winner=winner, loser=loser, city=label)]
    if changes_hands(before, args, lose):
        out.append(tr("{city} is now {player}'s city.").format(city=label, player=winner))
    elif where(args) == "city" and city_taken(before, args, lose):
        said = tr("{city} stays {loser}'s: {winner} holds as many cities as allowed (l. 34); the win's loot stands.")
        out.append(said.format(city=label, loser=loser, winner=winner))
    # Loot picked twice of a kind (trade, trade) is said once, with the total.
    for kind in dict.fromkeys(picked(args)):
        out += _loot_lines(before, after, args, kind)
    return out


def unpicked(before: Context, args: Mapping[str, Any]) -> list[str]:
    """The winner picks the loot at once (l. 185): a point left unpicked is said, so a forgotten loot= shows (the
    moment's word, not the story's)."""
    if where(args) == "capital" and city_taken(before, args, sides(before, args)[1]):
        return []
    taken = city_taken(before, args, sides(before, args)[1])
    left = (2 if taken else 1) - sum(2 if k == "tech" else 1 for k in picked(args))
    if left <= 0 or NONE in args.get("loot", ()):
        return []
    said = ntr(
        "{winner} picks no loot for {n} loot point (undo and give loot= if that is wrong).",
        "{winner} picks no loot for {n} loot points (undo and give loot= if that is wrong).",
        left,
    )
    return [said.format(winner=args["winner"], n=left)]


def _loot_lines(before: Context, after: Context, args: Mapping[str, Any], kind: str) -> list[str]:
    """What one kind of loot took (picked twice, said once with the total)."""
    win, lose = sides(before, args)
    winner, loser = args["winner"], args["loser"]
    if kind == "trade":
        taken = realm(before, lose).trade - realm(after, lose).trade
        said = ntr(
            "{winner} takes {n} trade from {loser}'s dial.", "{winner} takes {n} trade from {loser}'s dial.", taken
        )
        out = [said.format(winner=winner, loser=loser, n=taken)]
        kept = realm(after, win).trade - realm(before, win).trade
        if kept < taken:
            lost = taken - kept
            over = ntr("{n} of it is lost over {most}.", "{n} of it is lost over {most}.", lost)
            out.append(over.format(n=lost, most=TRADE_MAX))
        return out
    if kind == "culture":
        moved_now = before.ledger.count(before.own("stock", lose), CULTURE) - after.ledger.count(
            after.own("stock", lose), CULTURE
        )
        said = ntr(
            "{winner} takes {n} culture token from {loser}.",
            "{winner} takes {n} culture tokens from {loser}.",
            moved_now,
        )
        return [said.format(winner=winner, loser=loser, n=moved_now)]
    if kind == "resource":
        label = name_of(before.kit.catalogue("resources", "resource"), args["resource"]).lower()
        n = args["loot"].count(kind)
        amount = ntr("{n} {resource}", "{n} {resource}s", n).format(n=n, resource=label)
        return [tr("{winner} takes {amount} from {loser}.").format(winner=winner, loser=loser, amount=amount)]
    if kind == "coin":
        n = args["loot"].count(kind)
        said = ntr("{player} erases {n} coin from the coin dial.", "{player} erases {n} coins from the coin dial.", n)
        return [said.format(player=loser, n=n)]
    if kind == "tech":
        return [tr("{player} learns {tech}.").format(player=winner, tech=tr(tech(before, args["tech"]).name))]
    return []


ACTIONS = (
    ActionSpec(
        "battle",
        battle,
        fields=(
            Field("winner", "player", "who won (after front: the higher score)", required=False, derived=True),
            Field("loser", "player", "who lost", required=False, derived=True),
            Field("at", "choice", "in the field, at a city or a capital", choices=PLACES, required=False, derived=True),
            Field("city", "ref", "the city fought over", required=False, catalogue="city"),
            Field(
                "loot",
                "choices",
                "loot (1 point; 2 for a city; a tech costs 2; none: nothing)",
                required=False,
                choices=LOOT_KINDS,
            ),
            Field("resource", "ref", "the resource taken", required=False, catalogue="resource"),
            Field("tech", "ref", "the tech learned (taking a city)", required=False, catalogue="tech"),
            # Left out, the beaten army (in the field) or the attacker beaten at a city goes home (``battle_result``).
            Field("armies_lost", "int", "the loser's armies removed", required=False, min=0, max=6, derived=True),
            Field(
                "settlers_lost",
                "int",
                "the loser's settlers or scouts removed",
                required=False,
                min=0,
                max=2,
                derived=True,
            ),
            Field(
                "capture",
                "bool",
                "whether the winner takes the city (no: at the city limit, the loot only)",
                required=False,
                derived=True,
            ),
        ),
        phases=("movement",),
        check=check_battle,
        help="Record a battle: lost figures go home, a city taken changes hands, the winner loots; a capital wins.",
        topic="battle",
        text="{winner} wins a battle against {loser}",
        outcome=battle_outcome,
        derive=derive_result,
    ),
)
