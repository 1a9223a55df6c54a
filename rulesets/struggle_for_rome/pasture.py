"""Which pasture cards a draw can give: the deck is hidden, but the ledger knows what is in it (play-test 8:
with only cattle left, ``receive horse=1`` was refused as "that card cannot be taken from the pasture deck",
three times in one evening, and a bare ``receive`` still asked "horse or cattle").

Cards come from the deck until it runs out; then the face-up discard pile is shuffled into a new deck (L7).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import RESOURCE_IDS
from rulesets.struggle_for_rome.holders import DECK, DISCARD, PASTURE_KINDS, next_pasture

#: The top pasture card, whatever it shows (``data.TOP_PASTURE``).
TOP = "pasture"


def _piles(ctx: Context) -> tuple[dict[str, int], dict[str, int]]:
    deck = {k: ctx.count(DECK, k) for k in PASTURE_KINDS}
    return deck, {k: ctx.count(DISCARD, k) for k in PASTURE_KINDS}


def certain(ctx: Context, n: int) -> dict[str, int] | None:
    """The cards ``n`` draws give when only one outcome is possible (the deck, and the pile shuffled after it,
    hold one kind each), else None."""
    deck, pile = _piles(ctx)
    held = sum(deck.values())
    if n <= held:
        kinds = [k for k, c in deck.items() if c]
        return {kinds[0]: n} if len(kinds) == 1 else None
    rest = n - held
    kinds = [k for k, c in pile.items() if c]
    if len(kinds) != 1 or pile[kinds[0]] < rest:
        return None
    got = {k: c for k, c in deck.items() if c}
    got[kinds[0]] = got.get(kinds[0], 0) + rest
    return got


def refusal(ctx: Context, seen: Mapping[str, int]) -> str | None:
    """Why these cards cannot come from the pasture deck, saying what it holds (None: they can)."""
    seen = {k: seen.get(k, 0) for k in PASTURE_KINDS}
    total = sum(seen.values())
    if not total:
        return None
    deck, pile = _piles(ctx)
    held = sum(deck.values())
    if total <= held:
        fits = all(seen[k] <= deck[k] for k in PASTURE_KINDS)
    else:  # the whole deck, then the shuffled pile
        fits = all(deck[k] <= seen[k] <= deck[k] + pile[k] for k in PASTURE_KINDS)
    if fits:
        return None
    # The deck is hidden: the refusal says the kind is not in it, never what it holds (a bare receive draws it).
    if certain(ctx, total) is not None:
        return tr("the pasture deck holds only one kind now, so these cannot be drawn: receive naming none draws it")
    return tr("the pasture deck (and the face-up pile shuffled after it) cannot give these cards")


def top_card(ctx: Context, said: str) -> str:
    """The kind a card taken as ``said`` is: a resource named as seen, or the top pasture card (``pasture``), the
    one kind the deck can give (the check refuses it otherwise: ``unseen``)."""
    if said != TOP:
        return said
    kinds = next_pasture(ctx)
    return kinds[0] if len(kinds) == 1 else said


def unseen(ctx: Context, said: str | None, field: str) -> str | None:
    """Why a card taken as the top pasture card needs its kind said (the deck can give either), else why one
    named as seen cannot come from the deck (None: it can). ``field``: the field that names it."""
    if said == TOP and len(next_pasture(ctx)) != 1:
        return tr("the top pasture card may be a horse or cattle: say which came ({field}=horse or cattle)").format(
            field=field
        )
    if said in PASTURE_KINDS and certain(ctx, 1) is not None and refusal(ctx, {said: 1}):
        # The deck is hidden: what it holds is not said, only how to draw it.
        return tr(
            "the pasture deck holds only one kind now, so that card cannot be drawn: {field}=pasture draws it"
        ).format(field=field)
    return refusal(ctx, {said: 1}) if said in PASTURE_KINDS else None


def drawn_by_itself(ctx: Context, args: Mapping[str, Any], who: int | None = None) -> dict[str, int] | None:
    """The pasture cards a receive naming nothing draws by itself: those owed, when the deck can give only one
    kind (play-test 8: the ledger knew it was cattle, yet the table was asked which)."""
    who = ctx.actor if who is None else who
    if any(args.get(k) for k in RESOURCE_IDS) or who is None or not game(ctx).owed(who):
        return None
    return certain(ctx, game(ctx).owed(who))


def correction_home(ctx: Context, kind: str, holder: str, wanted: int) -> str | None:
    """Where a ``correct`` naming no source takes pasture cards from: the deck while it holds enough of the kind,
    else the face-up discard pile where they lie (play-test 12: ``correct holder="Bo's hand" kind=horse
    count=2`` was refused, every horse being drawn and 9 on the pile). None: the game's usual home.

    Read by the engine's correction through ``StruggleForRome.kind_home_at`` (a hook the engine is to call:
    see the ruleset)."""
    if kind not in PASTURE_KINDS:
        return None
    more = wanted - ctx.count(holder, kind)
    if more <= 0 or ctx.count(DECK, kind) >= more:
        return None
    return DISCARD if ctx.count(DISCARD, kind) >= more else None
