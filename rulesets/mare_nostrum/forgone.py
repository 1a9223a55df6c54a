"""What a step of the turn order costs that no discard shows (the engine's ``forgone``): asked first.

The rules' own discard at the end of the build phase (p.6, l.15: each keeps up to 2 taxes, goods only with
the Hanging Gardens) is no question once everyone has built. The play-test lost more without a word: a
``next-phase`` ended the turns of two players still to build, and a builder who paid with taxes ended his
turn holding goods he could still have spent, that went back at the phase end. Play-test 6: a ``next-phase``
ended the strategy phase before anyone had moved; the strategy turns it takes are asked alike.
"""

from __future__ import annotations

from collections import Counter

from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.ruleset import Ruleset
from engine.state import Context
from engine.turns import still_to_act
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.data import GARDENS_KEEP_GOODS, GOODS, ITEMS, TAXES, price
from rulesets.mare_nostrum.idle import available, buys, can_buy, idle
from rulesets.mare_nostrum.payment import gardens_choice, gardens_command, hammurabi_waits, kept_by_default
from rulesets.mare_nostrum.placement import places_for
from rulesets.mare_nostrum.words import cards_counted, piece_said

#: The purchases whose placement alone may leave them nowhere to go (a caravan's good, an influence marker's
#: reach can hang on what the kit does not know yet, and are not judged here).
_PLACED = ("fleet", "legion", "fortress")


def forgone(ruleset: Ruleset, before: Context, after: Context) -> list[str]:
    """The build or strategy turns a step ends unplayed, and the cards a builder ending a turn could still
    spend."""
    if ruleset.won(before):
        # A finished game loses nothing: the step is refused as over, not guarded (play-test 8: "add --yes").
        return []
    if before.phase == "strategy":
        return _own_turn(ruleset, before, after) + _strategy_turns(ruleset, before, after)
    if before.phase != "build":
        return []
    out = _own_turn(ruleset, before, after)
    turn = before.position.turn
    buyable = _goods_pay_for(before, turn) if turn is not None and _ends_turn(before, after) else []
    if turn is not None and buyable:
        # Asked alike whoever ends the turn, the builder or the Statesman naming the next (issue 32).
        b = board(before)
        goods = sum(n for card, n in b.hand(turn).items() if card != TAXES)
        kept = goods - sum(n for card, n in _going(before, b, turn).items() if card != TAXES)
        name = before.players[turn].name
        if goods > kept and after.phase != "build":
            # The phase end's discard is counted already, card by card (play-test 7 read "4 cards from Petr's
            # hand" and "Petr's 4 goods" for the same cards): said as the purchase given up.
            out.append(tr("the purchase {player}'s goods could still pay for").format(player=name))
        elif goods > kept:
            # Play-test 11: "Jana's 2 goods" read as a question about cards that bought nothing; they paid for
            # Pericles' 2-card fleet, now named.
            said = ntr(
                "{player}'s {count} good, which could still pay for {items} ({player} keeps {kept} of {count} "
                "past the build phase)",
                "{player}'s {count} goods, which could still pay for {items} ({player} keeps {kept} of {count} "
                "past the build phase)",
                goods,
            )
            said = said.format(player=name, count=goods, kept=kept, items=phrase_list(buyable, "or"))
            if gardens_choice(before, b, turn):
                # Play-test 12: the Gardens owner was not told how to choose the goods kept.
                said = tr("{said}; {player} chooses which with {command}").format(
                    said=said, player=name, command=gardens_command(b, turn)
                )
            out.append(said)
    if turn is not None and after.phase == "build" and _ends_turn(before, after):
        out += _taxes_going(before, turn, bool(buyable))
    if turn is not None and _ends_turn(before, after) and _hammurabi_placeable(before, turn):
        # Play-test 11: Honza's turn ended with Hammurabi's free marker unused, without a word.
        said = tr("{player}'s free influence marker (Hammurabi)")
        out.append(said.format(player=before.players[turn].name))
    if after.phase != "build":
        out += _gardens(before)
        left = [before.players[p].name for p in still_to_act(ruleset, before)]
        if left:
            said = ntr("the build turn {names} still has", "the build turns {names} still have", len(left))
            out.append(said.format(names=phrase_list(left, "and")))
        if not out and turn is not None and _taxes_going(before, turn, False):
            # Play-test 12: the last builder's spare taxes went with the phase unasked. Once asked, the
            # discard counts every hand's cards (``engine.losses``): only the purchase given up is said.
            said = tr("the purchase {player}'s tax cards could still pay for")
            out.append(said.format(player=before.players[turn].name))
    return out


def _own_turn(ruleset: Ruleset, before: Context, after: Context) -> list[str]:
    """The role holder's own turn, ended by their naming the next player before they bought or moved anything
    while they still could (play-test 7: the Commander on turn named Honza, and his legions got no turn, without a
    word). Ending one's own turn is the holder's word ("I'm done, Honza next"), asked first only when it gives up
    the whole turn."""
    turn = before.position.turn
    if turn is None or ruleset.chooser(before) != turn:
        return []
    if after.phase == before.phase and after.position.turn == turn:
        return []
    name = before.players[turn].name
    if before.phase == "build":
        if not can_buy(board(before), turn) or turn in game(before).bought:
            return []
        return [tr("{player}'s own build turn (nothing bought yet)").format(player=name)]
    state = game(before)
    civ = state.civs[turn]
    if idle(before, turn) or civ in state.legions_moved or any(c == civ for c, _, _ in state.moved):
        return []
    return [tr("{player}'s own strategy turn (nothing moved yet)").format(player=name)]


def _strategy_turns(ruleset: Ruleset, before: Context, after: Context) -> list[str]:
    """The strategy turns a phase end takes from the players still to move (p.4, l.11: the round goes on only
    once everyone has had a strategy turn). Play-test 6: ``next-phase`` skipped all four without a word.
    Players with nothing to move take no turn (``idle``), so none of theirs is counted; a battle owed stops
    the phase end by itself (``obligations``)."""
    if after.phase == "strategy":
        return []
    left = [before.players[p].name for p in still_to_act(ruleset, before)]
    if not left:
        return []
    said = ntr("the strategy turn {names} still has", "the strategy turns {names} still have", len(left))
    return [said.format(names=phrase_list(left, "and"))]


def unavoidable(before: Context, after: Context) -> list[str]:
    """The cards a builder whose turn a step ends (the phase going on) holds past what is kept, when no goods
    of the hand could be spent (else ``forgone`` asked): not asked, nothing in them to save, but said (issue
    32: the Statesman naming the next builder let the last one's cards go without a word)."""
    turn = before.position.turn
    if before.phase != "build" or after.phase != "build" or turn is None or not _ends_turn(before, after):
        return []
    # The hand as the step leaves it: a purchase ending the turn has paid its set by then (play-test 5: the
    # taxes paid were announced as going back to the bank).
    b = board(after)
    going = _going(after, b, turn)
    if _goods_pay_for(after, turn) or _taxes_going(after, turn, False) or not going:
        return []
    said = ntr(
        "{player}'s {cards} goes back to the bank at the end of the build phase.",
        "{player}'s {cards} go back to the bank at the end of the build phase.",
        sum(going.values()),
    )
    cards = phrase_list([cards_counted(card, n) for card, n in sorted(going.items())], "and")
    return [said.format(player=before.players[turn].name, cards=cards)]


def _ends_turn(before: Context, after: Context) -> bool:
    return after.phase != "build" or after.position.turn != before.position.turn


def _going(ctx: Context, b: Board, seat: int) -> Counter[str]:
    """The cards of a builder's hand that go back at the end of the build phase (p.6, l.15: up to 2 taxes
    kept, the Hanging Gardens' goods too, or what the player chose to keep), as it stands."""
    hand = Counter({card: n for card, n in b.hand(seat).items() if n})
    wanted = dict(b.state.kept).get(seat)
    if wanted is not None:
        return hand - (Counter(wanted) & hand)
    return hand - kept_by_default(ctx, b, seat)


def _gardens(before: Context) -> list[str]:
    """The goods a Hanging Gardens owner could keep and has not chosen, lost by ending the build phase
    (play-test 9: the warning counted Jana's cards and said nothing of the Gardens or ``keep``)."""
    b = board(before)
    out = []
    for seat in range(len(before.players)):
        if gardens_choice(before, b, seat):
            # Left unchosen, the first goods by name are kept (play-test 12: all of them went): said so.
            said = tr("the choice of the {n} goods {player} keeps with the Hanging Gardens ({command})")
            name, command = before.players[seat].name, gardens_command(b, seat)
            out.append(said.format(n=GARDENS_KEEP_GOODS, player=name, command=command))
    return out


def _hammurabi_placeable(ctx: Context, seat: int) -> bool:
    """Whether Hammurabi's free marker is unused and has a province the kit knows it may go in."""
    return hammurabi_waits(ctx, board(ctx), seat) and bool(places_for(ctx, seat, "influence", None))


def _taxes_going(ctx: Context, seat: int, goods_named: bool) -> list[str]:
    """The tax cards beyond the 2 kept (p.6, l.15) that a builder ending the turn could still spend, with the rest
    of what goes back (play-test 12: Eva's 3 taxes and Honza's, with 2 grain and 2 metals, went without a
    question, though the taxes still paid for a legion)."""
    b = board(ctx)
    going = _going(ctx, b, seat)
    items = _pay_for(ctx, seat, b.hand(seat)[TAXES]) if going[TAXES] else []
    if not items:
        return []
    if goods_named:  # the goods were named already, with what they pay for
        going = Counter({TAXES: going[TAXES]})
    cards = phrase_list([cards_counted(card, n) for card, n in sorted(going.items())], "and")
    said = ntr(
        "{player}'s {cards}, gone at the end of the build phase, though {player}'s {taxes} tax card could still"
        " pay for {items}",
        "{player}'s {cards}, gone at the end of the build phase, though {player}'s {taxes} tax cards could still"
        " pay for {items}",
        b.hand(seat)[TAXES],
    )
    name = ctx.players[seat].name
    return [said.format(player=name, cards=cards, taxes=b.hand(seat)[TAXES], items=phrase_list(items, "or"))]


def _goods_pay_for(ctx: Context, seat: int) -> list[str]:
    """What a player's goods still make a set for, said as the purchase line says it ("a fleet"): something
    still there to buy and, for a fleet, a legion or a fortress, a province it may go in (p.6: a set is all
    different goods). Play-test 9: cards that paid for nothing left were asked about as given up; play-test 11:
    a 2-card set was asked about (Pericles' fleet) with no word of what it bought."""
    hand = board(ctx).hand(seat)
    return _pay_for(ctx, seat, sum(1 for good in GOODS if hand[good]))


def _pay_for(ctx: Context, seat: int, size: int) -> list[str]:
    """What a set of ``size`` cards still pays for, said as the purchase line says it (at most 3)."""
    b = board(ctx)
    if not size or not buys(b, seat, size):
        return []
    owned = b.owned(seat)
    items = [item for item in ITEMS if price(item, owned) <= size and available(b, seat, item)]
    placed = [item for item in items if item not in _PLACED or places_for(ctx, seat, item, None)]
    return [piece_said(item) for item in placed[:3]]
