"""What the table is waiting for, as sentences: the preset start, role choices, the exchange, the
trade-phase powers still unused, who names the next player, Greece's answer and Helen's chance.

``pending`` is the ruleset's list; ``exchange_open`` and ``powers_left`` also hold the trade phase.
"""

from __future__ import annotations

from engine.actions import Violation, rule
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum import held_losses, helen, moves, roles
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import sides
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.exchange import ctx_name, merchant, to_offer
from rulesets.mare_nostrum.idle import idle_players
from rulesets.mare_nostrum.offered import fight_places
from rulesets.mare_nostrum.payment import gardens_choice, gardens_said, hammurabi_waits
from rulesets.mare_nostrum.setup import setup_seats
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import won
from rulesets.mare_nostrum.words import card_amount, or_join, role_name


def exchange_settled(state: State) -> bool:
    """The exchange is over and nobody is owed a card."""
    return state.exchange is not None and state.exchange.over and state.exchange.short is None


def unused_powers(ctx: Context) -> list[tuple[int, str]]:
    """Once the exchange is over, the trade-phase powers still unused (seat, card, which is also the action's
    name): the phase waits for them."""
    state = game(ctx)
    if not exchange_settled(state):
        return []
    b = board(ctx)
    return [
        (seat, card)
        for card in ("cleopatra", "artemis")
        for seat in range(len(ctx.players))
        if b.owns(seat, card) and (seat, card) not in state.used
    ]


def powers_left(ctx: Context) -> list[str]:
    """The trade-phase powers still unused, as the table reads them."""
    what = {
        "cleopatra": N_("{player} may still swap a card with the bank (Cleopatra); then next ends the phase."),
        "artemis": N_("{player} may still take a good (Temple of Artemis); then next ends the phase."),
    }
    out = [tr(what[card]).format(player=ctx.players[seat].name) for seat, card in unused_powers(ctx)]
    state = game(ctx)
    if not exchange_settled(state) and not state.income_due and not state.pending_roles:
        # p.12: the Temple of Artemis's good comes with the income, so the table hears of it before the exchange,
        # where it may be offered (play-test 8: it was listed only once the exchange was over).
        b = board(ctx)
        said = tr("{player} may take any one good with the income (Temple of Artemis).")
        for seat in range(len(ctx.players)):
            if b.owns(seat, "artemis") and (seat, "artemis") not in state.used:
                out.append(said.format(player=ctx.players[seat].name))
    return out


#: What an owner gives up when the trade phase ends with the power unused (said as it goes, naming them).
_LET_GO = {
    "cleopatra": N_("{player} lets Cleopatra's swap with the bank go this round."),
    "artemis": N_("{player} lets the Temple of Artemis's extra good go this round."),
}


def let_go(before: Context, after: Context) -> list[str]:
    """The trade-phase powers a step ending the phase leaves unused, as the owners' choice (play-test 6: Jana
    declining Cleopatra read "The table ends the turn", though the choice was hers)."""
    if before.phase != "trade" or after.phase == "trade":
        return []
    # The step may be the power's own use, ending the phase (play-test 7: the swap itself was said let go).
    used = game(after).used
    return [
        tr(_LET_GO[card]).format(player=before.players[seat].name)
        for seat, card in unused_powers(before)
        if (seat, card) not in used
    ]


def exchange_pending(ctx: Context) -> list[str]:
    """The exchange as the table must see it: who offers, what lies on offer, who takes next."""
    state = game(ctx)
    exchange = state.exchange
    holder = merchant(ctx)
    if exchange is None:
        if holder is None:
            return []
        said = tr("{player} (Merchant) sets the exchange size (0 skips the exchange).")
        return [said.format(player=ctx_name(ctx, holder))]
    out = []
    waiting = to_offer(ctx)
    if waiting:
        names = phrase_list([ctx_name(ctx, p) for p in waiting])
        said = ntr("{players} still to offer {n} card.", "{players} still to offer {n} cards.", exchange.size)
        out.append(said.format(players=names, n=exchange.size))
    for p in exchange.players:
        cards = Board(state, ctx.ledger).ledger.holding(f"offer:{state.civs[p]}")
        if cards and not waiting:
            listed = ", ".join(card_amount(card, n) for card, n in cards)
            out.append(tr("On offer from {player}: {cards}.").format(player=ctx_name(ctx, p), cards=listed))
    if exchange.next is not None:
        out.append(tr("{player} takes next.").format(player=ctx_name(ctx, exchange.next)))
    if exchange.short is not None and holder is not None:
        said = tr("{player} (Merchant) owes {other} a card (compensate).")
        out.append(said.format(player=ctx_name(ctx, holder), other=ctx_name(ctx, exchange.short)))
    return out


def exchange_open(ctx: Context) -> list[Violation]:
    """Why the trade phase cannot end yet."""
    exchange = game(ctx).exchange
    if exchange is None:
        if merchant(ctx) is not None:
            return [rule("Exchange", "the Merchant has not set the exchange size (0 skips it)", "exchange")]
        return []
    out = []
    if not exchange.over:
        waiting = len(to_offer(ctx))
        if waiting:
            said = ntr(
                "the exchange is still running ({n} player still to offer)",
                "the exchange is still running ({n} players still to offer)",
                waiting,
            ).format(n=waiting)
        else:
            said = tr("the exchange is still running")
        out.append(rule("Exchange", said, "exchange"))
    if exchange.short is not None:
        out.append(rule("Exchange", "the Merchant still owes one card (compensate)", "exchange"))
    return out


def _setup(ctx: Context) -> list[str]:
    out = []
    seats = setup_seats(ctx)
    if seats:
        # What they have to do follows, among every player's (issue 32: the same work was said twice).
        out.append(tr("{player} is next.").format(player=ctx.players[seats[0]].name))
    elif "points-start" not in ctx.variants and not roles.role_obligations(ctx):
        out.append(tr("The preset start is complete: next-phase begins the first round."))
    # The 36-point start's points left are said for every player among the obligations ("Start points: Jana has
    # 36 left"); play-test 11 read the turn holder's total twice.
    return out


def _role_choices(ctx: Context) -> list[str]:
    b = board(ctx)
    names = [p.name for p in ctx.players]
    out = []
    for role, candidates in b.state.pending_roles:
        holder = b.holder_of(role)
        among = or_join(names[c] for c in candidates)
        if holder is None:
            said = tr("The table chooses the new {role}: {players}.").format(role=role_name(role), players=among)
        else:
            said = tr("{player} chooses the new {role}: {players}.").format(
                player=names[holder], role=role_name(role), players=among
            )
        out.append(said)
    return out


#: Who names the next player, by phase: the role and the sentence.
_NAMES_NEXT = {
    "build": ("statesman", N_("{player} ({role}) names who builds next: {players}.")),
    "strategy": ("commander", N_("{player} ({role}) names who moves next: {players}.")),
}


#: What the last turn of a phase waits for, by phase.
_TURN_GOES_ON = {
    "build": N_("{player} builds; next ends the turn."),
    "strategy": N_("{player} moves and fights; next ends the turn."),
}


def _order(ctx: Context) -> list[str]:
    """Who names the next player, who is left to act, and who takes no turn (issue 32: a player with nothing
    to do had to be named only to pass)."""
    role, template = _NAMES_NEXT[ctx.phase]
    holder = board(ctx).holder_of(role)
    out = []
    skipped = idle_players(ctx)
    waiting = [
        p.name
        for i, p in enumerate(ctx.players)
        if i not in ctx.position.acted and i != ctx.position.turn and i not in skipped
    ]
    named = ctx.position.named
    if named is not None and ctx.position.turn is not None and named != ctx.position.turn:
        # Named ahead while the turn goes on: who acts once it ends is known.
        said = tr("{player} acts after {holder}.").format(
            player=ctx.players[named].name, holder=ctx.players[ctx.position.turn].name
        )
        out.append(said)
    elif holder is not None and waiting and game(ctx).transport is None:
        # While Greece answers an announced transport nobody is named (p.11): the blockade comes first.
        said = tr(template).format(player=ctx.players[holder].name, role=role_name(role), players=", ".join(waiting))
        out.append(said)
    elif ctx.position.turn is None and not waiting:
        out.append(tr("Nobody has anything to do this phase: next ends it."))
    elif ctx.position.turn is not None and game(ctx).transport is None:
        # (Play-test 10: during Greece's answer to a transport, next is not offered, so the line was wrong.)
        # The last turn of the phase: nobody is left to name, but the table still waits (play-test 9: Pending was
        # empty while Petr's build turn went on).
        out.append(tr(_TURN_GOES_ON[ctx.phase]).format(player=ctx.players[ctx.position.turn].name))
    if skipped:
        out.append(
            _no_turn(ctx.phase, len(skipped)).format(players=phrase_list([ctx.players[i].name for i in skipped]))
        )
    return out


def _no_turn(phase: str, n: int) -> str:
    """Players who take no turn in a phase (see ``idle``), counted: Czech says one player otherwise than two."""
    if phase == "build":
        return ntr(
            "No turn this phase for {players}: nothing they could buy.",
            "No turn this phase for {players}: nothing they could buy.",
            n,
        )
    return ntr(
        "No turn this phase for {players}: nothing on the board to move or fight with.",
        "No turn this phase for {players}: nothing on the board to move or fight with.",
        n,
    )


def _build_choices(ctx: Context) -> list[str]:
    """Choices of the build phase nobody's turn shows: a Hanging Gardens owner's goods to keep (play-test 9:
    they went to the bank unless ``keep`` was typed)."""
    b = board(ctx)
    out = [gardens_said(ctx, b, seat) + "." for seat in range(len(ctx.players)) if gardens_choice(ctx, b, seat)]
    # Play-test 11: Hammurabi's free marker (p.13) was found only in ``buy --help``.
    said = tr("{player} may place one influence marker free this build phase (Hammurabi): buy item=influence.")
    out += [said.format(player=ctx.players[s].name) for s in range(len(ctx.players)) if hammurabi_waits(ctx, b, s)]
    return out + _seizures(ctx, b)


def _seizures(ctx: Context, b: Board) -> list[str]:
    """Seizures still to complete (p.10: the seizer replaces the influence marker in the build phase; play-test 9:
    Jana played a whole build phase without a word of her seizure of Antioch)."""
    out = []
    said = tr("{player} may replace {owner}'s influence in {province} (seizure): buy an influence marker there.")
    for province in b.state.provinces:
        civ, owner = province.seizing, b.influence(province.id)
        if civ is None or owner is None or owner == civ or civ not in b.state.civs:
            continue
        seat = b.state.civs.index(civ)
        if not b.reserve(civ, "influence"):
            continue
        played = b.state.player_of(owner)
        label = sides(ctx).resolve(owner).label if played is None else ctx.players[played].name
        out.append(said.format(player=ctx.players[seat].name, owner=label, province=province.name))
    return out


def pending(ctx: Context) -> list[str]:
    """What the table is waiting for now, in the language spoken: nothing once the game is won (playtest: the
    Statesman was still to name who builds next)."""
    if won(ctx):
        return []
    state = game(ctx)
    out: list[str] = []
    if ctx.phase == "setup":
        out += _setup(ctx)
    if ctx.phase == "trade":
        out += _role_choices(ctx)
        if state.income_due:
            out.append(tr("The income is paid once the new Merchant is chosen."))
        out += list(state.shortfall)
        # The role cards come first (p.4): the exchange waits for them, and so does its line.
        out += [] if state.pending_roles else exchange_pending(ctx)
        out += powers_left(ctx)
    if ctx.phase == "strategy":
        # What the rules wait for first: Greece's answer to an announced transport (p.11).
        out += moves.transport_prompt(ctx)
    if ctx.phase in _NAMES_NEXT:
        out += _order(ctx)
    if ctx.phase == "build":
        out += _build_choices(ctx)
    if ctx.phase == "strategy" and ctx.position.turn is not None and state.transport is None:
        # The losers choose legion or fortress (p.9, l.21): said before the battle is typed (play-test 9).
        out += held_losses.choices_pending(ctx, ctx.position.turn, fight_places(ctx, ctx.position.turn))
    if ctx.phase == "strategy":
        # Legions still entering Helen's owner's land: she may turn one (p.13).
        for civ, pid in helen.helen_chances(ctx):
            out += helen.helen_prompt(ctx, civ, pid)
    return out
