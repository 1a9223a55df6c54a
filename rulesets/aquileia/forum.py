"""V Forum (l.7): builds in the order of the spaces 1 to 5.

Space 2 and 5 score the building's points; space 3 builds two. Coins are
paid exactly, metal by metal, to the bank; slave cards go to their discard
pile and may overpay only as far as the cards force it; each building is
paid separately and gets one of the builder's houses (9 each: the ledger
refuses a tenth).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.outcomes import count
from engine.state import Context
from rulesets.aquileia.catalogues import NUMBER_OF, SPACE_NAMES
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, me, name, owners, pending, score
from rulesets.aquileia.data import AREAS, COLOURS, FORUM_DOUBLE, FORUM_SCORING
from rulesets.aquileia.holders import BANK, HOUSE, coin_text, discard, hand, pay, purse, reserve
from rulesets.aquileia.spaces import my_space, space_checks
from rulesets.aquileia.state import Building, State

TOPIC = "forum"
KINDS = ("workshop", "bank", "villa")
KIND_NAMES = {"workshop": "workshop", "bank": "private bank", "villa": "villa"}


def _builds(state: State, where: str) -> int:
    return sum(1 for d in state.done if d == f"build:{where}")


def _allowed(where: str) -> int:
    return 2 if where == FORUM_DOUBLE else 1


def forum_actors(ctx: Context) -> Sequence[int]:
    """The players on Forum spaces still to build, in the order of the spaces (l.7)."""
    return owners(ctx, pending(ctx, AREAS["forum"]))


def build(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    where = my_space(ctx, args, AREAS["forum"])
    pay(ctx, args.get("coins", []), purse(ctx, seat), BANK)
    for card in args.get("slave_cards", []):
        discard(ctx, card, hand(ctx, seat))
    ctx.move(ctx.piece(HOUSE, seat), 1, reserve(ctx, seat), ctx.own("buildings", seat))
    income = tuple((m, args.get("income", []).count(m)) for m in sorted(set(args.get("income", []))))
    building = Building(args["kind"], args["value"], args.get("colour", ""), income)
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, buildings=person.buildings + (building,)))
    if where in FORUM_SCORING:
        state = score(state, seat, args["value"])
    state = state.mark(f"build:{where}")
    return state.mark(where) if _builds(state, where) >= _allowed(where) else state


def check_build(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    where = my_space(ctx, args, AREAS["forum"])
    out = space_checks(ctx, where, TOPIC)
    if _builds(state, where) >= _allowed(where):
        out.append(rule("Forum", f"{SPACE_NAMES[where]} builds {count(_allowed(where), 'building')}", TOPIC))
    cards = [NUMBER_OF[c] for c in args.get("slave_cards", [])]
    needed = args.get("slaves", 0)
    if sum(cards) < needed:
        out.append(rule("Slaves", f"{needed} slaves needed, {sum(cards)} given", TOPIC))
    elif any(sum(cards) - card >= needed for card in cards):
        out.append(rule("Slaves", "overpay slaves only when no smaller set of cards will do", TOPIC))
    if args["kind"] == "villa" and args.get("colour") not in COLOURS:
        out.append(rule("Villa", f"a villa has a colour: {', '.join(COLOURS)}", TOPIC))
    return out


def build_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    kind = args["kind"]
    what = KIND_NAMES[kind]
    if kind == "villa":
        what = f"{args.get('colour', '')} villa worth {args['value']}".strip()
    elif kind == "workshop":
        what += f" ({args['value']} points when activated)"
    elif args.get("income"):
        what += f" (pays {coin_text({m: args['income'].count(m) for m in METAL_CHOICES})} when activated)"
    out = [f"{name(before, seat)} builds a {what}."]
    gained = game(after).patricians[seat].score - game(before).patricians[seat].score
    if gained:
        out.append(f"{name(before, seat)} scores {gained} points ({game(after).patricians[seat].score}).")
    return out


ACTION = ActionSpec(
    "build",
    build,
    fields=(
        PLAYER,
        Field("space", "ref", "the Forum space (default: your next)", required=False, catalogue="forum-space"),
        Field("kind", "choice", "workshop, private bank or villa", choices=KINDS),
        Field("value", "int", "printed points (villa value; workshop points)", default=0, min=0, max=30),
        Field("colour", "choice", "a villa's colour", required=False, choices=COLOURS),
        Field("coins", "choices", "the coins of its price", required=False, choices=METAL_CHOICES),
        Field("slaves", "int", "slaves in its price", default=0, min=0, max=10),
        Field("slave_cards", "refs", "slave cards paid", required=False, catalogue="slave"),
        Field("income", "choices", "a private bank's coins when activated", required=False, choices=METAL_CHOICES),
    ),
    phases=(TOPIC,),
    who=forum_actors,
    actor="player",
    check=check_build,
    help="Build from your Forum space: pay the exact coins and the slaves; spaces 2 and 5 score it.",
    topic=TOPIC,
    text="{actor} builds a {kind}",
    outcome=build_outcome,
)
