"""Helpers for Mare Nostrum session tests."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine.counts import counts
from engine.session import Session
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.state import Province, State


def new_game(*civs: str, variants: tuple[str, ...] = (), names: tuple[str, ...] = ()) -> Session:
    """A session with one player per civilization (named after it unless given)."""
    players = [(names[i] if i < len(names) else civ.capitalize(), civ) for i, civ in enumerate(civs)]
    return Session.new(INFO.load(), players, variants, rng=random.Random(1))


def finish_setup(session: Session, goods: str = "grain") -> None:
    """Name every unknown caravan good, place extras, hand out roles, leave setup."""
    state: State = session.table.game
    for province in state.provinces:
        for _ in range(province.caravans.count("?")):
            session.act("caravan-good", {"province": province.id, "good": goods})
    for player in session.players:
        if player.faction == "egypt":
            session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor=player.name, force=True)
    state = session.table.game
    roles = ("merchant", "statesman", "commander")
    for index, holder in enumerate(state.roles):
        if holder is None:
            free = [i for i in range(len(session.players)) if i not in state.roles]
            session.act("give-role", {"role": roles[index], "player": session.players[free[0]].name})
            state = session.table.game
    session.act("next-phase")


def edit(session: Session, pid: str, **changes: Any) -> Session:
    """A copy of the session whose initial board has one province changed (for rule examples)."""
    state: State = session.table.game
    province: Province = state.province(pid)
    session.tables[-1] = replace(session.table, game=state.with_province(replace(province, **changes)))
    return session


def set_game(session: Session, state: State) -> None:
    """Replace the current state (for setting up a rules example)."""
    session.tables[-1] = replace(session.table, game=state)


def hand_of(session: Session, name: str) -> dict[str, int]:
    state: State = session.table.game
    return dict(state.hands[[p.name for p in session.players].index(name)])


__all__ = ["counts", "edit", "finish_setup", "hand_of", "new_game", "set_game"]
