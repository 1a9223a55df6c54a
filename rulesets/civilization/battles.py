"""Movement and battles (l. 137-195): results and loot, figures lost, cities taken, huts, villages, relics.

Figures move on the physical map; the app records what follows. A battle
is fought by the moving player (the turn holder), as attacker or defender.
Figures lost go back to their owner's supply; a city taken gets the
winner's city marker (the loser's goes home). Taking a capital wins at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.names import phrase_list
from engine.outcomes import count
from engine.state import Context
from rulesets.civilization.catalogues import city_catalogue, fact, name_of
from rulesets.civilization.common import PLAYER, me, names
from rulesets.civilization.components import cities_of, city_limit, game, is_capital, knows, moved, owner, realm
from rulesets.civilization.culture import advance, advance_sentence
from rulesets.civilization.data import LOOT, TRADE_MAX
from rulesets.civilization.fight import cards_left, fight_of, score_line
from rulesets.civilization.research import learn, learn_checks, tech
from rulesets.civilization.state import State

PLACES = ("field", "city", "capital")
LOOT_KINDS = ("trade", "culture", "resource", "coin", "tech")
REWARDS = ("coin", "resource")


def _at(args: Mapping[str, Any]) -> str:
    """Where the battle was: as said or worked out from the city; nothing said and no city, the field."""
    return str(args.get("at") or "field")


def _taken(ctx: Context, args: Mapping[str, Any], lose: int) -> bool:
    """Whether the battle takes the loser's city (its owner lost); a defender who wins keeps it."""
    city = args.get("city") or ""
    return _at(args) != "field" and bool(city) and owner(ctx, city) == lose


def _sides(ctx: Context, args: Mapping[str, Any]) -> tuple[int, int]:
    return ctx.player_index(args["winner"]), ctx.player_index(args["loser"])


def derive_result(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """With a battle played card by card, where it was and who won are known: the higher score wins."""
    fight = fight_of(ctx)
    if fight is None:
        # A city named says whether it is a capital (a fact of the city), so only the field is ever said.
        city = args.get("city")
        if city and not args.get("at") and owner(ctx, city) is not None:
            return {"at": "capital" if is_capital(ctx, city) else "city"}
        return {}
    out: dict[str, Any] = {"at": fight.at}
    if fight.city:
        out["city"] = fight.city
    scores = fight.score(0), fight.score(1)
    named = [ctx.player_index(args[k]) for k in ("winner", "loser") if args.get(k)]
    if len(named) == 1 and named[0] in fight.seats:
        # On a tie the table names one side: the other is the other (two sides to a battle).
        other = ctx.players[fight.seats[1 - fight.side(named[0])]].name
        out["loser" if args.get("winner") else "winner"] = other
    elif scores[0] != scores[1] and not named:
        best = 0 if scores[0] > scores[1] else 1
        out["winner"] = ctx.players[fight.seats[best]].name
        out["loser"] = ctx.players[fight.seats[1 - best]].name
    return out


def _close(ctx: Context) -> None:
    """Killed unit cards leave their owners' standing forces (as far as the app knew them); the battle ends."""
    fight = fight_of(ctx)
    if fight is None:
        return
    for side, seat in enumerate(fight.seats):
        for unit, n in Counter(fight.killed[side]).items():
            held = ctx.ledger.count(ctx.own("forces", seat), unit)
            if min(n, held):
                ctx.move(unit, min(n, held), ctx.own("forces", seat), "bank")
    ctx.game = replace(game(ctx), fight=None)


def battle(ctx: Context, args: Mapping[str, Any]) -> State:
    _close(ctx)
    win, lose = _sides(ctx, args)
    for figure, field in (("army", "armies_lost"), ("settler", "settlers_lost")):
        ctx.move(ctx.piece(figure, lose), args.get(field, 0), ctx.own("board", lose), ctx.own("supply", lose))
    state = game(ctx)
    city = args.get("city")
    if _at(args) == "capital" and _taken(ctx, args, lose):
        return state.with_realm(win, state.realms[win].but(captured_capital=True))
    if _at(args) == "city" and _taken(ctx, args, lose):
        # The city is taken (l. 191): the loser's marker goes home, the winner's comes in.
        ctx.move(ctx.piece("city", lose), 1, f"city:{city}", ctx.own("supply", lose))
        ctx.move(ctx.piece("city", win), 1, ctx.own("supply", win), f"city:{city}")
    # Each pick is one reward (l. 192: any two one-point rewards, the same twice too); each kind is said once.
    for kind, times in Counter(args.get("loot", [])).items():
        if kind == "trade":
            loser, winner = state.realms[lose], state.realms[win]
            taken = min(LOOT["trade"] * times, loser.trade)
            state = state.with_realm(lose, loser.but(trade=loser.trade - taken))
            state = state.with_realm(win, winner.but(trade=min(winner.trade + taken, TRADE_MAX)))
        elif kind == "culture":  # tokens, never steps on the track (l. 89, l. 188); what there is, up to 3
            taken = min(LOOT["culture"] * times, ctx.ledger.count(ctx.own("stock", lose), "culture"))
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
            return [rule("Battle", "the scores are tied: name the winner", "battle")]
        return [rule("Battle", "name the winner and the loser", "battle")]
    win, lose = _sides(ctx, args)
    if win == lose:
        return [rule("Battle", "a battle has two sides", "battle")]
    out: list[Violation] = _check_fight(ctx, win, lose)
    turn = ctx.position.turn
    if turn is not None and turn not in (win, lose):
        out.append(
            rule("Battle", f"in {ctx.players[turn].name}'s turn, battles are {ctx.players[turn].name}'s", "battle")
        )
    out.extend(_check_place(ctx, args, win, lose))
    taken = _taken(ctx, args, lose)
    if taken and _at(args) == "city" and len(cities_of(ctx, win)) >= city_limit(ctx, win):
        # The city limit holds for cities taken as for cities founded (l. 34); the table may override it.
        limit = city_limit(ctx, win)
        held = count(limit, "city", "cities")
        message = f"{ctx.players[win].name} already holds {held}, the limit (3 after Irrigation)"
        out.append(rule("City limit", message, "battle"))
    if _at(args) == "capital" and taken:
        return out
    loot = list(args.get("loot", []))
    # Two points for taking a city (l. 191); a defender who holds it has beaten an army: one (l. 186).
    points = 2 if taken else 1
    spent = sum(2 if kind == "tech" else 1 for kind in loot)
    if spent > points:
        out.append(rule("Loot", f"{count(points, 'loot point')}: one each, a tech takes two (a city only)", "battle"))
    if "tech" in loot:
        out.extend(_check_tech_loot(ctx, args, win, lose))
    if "resource" in loot and not args.get("resource"):
        out.append(rule("Loot", "name the resource taken", "battle"))
    if "culture" in loot and not ctx.ledger.count(ctx.own("stock", lose), "culture"):
        out.append(rule("Loot", f"{ctx.players[lose].name} holds no culture tokens", "battle"))
    return out


def _check_fight(ctx: Context, win: int, lose: int) -> list[Violation]:
    """A battle played card by card ends when both sides have played every card drawn (l. 176), and its
    scores name the winner."""
    fight = fight_of(ctx)
    if fight is None:
        return []
    if {win, lose} != set(fight.seats):
        fighters = phrase_list(names(ctx, fight.seats))
        return [rule("Battle", f"the battle under way is between {fighters}", "battle")]
    out = []
    left = cards_left(ctx, fight)
    if left:
        out.append(rule("Battle", f"cards still to play: {phrase_list(left)}", "battle"))
    scores = fight.score(fight.side(win)), fight.score(fight.side(lose))
    if scores[0] < scores[1]:
        message = f"{ctx.players[win].name} scored {scores[0]} against {scores[1]}: the higher score wins"
        out.append(rule("Battle", message, "battle"))
    return out


def _check_place(ctx: Context, args: Mapping[str, Any], win: int, lose: int) -> list[Violation]:
    if _at(args) == "field":
        return []
    city = args.get("city")
    if not city:
        return [rule("Battle", "name the city fought over", "battle")]
    label = name_of(city_catalogue(game(ctx).cities), city)
    if owner(ctx, city) not in (win, lose):
        sides = phrase_list(names(ctx, (win, lose)), "or")
        return [rule("Battle", f"{label} is not {sides}'s city", "battle")]
    if (_at(args) == "capital") != is_capital(ctx, city):
        what = "a capital" if is_capital(ctx, city) else "not a capital"
        return [rule("Battle", f"{label} is {what}", "battle")]
    return []


def _check_tech_loot(ctx: Context, args: Mapping[str, Any], win: int, lose: int) -> list[Violation]:
    if _at(args) != "city" or not _taken(ctx, args, lose):
        return [rule("Loot", "a tech is loot only for taking a city", "battle")]
    if not args.get("tech"):
        return [rule("Loot", "name the tech taken", "battle")]
    if not knows(ctx, lose, args["tech"]):
        return [rule("Loot", f"{args['loser']} does not have {tech(ctx, args['tech']).name}", "battle")]
    # The tech goes into the winner's pyramid at its printed level (l. 193, l. 204).
    return learn_checks(ctx, win, args["tech"])


def _fight_lines(before: Context) -> list[str]:
    """The final scores of a battle played card by card (the killed cards' moves say the losses)."""
    fight = fight_of(before)
    return [] if fight is None else [score_line(before, fight, "Final score")]


def battle_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    win, lose = _sides(before, args)
    winner, loser = args["winner"], args["loser"]
    city = args.get("city")
    label = name_of(city_catalogue(game(before).cities), city) if city else ""
    if _at(args) == "capital" and _taken(before, args, lose):
        return [*_fight_lines(before), f"{winner} takes {loser}'s capital {label} and wins the game."]
    where = f"at {label}" if label else "in the field"
    out = [*_fight_lines(before), f"{winner} beats {loser} {where}."]
    if _at(args) == "city" and _taken(before, args, lose):
        out.append(f"{label} is now {winner}'s city.")
    # Loot picked twice of a kind (trade, trade) is said once, with the total.
    for kind in dict.fromkeys(args.get("loot", [])):
        if kind == "trade":
            taken = realm(before, lose).trade - realm(after, lose).trade
            out.append(f"{winner} takes {taken} trade from {loser}'s dial.")
            kept = realm(after, win).trade - realm(before, win).trade
            if kept < taken:
                out.append(f"{taken - kept} of it is lost over {TRADE_MAX}.")
        elif kind == "culture":
            moved_now = before.ledger.count(before.own("stock", lose), "culture") - after.ledger.count(
                after.own("stock", lose), "culture"
            )
            out.append(f"{winner} takes {count(moved_now, 'culture token')} from {loser}.")
        elif kind == "resource":
            label = name_of(before.kit.catalogue("resources", "resource"), args["resource"]).lower()
            out.append(f"{winner} takes {count(args['loot'].count('resource'), label)} from {loser}.")
        elif kind == "coin":
            out.append(f"{loser} erases {count(args['loot'].count('coin'), 'coin')} from the coin dial.")
        elif kind == "tech":
            out.append(f"{winner} learns {tech(before, args['tech']).name}.")
    return out


def hut(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(args.get("token", "hut"), 1, "map", ctx.own("stock", seat))
    if args["reward"] == "coin":
        ctx.move("coin", 1, "bank", ctx.own("coins", seat))
    elif args.get("resource"):
        ctx.move(args["resource"], 1, "bank", ctx.own("stock", seat))
    return moved(ctx)


def check_reward(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if args["reward"] == "resource" and not args.get("resource") and args.get("won", True):
        return [rule("Reward", "name the resource the token gives", "movement")]
    return []


def village(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    if args["won"]:
        return hut(ctx, {**args, "token": "village"})
    # A lost fight against the barbarians costs the army that entered (see decisions).
    ctx.move(ctx.piece("army", seat), 1, ctx.own("board", seat), ctx.own("supply", seat))
    return game(ctx)


def relic(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(args["relic"], 1, "map", ctx.own("stock", seat))  # the first to reach it takes it (l. 149)
    state = game(ctx)
    culture = fact(ctx, "relics", args["relic"], "culture", 0)
    if culture:
        state = state.with_realm(seat, advance(ctx, seat, culture))
    free = fact(ctx, "relics", args["relic"], "free_techs", 0)
    if free:
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(free_techs=mine.free_techs + free))
    persons = fact(ctx, "relics", args["relic"], "persons", 0)
    if persons:  # drawn like any great person (School of Confucius)
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(pending_persons=mine.pending_persons + persons))
    return state


def relic_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    relic = args["relic"]
    out = [f"{name} holds {name_of(before.kit.catalogue('relics', 'relic'), relic)}."]
    out += advance_sentence(before, after, seat)
    if fact(before, "relics", relic, "free_techs", 0):
        out.append(f'{name} takes a free tech in the research phase: research, ticking "a free tech".')
    persons, units = fact(before, "relics", relic, "persons", 0), fact(before, "relics", relic, "units", 0)
    investments = fact(before, "relics", relic, "investments", 0)
    if persons:
        out.append(f"{name} is due {persons} great persons: record each draw with great-person.")
    if units:
        out.append(f"{name} builds {units} unlocked units for free.")
    if investments:
        out.append(f"{name} makes {investments} investments for free at the start of the next turn.")
    if not any(
        fact(before, "relics", relic, k, 0) for k in ("culture", "free_techs", "persons", "units", "investments")
    ):
        out.append("The kit does not know what it gives; record it as the table plays it.")
    return out


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
                "loot", "choices", "loot (1 point; 2 for a city; a tech costs 2)", required=False, choices=LOOT_KINDS
            ),
            Field("resource", "ref", "the resource taken", required=False, catalogue="resource"),
            Field("tech", "ref", "the tech learned (taking a city)", required=False, catalogue="tech"),
            Field("armies_lost", "int", "the loser's armies removed", default=0, min=0, max=6),
            Field("settlers_lost", "int", "the loser's settlers or scouts removed", default=0, min=0, max=2),
        ),
        phases=("movement",),
        check=check_battle,
        help="Record a battle: lost figures go home, a city taken changes hands, the winner loots; a capital wins.",
        topic="battle",
        text="{winner} wins a battle against {loser}",
        outcome=battle_outcome,
        derive=derive_result,
    ),
    ActionSpec(
        "hut",
        hut,
        fields=(
            PLAYER,
            Field("reward", "choice", "what the hut held", choices=REWARDS),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
        ),
        phases=("movement",),
        actor="player",
        check=check_reward,
        help="A figure opened a hut (armies and scouts may; villages need an army and a battle).",
        topic="movement",
        text="{actor} opens a hut",
    ),
    ActionSpec(
        "village",
        village,
        fields=(
            PLAYER,
            Field("won", "bool", "the army beat the barbarians"),
            Field("reward", "choice", "what the village held", choices=REWARDS, default="resource"),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
        ),
        phases=("movement",),
        actor="player",
        check=check_reward,
        help="An army attacked a barbarian village: a win takes its reward, a loss the army.",
        topic="movement",
        text="{actor} attacks a barbarian village",
    ),
    ActionSpec(
        "relic",
        relic,
        fields=(PLAYER, Field("relic", "ref", "the relic found", catalogue="relic")),
        phases=("movement",),
        actor="player",
        help="A figure reached a relic first (the Ark moves you 2 on the culture track; Atlantis gives a free tech).",
        topic="movement",
        text="{actor} claims {relic}",
        outcome=relic_outcome,
    ),
)
