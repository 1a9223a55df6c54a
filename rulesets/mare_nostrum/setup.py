"""The board before round 1: the preset start or the 36-point start, and neutrals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.counts import add
from rulesets.mare_nostrum.data import (
    CIV_HERO,
    CIVILIZATIONS,
    LAND_EDGES,
    PROVINCES,
    ROLES,
    SEA_EDGES,
    SEAS,
    START,
    START_POINTS,
)
from rulesets.mare_nostrum.state import Province, Sea, State, add_edges

#: A caravan whose good the players have not named yet.
UNKNOWN_GOOD = "?"


def empty_board() -> tuple[tuple[Province, ...], tuple[Sea, ...]]:
    """The provinces and seas the rules name, with nothing on them."""
    provinces = tuple(
        Province(
            id=pid,
            name=info["name"],
            capital=info.get("capital"),
            sites=int(info.get("sites", 0)),
            goods=tuple(info.get("goods", ())),
            coastal=bool(info.get("coastal", False)),
        )
        for pid, info in PROVINCES.items()
    )
    seas = tuple(Sea(id=sid, name=info["name"], coasts=tuple(info["coasts"])) for sid, info in SEAS.items())
    return provinces, seas


def _place(state: State, civ: str, spec: dict[str, object], preset: bool) -> State:
    province = state.province(str(spec["province"]))
    changes: dict[str, object] = {"influence": civ}
    if preset:
        caravans = int(spec.get("caravans", 0))  # type: ignore[call-overload]
        known = list(province.goods)
        # Caravans stand on the province's goods symbols; where the app does
        # not know them, the table names the good in the setup phase.
        goods = [known[i] if i < len(known) else UNKNOWN_GOOD for i in range(caravans)]
        changes.update(
            cities=int(spec.get("cities", 0)),  # type: ignore[call-overload]
            caravans=tuple(goods),
        )
        fortresses = int(spec.get("fortresses", 0))  # type: ignore[call-overload]
        legions = int(spec.get("legions", 0))  # type: ignore[call-overload]
        fleets = int(spec.get("fleets", 0))  # type: ignore[call-overload]
        if fortresses:
            changes["fortresses"] = add(province.fortresses, civ, fortresses)
        if legions:
            changes["legions"] = add(province.legions, civ, legions)
        if fleets:
            changes["fleets"] = add(province.fleets, civ, fleets)
    return state.with_province(replace(province, **changes))  # type: ignore[arg-type]


def _neutral(state: State, civ: str) -> State:
    for spec in START[civ]["provinces"]:
        province = state.province(spec["province"])
        fortresses = province.fortresses
        if province.capital == civ:
            fortresses = add(fortresses, civ, 1)
        state = state.with_province(
            replace(province, influence=civ, legions=add(province.legions, civ, 1), fortresses=fortresses)
        )
    return state


def initial_state(civs: Sequence[str], points_start: bool) -> State:
    """The state before round 1 for these players' civilizations."""
    provinces, seas = empty_board()
    neutrals = tuple(c for c in CIVILIZATIONS if c not in civs)
    state = State(
        provinces=provinces,
        seas=seas,
        land=add_edges(frozenset(), LAND_EDGES),
        sea_links=add_edges(frozenset(), SEA_EDGES),
        civs=tuple(civs),
        neutrals=neutrals,
        hands=tuple(() for _ in civs),
        owned=tuple(() for _ in civs),
        start_points=tuple(START_POINTS if points_start else 0 for _ in civs),
        supply_size=len(civs),
    )
    for civ in neutrals:
        state = _neutral(state, civ)
    if points_start:
        return state
    roles: list[int | None] = [None, None, None]
    owned = []
    for player, civ in enumerate(civs):
        for spec in START[civ]["provinces"]:
            state = _place(state, civ, spec, preset=True)
        owned.append((CIV_HERO[civ],))
        role = START[civ].get("role")
        if role:
            roles[ROLES.index(role)] = player
        for missing, fallback in START[civ].get("role_without", {}).items():
            if missing not in civs:
                roles[ROLES.index(fallback)] = player
    held = tuple(frozenset(p.id for p in state.provinces if p.influence == civ) for civ in civs)
    return replace(state, owned=tuple(owned), roles=(roles[0], roles[1], roles[2]), held_at_start=held)
