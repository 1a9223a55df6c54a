"""The line a person would type to teach a thing: the inverse of ``engine.teach_codes``'s reading, for
scripted walks (the tests and benchmarks teach each game's box from its test kit) and to show an answer
again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.i18n import tr
from engine.kits import UNKNOWN, Kit, KitError, KitField, KitSchema, from_data
from engine.names import fold
from engine.teach import Ask, Question, plan_of

if TYPE_CHECKING:
    from engine.ruleset import Ruleset
from engine.teach_codes import abbreviates, abbreviations, entries_of, names_it


def line_for(q: Question, entry: Mapping[str, Any], kit: Kit, schema: KitSchema) -> str:
    """The shortest line that answers ``q`` with ``entry``'s facts (what a person reading them off the box
    would type): the inverse of ``read``, for scripted walks and for showing an answer again."""
    section = schema.section(q.section)
    fields = {f.name: f for f in section.fields} if section else {}
    now = kit.entry(q.section, q.entry) if q.entry else None
    words: list[str] = [str(entry["name"])] if not q.entry and "name" not in q.preset else []
    flags = ""
    for ask in q.asks:
        if ask.field == "name":
            continue
        value = entry.get(ask.field, UNKNOWN)
        if ask.flag:
            flags += ask.flag if value is True else ""
            continue
        before = (now or {}).get(ask.field, UNKNOWN)
        plain = _plain_word_for(ask, entry, value)
        words.append(plain or _word_for(ask, fields.get(ask.field, KitField(ask.field)), value, before, kit))
    while words and words[-1] == UNKNOWN and len(words) > (0 if q.entry else 1):
        words.pop()  # facts left unknown at the end need not be typed
    if flags and words and words[-1][:1].isdigit() and words[-1].isdigit():
        words[-1] += flags  # "3e": glued to a number
    elif flags:
        words.append(flags)
    named = not q.entry and "name" not in q.preset
    if named and len(words) > 1 and words[1][:1] not in "0123456789?-":
        return f"{words[0]} / {' '.join(words[1:])}"  # the name ends where a fact begins: said with "/"
    return " ".join(words)


def _plain_word_for(ask: Ask, entry: Mapping[str, Any], value: Any) -> str:
    """The shortest plain word that says this fact (``e`` for east of the Limes), or that stands for its
    absence by what it states (a forest's ``-``); ``""`` when none does."""
    fits = [
        word
        for word, facts in ask.words.items()
        if (facts == {ask.field: value})
        or (value == UNKNOWN and ask.field not in facts and all(entry.get(k) == v for k, v in facts.items()))
    ]
    return min(fits, key=len) if fits else ""


def _word_for(ask: Ask, spec: KitField, value: Any, before: Any, kit: Kit) -> str:
    if value == UNKNOWN or value is None:
        return UNKNOWN
    if isinstance(value, list):
        known = [v for v in value if v != UNKNOWN]
        if isinstance(before, list):
            known = [v for v in known if v not in before]  # said already from the other side
        more = UNKNOWN in value  # the list is open: more may be printed
        if spec.type == "refs" or ask.among:
            # A thing not taught yet is not typed: its own answer lists this one back later.
            present = {str(e["id"]) for e in entries_of(kit, ask.among or spec.ref)}
            more = more or any(str(v) not in present for v in known)
            known = [v for v in known if str(v) in present]
        if ask.marked:
            return "".join(str(i) for i, side in enumerate(value, start=1) if side == ask.marked) or "-"
        if more and not known:
            return UNKNOWN
        if ask.letters:
            letter = {v: k for k, v in ask.letters.items()}
            return "".join(letter[str(v)] for v in known) + (UNKNOWN if more else "") or "-"
        among: str | tuple[str, ...] = ask.among or spec.ref
        items = [_shortest(kit, among, str(v)) if spec.type == "refs" or ask.among else str(v) for v in known]
        return ",".join([*items, *([UNKNOWN] if more else [])]) or "-"
    if spec.type == "ref":
        return _shortest(kit, spec.ref, str(value))
    if spec.type == "str" and spec.choices:
        key = str(value)
        return next(key[:n] for n in range(1, len(key) + 1) if _unique_choice(spec, key[:n], key))
    if isinstance(value, bool):
        return "y" if value else "n"
    return str(value)


def _unique_choice(spec: KitField, prefix: str, value: str) -> bool:
    return [c for c in spec.choices if fold(c).startswith(fold(prefix))] == [value]


def _shortest(kit: Kit, section: str | tuple[str, ...], ident: str) -> str:
    """The shortest start of a thing's id or name that names it alone (what ``_place`` takes back)."""
    entries = entries_of(kit, section)
    entry = next((e for e in entries if e["id"] == ident), None)
    names = [fold(ident), *([fold(str(entry["name"]))] if entry else [])]
    others = [e for e in entries if e["id"] != ident]
    exact = {fold(str(e[k])) for e in others for k in ("id", "name")}
    short = [*abbreviations(ident), *(abbreviations(str(entry["name"])) if entry else [])]
    tried = sorted({*(k[:n] for k in names for n in range(1, len(k) + 1)), *short}, key=len)
    for word in tried:
        if " " in word or word in exact:
            continue
        if word in short and not any(abbreviates(e, word) for e in others):
            return word  # initials win over names that merely start so (``_place`` reads them first)
        if not any(names_it(e, word) for e in others):
            return word
    return ident


def disagreement(ruleset: Ruleset, kit: Kit, section: str, entry: str, key: str, values: list[Any]) -> Question:
    """The question on a fact evenings stated differently: which value is on the board, each value written
    as the walk types it (a Hellas tile's sides ``25 or 235``), answered the same way."""
    schema = ruleset.kit_schema or KitSchema(())
    ask = _ask_for(ruleset, kit, schema, section, entry, key)
    spec = schema.section(section)
    field = next((f for f in spec.fields if f.name == key), KitField(key)) if spec else KitField(key)
    if ask.flag:
        ask = Ask(key, hint=ask.hint)  # a letter cannot say "no": asked as yes or no
    shown = [_word_for(ask, field, v, UNKNOWN, kit) if v is not None else UNKNOWN for v in values]
    said = tr("which is on the board: {values}?").format(values=tr(" or ").join(shown))
    label = tr(ask.hint) if ask.hint else key
    return Question(section, entry, (replace(ask, hint=f"{label}, {said}"),), why="disagreement")


def _ask_for(ruleset: Ruleset, kit: Kit, schema: KitSchema, section: str, entry: str, key: str) -> Ask:
    """How the walk asks a fact: found by asking the walk with that fact unknown."""
    data = kit.to_data()
    for row in data.get(section, {}).get("entries", []):
        if row["id"] == entry:
            row[key] = UNKNOWN
    try:
        blank = from_data(data, schema, kit.game, "", kit.origin)
    except KitError:
        return Ask(key)
    for q in plan_of(ruleset)(blank):
        if q.section == section and q.entry == entry:
            found = next((a for a in q.asks if a.field == key), None)
            if found is not None:
                return found
    return Ask(key)
