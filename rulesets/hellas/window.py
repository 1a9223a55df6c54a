"""The opponent's word after a card or an attack: a reaction at once, or none (L4).

A reaction card (Void, Ships defend, Retreat) answers the opponent's card or
attack straight after it, never later (the rulebook's example: no waiting
to see which cities a Swap names). So after the player on turn plays a god
card or declares an attack, the turn waits for the opponent: a reaction
(``react``) or ``pass``, which lets it stand. Whether the opponent holds a
reaction card is their secret, so the app asks whenever they hold any card
at all (a hand's size is open to all); with an empty hand nothing can
answer and nothing waits, nor once every card that could answer lies face
up (all three Voids discarded or in play, say). Answers alternate: the opponent's reaction gives
the player on turn the word on it (a Void, or ``pass``) before the opponent
plays another, unless they hold no card to void it with.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.spoken_names import action_word, field_word
from engine.state import Context
from rulesets.hellas import spent
from rulesets.hellas.board import game, me, other, tile_name
from rulesets.hellas.cards import BEFORE_V14, card_name, open_play, settle
from rulesets.hellas.state import Play, State

TOPIC = "gods"
#: Saves before rules version 4 (a legacy option): one pass let the card and the attack it served stand.
ONE_PASS = "one_pass"
#: Saves before rules version 6 (a legacy option): the defender's reactions followed one another before the
#: attacker's word on the first, so the first could never be voided.
STACKED = "stacked_answers"
#: Saves before rules version 9 (a legacy option): the defender's first answer to the attack (a reaction or a
#: pass) closed it, and a pass on a card of the attacker's answered after it closed it too.
ONE_ANSWER = "one_attack_answer"
#: A session option: every player reads their own screen (``tabula serve``), so a player who holds no card
#: that could answer is not waited for (on one shared screen the question stays: a hand is secret).
OWN_SCREENS = "own_screens"
#: What each answers: an opponent's card (Void), the attack on one's city (Ships defend, Retreat).
_TO_CARD = frozenset({"void"})
_TO_ATTACK = frozenset({"ships-defend", "retreat"})


def moment(state: State) -> tuple[int, str]:
    """Where the turn stands for answering: cards played so far and the city under attack."""
    return len(state.plays), state.battle.target if state.battle is not None else ""


def _card_open(state: State, turn: int) -> bool:
    """The turn holder's card just played waits for the opponent's answer."""
    last = open_play(state)
    return last is not None and last.player == turn and state.heard != moment(state)


def _attack_open(ctx: Context, state: State, turn: int) -> bool:
    """The turn holder's attack waits for the defender's answer to it (given after the attacker's cards)."""
    battle = state.battle
    if battle is None or battle.attacker != turn:
        return False
    if ctx.options.get(ONE_PASS):
        # Before version 4 the answer to the attack was the answer to whatever came last.
        last = open_play(state)
        return state.heard != moment(state) and (last is None or last.player == turn)
    if ctx.options.get(ONE_ANSWER):
        return not battle.answered
    if battle.passed or _fails_anyway(ctx, turn):
        return False
    # Until the defender lets the attack itself stand, they may answer it (again, after the attacker's word on
    # their reaction: a Retreat after Ships defend); a pass on one of the attacker's cards lets only that stand.
    last = open_play(state)
    return last is None or last.player == turn


def _fails_anyway(ctx: Context, turn: int) -> bool:
    """Whether the attack fails whatever the defender says: it fails now and no card of the attacker's could change
    it (Ships defend only adds to the defence, a Retreat acts on a city taken). Since version 17 the defender is not
    asked then (play-test 12, e1 #38: Ann passed on 1 against 1 by sea, Bo holding nothing that mattered)."""
    from rulesets.hellas import idle  # idle reads this window: imported where it is asked
    from rulesets.hellas.migrate import BEFORE_V17, HELD_WAITS, RESOLVE_WAITED

    if ctx.options.get(BEFORE_V17) or ctx.options.get(HELD_WAITS) or ctx.options.get(RESOLVE_WAITED):
        return False
    return idle.lost_anyway(ctx, turn) and not idle.could_change(ctx, turn)  # failing first: no loop through late


def _could_answer(ctx: Context, seat: int, card: bool) -> bool:
    """Whether the seat's hand holds a card that answers what waits (read only where the hand is theirs).

    Only a Void answers a card; Ships defend and Retreat answer the attack itself, at its own moment once the
    attacker is done, so holding them brings no question on each of the attacker's cards (play-test).
    """
    battle = game(ctx).battle
    answers = _TO_CARD if card else frozenset()
    if not card and battle is not None and battle.attacker != seat:
        answers = attack_answers(ctx, seat)
    return any(kind in answers for kind, _ in ctx.holding(ctx.own("hand", seat)))


def attack_answers(ctx: Context, defender: int) -> frozenset[str]:
    """The cards that could still answer the attack for the defender: a second Ships defend or Retreat standing
    beside the first changes nothing (play-test 8: asked again after both stood)."""
    return spent.left(game(ctx), defender, bool(ctx.options.get(spent.ANSWERS_WAITED)))


def may_be_hidden(ctx: Context, kinds: frozenset[str]) -> bool:
    """Whether a card of these kinds may lie where the table cannot see (a hand, a card drawn, a deck).

    Once every copy lies face up (discard piles, cards in play), everyone knows nobody holds one: nothing is
    asked of a player who could not answer, and skipping the question tells the table nothing it did not know.
    A copy in the asking player's own hand counts as hidden: the shared screen must not tell the other player.
    """
    comp = ctx.ledger.components
    return any(comp.is_private(where) for kind in kinds for where in ctx.ledger.where(kind))


def _card_waits(ctx: Context, state: State, turn: int) -> bool:
    """The turn holder's open card waits for the opponent: while a Void may be hidden (on their own screen,
    only while they hold one)."""
    if not _card_open(state, turn) or not may_be_hidden(ctx, _TO_CARD):
        return False
    return not ctx.options.get(OWN_SCREENS) or _could_answer(ctx, other(turn), True)


def card_awaited(ctx: Context) -> bool:
    """Whether the turn holder's card just played waits for the opponent's answer now (saves before version 9:
    any answer awaited, the attack's too, held a card's carrying out back)."""
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn":
        return False
    if _legacy(ctx):
        return awaiting(ctx) is not None
    return _card_waits(ctx, game(ctx), turn) and awaiting(ctx) is not None


def awaiting(ctx: Context) -> int | None:
    """The seat whose answer the turn waits for now, or None."""
    turn = ctx.position.turn
    if ctx.phase != "turn" or turn is None:
        return None
    state = game(ctx)
    card = _card_waits(ctx, state, turn)
    if not card and not (_attack_open(ctx, state, turn) and may_be_hidden(ctx, attack_answers(ctx, other(turn)))):
        return None
    opponent = other(turn)
    if not ctx.size(ctx.own("hand", opponent)):
        return None
    if ctx.options.get(OWN_SCREENS) and not _could_answer(ctx, opponent, card):
        return None  # their own screen asks them nothing they could answer (the shared screen would tell)
    return opponent


def to_void(ctx: Context) -> int | None:
    """The turn holder, while the opponent's reaction lies open for their word (a Void, or pass), else None.

    With no card in hand (its size is open to all) they have nothing to void it with: it stands without a word.
    """
    turn = ctx.position.turn
    if ctx.phase != "turn" or turn is None or ctx.options.get(STACKED) or not ctx.size(ctx.own("hand", turn)):
        return None
    if not may_be_hidden(ctx, _TO_CARD):
        return None  # every Void lies face up: none can answer, as all can see
    last = open_play(game(ctx))
    return turn if last is not None and last.player != turn else None


def answer_first(ctx: Context, seat: int) -> list[Violation]:
    """A reaction waits while the reactor's own last one is open: the attacker answers it first (L4: the answer
    comes right after the card; stacked, the first could never be voided)."""
    if to_void(ctx) is None or ctx.position.turn == seat:
        return []
    last = open_play(game(ctx))
    assert last is not None  # to_void: the opponent's card is open
    # Said to both: the turn holder who typed react (meaning their own Void) reads how they answer it (play-test 7).
    message = tr("{player} answers {owner}'s {card} first: a Void with play (play card=void), or pass")
    said = message.format(player=ctx.players[other(seat)].name, owner=ctx.players[seat].name, card=card_name(last.card))
    return [rule("Reaction", said, TOPIC)]


def attack_owed(ctx: Context) -> list[Violation]:
    """Resolving waits while the defender's own card lies open and the attack itself is not let stand: once the
    attacker has had the word on it, the defender answers the attack again (L4; the rulebook's second example).
    Resolving there skipped the defender's word (play-test 7: a Retreat lost after Ships defend, Plus one, Void)."""
    turn = ctx.position.turn
    state = game(ctx)
    fight = state.battle
    if turn is None or fight is None or fight.attacker != turn or _legacy(ctx) or ctx.options.get(STACKED):
        return []
    if fight.passed or to_void(ctx) != turn or not may_be_hidden(ctx, attack_answers(ctx, other(turn))):
        return []
    defender = other(turn)
    if not ctx.size(ctx.own("hand", defender)):
        return []
    if ctx.options.get(OWN_SCREENS) and not _could_answer(ctx, defender, False):
        return []
    last = open_play(state)
    assert last is not None  # to_void: the defender's card is open
    said = tr("{player} still answers {attack}: first void {player}'s {card} or let it stand (pass)")
    message = said.format(
        player=ctx.players[defender].name,
        attack=tr("the attack on {city}").format(city=tile_name(state, fight.target)),
        card=card_name(last.card),
    )
    return [rule("Reaction", message, TOPIC)]


def asked(ctx: Context) -> str:
    """What the opponent is asked to answer, in words: ``Alena's Plus one`` or ``the attack on Korinth``."""
    state = game(ctx)
    turn = ctx.position.turn
    attack = ""
    if state.battle is not None:
        attack = tr("the attack on {city}").format(city=tile_name(state, state.battle.target))
    last = open_play(state)
    if turn is not None and not _card_waits(ctx, state, turn) and _attack_open(ctx, state, turn):
        return attack  # the attack waits for its answer (cards played before it have settled, or are answered)
    if state.battle is not None and state.battle.answered and not ctx.options.get(ONE_PASS) and last is None:
        return attack
    last = last or (state.plays[-1] if state.plays else None)  # a card let stand has settled
    if last is not None:
        return tr("{player}'s {card}").format(player=ctx.players[last.player].name, card=card_name(last.card))
    return attack or tr("the last move")


def waiting(ctx: Context, action: str = "") -> list[Violation]:
    """The turn cannot go on before the opponent has answered (a forcible rule: the table may go on).

    An attack is answered once the attacker is done: their cards may follow
    it first (each of them answered at once), as in the rulebook's second
    example.
    """
    seat = awaiting(ctx)
    turn = ctx.position.turn
    if seat is None or turn is None:
        return []
    # Another card, or carrying out one that stands (Card theft, Swap), comes before the answer to the attack:
    # a card let stand is carried out at once (L4), not after the defender's word on the attack.
    carried = action == "carry-out" and not _legacy(ctx)
    if (action == "play" or carried) and not _card_waits(ctx, game(ctx), turn):
        return []
    who = ctx.players[seat].name
    if both_owed(ctx):
        state = game(ctx)
        assert state.battle is not None  # both_owed: an attack is under way
        # The command that works, as typed in the language spoken (play-test 8: "pass all" was printed, refused).
        said = tr("{player} answers {what} first: a reaction, or {pass_} ({pass_all}: the attack on {city} stands too)")
        message = said.format(
            player=who, what=asked(ctx), city=tile_name(state, state.battle.target), pass_=_pass(), pass_all=_pass_all()
        )
        return [rule("Reaction", message, TOPIC)]
    message = tr("{player} answers {what} first: a reaction, or {pass_}").format(
        player=who, what=asked(ctx), pass_=_pass()
    )
    return [rule("Reaction", message, TOPIC)]


def _pass() -> str:
    """``pass`` as the language spoken types it (``nechat``)."""
    return action_word("pass")


def _pass_all() -> str:
    """``pass all=yes`` as the language spoken types it (``nechat vše=ano``)."""
    return f"{action_word('pass')} {field_word('all')}={tr('yes')}"


def both_owed(ctx: Context) -> bool:
    """Whether the defender owes two answers now: to the attacker's card just played and to the attack itself
    (not let stand yet). One ``pass all`` lets both stand (the shared screen: one input for what one says)."""
    turn = ctx.position.turn
    state = game(ctx)
    fight = state.battle
    if turn is None or fight is None or fight.attacker != turn or _legacy(ctx) or fight.passed:
        return False
    return _card_waits(ctx, state, turn) and awaiting(ctx) == other(turn)


def answered(ctx: Context, state: State, card: str = "") -> State:
    """The state once the opponent has answered what stands now (``card``: the reaction played)."""
    if card in _TO_ATTACK and state.battle is not None:
        state = replace(state, battle=replace(state.battle, answered=True))
    return replace(state, heard=moment(state))


def let_stand(ctx: Context, args: Mapping[str, Any]) -> State:
    before = game(ctx)
    turn = ctx.position.turn
    if me(ctx) == turn:
        # The attacker lets the defender's reaction stand: it settles, and the defender may answer the attack
        # again (another reaction, one at a time) until it is resolved.
        last = open_play(before)
        state = replace(settle(ctx), heard=None)
        if _retreat_stands(ctx, last) and state.battle is not None:
            # A Retreat is the defender's last word on the attack: let stand, the exchange ends (R81-82: a card
            # left unanswered decides it); nobody asks the defender again (play-test 9, decisions).
            closed = replace(state.battle, answered=True, passed=True)
            state = replace(state, battle=closed, heard=moment(state))
        return state
    battle = before.battle
    if turn is not None and battle is not None and not _card_waits(ctx, before, turn) and not ctx.options.get(ONE_PASS):
        # The attack itself is let stand: a card of the defender's still open stays open to the attacker's Void.
        # (Without an attack the pass answers a card: a save from before every Void face up was skipped.)
        return replace(before, battle=replace(battle, answered=True, passed=True), heard=moment(before))
    whole = bool(args.get("all")) and both_owed(ctx)
    # Nobody can answer the card any more: it settles now (a flood's Greeks go home, Reuse's card is back).
    state = settle(ctx)
    if whole and state.battle is not None:
        # One pass for both answers owed now: the card and the attack itself stand.
        state = replace(state, battle=replace(state.battle, answered=True, passed=True))
    return replace(state, heard=moment(before))


def _retreat_stands(ctx: Context, last: Play | None) -> bool:
    """Whether the card the attacker lets stand is the defender's Retreat (saves before version 14 asked the
    defender's word on the attack again, ``BEFORE_V14``; those before version 13 too)."""
    turn = ctx.position.turn
    older = ctx.options.get(BEFORE_V14) or ctx.options.get(spent.ANSWERS_WAITED)
    return last is not None and last.card == "retreat" and last.player != turn and not older


def check_pass(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if me(ctx) not in (awaiting(ctx), to_void(ctx)):
        # Nothing to let stand: a pass forced here would log an answer nobody gave.
        return [Violation("Reaction", "nothing of the opponent's waits for your answer", TOPIC, physical=True)]
    return []


def passer(ctx: Context) -> list[int]:
    """Who may pass now: the opponent awaited, or the turn holder facing their reaction."""
    seat = awaiting(ctx)
    seat = to_void(ctx) if seat is None else seat
    return [] if seat is None else [seat]


def pass_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    last = open_play(game(before))
    if me(after) == before.position.turn and last is not None:
        whose = before.players[last.player].name
        said = tr("{player} lets {what} stand.")
        return [
            said.format(
                player=after.players[me(after)].name,
                what=tr("{player}'s {card}").format(player=whose, card=card_name(last.card)),
            )
        ]
    what = asked(before)
    fight = game(before).battle
    if args.get("all") and both_owed(before) and fight is not None:
        attack = tr("the attack on {city}").format(city=tile_name(game(before), fight.target))
        what = tr("{card} and {attack}").format(card=what, attack=attack)
    return [tr("{player} lets {what} stand.").format(player=after.players[me(after)].name, what=what)]


def _legacy(ctx: Context) -> bool:
    """Saves before rules version 9: the attack's first answer closed it (see ``ONE_ANSWER``)."""
    return bool(ctx.options.get(ONE_PASS) or ctx.options.get(ONE_ANSWER))


def late(ctx: Context, seat: int, card: str = "") -> list[Violation]:
    """A reaction after the player let the same moment stand comes too late (L4); the attack itself is
    answered after the attacker's cards, so Ships defend and Retreat wait for that moment."""
    state = game(ctx)
    turn = ctx.position.turn
    if card in _TO_ATTACK and turn is not None and turn != seat and _attack_open(ctx, state, turn):
        return []
    fight = state.battle
    if card in _TO_ATTACK and not _legacy(ctx) and fight is not None and fight.attacker != seat and not fight.passed:
        return []  # the attack itself is not let stand: a pass on a card let only the card stand (each its moment)
    last = open_play(state)
    if state.heard == moment(state) and (last is None or last.player != seat):
        return [rule("Reaction", tr("a reaction comes at once: {what} was let stand").format(what=asked(ctx)), TOPIC)]
    return []


def with_wait(specs: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The turn holder's actions, each refused while the opponent's answer is awaited."""
    out = []
    for spec in specs:
        if spec.who != "turn" or "turn" not in spec.phases:
            out.append(spec)
            continue
        own = spec.check

        def check(ctx: Context, args: Mapping[str, Any], own: Any = own, name: str = spec.name) -> list[Violation]:
            return [*waiting(ctx, name), *(own(ctx, args) if own is not None else ())]

        out.append(replace(spec, check=check))
    return tuple(out)


ACTIONS = (
    ActionSpec(
        "pass",
        let_stand,
        fields=(
            Field("player", "player", "who lets it stand", required=False),
            Field("all", "bool", "the attack stands too, with the card just played", default=False),
        ),
        phases=("turn",),
        who=passer,
        actor="player",
        check=check_pass,
        help="No answer to the opponent's card or attack just made (or, on turn, to their reaction); play goes on.",
        topic=TOPIC,
        text="{actor} lets it stand",
        outcome=pass_outcome,
    ),
)
