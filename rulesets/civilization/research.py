"""Research (l. 197-213): one paid tech a round, the pyramid rule, leftover trade, obsolescence, upgrades.

A tech is named, never its level: the level, and what the card unlocks
(travel speed, unit ranks, city limit, printed coins, which wonders it can
make obsolete), come from the kit. Speed, ranks and the city limit are read
from the pyramid whenever asked, so nothing of them is stored; printed
coins go onto the coin dial when the card is learned. A tech card goes from
the player's own tech deck into their pyramid, so no tech can be researched
twice. Free techs (Atlantis, l. 151) do not use up the round's research.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.civilization.catalogues import Tech, book, fact, name_of
from rulesets.civilization.common import PLAYER, V5_LOG, due, in_turn_order, me
from rulesets.civilization.components import (
    all_coins,
    city_limit,
    game,
    knows,
    realm,
    techs_of,
    travel_speed,
    unit_ranks,
)
from rulesets.civilization.formulas import pyramid
from rulesets.civilization.formulas import research as research_cost
from rulesets.civilization.state import State
from rulesets.civilization.table_setup import sheet_confirmed

#: The eras a crossed-wonder icon names, as a sentence says them.
ERA_NAMES = {"ancient": N_("ancient"), "medieval": N_("medieval"), "modern": N_("modern")}


def tech(ctx: Context, tech_id: str) -> Tech:
    """A tech's facts."""
    return book(ctx).techs[tech_id]


def open_levels(ctx: Context, seat: int) -> list[int]:
    """Levels where a new card fits in a player's pyramid now."""
    return list(pyramid([level for _, level in techs_of(ctx, seat)])["can_research"])


def unknown_level(card: Tech) -> Violation:
    """The violation for a tech whose printed level nobody has given yet."""
    message = tr("the kit does not give {tech}'s level: record it with add-tech first").format(tech=tr(card.name))
    return rule("Tech level", message, "research")


def learn(ctx: Context, seat: int, tech_id: str, state: State) -> State:
    """A tech card goes from the player's deck into their pyramid; its icons take effect (l. 278).

    Speed, ranks and the city limit follow from the pyramid; coins printed on the card go onto
    the coin dial (coins come from techs, l. 219).
    """
    card = book(ctx).techs[tech_id]
    ctx.move(card.kind, 1, ctx.own("techs", seat), ctx.own("pyramid", seat))
    ctx.move("coin", card.coins, "bank", ctx.own("coins", seat))
    # A new value even when only components moved: coins count towards the economic victory.
    return state.with_realm(seat, state.realms[seat])


def learn_checks(ctx: Context, seat: int, tech_id: str) -> list[Violation]:
    """Whether a player can put a tech into their pyramid (paid or not)."""
    card = tech(ctx, tech_id)
    who = ctx.players[seat].name
    if knows(ctx, seat, tech_id):
        return [rule("Research", tr("{player} has {tech} already").format(player=who, tech=tr(card.name)), "research")]
    if card.level is None:
        return [unknown_level(card)]
    if card.level not in open_levels(ctx, seat):
        message = tr("a level {level} tech needs two level {below} techs free under it")
        return [rule("Pyramid", message.format(level=card.level, below=card.level - 1), "research")]
    return []


def discount(ctx: Context, seat: int) -> int:
    """Trade a civilization's ability takes off each tech (the kit: Japan's 3), once the table's printed sheet
    confirmed it (``start-pieces``): the rulebook prints none (l. 203)."""
    faction = ctx.players[seat].faction
    if not (sheet_confirmed(ctx, faction) or realm(ctx, seat).start_sheet == "yes"):
        return 0
    return int(fact(ctx, "civilizations", faction, "research_discount", 0))


def bill(ctx: Context, seat: int, level: int) -> dict[str, Any]:
    """What researching a tech of ``level`` costs a player now, and the trade kept (formulas.research)."""
    return research_cost(realm(ctx, seat).trade, all_coins(ctx, seat), level, discount(ctx, seat))


def may_research(ctx: Context, mine: Any, seat: int) -> bool:
    """Whether a player may still research this round (or has a free tech due); from version 6 of these rules,
    only one who can: a tech of their deck fits the pyramid and is paid for, or comes free."""
    if not ctx.options.get(V5_LOG):
        return can_research(ctx, seat)
    return bool(mine.researched != ctx.position.round or mine.free_techs)


def can_research(ctx: Context, seat: int) -> bool:
    """Whether a player can still research this round: a tech of their deck fits the pyramid and is paid for
    (or comes free)."""
    mine = realm(ctx, seat)
    free = mine.free_techs > 0
    if mine.researched == ctx.position.round and not free:
        return False
    levels = set(open_levels(ctx, seat))
    if not free:
        levels = {level for level in levels if bill(ctx, seat, level)["affordable"]}
    if not levels:
        return False
    return any(t.level in levels and not knows(ctx, seat, t.id) for t in book(ctx).techs.values() if t.kind)


def takes_free(ctx: Context, seat: int, card: Tech, args: Mapping[str, Any]) -> bool:
    """Whether the tech comes free: as typed, else whenever a free tech is due. The research phase gives one
    new tech (l. 199), so a table naming a tech for a player with a free one due means that one: play-test 10
    lost a whole dial to a paid tech nobody meant. Paying instead is ``free=no`` (the outcome says so)."""
    if "free" in args:
        return bool(args["free"])
    return realm(ctx, seat).free_techs >= 1 and card.level is not None


def derive_free(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``free`` left out: yes where a free tech is due (``takes_free``). The event holds the value, so saves
    written when the dial paid by default replay as they did."""
    if "free" in args or ctx.actor is None or not args.get("tech"):
        return {}
    return {"free": takes_free(ctx, ctx.actor, tech(ctx, args["tech"]), args)}


def _able(ctx: Context, args: Mapping[str, Any]) -> list[int]:
    """The seats still to research that can take the tech named now (paid for, or free when said free)."""
    card = tech(ctx, args["tech"])
    able = []
    for seat in range(len(ctx.players)):
        mine = realm(ctx, seat)
        free = mine.free_techs > 0
        if not can_research(ctx, seat) or learn_checks(ctx, seat, card.id) or card.level is None:
            continue
        # A tech said free is for a player with a free tech due; a paid one for a player who can pay it.
        if free if takes_free(ctx, seat, card, args) else bill(ctx, seat, card.level)["affordable"]:
            able.append(seat)
    return able


def researcher(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who researches when nobody is named: of the players still to research who can take the tech now, the first
    in turn order from the start player (play-test 11: "say who researches Pottery with player=" asked at
    every research with two waiting; the outcome names the player, and ``player=`` or ``--as`` names another).
    """
    if ctx.options.get(V5_LOG) or not args.get("tech"):
        return {}
    able = _able(ctx, args)
    if len(able) == 1:
        return {"player": ctx.players[able[0]].name}
    waiting = list(due(may_research)(ctx))
    if len(waiting) <= 1:
        return {}
    candidates = [s for s in waiting if s in able] or waiting
    first = next(s for s in in_turn_order(ctx) if s in candidates)
    return {"player": ctx.players[first].name}


def research(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = game(ctx)
    mine = realm(ctx, seat)
    card = tech(ctx, args["tech"])
    if args.get("free"):
        mine = mine.but(free_techs=max(mine.free_techs - 1, 0))
    else:
        if card.level is None:
            raise ValueError("a tech without a level has no cost")  # the check refuses it first
        paid = bill(ctx, seat, card.level)
        # Forced past its cost (a discount the app does not know), the dial pays all it shows: nothing is
        # left to keep (l. 209), never the whole dial kept for free.
        kept = paid["trade_kept"] if paid["affordable"] else 0
        mine = mine.but(trade=kept, researched=ctx.position.round)
    state = learn(ctx, seat, args["tech"], state.with_realm(seat, mine))
    if args.get("obsoletes"):
        state = replace(state, obsolete=state.obsolete | {args["obsoletes"]})
    return state


def check_research(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    state = game(ctx)
    mine = realm(ctx, seat)
    card = tech(ctx, args["tech"])
    out = learn_checks(ctx, seat, args["tech"])
    if not card.kind:
        message = tr("no card is left for {tech}: the blank tech cards are all in use").format(tech=tr(card.name))
        out.append(rule("Research", message, "research"))
    if args.get("free"):
        if mine.free_techs < 1:
            message = tr("{player} has no free tech due").format(player=ctx.players[seat].name)
            out.append(rule("Free tech", message, "research"))
    else:
        if mine.researched == ctx.position.round:
            out.append(rule("One tech", "at most one tech a round", "research"))
        if card.level is not None:
            cost = bill(ctx, seat, card.level)
            if not cost["affordable"]:
                message = tr("level {level} costs {cost} trade; {trade} on the dial").format(
                    level=card.level, cost=cost["cost"], trade=mine.trade
                )
                out.append(rule("Research cost", message, "research"))
    out.extend(_obsolescence_checks(ctx, card, args.get("obsoletes"), state.obsolete))
    return out


def _obsolescence_checks(ctx: Context, card: Tech, wonder: str | None, obsolete: frozenset[str]) -> list[Violation]:
    """A card with the crossed-wonder icon makes exactly one wonder obsolete, any not obsolete yet: the
    researcher's own, an opponent's or one on the market (l. 266-268). The kit's eras for the icon come from a fan
    sheet, and the rulebook, the final word (l. 22), sets none: they say only that the card has the icon. Whether
    a card has it, unknown to the kit, is the table's word."""
    if card.obsoletes is None:
        if wonder and wonder in obsolete:
            return [rule("Obsolescence", "that wonder is obsolete already", "wonders")]
        return []
    wonders = book(ctx).wonders
    eligible = [w for w in wonders.values() if card.obsoletes and w.id not in obsolete]
    name = tr(card.name)
    if not wonder:
        if eligible:
            return [rule("Obsolescence", tr("{tech} makes one wonder obsolete: name it").format(tech=name), "wonders")]
        return []
    if not card.obsoletes:
        return [rule("Obsolescence", tr("{tech} has no crossed-wonder icon").format(tech=name), "wonders")]
    if wonder in obsolete:
        return [rule("Obsolescence", "that wonder is obsolete already", "wonders")]
    return []


def research_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    card = tech(before, args["tech"])
    old, new = realm(before, seat), realm(after, seat)
    level = tr("level {level}").format(level=card.level) if card.level else tr("its level unknown")
    tech_name = tr(card.name)
    if args.get("free"):
        out = [tr("{player} takes {tech} ({level}) for free.").format(player=name, tech=tech_name, level=level)]
        out += paid_left_sentence(before, seat, card)
    else:
        coins = all_coins(before, seat)
        said = ntr(
            "{player} researches {tech} ({level}): trade {trade}, {n} coin.",
            "{player} researches {tech} ({level}): trade {trade}, {n} coins.",
            coins,
        )
        out = [said.format(player=name, tech=tech_name, level=level, trade=old.trade, n=coins)]
        off = discount(before, seat)
        if off:  # never applied silently: the printed sheet's ability, confirmed once (``start-pieces``)
            less = tr("{player}'s ability takes {n} trade off the cost (its printed civilization sheet).")
            out.append(less.format(player=name, n=off))
        keeps = ntr(
            "{player} keeps {kept} trade (one per coin); {spent} trade spent or lost.",
            "{player} keeps {kept} trade (one per coin); {spent} trade spent or lost.",
            new.trade,
        )
        out.append(keeps.format(player=name, kept=new.trade, spent=old.trade - new.trade))
    # No "only one who can take it" sentence (play-test 10: read as one shared card, and said even with --as): the
    # log line names who researched, and who still may (a research taken for the first in turn order, unnamed).
    return [
        *out,
        *learned_sentences(before, after, seat, args["tech"]),
        *obsolete_sentence(before, args),
        *_taken_as_first(before, args, seat),
        *still_to_research(after, seat),
    ]


def _taken_as_first(before: Context, args: Mapping[str, Any], seat: int) -> list[str]:
    """Said where the research went to the player the app takes when nobody is named, others able to take it too
    (play-test 12: Petr researched the Irrigation Jana meant, and nothing said it was only the default)."""
    unnamed = {k: v for k, v in args.items() if k != "player"}
    if len(_able(before, unnamed)) < 2 or researcher(before, unnamed).get("player") != before.players[seat].name:
        return []
    said = tr("({player} is the first still to research; undo if another player meant it.)")
    return [said.format(player=before.players[seat].name)]


def still_to_research(after: Context, seat: int) -> list[str]:
    """Who may still research after ``seat`` did, in the same research (play-test 11: with several waiting, a
    research named for nobody goes to the first in turn order; the others are said, so nobody is passed unseen)."""
    if after.phase != "research":
        return []
    left = [after.players[s].name for s in due(may_research)(after) if s != seat]
    if not left:
        return []
    said = ntr("{players} may still research this round.", "{players} may still research this round.", len(left))
    return [said.format(players=phrase_list(left))]


def paid_left_sentence(before: Context, seat: int, card: Tech) -> list[str]:
    """Said of a free tech the dial could have paid, while the round's paid tech is still open: the dial is kept,
    and a tech may still be bought (``free=no`` names a paid one; play-test 10 wanted the free one by default)."""
    mine = realm(before, seat)
    if mine.researched == before.position.round or card.level is None:
        return []
    if not bill(before, seat, card.level)["affordable"]:
        return []
    said = tr(
        "The free tech leaves {player}'s dial at {trade} trade; {player} may still buy a tech this round"
        ", paid from the dial."
    )
    return [said.format(player=before.players[seat].name, trade=mine.trade)]


def obsolete_sentence(before: Context, args: Mapping[str, Any]) -> list[str]:
    """``Stonehenge is obsolete: ...`` when the research named a wonder."""
    if not args.get("obsoletes"):
        return []
    wonder = name_of(book(before).catalogues["wonder"], args["obsoletes"])
    return [tr("{wonder} is obsolete: its card text no longer works.").format(wonder=wonder)]


def learned_sentences(before: Context, after: Context, seat: int, tech_id: str) -> list[str]:
    """What a tech just learned changed: city limit, travel speed, unit ranks, coins."""
    name = before.players[seat].name
    card = tech(before, tech_id)
    out = []
    if city_limit(after, seat) != city_limit(before, seat):
        n = city_limit(after, seat)
        out.append(
            ntr("{player} may now hold {n} cities.", "{player} may now hold {n} cities.", n).format(player=name, n=n)
        )
    if travel_speed(after, seat) != travel_speed(before, seat):
        n = travel_speed(after, seat)
        moves = ntr("{player}'s figures now move {n} squares.", "{player}'s figures now move {n} squares.", n)
        out.append(moves.format(player=name, n=n))
    old_ranks, new_ranks = unit_ranks(before, seat), unit_ranks(after, seat)
    units = book(before).kit.catalogue("units", "unit")
    for unit, rank in new_ranks.items():
        if old_ranks.get(unit, 1) != rank:
            reaches = tr("{player}'s {unit} reaches rank {rank}.")
            said = reaches.format(player=name, unit=name_of(units, unit).lower(), rank=rank)
            out.append(said[:1].upper() + said[1:])
    if card.coins == 1:
        out.append(tr("{player} gains a coin printed on {tech}.").format(player=name, tech=tr(card.name)))
    elif card.coins:
        gains = ntr(
            "{player} gains {n} coins printed on {tech}.", "{player} gains {n} coins printed on {tech}.", card.coins
        )
        out.append(gains.format(player=name, n=card.coins, tech=tr(card.name)))
    return out


ACTIONS = (
    ActionSpec(
        "research",
        research,
        fields=(
            PLAYER,
            Field("tech", "ref", "the tech researched", catalogue="tech"),
            Field(
                "obsoletes",
                "ref",
                "the wonder a crossed-wonder tech makes obsolete (any not obsolete yet; left out for other techs)",
                False,
                catalogue="wonder",
            ),
            Field(
                "free",
                "bool",
                "a free tech (Atlantis, a hut): no trade paid (yes by itself when one is due; no pays for the tech)",
                required=False,
                derived=True,
            ),
        ),
        derive=derive_free,
        phases=("research",),
        who=due(may_research),
        actor="player",
        check=check_research,
        help="Research one tech: pay its level's cost; afterwards keep one trade per coin.",
        topic="research",
        text="{actor} researches {tech}",
        outcome=research_outcome,
        # The outcome names the tech taken and the coins printed on it: the card's move is not listed again (a tech
        # the table added went as "1 tech card", its blank card's name: play-test 10).
        tells_moves=True,
        actor_of=researcher,
    ),
)
