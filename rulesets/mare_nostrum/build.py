"""Build phase (and the 36-point start): ``buy`` a piece, building, wonder or hero.

The turn holder pays a card set (see ``payment``) and the purchase comes out
of their reserve or the bank onto the board (see ``placement``) or into
their tableau. Effects start at once: Hannibal's free legion, Pericles's
free fleet, the Statue of Zeus's free fortress and the Lighthouse's free
influence, each only while the player has one in reserve.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.cards import kept_instead
from rulesets.mare_nostrum.common import actor, game, player_name, turn_only
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import (
    CIV_HERO,
    HEROES,
    KEEP_TAXES,
    START_POINTS,
    START_POINTS_PER_TURN,
    TAXES,
    WONDERS,
)
from rulesets.mare_nostrum.payment import (
    check_payment,
    cost,
    derive_cards,
    hammurabi_free,
    pay,
    points_left,
    supply,
)
from rulesets.mare_nostrum.placement import place, placement, places_for
from rulesets.mare_nostrum.roles import start_roles
from rulesets.mare_nostrum.spared import typed_cards
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.wonder_bonus import bonus_asked, bonus_places, owned_trial
from rulesets.mare_nostrum.words import (
    PIECE_BOUGHT,
    buy_text,
    card_amount,
    card_name,
    cards_counted,
    civ_name,
    item_said,
    one_card,
    piece_said,
)

#: Free pieces that come with a purchase: (kind, province) while one is in reserve.
_FREE = {"hannibal": ("legion", "carthage"), "pericles": ("fleet", "athens")}


def _unique(ctx: Context, b: Board, player: int, item: str) -> list[Violation]:
    holder = b.holder_of(item)
    if holder is not None:
        said = tr("{item} already belongs to {player}").format(item=item_said(item), player=ctx.players[holder].name)
        return [rule("Unique", said, "heroes")]
    civ_of_hero = HEROES.get(item, {}).get("civilization")
    if civ_of_hero is not None and civ_of_hero != b.state.civs[player]:
        said = tr("{item} serves {civ} only").format(item=item_said(item), civ=civ_name(civ_of_hero))
        return [rule("Civilization hero", said, "heroes")]
    return []


def _check_free(b: Board, player: int, item: str) -> list[Violation]:
    if item != "influence" or not b.owns(player, "hammurabi"):
        return [rule("Free", "only Hammurabi gives a free purchase (one influence a build phase)", "heroes")]
    if (player, "hammurabi") in b.state.used:
        return [rule("Free", "Hammurabi's free influence is used this build phase", "heroes")]
    return []


def _check_start(ctx: Context, b: Board, player: int, item: str) -> list[Violation]:
    out = []
    if item in WONDERS or (item in HEROES and item != CIV_HERO[b.state.civs[player]]):
        out.append(rule("Start area", "in the 36-point start only your own civilization hero", "setup"))
    spent = START_POINTS - points_left(b, player) + cost(b, player, item, True)
    limit = START_POINTS_PER_TURN * (ctx.position.step + 1)
    if spent > limit:
        out.append(rule("Start points", tr("9 points a turn: at most {n} spent by this turn").format(n=limit), "setup"))
    return out


def _unused(ctx: Context, item: str, args: Mapping[str, Any]) -> list[Violation]:
    """Fields typed that this purchase has no use for: refused, never dropped without a word."""
    out = []
    name = item_said(item)
    if args.get("province") and (item in WONDERS or item in HEROES):
        said = tr("{item} lies in front of its owner, not in a province").format(item=name)
        out.append(unused("Placement", said, "build", "province"))
    if args.get("good") and item != "caravan":
        out.append(unused("Placement", tr("only a caravan stands on a goods symbol"), "build", "good"))
    if args.get("bonus_province") and item not in ("zeus", "lighthouse"):
        said = tr("only the Statue of Zeus and the Lighthouse bring a free piece to place, not {item}")
        out.append(unused("Placement", said.format(item=name), "build", "bonus_province"))
    elif args.get("bonus_province"):
        # The free piece comes only while one is in reserve: a province named for none would be passed over.
        civ, kind = board(ctx).state.civs[actor(ctx)], "fortress" if item == "zeus" else "influence"
        if not ctx.ledger.count(f"reserve:{civ}", f"{kind}:{civ}"):
            said = tr("{player}'s reserve holds no {piece} to place for free")
            said = said.format(player=ctx.players[actor(ctx)].name, piece=item_said(kind))
            out.append(unused("Placement", said, "build", "bonus_province"))
    if args.get("cards") and (args.get("free") or ctx.phase == "setup"):
        said = tr("Hammurabi's influence is free") if args.get("free") else tr("the 36-point start pays with points")
        out.append(unused("Card set", tr("{why}: no cards are paid").format(why=said), "build", "cards"))
    return out


def check_buy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    player = actor(ctx)
    item = args["item"]
    setup = ctx.phase == "setup"
    out = _unused(ctx, item, args)
    if ctx.position.turn is None and ctx.phase == "build":
        statesman = b.holder_of("statesman")
        if statesman is None:
            out.append(rule("Build order", "the Statesman names who builds first (next, naming the player)", "build"))
        elif statesman == player:
            # Play-tests 8 and 9: the Statesman's own first buy; until a buy can name her (an engine change),
            # the refusal gives the exact naming to type.
            said = tr("{player} (Statesman) first names who builds: next player={player}, then buy")
            out.append(rule("Build order", said.format(player=ctx.players[statesman].name), "build"))
        else:
            # Play-test 7: say who names first, not only that nobody may buy yet.
            said = tr("{player} (Statesman) first names who builds (next player=NAME)")
            out.append(rule("Build order", said.format(player=ctx.players[statesman].name), "build"))
    if setup and "points-start" not in ctx.variants:
        # Nothing else to say: start points and card sets do not apply to a preset start.
        return [rule("Preset start", "the preset start places everything; buying starts in the build phase", "setup")]
    if args.get("free"):
        out.extend(_check_free(b, player, item))
    else:
        if setup:
            out.extend(_check_start(ctx, b, player, item))
        paying = check_payment(b, player, item, typed_cards(ctx, b, player, item, args.get("cards")), setup)
        if paying and not setup and item == "influence" and hammurabi_free(b, player):
            # The refusal names the way that is open (play-test 8: it did not mention Hammurabi).
            more = tr("Hammurabi could place this influence for free instead")
            paying = [replace(v, message=f"{v.message}; {more}") for v in paying]
        out.extend(paying)
    if item in WONDERS or item in HEROES:
        out.extend(_unique(ctx, b, player, item))
    out.extend(placement(ctx, player, item, args.get("province"), args.get("good")))
    bonus = args.get("bonus_province")
    if item in ("zeus", "lighthouse") and b.bank(item):
        free_item = "fortress" if item == "zeus" else "influence"
        if bonus is not None:
            out.extend(placement(owned_trial(ctx, b, player, item), player, free_item, bonus, None))
        else:
            out.extend(bonus_asked(ctx, b, player, item))
    return out


def _bonus(ctx: Context, state: State, civ: str, kind: str, pid: str | None) -> State:
    """A free piece, if one is left in the player's reserve (the check refuses a province typed for one
    that is not there; an older log's is passed over, as it was)."""
    if pid is None or not state.has_province(pid) or not ctx.ledger.count(f"reserve:{civ}", f"{kind}:{civ}"):
        return state
    return place(ctx, state, civ, kind, pid, None)


def buy(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    civ = state.civs[player]
    item = args["item"]
    if args.get("free"):
        state = replace(state, used=state.used | {(player, "hammurabi")})
    else:
        pay(ctx, player, item, typed_cards(ctx, board(ctx), player, item, args.get("cards")))
    if item in WONDERS or item in HEROES:
        ctx.move(item, 1, BANK, f"tableau:{civ}")
        if item in _FREE:
            kind, pid = _FREE[item]
            state = _bonus(ctx, state, civ, kind, pid)
        if item == "zeus":
            state = _bonus(ctx, state, civ, "fortress", args.get("bonus_province"))
        if item == "lighthouse":
            state = _bonus(ctx, state, civ, "influence", args.get("bonus_province"))
    else:
        state = place(ctx, state, civ, item, args["province"], args.get("good"))
    if ctx.phase == "setup":
        start_roles(ctx, state)
    return replace(state, bought=state.bought | {player})


def _symbol(good: str) -> str:
    """`` on a wine symbol``, `` on an oil symbol``."""
    said = tr(" on an {good} symbol") if good[0] in "aeiou" else tr(" on a {good} symbol")
    return said.format(good=card_name(good))


def buy_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    player = actor(after)
    name = after.players[player].name
    where = ""
    if args.get("province"):
        where = tr(" in {province}").format(province=game(after).province(args["province"]).name)
        good = args.get("good")
        if not good and args["item"] == "caravan":
            # Worked out from the kit: the table hears which symbol the app put it on.
            pid = args["province"]
            new = board(after).caravans(pid)
            for old in board(before).caravans(pid):
                new.remove(old)
            good = new[0] if new else None
        if good:
            where += _symbol(good)
    civ = game(after).civs[player]
    paid_text = _paid(before, after, args, f"hand:{civ}")
    if args.get("free"):
        how = tr("free with Hammurabi")
    elif before.phase == "setup":
        spent = points_left(board(before), player) - points_left(board(after), player)
        how = ntr("for {n} build points", "for {n} build points", spent).format(n=spent)
    else:
        how = tr("paying {cards}").format(cards=paid_text) if paid_text else tr("paying nothing")
    if args["item"] in PIECE_BOUGHT:  # a piece reads in the accusative in Czech, with no colon
        said = tr("{player} buys {piece}{where}, {how}.").format(
            player=name, piece=piece_said(args["item"]), where=where, how=how
        )
    elif args["item"] in WONDERS:  # Czech names the kind: "kupuje div Maják" (play-test 12: "kupuje: Maják")
        said = tr("{player} buys the {item}{where}, {how}.").format(
            player=name, item=item_said(args["item"]), where=where, how=how
        )
    else:
        said = tr("{player} buys {item}{where}, {how}.").format(
            player=name, item=piece_said(args["item"]), where=where, how=how
        )
    out = [said]
    if before.phase == "build" and not args.get("free"):
        out.extend(_kept_hint(before, player, args))
    out.extend(_bonus_said(before, after, args))
    replaced = board(before).influence(args["province"]) if args["item"] == "influence" else None
    if replaced is not None and replaced != civ:
        # A seized marker replaced goes home: said in the purchase's own words, as every purchase is (issue 32).
        owner = player_name(after, replaced)
        said = tr("{owner}'s influence marker in {province} goes back to {owner}'s reserve.")
        out.append(said.format(owner=owner, province=game(after).province(args["province"]).name))
    return out


def _bonus_said(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """The free piece a wonder brought, named (play-test 7: the Statue of Zeus's fortress and the Lighthouse's
    influence went on the board without a word)."""
    item, pid = args["item"], args.get("bonus_province")
    if item not in ("zeus", "lighthouse") or pid is None or not game(after).has_province(pid):
        return []
    kind = "fortress" if item == "zeus" else "influence"
    civ = game(after).civs[actor(after)]
    if board(after).count(pid, kind, civ) <= board(before).count(pid, kind, civ):
        return []
    said = tr("The Statue of Zeus brings a free fortress in {province}.")
    if item == "lighthouse":
        said = tr("The Lighthouse brings a free influence marker in {province}.")
    return [said.format(province=game(after).province(pid).name)]


def _kept_hint(before: Context, player: int, args: Mapping[str, Any]) -> list[str]:
    """Why a set was paid that keeps fewer cards past the build phase than another would (``kept_instead``), as
    a hint: the table stopping after this purchase can undo it and name the other set (play-test 6)."""
    b = board(before)
    paid = typed_cards(before, b, player, args["item"], args.get("cards"))
    if not paid:
        return []
    hand = b.hand(player)
    found = kept_instead(hand, args["item"], b.owned(player), paid, supply(b, player))
    if found is None:
        return []
    other, kept, size = found
    rest = Counter({k: v for k, v in hand.items() if v}) - Counter(paid)
    taxes = min((rest + Counter(paid) - Counter(other))[TAXES], KEEP_TAXES)
    saved = [cards_counted(TAXES, taxes)] if taxes else []
    if kept > taxes:  # the Hanging Gardens' goods
        saved.append(ntr("{n} good", "{n} goods", kept - taxes).format(n=kept - taxes))
    said = tr(
        "Hint: the {rest} left still pay for a {size}-card purchase; paying {other} instead would keep {kept}"
        " past the build phase, should {player} buy nothing more."
    )
    return [
        said.format(
            rest=_listed(rest),
            size=size,
            other=_listed(Counter(other)),
            kept=phrase_list(saved, "and"),
            player=before.players[player].name,
        )
    ]


def _listed(cards: Counter[str]) -> str:
    """``grain, slaves and wine``, ``2 taxes``: the cards of a set or a hand, each kind once."""
    return phrase_list([card_amount(c, n) if n > 1 else one_card(c) for c, n in sorted(cards.items()) if n], "and")


def _paid(before: Context, after: Context, args: Mapping[str, Any], holder: str) -> str:
    """The set paid, as the event stored it: the hand's change would fold in the cards the phase end discards
    when the purchase ends the build phase too (play-test 5: "paying 1 fish, 1 oil, 2 wine" for a price of
    3)."""
    named = typed_cards(before, board(before), actor(after), args["item"], args.get("cards"))
    if named is not None:
        paid = Counter(named)
        return ", ".join(card_amount(kind, paid[kind]) for kind in sorted(paid))
    return ", ".join(card_amount(kind, -n) for kind, n in _change(before, after, holder) if n < 0)


def _change(before: Context, after: Context, holder: str) -> Sequence[tuple[str, int]]:
    old, new = dict(before.ledger.holding(holder)), dict(after.ledger.holding(holder))
    return [(k, new.get(k, 0) - old.get(k, 0)) for k in sorted(set(old) | set(new))]


def derive_buy(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The card set (``derive_cards``) and, for a piece or building left without ``province``, the one province
    it may go in (play-test 11: ``buy item=fleet`` was refused with "name the province it goes in: Carthage",
    and the 36-point start's first influence marker with "…: Athens")."""
    out = derive_cards(ctx, args)
    item = args.get("item")
    if item in ("zeus", "lighthouse") and "bonus_province" not in args and ctx.actor is not None:
        b = board(ctx)
        fits = bonus_places(ctx, b, ctx.actor, item) if b.bank(item) else []
        if len(fits) == 1:
            out["bonus_province"] = fits[0]
    if "province" in args or ctx.actor is None or item not in PIECE_BOUGHT:
        return out
    fits = places_for(ctx, ctx.actor, item, args.get("good"))
    if len(fits) == 1:
        out["province"] = fits[0]
    return out


def builders(ctx: Context) -> Sequence[int]:
    """Who buys now: the turn holder (in the 36-point start and once the Statesman has named one); nobody in
    the preset start, which places everything (``actions`` listed ``buy`` there)."""
    if ctx.phase == "setup" and "points-start" not in ctx.variants:
        return ()
    return turn_only(ctx)


ACTION = ActionSpec(
    "buy",
    buy,
    fields=(
        Field("item", "ref", "what to buy", catalogue="purchase"),
        Field(
            "province",
            "ref",
            "where it goes",
            required=False,
            catalogue="province",
            # Not required: a wonder or hero lies in front of its owner (the form called it optional for a legion).
            needed="for a piece or building, not for a wonder or hero",
        ),
        Field(
            "good",
            "ref",
            "the goods symbol a caravan stands on",
            required=False,
            catalogue="good",
            only_with={"item": ("caravan",)},
        ),
        Field(
            "cards",
            "refs",
            "the card set paying (default: the app picks one; taxes alone: as many as it costs)",
            required=False,
            catalogue="card",
        ),
        Field(
            "bonus_province",
            "ref",
            "where the free fortress (Zeus) or influence (Lighthouse) goes",
            required=False,
            catalogue="province",
            only_with={"item": ("zeus", "lighthouse")},
        ),
        # No default: left out, it is filled in when Hammurabi is the only way to pay (``derive_cards``).
        Field("free", "bool", "Hammurabi's free influence", required=False, derived=True, held="hammurabi"),
    ),
    phases=("build", "setup"),
    who=builders,
    check=check_buy,
    derive=derive_buy,
    help="Pay a card set (or start points) for a piece, building, wonder or hero.",
    topic="build",
    text=buy_text,
    outcome=buy_outcome,
    # Play-test 11: ``stavět`` (what the table says it does) was read as "did you mean vzít?".
    aliases=("build", "stavět", "postavit"),
    # Its sentences name the cards paid, the piece placed and a seized marker sent home: every purchase is
    # said alike (issue 32: only influence listed its moves as well).
    tells_moves=True,
)
