"""What a walk shows beside a question: how to type the answer (``prompt``), which thing it is about
(``heading``), what the kit already knows of it (``told``), the letters its lists use (``legend``) and the
walk's progress (``bar``). The reading of the answer is ``engine.teach_codes``'s.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import tr
from engine.kits import UNKNOWN, Kit, KitSchema
from engine.teach import END, Question
from engine.teach_codes import label, shown_value


def prompt(q: Question, schema: KitSchema | None = None) -> str:
    """How to answer: the facts in order, the letters for yes-or-no facts (and, after a new thing's name,
    the ``/`` that ends it where its first fact is not a number)."""
    facts = [a for a in q.asks if not a.flag and a.field != "name"]
    words = [tr("its name")] if not q.entry and q.asks and q.asks[0].field == "name" else []
    if q.why == "again":
        words = [tr("a new name if it needs one")]
    if words and facts and not facts[0].marked and schema is not None:
        section = schema.section(q.section)
        first = next((f for f in section.fields if f.name == facts[0].field), None) if section else None
        if first is None or first.type not in ("int", "ints"):
            words = [tr("its name") + " /"]
    words += [label(a) for a in facts]
    flags = [f"{a.flag} = {label(a)}" for a in q.asks if a.flag]
    text = " · ".join(words)
    if flags:
        text += (" · " if text else "") + tr("letters: {flags}").format(flags=", ".join(flags))
        if not words and not facts:  # only letters asked: "no" is typed, not left out (engine.teach_codes)
            text += tr(" (n: none of them)")
    return text


def heading(q: Question, kit: Kit) -> str:
    """Which thing the question is about, as the table finds it: "Gallia: city 3 of 8 (not listed yet)"; names in
    the language spoken where the game's words have them (a Czech walk read "Fórum: Blue villa 6")."""
    entry = kit.entry(q.section, q.entry) if q.entry else None
    place = _place_name(kit, q.place)
    if entry is not None:
        name = _named(entry)
        return f"{place}: {name}" if place else name
    thing = tr(q.thing) if q.thing else q.section
    count = tr("{thing} {n} of {total}").format(thing=thing, n=q.number, total=q.of) if q.of else thing
    said = tr("{count} (not listed yet)").format(count=count)
    if q.open:
        said += " · " + tr("{end}: there are no more (Enter skips)").format(end=END)
    return f"{place}: {said}" if place else said


def _place_name(kit: Kit, place: str) -> str:
    for section in kit.sections:
        found = kit.entry(section, place)
        if found is not None:
            return tr(str(found.get("name") or place))
    said = tr(place)
    return said[:1].upper() + said[1:]


def told(q: Question, kit: Kit, schema: KitSchema | None) -> str:
    """What the kit already knows of the facts asked ("land borders: Antioch, Tigris, more?"), or ``""``."""
    entry = kit.entry(q.section, q.entry) if q.entry else None
    if entry is None:
        return ""
    section = kit.sections
    spec = schema.section(q.section) if schema else None
    refs = {f.name for f in spec.fields if f.type in ("ref", "refs")} if spec else set()  # named when shown
    parts = []
    for ask in q.asks:
        value = entry.get(ask.field, UNKNOWN)
        if isinstance(value, list) and UNKNOWN in value:
            names = [_name_of(kit, section, v) for v in value if v != UNKNOWN]
            parts.append(f"{label(ask)}: {', '.join(names)} " + tr("and more?"))
        elif ask.marked and isinstance(value, list):
            digits = "".join(str(i) for i, side in enumerate(value, start=1) if side == ask.marked)
            parts.append(f"{label(ask)}: {digits or '-'}")
        elif ask.letters and isinstance(value, list):
            letter = {v: k for k, v in ask.letters.items()}
            parts.append(f"{label(ask)}: {''.join(letter.get(str(v), '?') for v in value) or '-'}")
        elif isinstance(value, list) and (ask.mirror or ask.among or ask.field in refs):
            parts.append(f"{label(ask)}: {', '.join(_name_of(kit, section, v) for v in value) or tr('none')}")
        elif value != UNKNOWN and ask.field != "name":
            parts.append(f"{label(ask)}: {shown_value(value)}")
    return "; ".join(parts)


def _name_of(kit: Kit, sections: Any, ident: Any) -> str:
    for name in sections:
        found = kit.entry(name, str(ident))
        if found is not None:
            return _named(found)
    return str(ident)


def _named(entry: Any) -> str:
    """An entry's name as said: a shipped kit's names are the game's words (translated); one the table typed
    has no translation and is shown as typed."""
    return tr(str(entry.get("name") or entry["id"]))


def legend(q: Question) -> str:
    """The letters a question's lists are typed with ("g = grain, w = wine, …"), and the words for none and
    not known."""
    out = []
    for ask in q.asks:
        if ask.letters:
            out.append(f"{label(ask)}: " + ", ".join(f"{k} = {tr(v)}" for k, v in ask.letters.items()))
    lists = any(a.letters or a.mirror or a.among for a in q.asks)
    out.append(tr("- = none, ? = not known") if lists else tr("? = not known"))
    return "; ".join(out)


def bar(done: int, total: int, width: int = 20) -> str:
    """A progress bar in text: ``[#######.............] 7 of 20``."""
    filled = round(width * done / total) if total else width
    return "[" + "#" * filled + "." * (width - filled) + "] " + tr("{done} of {total}").format(done=done, total=total)
