"""What refused actions stated of the board, as the table goes on: said again differently, and used.

A refused action's statement of a printed fact (a tile's description, a building's price) is kept for the
session (``engine.learning.keep_stated``): the next command may name the tile. But a refusal is often a typo,
and a typo kept stood in the way of the corrected command ("the kit prints 2, not 1", play-test 11 in Aquileia
and Hellas). So a statement kept from a refusal is the table's word until the table says otherwise:

- an action that states the same entry again, differently, is checked without the earlier statement, and
  once applied the earlier statement is gone (``retried``, ``settle``);
- it goes into the kit for later evenings only once an applied action names its entry (``carried``): a name
  only ever typed in refused commands stays in this session's save, and never fills the box of a later game.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.names import fold

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.learning import Facts
    from engine.session import Session

#: The proposal each session last checked without some of its earlier statements, and which of them.
_pending: weakref.WeakKeyDictionary[Session, tuple[Proposal, frozenset[int]]] = weakref.WeakKeyDictionary()


def _own(session: Session, proposal: Proposal) -> dict[tuple[str, str], dict[str, Any]]:
    """The entries the proposed action itself states, each with what it says of it (on the table's kit without
    the earlier statements)."""
    from engine.learning import facts

    kept = session.stated
    session.stated = []
    try:
        ctx = session.context()
        stated = session.ruleset.stated(ctx, proposal.spec.name, dict(proposal.args))
        said = {} if stated is ctx.kit else facts(ctx.kit, stated)
        return {(section, str(row["id"])): row for section, rows in said.items() for row in rows}
    finally:
        session.stated = kept


def _differs(said: Facts, own: dict[tuple[str, str], dict[str, Any]]) -> bool:
    """Whether an earlier statement says something of an entry the action states otherwise (only naming the same
    tile again, or saying it alike, is no clash: the earlier word then still holds)."""
    for section, rows in said.items():
        for row in rows:
            mine = own.get((section, str(row["id"])))
            if mine is not None and any(k in mine and mine[k] != v for k, v in row.items() if k != "id"):
                return True
    return False


def retried(session: Session, proposal: Proposal, again: Callable[[], Proposal]) -> Proposal:
    """``proposal``, or, when it is refused and states again an entry an earlier refusal stated, the same action
    checked without that earlier statement (``again`` checks it anew)."""
    if not proposal.violations or not session.stated:
        return proposal
    own = _own(session, proposal)
    clash = frozenset(i for i, said in enumerate(session.stated) if _differs(said, own))
    if not clash:
        return proposal
    kept = session.stated
    session.stated = [said for i, said in enumerate(kept) if i not in clash]
    try:
        retry = again()
    finally:
        session.stated = kept
    # Allowed or not, it is checked on its own word: a refusal then names what is wrong with it, not the earlier
    # misreading ("the kit says otherwise").
    _pending[session] = (retry, clash)
    return retry


def settle(session: Session, proposal: Proposal) -> None:
    """Before ``proposal`` is applied (or refused, stating its own word instead): the earlier statements it was
    checked without are dropped."""
    found = _pending.pop(session, None)
    if found is not None and found[0] is proposal:
        session.stated = [said for i, said in enumerate(session.stated) if i not in found[1]]


def carried(session: Session) -> list[Facts]:
    """The earlier statements whose entries an applied action of the session names: those a later evening keeps."""
    if not session.stated:
        return []
    named = {fold(value) for event in session.events for value in _words(event.args)}
    out = []
    for said in session.stated:
        rows = {section: [row for row in entries if fold(str(row["id"])) in named] for section, entries in said.items()}
        rows = {section: entries for section, entries in rows.items() if entries}
        if rows:
            out.append(rows)
    return out


def _words(args: Any) -> list[str]:
    """Every text an event's fields hold (lists opened)."""
    values = args.values() if isinstance(args, dict) else args
    out: list[str] = []
    for value in values:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, list | tuple):
            out.extend(str(v) for v in value)
    return out
