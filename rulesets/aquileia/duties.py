"""What is in progress (``pending``) and what must happen before a phase ends (``phase_may_end``).

Every phase names what is left: items to place, Mercatus and Forum spaces
still to act (or skip), contestants and prizes, the auction, Latro and the
Portus spaces (whose coins are still under the servants).
"""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.state import Context
from rulesets.aquileia.catalogues import PAID_METAL, ROW, SPACE_NAMES
from rulesets.aquileia.common import game, name, pending
from rulesets.aquileia.contests import CARD_FIELDS, competed, entrants, to_compete
from rulesets.aquileia.data import AREAS, DICE
from rulesets.aquileia.faceup import LAURELS_A_ROUND, laurels_left, to_turn_up
from rulesets.aquileia.holders import coin_text, coins, owner, space
from rulesets.aquileia.placement import anything_placed
from rulesets.aquileia.portus import activation_text, latro_due, to_activate
from rulesets.aquileia.theatrum import SOLD, auction, host, offer

VERB = {"arena": "fight", "stadium": "race"}


def _spaces(ctx: Context, spaces: list[str]) -> str:
    parts = []
    for where in spaces:
        seat = owner(ctx, where)
        parts.append(SPACE_NAMES[where] + ("" if seat is None else f" ({name(ctx, seat)})"))
    return ", ".join(parts)


def obligations(ctx: Context) -> list[Violation]:
    """What the current phase still owes."""
    phase = ctx.phase
    state = game(ctx)
    if phase == "placement":
        if state.placer is not None:
            return [rule("Placement", f"{name(ctx, state.placer)} still has to place", "placement")]
        return []
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        return [rule("Actions", f"still to act (or skip): {_spaces(ctx, left)}", phase)] if left else []
    if phase in CARD_FIELDS:
        out = []
        waiting = [name(ctx, s) for s in to_compete(ctx)]
        if waiting:
            out.append(rule("Contest", f"still to {VERB[phase]}: {', '.join(waiting)}", phase))
        if entrants(ctx, phase) and f"{phase}:prizes" not in state.done:
            out.append(rule("Prizes", f"the {phase.title()} prizes are not handed out", phase))
        return out
    if phase == "theatrum":
        if host(ctx) is not None and SOLD not in state.done:
            return [rule("Auction", "the theatre laurel is not sold (bid, drop, then sell)", phase)]
        return []
    out = []
    if latro_due(ctx):
        out.append(rule("Latro", f"Latro ({name(ctx, owner(ctx, 'latro') or 0)}) has not rolled", "portus"))
    left = to_activate(ctx)
    if left:
        out.append(rule("Portus", f"still to pay and activate: {_spaces(ctx, left)}", "portus"))
    return out


def in_progress(ctx: Context) -> list[str]:
    """What the table should see now, as sentences."""
    phase = ctx.phase
    state = game(ctx)
    if state.over:
        return []
    if phase == "placement":
        if state.placer is None:
            return []
        out = []
        if not anything_placed(ctx):
            out += _opening(ctx)
        if ctx.position.round == 1 and not anything_placed(ctx):
            # l.2: the first start player is chosen at random; the seat order is only the default.
            out.append(f"{name(ctx, state.placer)} places first (start-player rolls the red dice for another start).")
        else:
            out.append(f"{name(ctx, state.placer)} places next.")
        return out
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        return [f"Next: {_spaces(ctx, left[:1])}."] if left else []
    if phase in CARD_FIELDS:
        return _contest(ctx, phase)
    if phase == "theatrum":
        return _auction(ctx)
    return _portus(ctx)


def _opening(ctx: Context) -> list[str]:
    """A round's first words: the face-up cards to enter, and the laurels' clock (l.8)."""
    out = []
    rows = to_turn_up(ctx)
    if rows:
        out.append(f"Turn up: {', '.join(ROW.resolve(r).label for r in rows)} (turn-up, one card each).")
    left = laurels_left(ctx)
    if 0 < left <= LAURELS_A_ROUND:
        out.append("The last stadium laurels are out: this is the final round.")
    return out


def _contest(ctx: Context, phase: str) -> list[str]:
    state = game(ctx)
    out = []
    done = competed(state, phase)
    if done:
        strengths = [f"{name(ctx, s)} {n}" for a, s, n, _ in state.strengths if a == phase]
        out.append(f"Strength so far: {', '.join(strengths)}.")
    nxt = to_compete(ctx)
    if nxt:
        out.append(f"{name(ctx, nxt[0])} {VERB[phase]}s next.")
    elif done and f"{phase}:prizes" not in state.done:
        out.append("Everyone has competed: hand out the prizes.")
    return out


def _auction(ctx: Context) -> list[str]:
    current = auction(ctx)
    if current is None:
        return []
    out = []
    if current.bidder is not None:
        bid = coin_text(coins(ctx, offer(ctx, current.bidder)))
        out.append(f"Highest bid: {bid} by {name(ctx, current.bidder)}.")
    if current.to_act is not None:
        verb = "opens or declines" if current.bidder is None else "raises or drops"
        out.append(f"{name(ctx, current.to_act)} {verb} next.")
    else:
        out.append("The auction is over: sell the laurel.")
    return out


def _portus(ctx: Context) -> list[str]:
    out = []
    under = [
        f"{metal} at {SPACE_NAMES[where]}" for where, metal in PAID_METAL.items() if ctx.count(space(where), metal)
    ]
    if under:
        out.append(f"Coins under servants: {', '.join(under)}.")
    if latro_due(ctx):
        out.append(f"Latro ({name(ctx, owner(ctx, 'latro') or 0)}) rolls first.")
    elif to_activate(ctx):
        out.append(f"Next: {_spaces(ctx, to_activate(ctx)[:1])} pays and activates.")
    return out


def awaited(ctx: Context) -> str | None:
    """The action the table is waiting for: the next placement, the next space's action, the next
    contestant, the prizes, the auction's next bid or the sale, Latro, the next activation."""
    phase = ctx.phase
    state = game(ctx)
    if state.over:
        return None
    if phase == "placement":
        if state.placer is None:
            return None
        # The round's face-up cards first (l.2), while nobody has placed: the players see them.
        return "turn-up" if to_turn_up(ctx) and not anything_placed(ctx) else "place"
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        if not left:
            return None
        return "build" if phase == "forum" else left[0].split("-")[0]  # equi-2 is bought with equi
    if phase in CARD_FIELDS:
        if to_compete(ctx):
            return VERB[phase]
        return "prizes" if entrants(ctx, phase) and f"{phase}:prizes" not in state.done else None
    if phase == "theatrum":
        sale = auction(ctx)
        if sale is None:
            return None
        return "bid" if sale.to_act is not None else "sell"
    if latro_due(ctx):
        return "latro"
    return "activate" if to_activate(ctx) else None


def by_itself(before: Context, after: Context) -> list[str]:
    """What the rules did by themselves in an event: Potentia's blue dice, the activations paid for."""
    out = []
    for _, where, seat in game(after).auto[len(game(before).auto) :]:
        if where == "potentia":
            out.append(f"{name(after, seat)} takes the {DICE['blue']} blue dice (Potentia).")
        else:
            out.append(activation_text(after, seat, where))
    return out
