"""A walk through a shipped kit answered from a fuller kit, as a table reading the box would type it.

Shared by the tests (every answer lands as the reference says) and ``benchmarks.run`` (the keys it takes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import registry
from engine.kitfiles import read, shipped
from engine.kits import Kit, KitSchema
from engine.teach import Question, Walk
from engine.teach_lines import line_for

ROOT = Path(__file__).resolve().parents[1]
#: Each game's fullest test kit: what the scripted table reads off its box.
REFERENCE = {
    "mare-nostrum": ROOT / "tests" / "mare_nostrum" / "teach-kit.toml",
    "struggle-for-rome": ROOT / "tests" / "struggle_for_rome" / "golden.toml",
    "hellas": ROOT / "tests" / "hellas" / "data" / "test-kit.toml",
    "aquileia": ROOT / "tests" / "aquileia" / "golden.toml",
    "civilization": ROOT / "tests" / "civilization" / "teach-kit.toml",
}


@dataclass
class Taught:
    """One answered question: what it was about, the line typed, and the keys of the name within it."""

    section: str
    entry: str
    line: str
    name_keys: int
    kept_as: str = ""  # the id the walk gave a thing it added (its name's), else the entry's

    @property
    def keys(self) -> int:
        """Every key: the line and its Enter."""
        return len(self.line) + 1

    @property
    def fact_keys(self) -> int:
        """The keys for the facts: the line without the new thing's name and the space after it."""
        return self.keys - self.name_keys


@dataclass
class Script:
    """A finished scripted walk."""

    kit: Kit
    taught: list[Taught] = field(default_factory=list)
    skipped: int = 0
    ended: int = 0


def _match(q: Question, kit: Kit, reference: Kit, used: set[tuple[str, str]]) -> Mapping[str, Any] | None:
    """The reference entry a question is about: the same entry, or the next one the kit lacks that fits
    the question's place (a new city of Gallia is one of the reference's cities in Gallia)."""
    if q.entry:
        return reference.entry(q.section, q.entry)
    for entry in reference.entries(q.section):
        if kit.entry(q.section, str(entry["id"])) is not None or (q.section, str(entry["id"])) in used:
            continue
        if all(entry.get(k) == v for k, v in q.preset.items() if k != "name"):
            return entry
    return None


def _renamed(
    entry: Mapping[str, Any], section: str, schema: KitSchema, named_as: dict[tuple[str, str], str]
) -> Mapping[str, Any]:
    """The entry with its references to things the walk added under other ids, by those ids."""
    spec = schema.section(section)
    out = dict(entry)
    for f in spec.fields if spec else ():
        if f.type in ("ref", "refs") and f.name in out:
            value = out[f.name]
            if isinstance(value, list):
                out[f.name] = [named_as.get((f.ref, str(v)), v) for v in value]
            elif isinstance(value, str):
                out[f.name] = named_as.get((f.ref, value), value)
        elif f.type == "strs" and isinstance(out.get(f.name), list):
            # Lists naming things of any section (an arrow's ends: crossings or cities).
            every = {ref: new for (_, ref), new in named_as.items()}
            out[f.name] = [every.get(str(v), v) for v in out[f.name]]
    return out


def walk(game: str, reference: Kit | None = None, start: Kit | None = None) -> Script:
    """Walk the shipped kit (or ``start``), answering every question the reference kit can answer."""
    ruleset = registry.load(game)
    reference = reference or read(REFERENCE[game], ruleset)
    w = Walk(ruleset, start or shipped(ruleset))
    out = Script(w.kit)
    schema = ruleset.kit_schema
    assert schema is not None
    used: set[tuple[str, str]] = set()
    named_as: dict[tuple[str, str], str] = {}  # a reference id -> the id the walk gave that thing
    while (q := w.current) is not None:
        entry = _match(q, w.kit, reference, used)
        if entry is not None:
            entry = _renamed(entry, q.section, schema, named_as)
        line = "" if entry is None else line_for(q, entry, w.kit, schema)
        if entry is None or not line.strip(" ?"):
            if q.open:
                w.answer("")
                out.ended += 1
            else:
                w.skip()
                out.skipped += 1
            continue
        named = not q.entry and "name" not in q.preset
        before = {e["id"] for e in w.kit.entries(q.section)}
        w.answer(line)
        used.add((q.section, str(entry["id"])))
        added = [e["id"] for e in w.kit.entries(q.section) if e["id"] not in before]
        if added:
            named_as[(q.section, str(entry["id"]))] = str(added[0])
        kept_as = str(added[0]) if added else str(entry["id"])
        out.taught.append(
            Taught(q.section, str(entry["id"]), line, len(str(entry["name"])) + 1 if named else 0, kept_as)
        )
    out.kit = w.kit
    return out
