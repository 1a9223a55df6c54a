"""I Mercatus (l.4), in order: Dolus, Pecunia, Equi et Arma, Servi, Potentia.

Every coin goes between a purse and the bank; every card is entered as
drawn, from its deck (or the face-up card by an Equi et Arma space: ``equi``).
Pecunia exchanges at the rates printed on the board: the kit's (``rate=``),
and once the kit lists them all, no other. While it does not, the exchange
asks for all of them once (``rates``); forced without them, the exchange is
kept as one of the board's rates, named from then on and known to the next
game, unless it pays out more than it takes at any rate (``gains``): no
board rate makes coins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.kits import UNKNOWN
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.aquileia.catalogues import space_said
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, me, name, score
from rulesets.aquileia.data import DICE, REWARDS, SERVI
from rulesets.aquileia.equi import check_equi, equi, equi_actor, equi_actors
from rulesets.aquileia.holders import BANK, draw, hand, owner, pay, purse
from rulesets.aquileia.idle import pass_mercatus
from rulesets.aquileia.kit import gains
from rulesets.aquileia.printed import Printed, printed
from rulesets.aquileia.rate_words import rate_said
from rulesets.aquileia.rates import BOARD, complete, id_coins, kept_text, learned, told, unknown_text
from rulesets.aquileia.spaces import GROUP_SPACES, group_actors, my_space, space_checks, space_owner
from rulesets.aquileia.state import State
from rulesets.aquileia.words import coin_text, scores, stored_coins, word

TOPIC = "mercatus"


def dolus(ctx: Context, args: Mapping[str, Any]) -> State:
    pay(ctx, args["dice"], BANK, purse(ctx, me(ctx)))
    return pass_mercatus(ctx, game(ctx).mark("dolus"))


def check_dolus(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return space_checks(ctx, "dolus", TOPIC)


def exchange(ctx: Context, args: Mapping[str, Any]) -> tuple[list[str], list[str], str | None, list[str]]:
    """(give, get, the kit's rate it is, disagreements): the named rate's coins, else the typed ones.

    Raises:
        BadInput: Neither a rate nor the coins are said (or the kit does not know the rate's coins).
    """
    rates = {**printed(ctx).section("pecunia"), **told(args)}
    named: str | None = args.get("rate")
    coins = id_coins(named) if named and named not in rates else None
    if named and coins is not None:  # a rate typed in letters the kit does not know yet (``rates.LetteredRates``)
        rates[named] = {"give": coins[0], "get": coins[1]}
    label = rate_said(rates.get(named, {}), named) if named else ""
    sides, disagree = {}, []
    for key in ("give", "get"):
        typed = args.get(key)
        known = rates.get(named, {}).get(key, UNKNOWN) if named else UNKNOWN
        if known == UNKNOWN:
            if not typed:
                if named:
                    what = tr(
                        "pecunia: the kit does not know the coins of {rate}, "
                        "or enter the coins given and the coins taken"
                    )
                else:
                    what = tr("pecunia: pick the rate, or enter the coins given and the coins taken")
                raise BadInput(what.format(rate=label))
            sides[key] = sorted(typed)
        else:
            sides[key] = sorted(known)
            if typed and sorted(typed) != sides[key]:
                said = (
                    tr("the rate {rate} takes {coins}, not {typed}")
                    if key == "give"
                    else tr("the rate {rate} pays {coins}, not {typed}")
                )
                disagree.append(said.format(rate=label, coins=coin_text(_count(known)), typed=coin_text(_count(typed))))
                sides[key] = sorted(typed)  # an override: the table knows its board better than the kit
    give, get = sides["give"], sides["get"]
    found = named or next((r for r, f in rates.items() if _same(f, give, get)), None)
    return give, get, found, disagree


def _same(rate: Mapping[str, Any], give: list[str], get: list[str]) -> bool:
    return sorted(rate.get("give", ())) == give and sorted(rate.get("get", ())) == get


def _count(coins: Any) -> dict[str, int]:
    return {m: list(coins).count(m) for m in METAL_CHOICES}


def pecunia(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    give, get, found, _ = exchange(ctx, args)
    pay(ctx, give, purse(ctx, seat), BANK)
    pay(ctx, get, BANK, purse(ctx, seat))
    state = score(game(ctx), seat, REWARDS["pecunia_points"]).mark("pecunia")
    rates = printed(ctx).section("pecunia")
    if told(args) and not complete(ctx):
        # The whole table of the board's rates, said once: this game and the next know the list is whole.
        state = state.learn(*learned(told(args)))
    elif (found is None or found not in rates) and not complete(ctx):
        # An exchange the kit does not list yet is one of the board's rates: the next game knows it.
        ident = f"{'-'.join(give)}-for-{'-'.join(get)}"
        label = f"{stored_coins(_count(give))} for {stored_coins(_count(get))}"
        state = state.learn(
            ("pecunia", ident, "name", label),
            ("pecunia", ident, "give", tuple(give)),
            ("pecunia", ident, "get", tuple(get)),
        )
    elif found is not None and found in rates:
        # The rate named, its coins typed because the kit did not know them.
        unknown = [k for k in ("give", "get") if rates[found].get(k, UNKNOWN) == UNKNOWN]
        state = state.learn(*(("pecunia", found, k, tuple(give if k == "give" else get)) for k in unknown))
    return pass_mercatus(ctx, state)


def check_pecunia(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = space_checks(ctx, "pecunia", TOPIC)
    give, get, found, disagree = exchange(ctx, args)
    out.extend(rule("Pecunia rate", said, TOPIC) for said in disagree)
    listed = printed(ctx)
    board = told(args)
    if board and complete(ctx):
        raise BadInput(tr("pecunia: the kit knows the board's rates already: leave board out"))
    if board and found not in board:
        allowed = "; ".join(rate_said(f) for f in board.values())  # in the language spoken (play-test 10)
        said = tr("the board allows only: {rates}").format(rates=allowed)
        said += "" if args.get("rate") else _every_coin(give, get, board)
        out.append(rule("Pecunia rate", said, TOPIC))
        return out
    if give and sorted(give) == sorted(get):
        # l.4: the 4 points come with an exchange; coins swapped for the same coins change nothing.
        out.append(rule("Pecunia rate", "that gives back the same coins: no exchange", TOPIC))
    elif set(give) & set(get):
        # Money is changed from one metal into another (l.4): a metal on both sides is not a rate.
        both = f" {tr('and')} ".join(tr(m) for m in sorted(set(give) & set(get)))
        said = tr("{metals} on both sides: an exchange changes one metal for another").format(metals=both)
        out.append(rule("Pecunia rate", said, TOPIC))
    elif found is None and complete(ctx):
        allowed = "; ".join(rate_said(f, r) for r, f in listed.section("pecunia").items())
        said = tr("the board allows only: {rates}").format(rates=allowed)
        said += "" if args.get("rate") else _every_coin(give, get, listed.section("pecunia"))
        out.append(rule("Pecunia rate", said, TOPIC))
    elif not disagree and not _stated(listed, found) and gains(give, get):
        # A rate still unknown is still a rate of the board, and none pays out more than it takes (decisions).
        said = tr(
            "{given} for {taken} pays out more than it takes, however the board rates gold above silver above "
            "bronze: Pecunia changes money, it makes none"
        )
        coins = {"given": coin_text(_count(give)), "taken": coin_text(_count(get))}
        out.append(rule("Pecunia rate", said.format(**coins), TOPIC))
    if not board and not complete(ctx) and not any(v.rule == "Pecunia rate" for v in out):
        # Asked once: with the whole table known, every later exchange is checked against it (forced, the
        # exchange alone is kept as one of the board's rates).
        out.append(rule("Pecunia rates", unknown_text(ctx), TOPIC))
    return out


def _every_coin(give: list[str], get: list[str], rates: Mapping[str, Mapping[str, Any]]) -> str:
    """``: give and get list every coin (get=bronze,bronze)`` where a rate of the same metals is meant, one coin
    of it typed for several (play-test 10: ``give=silver get=bronze`` for 1 silver for 2 bronze)."""
    if not give or not get:
        return ""
    for facts in rates.values():
        want_give, want_get = sorted(facts.get("give") or ()), sorted(facts.get("get") or ())
        if set(want_give) == set(give) and set(want_get) == set(get) and (want_give, want_get) != (give, get):
            fields = []
            for key, typed, wanted in (("give", give, want_give), ("get", get, want_get)):
                if typed != wanted:
                    fields.append(f"{field_word(key)}={','.join(word(m) for m in wanted)}")
            return tr(" ({fields}: name every coin given and taken)").format(fields=" ".join(fields))
    return ""


def _stated(listed: Printed, rate: str | None) -> bool:
    """Whether the exchange is a rate whose coins the kit (or an earlier exchange) states: the board's word."""
    return rate is not None and all(listed.known("pecunia", rate, k) is not None for k in ("give", "get"))


def pecunia_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    give, get, _, _ = exchange(before, args)
    who = name(before, seat)
    return [
        tr("{player} exchanges {given} for {taken}.").format(
            player=who, given=coin_text(_count(give)), taken=coin_text(_count(get))
        ),
        scores(who, REWARDS["pecunia_points"], game(after).patricians[seat].score),
        *kept_text(before, args),
    ]


def suggest_rate(ctx: Context, field_name: str) -> list[str]:
    """The board's rates (the kit's, and those stated this game) the Pecunia player can pay."""
    if field_name != "rate":
        return []
    seat = ctx.actor
    listed = printed(ctx)
    rates = {r: f for r, f in listed.section("pecunia").items() if r in listed.rates.ids()}
    if seat is None:
        return list(rates)
    held = {m: ctx.count(purse(ctx, seat), m) for m in METAL_CHOICES}
    return [
        r
        for r, f in rates.items()
        if f.get("give") != UNKNOWN and all(held[m] >= n for m, n in _count(f["give"]).items())
    ]


def servi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    where = my_space(ctx, args, GROUP_SPACES["servi"])
    pay(ctx, [SERVI[where]["metal"]] * len(args["cards"]), purse(ctx, seat), BANK)
    for card in args["cards"]:
        draw(ctx, card, hand(ctx, seat))
    return pass_mercatus(ctx, game(ctx).mark(where))


def check_servi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    where = my_space(ctx, args, GROUP_SPACES["servi"])
    out = space_checks(ctx, where, TOPIC)
    most = SERVI[where]["max"]
    if len(args["cards"]) > most:
        said = ntr("at most {n} card from {space}", "at most {n} cards from {space}", most)
        out.append(rule("Servi", said.format(n=most, space=space_said(where)), TOPIC))
    return out


def potentia(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    if "potentia" in state.done:  # an older log's Potentia, taken now as Mercatus begins
        return state
    seat = me(ctx)
    return state.with_patrician(seat, replace(state.patricians[seat], blue=DICE["blue"])).mark("potentia")


def take_potentia(ctx: Context, state: State) -> State:
    """As Mercatus begins, the player on Potentia takes the blue dice: there is nothing to decide, and
    nothing in Mercatus uses them before Potentia's turn (l.4)."""
    seat = owner(ctx, "potentia")
    if seat is None or "potentia" in state.done:
        return state
    person = replace(state.patricians[seat], blue=DICE["blue"])
    state = state.with_patrician(seat, person).mark("potentia")
    return replace(state, auto=(*state.auto, (ctx.position.round, "potentia", seat)))


def potentia_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    said = tr("{player} takes the {n} blue dice for the Arena and the Stadium.")
    return [said.format(player=name(before, me(before)), n=DICE["blue"])]


ACTIONS = (
    ActionSpec(
        "dolus",
        dolus,
        fields=(
            PLAYER,
            Field(
                "dice",
                "choices",
                "the 2 red dice's metals (roll: the app rolls them)",
                choices=METAL_CHOICES,
                min=DICE["dolus"],
                max=2,
                rolled=METAL_CHOICES,
            ),
        ),
        phases=("mercatus",),
        who=group_actors("dolus"),
        actor="player",
        check=check_dolus,
        help="Dolus: roll 2 red dice and take the coins they show from the bank.",
        topic=TOPIC,
        text="{actor} takes Dolus: {dice}",
    ),
    ActionSpec(
        "pecunia",
        pecunia,
        fields=(
            PLAYER,
            Field("rate", "ref", "the board's exchange: the kit knows its coins", required=False, catalogue="rate"),
            Field(
                "give",
                "choices",
                "coins given to the bank, if the kit lacks the rate",
                required=False,
                choices=METAL_CHOICES,
                min=1,
            ),
            Field(
                "get",
                "choices",
                "coins taken in exchange, if the kit lacks the rate",
                required=False,
                choices=METAL_CHOICES,
                min=1,
            ),
            Field(
                BOARD,
                "str",
                "every rate the board shows, once, if the kit lacks them: coins given then taken (g ss, s bbb)",
                required=False,
            ),
        ),
        phases=("mercatus",),
        who=group_actors("pecunia"),
        actor="player",
        check=check_pecunia,
        suggest=suggest_rate,
        help="Pecunia: exchange coins with the bank at one of the board's rates and score 4.",
        topic=TOPIC,
        text="{actor} exchanges at Pecunia",
        outcome=pecunia_outcome,
    ),
    ActionSpec(
        "equi",
        equi,
        fields=(
            PLAYER,
            Field("space", "ref", "the Equi et Arma space (default: yours)", required=False, catalogue="equi-space"),
            Field("card", "ref", "the card bought, if the app does not know it", required=False, catalogue="equi"),
            # Drawn face down (l.1: cards in hand may be kept secret).
            Field(
                "top", "ref", "leftmost space: the top card of the deck", required=False, catalogue="equi", secret=True
            ),
        ),
        phases=("mercatus",),
        who=equi_actors,
        actor="player",
        check=check_equi,
        help="Equi et Arma: the card by your space for 1 bronze (the leftmost also takes the top card).",
        topic=TOPIC,
        text="{actor} buys at Equi et Arma",
        actor_of=equi_actor,
    ),
    ActionSpec(
        "servi",
        servi,
        fields=(
            PLAYER,
            Field("space", "ref", "top, middle or bottom (default: yours)", required=False, catalogue="servi-space"),
            # Drawn face down: the log counts them, only their drawer's own view names them.
            Field(
                "cards",
                "refs",
                "the slave cards drawn (1 or 2 slaves each)",
                min=1,
                max=3,
                catalogue="slave",
                secret=True,
            ),
        ),
        phases=("mercatus",),
        who=group_actors("servi"),
        actor="player",
        check=check_servi,
        help="Servi: slave cards for 1 bronze (1), 1 silver each (up to 2), or 1 gold each (up to 3).",
        topic=TOPIC,
        text="{actor} buys slave cards at Servi",
        actor_of=space_owner,
    ),
    ActionSpec(
        "potentia",
        potentia,
        fields=(PLAYER,),
        phases=("mercatus",),
        who=group_actors("potentia"),
        actor="player",
        check=lambda ctx, args: space_checks(ctx, "potentia", TOPIC),
        help="Potentia: the 4 blue dice, for the Arena and the Stadium this round.",
        topic=TOPIC,
        text="{actor} takes Potentia",
        outcome=potentia_outcome,
    ),
)
