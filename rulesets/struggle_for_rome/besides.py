"""A new city described where ``add-crossing`` names the cities beside the crossing (fifth play-test).

A city beside a new crossing took ``add-city``, then ``add-crossing``, then the move. Named in the
crossing's ``cities``, a new city is its name, towers and province, colons between (``Castra Regina:2:
germania``), with ``eagle`` (or ``no-eagle``) and, with three players, ``iii`` (or ``no-iii``) where
``add-city`` would ask them. The city is added as ``add-city`` adds it, then the crossing beside it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import Violation
from engine.errors import BadInput
from engine.i18n import tr
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold
from engine.state import Context
from rulesets.struggle_for_rome import cities, city_names
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import PROVINCES

#: The words for the marks, as ``add-city``'s fields (English and Czech).
MARKS = {
    "eagle": ("eagle", True),
    "orel": ("eagle", True),
    "noeagle": ("eagle", False),
    "bezorla": ("eagle", False),
    "iii": ("neutral", True),
    "noiii": ("neutral", False),
    "beziii": ("neutral", False),
}


def described(text: str) -> dict[str, Any] | None:
    """``add-city``'s fields a description gives (``city`` and at least one fact), or None when the text
    describes no city."""
    parts = [p.strip() for p in text.split(":")]
    if len(parts) < 2 or not parts[0]:
        return None
    out: dict[str, Any] = {"city": parts[0]}
    for part in parts[1:]:
        mark = MARKS.get(fold(part))
        if part.isdigit() and "towers" not in out:
            out["towers"] = int(part)
        elif mark is not None and mark[0] not in out:
            out[mark[0]] = mark[1]
        elif PROVINCES.get(part) is not None and "province" not in out:
            out["province"] = PROVINCES.resolve(part).id
        else:
            return None
    return out


def spec_id(facts: Mapping[str, Any]) -> str:
    """The canonical description, kept in the save (``Castra Regina:2:germania``): it reads back the same."""
    parts = [str(facts["city"])]
    parts += [str(facts["towers"])] if "towers" in facts else []
    parts += [facts["province"]] if "province" in facts else []
    for key, word in (("eagle", "eagle"), ("neutral", "iii")):
        if key in facts:
            parts.append(word if facts[key] else f"no-{word}")
    return ":".join(parts)


@dataclass(frozen=True)
class KnownOrNewCity(Catalogue):
    """The cities on the app's map (and ``-``), and a new one described (see the module)."""

    def get(self, text: str) -> Entry | None:
        """A city's entry by name, else a description's (its id the canonical description)."""
        found = super().get(text)
        if found is not None or ":" not in text:
            return found
        facts = described(text)
        return None if facts is None else Entry(spec_id(facts), facts["city"])


_MADE: MadeOnce[Catalogue, KnownOrNewCity] = MadeOnce()


def known_or_new(found: Catalogue) -> KnownOrNewCity:
    """``found`` answering to a new city's description too (made once per catalogue)."""
    return _MADE.get(found, lambda: KnownOrNewCity(found.kind, found.entries, found.missing))


def split(ctx: Context, named: Sequence[str]) -> tuple[list[str], list[dict[str, Any]]]:
    """The city ids a crossing's ``cities`` names, and ``add-city``'s fields for each new city described."""
    ids, new = [], []
    for item in named:
        facts = described(item) if ":" in item else None
        if facts is None:
            ids.append(item)
            continue
        ids.append(city_names.city_id(ctx, facts["city"]))
        new.append(facts)
    return ids, new


def added(ctx: Context, new: Sequence[Mapping[str, Any]]) -> None:
    """Add each new city to ``ctx`` as ``add-city`` does (its tile laid out)."""
    for facts in new:
        ctx.game = cities.add_city(ctx, facts)


def trial(ctx: Context, new: Sequence[Mapping[str, Any]]) -> tuple[Context, list[Violation]]:
    """A copy of ``ctx`` with the new cities added, and why one cannot be (``add-city``'s checks).

    Raises:
        BadInput: A mark ``add-city`` would ask is not said (said as a description says it).
    """
    if not new:
        return ctx, []
    copy = replace(ctx, moves=[])
    for facts in new:
        try:
            out = cities.check_add_city(copy, facts)
        except BadInput:
            said = tr("{city}: say its marks too, as {example}")
            example = spec_id({**facts, "eagle": True}) + (" " + tr("or") + " " + spec_id({**facts, "eagle": False}))
            raise BadInput(said.format(city=facts["city"], example=example)) from None
        if out:
            return ctx, out
        copy.game = cities.add_city(copy, facts)
    return copy, []


def said(before: Context, after: Context, new: Sequence[Mapping[str, Any]]) -> list[str]:
    """Each new city as ``add-city`` says it."""
    out: list[str] = []
    for n, facts in enumerate(new):
        # add-city's line reads the last city added: each new one said as if added alone.
        count, made = len(game(before).cities) + n, game(after).cities
        step_before = replace(before, game=replace(game(after), cities=made[:count]))
        step_after = replace(after, game=replace(game(after), cities=made[: count + 1]))
        out += cities.add_outcome(step_before, step_after, facts)
    return out
