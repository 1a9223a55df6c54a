"""Board kits: a game's printed facts (map, spaces, tiles, catalogues) as one strict data file.

The rulebooks describe rules, not the printed board. A kit holds the board's
facts once (``kit = "GAME"``, ``format = 1``, one table per section with its
``source`` and ``entries``), so no session types them again. A fact nobody
knows yet is written ``"?"``: the app lists what is still missing and the
table supplies it once. A ruleset declares its kit's shape (``KitSchema``);
loading checks every key, type, range and reference, and a bad kit is one
error line naming the file and the key.

    kit = "struggle-for-rome"
    format = 1
    title = "the printed board"

    [cities]
    source = "rulebook p.2 (L3): Roma has 5 towers"
    count = 40
    entries = [
        { id = "roma", name = "Roma", towers = 5, province = "italia", eagle = "?", three = false },
    ]
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.errors import SaveError
from engine.i18n import ntr, quoted, tr
from engine.names import Catalogue, Entry, fold

#: A fact not known yet.
UNKNOWN = "?"
FORMAT = 1

KitType = Literal["str", "int", "bool", "strs", "ints", "ref", "refs"]


class KitError(SaveError):
    """A kit that cannot be trusted: one line naming the file and the key."""


@dataclass(frozen=True)
class KitField:
    """One fact of an entry.

    Attributes:
        name: Key in the entry.
        type: ``str``, ``int``, ``bool``, ``strs``/``ints`` (lists), ``ref``/``refs``
            (ids of another section's entries).
        help: What it means, for the kit editor and ``kit show``.
        required: Must be present (``"?"`` always counts as present).
        min: Least value (``int``) or fewest items (lists).
        max: Greatest value or most items.
        ref: Section named by ``ref``/``refs``.
        choices: Allowed values of ``str`` and ``strs``.
    """

    name: str
    type: KitType = "str"
    help: str = ""
    required: bool = True
    min: int | None = None
    max: int | None = None
    ref: str = ""
    choices: tuple[str, ...] = ()

    @property
    def said(self) -> str:
        """The help in the language spoken."""
        return tr(self.help) if self.help else ""


@dataclass(frozen=True)
class KitSection:
    """A list of printed things of one sort (provinces, cities, tiles, techs).

    Attributes:
        name: Section key.
        help: What the entries are.
        fields: Their facts; every entry has an ``id`` (unique) and a ``name`` besides.
    """

    name: str
    help: str
    fields: tuple[KitField, ...] = ()


#: Cross-checks a schema makes over a whole kit: ``(key, message)`` for each problem.
KitCheck = Callable[["Kit"], Sequence[tuple[str, str]]]


@dataclass(frozen=True)
class KitSchema:
    """What a game's kit holds: its sections and the checks that span them (borders both ways...)."""

    sections: tuple[KitSection, ...]
    check: KitCheck | None = None
    #: The order the table reads the box in, for the guided walk (``engine.teach``; None: section by section).
    walk: Callable[[Kit], list[Any]] | None = None  # an engine.teach.WalkPlan: typed loosely, no import cycle

    def section(self, name: str) -> KitSection | None:
        """The section called ``name``."""
        return next((s for s in self.sections if s.name == name), None)


@dataclass(frozen=True)
class Kit:
    """A game's printed facts, checked against its schema.

    Attributes:
        game: Game id.
        title: What the kit describes (edition, printing).
        sections: Entries of each section, in file order.
        sources: Where each section's facts come from.
        counts: How many entries each section has on the printed board, where known.
        origin: Where the kit came from (``shipped``, a file, ``session``).
    """

    game: str
    title: str = ""
    sections: Mapping[str, tuple[Mapping[str, Any], ...]] = field(default_factory=dict)
    sources: Mapping[str, str] = field(default_factory=dict)
    counts: Mapping[str, int] = field(default_factory=dict)
    origin: str = field(default="", compare=False)
    # Catalogues are asked for on every parse (replay included): made once per kit and section.
    _catalogues: dict[tuple[str, str], Catalogue] = field(default_factory=dict, compare=False, repr=False)

    def entries(self, section: str) -> tuple[Mapping[str, Any], ...]:
        """The entries of a section (none when the kit lacks it)."""
        return self.sections.get(section, ())

    def entry(self, section: str, ident: str) -> Mapping[str, Any] | None:
        """One entry by id."""
        return next((e for e in self.entries(section) if e["id"] == ident), None)

    def known(self, section: str, ident: str, key: str) -> Any:
        """A fact of an entry, or None while it is unknown (or the entry is missing)."""
        found = self.entry(section, ident)
        value = None if found is None else found.get(key)
        return None if value == UNKNOWN else value

    def catalogue(self, section: str, kind: str = "") -> Catalogue:
        """The section's entries as a catalogue of forgiving names."""
        key = (section, kind)
        found = self._catalogues.get(key)
        if found is None:
            entries = tuple(
                Entry(str(e["id"]), str(e.get("name") or e["id"]), tuple(str(a) for a in e.get("aliases", ())))
                for e in self.entries(section)
            )
            found = self._catalogues[key] = Catalogue(kind or section.rstrip("s"), entries)
        return found

    def missing(self) -> list[str]:
        """What is still unknown, one line per section: "cities: 39 of 40 missing; 12 facts unknown"."""
        out = []
        for name in sorted({*self.sections, *self.counts}):
            entries = self.entries(name)
            unknown = sum(unknowns(v) for e in entries for v in e.values())
            parts = []
            expected = self.counts.get(name)
            if expected is not None and len(entries) < expected:
                said = ntr("{n} of {total} entries missing", "{n} of {total} entries missing", expected - len(entries))
                parts.append(said.format(n=expected - len(entries), total=expected))
            if unknown:
                parts.append(ntr("{n} fact unknown", "{n} facts unknown", unknown).format(n=unknown))
            if parts:
                out.append(f"{tr(name)}: {'; '.join(parts)}")
        return out

    def to_data(self) -> dict[str, Any]:
        """The kit as a TOML-ready document (what ``export`` writes and a save embeds)."""
        data: dict[str, Any] = {"kit": self.game, "format": FORMAT}
        if self.title:
            data["title"] = self.title
        for name, entries in self.sections.items():
            section: dict[str, Any] = {"source": self.sources.get(name, "")}
            if name in self.counts:
                section["count"] = self.counts[name]
            section["entries"] = [dict(e) for e in entries]
            data[name] = section
        return data


def unknowns(value: Any) -> int:
    """How many facts a value leaves unknown: one for ``"?"``, one for each ``"?"`` of a partly known list
    (a tile's sides, two known and four not: 4) or table; none for a known value."""
    if isinstance(value, str):
        return 1 if value == UNKNOWN else 0
    if isinstance(value, Mapping):
        return sum(unknowns(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return sum(unknowns(v) for v in value)
    return 0


def empty(game: str) -> Kit:
    """The kit of a game nobody has described yet."""
    return Kit(game, origin="empty")


# -- reading ---------------------------------------------------------------------------


def loads(text: str, schema: KitSchema | None, game: str, where: str, origin: str = "") -> Kit:
    """A kit from TOML text, checked against the schema.

    Raises:
        KitError: Not TOML, another game's kit, or any key, type, range or
            reference that does not hold (one line naming ``where`` and the key).
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise KitError(tr("{where}: bad TOML: {detail}").format(where=where, detail=error)) from None
    return from_data(data, schema, game, where, origin)


def from_data(data: Mapping[str, Any], schema: KitSchema | None, game: str, where: str, origin: str = "") -> Kit:
    """A kit from a parsed document (a kit file, or the copy inside a save).

    Raises:
        KitError: See ``loads``.
    """

    def fail(key: str, message: str) -> KitError:
        return KitError(f"{where}: {key}: {message}")

    if data.get("kit") != game:
        raise fail(
            "kit", tr("this is not a kit of {game} (kit = {kit})").format(game=game, kit=quoted(data.get("kit")))
        )
    if data.get("format") != FORMAT:
        raise fail("format", tr("expected format = {format}").format(format=FORMAT))
    title = data.get("title", "")
    if not isinstance(title, str):
        raise fail("title", tr("expected text"))
    known = {s.name: s for s in (schema.sections if schema else ())}
    sections: dict[str, tuple[Mapping[str, Any], ...]] = {}
    sources: dict[str, str] = {}
    counts: dict[str, int] = {}
    for name, raw in data.items():
        if name in ("kit", "format", "title"):
            continue
        spec = known.get(name)
        if spec is None:
            choices = ", ".join(known) or tr("none")
            said = tr("{game} kits have no section {name} (sections: {sections})")
            raise fail(name, said.format(game=game, name=quoted(name), sections=choices))
        if not isinstance(raw, dict):
            raise fail(name, tr("expected a table with source and entries"))
        extra = set(raw) - {"source", "count", "entries"}
        if extra:
            raise fail(f"{name}.{sorted(extra)[0]}", tr("unknown key (expected source, count, entries)"))
        source = raw.get("source")
        if not isinstance(source, str) or not source.strip():
            raise fail(f"{name}.source", tr("say where these facts come from"))
        count = raw.get("count", UNKNOWN)
        if count != UNKNOWN:
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise fail(f"{name}.count", tr('expected a whole number of entries, or "?"'))
            counts[name] = count
        entries = raw.get("entries", [])
        if not isinstance(entries, list):
            raise fail(f"{name}.entries", tr("expected a list of tables"))
        sections[name] = tuple(_entry(spec, e, f"{name}[{i}]", fail) for i, e in enumerate(entries, start=1))
        sources[name] = source.strip()
        if name in counts and len(entries) > counts[name]:
            said = tr("{n} entries, but the board has {total}").format(n=len(entries), total=counts[name])
            raise fail(f"{name}.count", said)
    kit = Kit(game, title, sections, sources, counts, origin)
    _check_ids_and_refs(kit, known, fail)
    if schema is not None and schema.check is not None:
        for key, message in schema.check(kit):
            raise fail(key, message)
    return kit


def _entry(spec: KitSection, raw: Any, key: str, fail: Callable[[str, str], KitError]) -> Mapping[str, Any]:
    if not isinstance(raw, dict):
        raise fail(key, tr("expected a table"))
    ident = raw.get("id")
    if not isinstance(ident, str) or not ident.strip() or ident == UNKNOWN:
        raise fail(f"{key}.id", tr("every entry needs an id"))
    where = f"{spec.name}.{ident}"
    fields = {f.name: f for f in spec.fields}
    allowed = {"id", "name", "aliases", *fields}
    extra = set(raw) - allowed
    if extra:
        has = ", ".join(sorted(allowed))
        said = tr("unknown fact (a {section} entry has: {facts})").format(section=spec.name, facts=has)
        raise fail(f"{where}.{sorted(extra)[0]}", said)
    name = raw.get("name", ident)
    if not isinstance(name, str) or not name.strip():
        raise fail(f"{where}.name", tr("expected text"))
    aliases = raw.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
        raise fail(f"{where}.aliases", tr("expected a list of names"))
    out: dict[str, Any] = {"id": ident, "name": name}
    if aliases:
        out["aliases"] = list(aliases)
    for f in spec.fields:
        if f.name not in raw:
            if f.required:
                said = tr('missing ({help}; write "?" if unknown)').format(help=f.said or f.type)
                raise fail(f"{where}.{f.name}", said)
            continue
        out[f.name] = _value(f, raw[f.name], f"{where}.{f.name}", fail)
    return out


def _value(f: KitField, value: Any, key: str, fail: Callable[[str, str], KitError]) -> Any:
    if value == UNKNOWN:
        return UNKNOWN
    if f.type in ("strs", "ints", "refs"):
        if not isinstance(value, list):
            raise fail(key, tr('expected a list (or "?")'))
        if f.min is not None and len(value) < f.min:
            raise fail(key, tr("at least {n} expected").format(n=f.min))
        if f.max is not None and len(value) > f.max:
            raise fail(key, tr("at most {n} expected").format(n=f.max))
        single = {"strs": "str", "ints": "int", "refs": "ref"}[f.type]
        item = KitField(f.name, single, f.help, choices=f.choices, ref=f.ref)  # type: ignore[arg-type]
        return [_value(item, v, key, fail) for v in value]
    if f.type == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise fail(key, tr('expected a whole number (or "?")'))
        if f.min is not None and value < f.min:
            raise fail(key, tr("{value} is below {n}").format(value=value, n=f.min))
        if f.max is not None and value > f.max:
            raise fail(key, tr("{value} is above {n}").format(value=value, n=f.max))
        return value
    if f.type == "bool":
        if not isinstance(value, bool):
            raise fail(key, tr('expected true or false (or "?")'))
        return value
    if not isinstance(value, str) or not value.strip():
        raise fail(key, tr('expected text (or "?")'))
    if f.choices and value not in f.choices:
        raise fail(key, tr("expected one of {choices}").format(choices=", ".join(f.choices)))
    return value


def _check_ids_and_refs(kit: Kit, known: Mapping[str, KitSection], fail: Callable[[str, str], KitError]) -> None:
    ids: dict[str, set[str]] = {}
    for name, entries in kit.sections.items():
        seen: dict[str, str] = {}
        for e in entries:
            folded = fold(e["id"])
            if folded in seen:
                raise fail(f"{name}.{e['id']}", tr("id given twice (as {id} too)").format(id=quoted(seen[folded])))
            seen[folded] = e["id"]
        ids[name] = {e["id"] for e in entries}
    for name, entries in kit.sections.items():
        for f in known[name].fields:
            if f.type not in ("ref", "refs"):
                continue
            targets = ids.get(f.ref, set())
            for e in entries:
                value = e.get(f.name)
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if v not in (None, UNKNOWN) and v not in targets:
                        said = tr("no {section} entry {id}").format(section=f.ref, id=quoted(v))
                        raise fail(f"{name}.{e['id']}.{f.name}", said)


# -- writing ---------------------------------------------------------------------------


def dumps(kit: Kit) -> str:
    """A kit as TOML text: a header, then each section with one entry per line."""
    from engine.writer import inline, string

    lines = [f"kit = {string(kit.game)}\n", f"format = {FORMAT}\n"]
    if kit.title:
        lines.append(f"title = {string(kit.title)}\n")
    for name, entries in kit.sections.items():
        lines.append(f"\n[{name}]\nsource = {string(kit.sources.get(name, ''))}\n")
        if name in kit.counts:
            lines.append(f"count = {kit.counts[name]}\n")
        body = "".join(f"    {inline(dict(e))},\n" for e in entries)
        lines.append(f"entries = [\n{body}]\n")
    return "".join(lines)
