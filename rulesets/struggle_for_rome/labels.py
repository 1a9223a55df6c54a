"""The names a teaching line logs: the kit's, not the words typed (play-test 12).

``add-landscape name="danube ford mountain 10"`` logged "The table tells the landscape danube ford mountain
10", and ``name=rhine-bend-field-6`` logged the slug. A place the app knows is logged by the name it knows it
by, kept with the event (``called``, worked out, never asked), so the log reads the same on every replay. A
new place keeps the name it was given, as typed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.fields import Field
from engine.i18n import N_
from engine.state import Context
from rulesets.struggle_for_rome.taught import here, session_kit

#: The name the app knows a place by, worked out from the name typed.
CALLED = Field(
    "called", "str", "the name the app knows the place by (worked out)", required=False, asked=False, derived=True
)


def _known(ctx: Context, section: str, typed: Any) -> dict[str, Any]:
    found = session_kit(ctx).catalogue(section).get(str(typed)) if typed else None
    return {"called": here(ctx).name(found.id)} if found is not None else {}


def landscape_called(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of add-landscape: the known landscape's name."""
    return _known(ctx, "landscapes", args.get("name"))


def crossing_called(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of add-crossing: the known crossing's name."""
    return _known(ctx, "crossings", args.get("crossing"))


def landscape_text(args: Mapping[str, Any]) -> str:
    """The log line of add-landscape, by the known name where there is one."""
    return (
        N_("{actor} tells the landscape {called}") if args.get("called") else N_("{actor} tells the landscape {name}")
    )


def crossing_text(args: Mapping[str, Any]) -> str:
    """The log line of add-crossing, by the known name where there is one."""
    return (
        N_("{actor} tells the crossing {called}") if args.get("called") else N_("{actor} tells the crossing {crossing}")
    )
