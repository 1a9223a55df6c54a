"""Editing a kit one fact at a time, as the kit editor does: every change is checked like a loaded kit.

Values are typed as people type them: ``3``, ``yes``, ``wine, grain``, or
``?`` for a fact nobody knows yet. A change that would break the kit (a
wrong type, a value out of range, a reference to nothing, a border listed on
one side only) is refused with the same one line a bad kit file gets, and
the kit stays as it was.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import quoted, tr
from engine.kits import UNKNOWN, Kit, KitError, KitField, KitSchema, KitSection, from_data
from engine.names import NAME_LIMIT, Catalogue
from engine.views import slug

# Czech "ano"/"ne" too: the editor may be filled in Czech.
_TRUE = {"yes", "y", "true", "1", "ano"}
_FALSE = {"no", "n", "false", "0", "ne"}


def shown(value: Any) -> str:
    """A fact as the editor shows it (``?`` while unknown)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def typed(field: KitField, text: str, kit: Kit) -> Any:
    """What a person typed, as the fact's value; names of referenced entries are matched forgivingly.

    Raises:
        KitError: The text is not a value of this fact.
    """
    text = text.strip()
    if text == UNKNOWN:
        return UNKNOWN
    if field.type in ("strs", "ints", "refs"):
        kind = {"strs": "str", "ints": "int", "refs": "ref"}[field.type]
        single = KitField(field.name, kind, ref=field.ref, choices=field.choices)  # type: ignore[arg-type]
        return [typed(single, part, kit) for part in (p.strip() for p in text.split(",")) if part]
    if field.type == "int":
        try:
            return int(text)
        except ValueError:
            said = tr("{fact}: {text} is not a whole number (or ?)")
            raise KitError(said.format(fact=field.name, text=quoted(text))) from None
    if field.type == "bool":
        if text.lower() in _TRUE:
            return True
        if text.lower() in _FALSE:
            return False
        raise KitError(tr("{fact}: say yes or no (or ?)").format(fact=field.name))
    if field.type == "ref":
        return kit.catalogue(field.ref).resolve(text).id
    if field.choices:
        return Catalogue.of(field.name, field.choices).resolve(text).id
    return text


def with_fact(kit: Kit, schema: KitSchema, section: str, ident: str, key: str, text: str) -> Kit:
    """The kit with one fact of one entry set from typed text.

    Raises:
        KitError: Not a value of the fact, or the kit would no longer hold.
    """
    spec = _section(schema, section)
    entry = kit.entry(section, ident)
    if entry is None:
        raise KitError(tr("{section}: no entry {id}").format(section=section, id=quoted(ident)))
    if key in ("name", "aliases"):
        value: Any = text.strip() if key == "name" else [a.strip() for a in text.split(",") if a.strip()]
        for name in [value] if key == "name" else value:
            _fits(section, name)
    else:
        field = next((f for f in spec.fields if f.name == key), None)
        if field is None:
            said = tr("{section}.{id}: a {section} entry has no fact {fact}")
            raise KitError(said.format(section=section, id=ident, fact=quoted(key)))
        value = typed(field, text, kit) if text.strip() or field.required else None
    changed = {**entry, key: value}
    if value in (None, []) and key != "name":
        changed.pop(key)
    return _replaced(kit, schema, section, [changed if e["id"] == ident else dict(e) for e in kit.entries(section)])


def with_entry(kit: Kit, schema: KitSchema, section: str, name: str) -> Kit:
    """The kit with a new entry (every required fact unknown until the table says it).

    Raises:
        KitError: An entry of that name exists, or the section is full.
    """
    spec = _section(schema, section)
    ident = slug(name)
    if not ident:
        raise KitError(tr("{section}: a new entry needs a name").format(section=section))
    _fits(section, name.strip())
    entry: dict[str, Any] = {"id": ident, "name": name.strip()}
    entry.update({f.name: UNKNOWN for f in spec.fields if f.required})
    return _replaced(kit, schema, section, [*(dict(e) for e in kit.entries(section)), entry])


def without_entry(kit: Kit, schema: KitSchema, section: str, ident: str) -> Kit:
    """The kit without one entry.

    Raises:
        KitError: Other entries still refer to it (the kit would not hold).
    """
    _section(schema, section)
    return _replaced(kit, schema, section, [dict(e) for e in kit.entries(section) if e["id"] != ident])


def _fits(section: str, name: str) -> None:
    """Refuse a name longer than people's names may be (``NAME_LIMIT``), or one that is not printable."""
    if len(name) > NAME_LIMIT or not name.isprintable():
        said = tr("{section}: a name is up to {limit} printable characters")
        raise KitError(said.format(section=section, limit=NAME_LIMIT))


def _section(schema: KitSchema, name: str) -> KitSection:
    spec = schema.section(name)
    if spec is None:
        raise KitError(tr("no section {name}").format(name=quoted(name)))
    return spec


def _replaced(kit: Kit, schema: KitSchema, section: str, entries: list[dict[str, Any]]) -> Kit:
    data = kit.to_data()
    data.setdefault(section, {"source": kit.sources.get(section) or "entered at the table"})
    data[section]["entries"] = entries
    if not data[section].get("source"):
        data[section]["source"] = "entered at the table"
    return from_data(data, schema, kit.game, "kit", kit.origin)
