"""The printed facts a placement states, kept though the placement is refused (play-test: Ithaki described at one
place, refused there for where it was put, then "no landscape tile 'ithaki'" at the next: retyped in full).

A tile's name, sides, temple and bridge, and the dolphin tile's sides, are what the table reads off the tile in
hand: true wherever the tile then goes. A refusal about where it goes (land against sea, no ship to pay) leaves
them true; a refusal about the description itself (six sea sides, a kit that says otherwise) keeps nothing.
``Hellas.stated`` gives it for the engine to ask of a refused action and keep the kit it returns as it keeps what
an action taught (that engine step is still to come: see the issue 35 report).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import BadInput
from engine.kits import Kit, KitError
from engine.state import Context
from rulesets.hellas.board import game
from rulesets.hellas.kit import learned
from rulesets.hellas.placing import learned_state, resolve

#: The actions whose fields describe a tile turned up.
DESCRIBING = ("coast-tile", "voyage", "set-aside")


def stated_kit(ctx: Context, action: str, args: Mapping[str, Any]) -> Kit:
    """The session's kit with the printed facts ``action`` states of a tile (the kit as it is when it states
    none, or when what it states is refused in itself).

    Args:
        ctx: The table the action was tried on.
        action: The action's name.
        args: Its fields, parsed.

    Returns:
        The kit with the tile's description (and the dolphin tile's sides) added where it did not know them.
    """
    if action not in DESCRIBING or not any(args.get(k) is not None for k in ("name", "edges", "dolphin_edges")):
        return ctx.kit
    try:
        placing = resolve(ctx, args)
    except BadInput:
        return ctx.kit  # the description itself is refused: nothing of it is kept
    if placing.objections:
        return ctx.kit
    state = learned_state(learned_state(game(ctx), placing.dolphin), placing.learn)
    if state.described == game(ctx).described:
        return ctx.kit
    try:
        return learned(ctx.kit, state.described)
    except KitError:
        return ctx.kit
