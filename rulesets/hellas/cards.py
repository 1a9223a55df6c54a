"""God cards in the ledger: decks, hands, cards in play, discard piles, and settling.

Each god has a face-down deck (``deck:zeus``) and a discard pile
(``discard:zeus``). A player's cards are in ``hand:FACTION``; cards drawn
during Reinforcements wait face down in ``drawn:FACTION`` until the turn
ends (with Zeus's double turn, until the Reinforcements end). A card played
lies face up in ``play:FACTION`` while it can still be answered; once
settled it goes to its god's discard pile and its effect is carried out.

A play is settled when anything other than a void answering it happens
(another card, an option, the end of the turn): an answer must come at
once. The unsettled plays are therefore always one card and the chain of
voids answering it, so a void of a void can still bring the card back.
"""

from __future__ import annotations

from dataclasses import replace

from engine.errors import Impossible, Violation
from engine.i18n import N_, tr
from engine.ledger import Component
from engine.names import Catalogue, Entry, phrase_list
from engine.state import Context
from rulesets.hellas.board import game, greeks, holder, in_reserve, other, owner, reserve, tile_name
from rulesets.hellas.data import CARD_NAMES, GOD_NAMES, GOD_OF, GODS, HAND, PER_CITY, PER_GOD
from rulesets.hellas.state import Play, State

#: A card found by how its printed text begins too, where that is not its name: the Czech Void card reads as a
#: sentence about "one god card" (L6/f92), and the play-test looked it up so.
PRINTED_STARTS = {"void": ("Jedna božská karta",)}


def _entry(card: str) -> Entry:
    return Entry(card, CARD_NAMES[card], (card, *PRINTED_STARTS.get(card, ())))


CARD_CATALOGUE = Catalogue(N_("card"), tuple(_entry(card) for card in GOD_OF))
#: What one god's cards are called in a refusal ("no Zeus card 'flood'").
_GOD_CARD = {"poseidon": N_("Poseidon card"), "zeus": N_("Zeus card"), "ares": N_("Ares card")}
#: Saves before rules version 12 (a legacy option): a card taken with Card theft went to the hand, playable at once.
STOLEN_AT_ONCE = "stolen_card_at_once"
#: Saves before rules version 14 (a legacy option, see ``migrate``): battle cards of a first attack counted in the
#: second of Two attacks, a voided Redraw the tile left the turn's option open, the defender's Retreat let stand
#: was followed by their word on the attack again, and an attack waited for resolve over the ships' default.
BEFORE_V14 = "before_v14"
#: Saves of rules version 14 (a legacy option, see ``migrate``): the mark of the last attack resolved outlived the
#: turn, so the first attack of a later turn read none of its battle cards; a Double turn let its Voyage or Attack
#: come before the Reinforcements.
BEFORE_V15 = "before_v15"
#: One god's cards ("zeus-card"): a field naming the card drawn from that god's deck.
GOD_CATALOGUES = {
    f"{god}-card": Catalogue(_GOD_CARD[god], tuple(_entry(c) for c in cards)) for god, cards in GODS.items()
}
#: Each card as the ledger counts it: its name and plural (the name with "card", as data.toml names it; the
#: counts and decks are filled in from data.toml where the components are declared).
CARD_COMPONENTS = {
    c.kind: c
    for c in (
        Component("flood", "Flood card", "Flood cards"),
        Component("ships-defend", "Ships defend card", "Ships defend cards"),
        Component("two-extra", "Two extra figures card", "Two extra figures cards"),
        Component("voyage-again", "Voyage again card", "Voyage again cards"),
        Component("redraw", "Redraw the tile card", "Redraw the tile cards"),
        Component("equal-ships", "Equal ships card", "Equal ships cards"),
        Component("two-more-actions", "Two more actions card", "Two more actions cards"),
        Component("swap-city", "Swap a city card", "Swap a city cards"),
        Component("discard-to-three", "Discard to three card", "Discard to three cards"),
        Component("double-turn", "Double turn card", "Double turn cards"),
        Component("void", "Void card", "Void cards"),
        Component("steal-card", "Card theft card", "Card theft cards"),
        Component("reuse", "Reuse card", "Reuse cards"),
        Component("ships-to-greeks", "Ships to Greeks card", "Ships to Greeks cards"),
        Component("equal-by-sea", "Equal by sea card", "Equal by sea cards"),
        Component("two-attacks", "Two attacks card", "Two attacks cards"),
        Component("distant-attack", "Distant attack card", "Distant attack cards"),
        Component("plus-one", "Plus one card", "Plus one cards"),
        Component("retreat", "Retreat card", "Retreat cards"),
    )
}


def card_name(card: str) -> str:
    """A card's name in the language spoken."""
    return tr(CARD_NAMES.get(card, card))


def god_name(god: str) -> str:
    """A god's name in the language spoken."""
    return tr(GOD_NAMES.get(god, god))


def deck(god: str) -> str:
    """A god's face-down deck."""
    return f"deck:{god}"


def discard_pile(card: str) -> str:
    """The discard pile a card goes to."""
    return f"discard:{GOD_OF[card]}"


def held(ctx: Context, seat: int) -> dict[str, int]:
    """Cards a player holds (hand and cards drawn this turn), by card."""
    out: dict[str, int] = {}
    for where in (ctx.own("hand", seat), ctx.own("drawn", seat)):
        for card, n in ctx.holding(where):
            if card in GOD_OF:  # a correction may put anything in a hand; only god cards count as cards
                out[card] = out.get(card, 0) + n
    return out


def not_in_hand(ctx: Context, seat: int, card: str) -> Violation | None:
    """Why a card cannot be played from the hand (drawn this turn, it waits for the next turn).

    Said of the hidden hand, with one hint, so the shared screen reads it alike drawn or never held (and leaves it
    out where anything else refuses: ``engine.hidden``). The handler raises the same ahead of the ledger's
    shortfall: said once (the play-test read "Drawn cards: ...; Components: ...", two lines only after a draw).
    """
    hand = ctx.own("hand", seat)
    if ctx.count(hand, card):
        return None
    name = card_name(card)
    if ctx.count(ctx.own("drawn", seat), card):
        message = tr("the {card} drawn this turn is playable from the next turn").format(card=name)
    else:
        message = tr("{player} has no {card} card in hand").format(player=ctx.players[seat].name, card=name)
    mend = tr("a card drawn this turn is playable from the next turn; if the table differs, correct the hand (correct)")
    return Violation("Hand", message, "gods", physical=True, mend=mend, holder=hand, wanted=(card, 1))


def limit_problem(cards: dict[str, int]) -> str:
    """Why a set of held cards breaks the hand limits ('' when it does not)."""
    if sum(cards.values()) > HAND:
        return tr("at most {n} god cards in hand").format(n=HAND)
    for god in GODS:
        n = sum(count for card, count in cards.items() if GOD_OF[card] == god)
        if n > PER_GOD:
            return tr("at most {n} cards of {god} in hand").format(n=PER_GOD, god=god_name(god))
    return ""


def draw(ctx: Context, card: str, dst: str) -> None:
    """Draw a card as seen; an empty deck is first renewed from its discard pile."""
    pile = deck(GOD_OF[card])
    if not ctx.holding(pile):
        ctx.move_all(discard_pile(card), pile)
    ctx.move(card, 1, pile, dst)


def active(plays: tuple[Play, ...]) -> list[bool]:
    """Which plays count: a play is cancelled by an active void aimed at it."""
    alive = [True] * len(plays)
    for index in range(len(plays) - 1, -1, -1):
        entry = plays[index]
        if entry.card == "void" and alive[index] and entry.target is not None:
            alive[entry.target] = False
    return alive


def active_cards(state: State, seat: int) -> list[str]:
    """Cards of one player that count this turn."""
    alive = active(state.plays)
    return [p.card for i, p in enumerate(state.plays) if p.player == seat and alive[i]]


def battle_cards(state: State, seat: int) -> list[str]:
    """Cards of one player that count in the attack under way (or the one about to be declared).

    Each battle card counts in one attack (L6): after an attack is resolved, the cards played for it no longer
    count in a second one (Two attacks), so only the plays from ``State.battle_from`` on are read.
    """
    alive = active(state.plays)
    plays = enumerate(state.plays)
    return [p.card for i, p in plays if i >= state.battle_from and p.player == seat and alive[i]]


def open_play(state: State) -> Play | None:
    """The last play, while it can still be answered by a void."""
    if len(state.plays) > state.settled:
        return state.plays[-1]
    return None


def settle(ctx: Context) -> State:
    """Settle every play still open: cards to their discard piles, effects carried out.

    Moves components through ``ctx`` and returns the new state (also left in
    ``ctx.game``, so later steps of the same handler read it).
    """
    state = game(ctx)
    if state.settled >= len(state.plays):
        return state
    alive = active(state.plays)
    plays = list(state.plays)
    for index in range(state.settled, len(plays)):
        entry = plays[index]
        ctx.move(entry.card, 1, ctx.own("play", entry.player), discard_pile(entry.card))
        if alive[index]:
            state = _effect(ctx, state, entry)
            ctx.game = state
        elif entry.card == "redraw" and entry.text("put_back") and not ctx.options.get(BEFORE_V14):
            # Voided, the card is cancelled, not the voyage announced: it goes on with the tile turned up (L6/f92).
            state = replace(state, announced=entry.text("put_back"))
        plays[index] = replace(entry, applied=True)
    state = replace(state, plays=tuple(plays), settled=len(plays))
    ctx.game = state
    return state


def settled(ctx: Context) -> Context:
    """A copy of a context with the open plays settled, for checks (the original is untouched)."""
    trial = replace(ctx, moves=[])
    try:
        settle(trial)
    except Impossible:
        return replace(ctx, moves=[])
    return trial


def _effect(ctx: Context, state: State, entry: Play) -> State:
    """What a settled card does to the table (battle and option cards count where they are read)."""
    seat, card = entry.player, entry.card
    if card == "flood":
        for tile in state.tiles:
            for who in range(len(ctx.players)):
                n = greeks(ctx, tile.id, who)
                if n >= PER_CITY:
                    ctx.move(ctx.piece("greek", who), n - (PER_CITY - 1), holder(tile.id), reserve(ctx, who))
    elif card == "swap-city":
        if not entry.text("city") and not entry.text("their_city"):
            return replace(state, owed=card)  # the cities are chosen now that it stands
        _swap(ctx, seat, entry.text("city"), entry.text("their_city"))
    elif card == "discard-to-three":
        if sum(held(ctx, other(seat)).values()) > 3:
            state = replace(state, discard=other(seat))
    elif card == "steal-card":
        if not entry.text("taken"):
            # Drawn blind once nobody voids it; nothing to draw from an empty hand.
            return replace(state, owed=card) if held(ctx, other(seat)) else state
        _steal(ctx, seat, entry.text("taken"))
    elif card == "reuse":
        taken = entry.text("taken")
        if taken and ctx.count(discard_pile(taken), taken):
            ctx.move(taken, 1, discard_pile(taken), ctx.own("hand", seat))
    elif card == "ships-to-greeks":
        city = entry.text("city")
        count = entry.number("count")
        if city and count:
            ctx.move(ctx.piece("ship", seat), count, holder(city), reserve(ctx, seat))
            place(ctx, seat, "greek", count, city, entry.names("take_from"), beyond_cap=True)
            state = replace(state, swelled=city)
    elif card == "redraw" and entry.text("put_back"):
        # The first tile turned up goes under the landscape deck; the next one is the voyage's (L6/f89).
        from rulesets.hellas.deck import put_under

        state = put_under(state, entry.text("put_back"))
    elif card == "two-extra" and state.regroup not in ("", "*"):
        place(ctx, seat, "greek", entry.number("count"), state.regroup, entry.names("take_from"))
        place(ctx, seat, "ship", entry.number("ships"), state.regroup, entry.names("take_from"))
    return state


def carry_out(ctx: Context, seat: int, card: str, city: str, theirs: str, taken: str) -> None:
    """A standing card's effect once its player has chosen (see ``State.owed``)."""
    if card == "swap-city":
        _swap(ctx, seat, city, theirs)
    elif card == "steal-card":
        _steal(ctx, seat, taken)


def _swap(ctx: Context, seat: int, mine: str, theirs: str) -> None:
    """Each player takes their figures to the city they now hold (both tiles end within the limits)."""
    if not mine or not theirs or owner(ctx, mine) != seat or owner(ctx, theirs) != other(seat):
        return  # forced past the rule with the wrong cities: nothing to swap
    for kind in ("greek", "ship"):
        mine_n = ctx.count(holder(mine), ctx.piece(kind, seat))
        theirs_n = ctx.count(holder(theirs), ctx.piece(kind, other(seat)))
        ctx.move(ctx.piece(kind, seat), mine_n, holder(mine), holder(theirs), beyond_cap=True)
        ctx.move(ctx.piece(kind, other(seat)), theirs_n, holder(theirs), holder(mine), beyond_cap=True)


def hidden_elsewhere(ctx: Context, card: str) -> bool:
    """Whether a card of this kind lies face down in its god's deck: from the thief's seat it could as well be in
    the opponent's hand (so naming it for Card theft tells nothing of that hand)."""
    return bool(ctx.count(deck(GOD_OF[card]), card))


def _steal(ctx: Context, seat: int, card: str) -> None:
    """The card drawn from the opponent's hand; discarded if it breaks the taker's limits."""
    source = ctx.own("hand", other(seat))
    if card and not ctx.count(source, card) and hidden_elsewhere(ctx, card) and not ctx.options.get(BEFORE_V15):
        # The thief saw the card drawn; the record of the hand said otherwise. Refused, the thief could have probed
        # the hidden hand (play-test 10): the record is mended quietly, the card named coming from its deck and one
        # of the hand's (of the same god if any) going there, and the log asks the holder to check the hand.
        mine = [c for c, _ in ctx.holding(source) if c in GOD_OF]
        back = next((c for c in mine if GOD_OF[c] == GOD_OF[card]), mine[0] if mine else "")
        if back:
            ctx.move(back, 1, source, deck(GOD_OF[back]))
            ctx.move(card, 1, deck(GOD_OF[card]), source)
    if not card or not ctx.count(source, card):
        return  # the opponent no longer holds it (a void chain used it): nothing is taken
    after = held(ctx, seat)
    after[card] = after.get(card, 0) + 1
    # Drawn from the opponent's hand, it waits with the cards drawn this turn (L5: a card just drawn is not used at
    # once; Card theft draws it, L6): decisions.
    kept = ctx.own("hand" if ctx.options.get(STOLEN_AT_ONCE) else "drawn", seat)
    ctx.move(card, 1, source, discard_pile(card) if limit_problem(after) else kept)


def place(
    ctx: Context, seat: int, kind: str, n: int, city: str, take_from: list[str], beyond_cap: bool = False
) -> None:
    """Put ``n`` new figures into a city: from the reserve, the rest moved from the named cities.

    The rules let a player short of figures in reserve move them on the
    board instead, as in a regroup (every city keeps one Greek).
    """
    piece = ctx.piece(kind, seat)
    from_reserve = min(n, in_reserve(ctx, seat, kind))
    ctx.move(piece, from_reserve, reserve(ctx, seat), holder(city), beyond_cap)
    left = n - from_reserve
    for source in take_from:
        if left <= 0:
            break
        if source == city:
            continue
        spare = ctx.count(holder(source), piece) - (1 if kind == "greek" else 0)
        step = max(0, min(left, spare))
        ctx.move(piece, step, holder(source), holder(city), beyond_cap)
        left -= step
    if left > 0 and take_from:
        # The reserve is short and the cities named cannot spare enough: say so, naming them.
        names = phrase_list([tile_name(game(ctx), s) for s in take_from if s != city], tr("and"))
        word = ctx.ledger.components.word(piece, left)
        keeps = tr(" (each city keeps one Greek)") if kind == "greek" else ""
        message = tr("{cities} cannot spare {n} more {figures}{keeps}").format(
            cities=names, n=left, figures=word, keeps=keeps
        )
        raise Impossible(Violation("Figures", message, "gods", physical=True))
    if left > 0:
        # R67-68: figures short in reserve come from the board: the refusal names that field, not a correction
        # (play-test 12: "this cannot be overridden; … correct" with an empty reserve).
        from engine.spoken_names import field_word  # only a short reserve asks

        word = ctx.ledger.components.word(piece, left)
        message = tr("{player}'s reserve lacks {n} {figures}: say {field}= the cities they come from")
        said = message.format(player=ctx.players[seat].name, n=left, figures=word, field=field_word("take_from"))
        raise Impossible(Violation("Figures", said, "gods", physical=True))
