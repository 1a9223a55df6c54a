"""What a ruleset shows, as plain data the TUI renders (rulesets never import Textual).

A ruleset describes its board as ``Place`` rows (the map panel) and extra
panels as ``View`` values of a few generic kinds the TUI knows how to draw;
a game-specific widget is therefore a declaration here, never a special case
in the app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

ViewKind = Literal["table", "lines", "bars", "track", "pyramid"]


def slug(name: str) -> str:
    """A place id from the name the table gives it: ``"West of Carthage"`` -> ``west-of-carthage``."""
    return "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())


@dataclass(frozen=True)
class Place:
    """A place on the board: province, sea zone, tile, city...

    Attributes:
        id: Value actions use in their fields (``province=ID``).
        name: Name shown.
        kind: Sort of place (``province``, ``sea``...), for filtering.
        owner: Faction that controls it, if any.
        summary: One line of what stands there.
        tags: Extra words the filter matches (``capital``, ``war``...).
        holder: The ledger holder of what stands there (``tile:athens``),
            so ``show`` can list its components.
    """

    id: str
    name: str
    kind: str = ""
    owner: str | None = None
    summary: str = ""
    tags: tuple[str, ...] = ()
    holder: str = ""


@dataclass(frozen=True)
class View:
    """A small panel of computed information.

    Kinds: ``table`` (``columns`` + ``rows``), ``lines`` (``rows`` of one
    text each), ``bars`` (``rows`` of label and value 0..1), ``track``
    (``rows`` of label, position and length), ``pyramid`` (``rows`` of
    level, the names at that level, and whether a new card fits there;
    top level first).
    """

    title: str
    kind: ViewKind = "lines"
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[Any, ...], ...] = ()
    note: str = ""
    meta: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Glance:
    """What the table needs always in sight, drawn as a strip above the panels.

    Kept small on purpose: one line of facts about the table, then one short
    row per player (the first cell their name), all plain text.

    Attributes:
        line: Facts of the table as a whole ("Roll: Ann · compass 3, 5, 8 · legionary in Gallia").
        columns: Headings of the player rows (the first is the player).
        rows: One row per player, in seat order.
    """

    line: str = ""
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
