"""What is in progress (``pending``) and what must happen before a phase ends (``phase_may_end``).

Every phase names what is left: items to place, Mercatus and Forum spaces
still to act (or skip), contestants and prizes, the auction, Latro and the
Portus spaces (whose coins are still under the servants).
"""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import ntr, tr
from engine.spoken_names import action_word
from engine.state import Context
from rulesets.aquileia.catalogues import PAID_METAL, PAID_SPACES, ROW, space_said
from rulesets.aquileia.common import game, name, pending
from rulesets.aquileia.contests import CARD_FIELDS, competed, entrants, to_compete
from rulesets.aquileia.data import AREAS, DICE
from rulesets.aquileia.faceup import LAURELS_A_ROUND, laurels_left, to_turn_up
from rulesets.aquileia.final import final_lines
from rulesets.aquileia.first import chosen
from rulesets.aquileia.holders import coins, owner, space
from rulesets.aquileia.idle import passed_text
from rulesets.aquileia.lone import LONE, lone_text
from rulesets.aquileia.placement import FORCED_TIE, anything_placed, crowded, places_next, stuck
from rulesets.aquileia.portus import (
    LATRO_IDLE,
    activation_text,
    latro_due,
    latro_idle_text,
    rolled_latro,
    to_activate,
)
from rulesets.aquileia.steps import VERB, blue_holder, next_step, standing
from rulesets.aquileia.theatrum import passed_text as auction_passed
from rulesets.aquileia.theatrum_sale import SOLD, auction, host, offer
from rulesets.aquileia.words import coin_text, word


def _spaces(ctx: Context, spaces: list[str]) -> str:
    parts = []
    for where in spaces:
        seat = owner(ctx, where)
        parts.append(space_said(where) + ("" if seat is None else f" ({name(ctx, seat)})"))
    return ", ".join(parts)


def obligations(ctx: Context) -> list[Violation]:
    """What the current phase still owes."""
    phase = ctx.phase
    state = game(ctx)
    if phase == "placement":
        if state.placer is not None:
            said = tr("{player} still has to place").format(player=name(ctx, state.placer))
            return [rule("Placement", said, "placement")]
        return []
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        said = tr("still to act (or skip): {spaces}")
        return [rule("Actions", said.format(spaces=_spaces(ctx, left)), phase)] if left else []
    if phase in CARD_FIELDS:
        out = []
        waiting = [name(ctx, s) for s in to_compete(ctx)]
        step = next_step(ctx)
        if waiting:
            said = tr("still to fight: {players}") if phase == "arena" else tr("still to race: {players}")
            out.append(rule("Contest", said.format(players=", ".join(waiting)), phase))
        elif step is not None:
            said = (
                tr("still to play cards (or none): {players}")
                if step[0] == "play"
                else tr("still to roll the blue dice (or none): {players}")
            )
            out.append(rule("Contest", said.format(players=name(ctx, step[1])), phase))
        if entrants(ctx, phase) and f"{phase}:prizes" not in state.done:
            said = (
                tr("the Arena prizes are not handed out")
                if phase == "arena"
                else tr("the Stadium prizes are not handed out")
            )
            out.append(rule("Prizes", said, phase))
        return out
    if phase == "theatrum":
        if host(ctx) is not None and SOLD not in state.done:
            return [rule("Auction", "the theatre laurel is not sold (bid, drop, then sell)", phase)]
        return []
    out = []
    if latro_due(ctx):
        said = tr("Latro ({player}) has not rolled").format(player=name(ctx, owner(ctx, "latro") or 0))
        out.append(rule("Latro", said, "portus"))
    left = to_activate(ctx)
    if left:
        said = tr("still to pay and activate: {spaces}").format(spaces=_spaces(ctx, left))
        out.append(rule("Portus", said, "portus"))
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
        # The cards to turn up stay said until they are entered (play-test 10: the line went with the first
        # servant placed, and the table forgot the Stadium laurel); the laurels' clock is said once.
        out = _opening(ctx, clock=not anything_placed(ctx))
        if not chosen(ctx):
            # l.2: the first start player is chosen at random; the seat order is only the default.
            # The action's word in the language spoken, said as a command (play-test 7: "start-player rolls ..."
            # read as if start-player were a person).
            said = tr("{player} places first (or type {action} to roll the red dice for the start player).")
            out.append(said.format(player=name(ctx, state.placer), action=action_word("start-player")))
        else:
            out.append(places_next(name(ctx, state.placer)))
        if stuck(ctx, state.placer):
            said = tr(
                "No free space the app knows is open to {player}: add a Stadium space the board shows "
                "(add-space), or pass."
            )
            out.append(said.format(player=name(ctx, state.placer)))
        elif not anything_placed(ctx) and crowded(ctx):
            said = tr(
                "{n} players leave almost no spare space on the board the app knows: add the Stadium spaces "
                "your board shows (add-space) before anyone is left without one."
            )
            out.append(said.format(n=len(ctx.players)))
        return out
    # The cards still to turn up stay said until entered or used (play-test 11, N10: the line went with
    # placement, and the Stadium laurel was never turned up).
    # Said where the cards are used: Equi et Arma's in Mercatus, the laurel in the Stadium.
    unturned = _opening(ctx, clock=False) if phase in ("mercatus", "stadium") else []
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        return ([tr("Next: {space}.").format(space=_spaces(ctx, left[:1]))] if left else []) + unturned
    if phase in CARD_FIELDS:
        return _contest(ctx, phase) + unturned
    if phase == "theatrum":
        return _auction(ctx)
    return _portus(ctx)


def _opening(ctx: Context, clock: bool = True) -> list[str]:
    """A round's first words: the face-up cards to enter, and (``clock``) the laurels' clock (l.8)."""
    out = []
    rows = to_turn_up(ctx)
    if rows:
        places = ", ".join(tr(ROW.resolve(r).label) for r in rows)
        out.append(tr("Turn up: {places} (turn-ups, a card each).").format(places=places))
    left = laurels_left(ctx)
    if clock and 0 < left <= LAURELS_A_ROUND:
        out.append(tr("The last stadium laurels are on the table: this is the final round."))
    return out


def _contest(ctx: Context, phase: str) -> list[str]:
    state = game(ctx)
    out = []
    done = competed(state, phase)
    if done:
        out.append(standing(ctx, phase))
    step = next_step(ctx)
    rolling = to_compete(ctx)
    if step is not None and step[0] == VERB[phase] and not done and len(rolling) > 1:
        # One command takes the step's dice (``rolls``); ``fight``/``race`` takes one entrant's.
        said = tr("Everyone rolls the red dice, in turn order: {players} (rolls: 3 dice each).")
        out.append(said.format(players=", ".join(name(ctx, s) for s in rolling)))
    elif step is not None and step[0] == VERB[phase]:
        said = tr("{player} fights next.") if phase == "arena" else tr("{player} races next.")
        out.append(said.format(player=name(ctx, step[1])))
    elif step is not None and step[0] == "play":
        out.append(tr("Everyone has rolled: {player} plays cards next (or none).").format(player=name(ctx, step[1])))
    elif step is not None:
        left = state.patricians[blue_holder(ctx) or 0].blue
        said = ntr(
            "{player} rolls 0 to {n} blue die next (Potentia).",
            "{player} rolls 0 to {n} blue dice next (Potentia).",
            left,
        )
        out.append(said.format(player=name(ctx, step[1]), n=left))
    elif done and f"{phase}:prizes" not in state.done:
        out.append(tr("Everyone has competed: hand out the prizes."))
    return out


def _auction(ctx: Context) -> list[str]:
    current = auction(ctx)
    if current is None:
        return []
    out = []
    if current.bidder is not None:
        bid = coin_text(coins(ctx, offer(ctx, current.bidder)))
        out.append(tr("Highest bid: {coins} by {player}.").format(coins=bid, player=name(ctx, current.bidder)))
    if current.to_act is not None:
        said = (
            tr("{player} opens or declines next.") if current.bidder is None else tr("{player} raises or drops next.")
        )
        out.append(said.format(player=name(ctx, current.to_act)))
    else:
        out.append(tr("The auction is over: sell the laurel."))
    return out


def _portus(ctx: Context) -> list[str]:
    out = []
    under = [
        tr("{metal} at {space}").format(metal=word(metal), space=space_said(where))
        for where, metal in PAID_METAL.items()
        if ctx.count(space(where), metal)
    ]
    if under:
        out.append(tr("Coins under servants: {coins}.").format(coins=", ".join(under)))
    if latro_due(ctx):
        out.append(tr("Latro ({player}) rolls first.").format(player=name(ctx, owner(ctx, "latro") or 0)))
    elif to_activate(ctx):
        out.append(tr("Next: {space} pays and activates.").format(space=_spaces(ctx, to_activate(ctx)[:1])))
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
        return "turn-ups" if to_turn_up(ctx) and not anything_placed(ctx) else "place"
    if phase in ("mercatus", "forum"):
        left = pending(ctx, AREAS[phase])
        if not left:
            return None
        return "build" if phase == "forum" else left[0].split("-")[0]  # equi-2 is bought with equi
    if phase in CARD_FIELDS:
        step = next_step(ctx)
        if step is not None:
            return step[0]
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
    """What the rules did by themselves in an event: Potentia's blue dice, the activations paid for, the Forum
    builders who can build nothing, the bidders who cannot bid, Latro with nothing to take."""
    out = []
    headed = False
    for _, where, seat in game(after).auto[len(game(before).auto) :]:
        area, _, why = where.partition(":")
        if area == "theatrum" and before.phase == "theatrum":
            continue  # a bid's or drop's own outcome tells those it passed, before who acts next
        if area == FORCED_TIE:
            continue  # the placement's own outcome tells the tie markers put down, before who places next
        if where in PAID_SPACES and rolled_latro(before):
            continue  # Latro's outcome tells them in l.8's order, among the spaces it passes over
        if where == LONE:
            if before.phase != "stadium":
                # Run as the Stadium begins, within the event that ended the phase before: said under the
                # Stadium's heading, as Portus run by itself is below (the phase's own line comes after).
                out.append(tr("{phase}:").format(phase=tr("III Stadium")))
            passed: str | None = lone_text(after, seat)
        elif area == "theatrum":
            passed = auction_passed(after, seat, why)
        elif where == LATRO_IDLE:
            passed = latro_idle_text(after, seat)
        else:
            passed = passed_text(after, seat, where)
        if passed is not None:
            out.append(passed)
        elif where == "potentia":
            said = tr("{player} takes the {n} blue dice (Potentia).")
            out.append(said.format(player=name(after, seat), n=DICE["blue"]))
        else:
            if before.phase != "portus" and not headed:
                # Portus run by itself within another phase's event (the last Stadium prizes): said under its
                # own heading, not the event's phase alone (play-test 7: logged under "R6 III Stadium").
                out.append(tr("{phase}:").format(phase=tr("VI Portus")))
                headed = True
            out.append(activation_text(after, seat, where))
    if game(after).over and not game(before).over:
        out += final_lines(after)
    return out
