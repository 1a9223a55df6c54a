"""How a walk's answer is typed: one short line a question, read into kit facts.

A line holds the thing's name when it is new, then one word a fact in the question's order, and the
yes-or-no facts as letters anywhere (glued to a number too: ``3e`` is three towers and an eagle). A word
is what ``engine.kitedit`` reads (``3``, ``wine``, ``?``), with shorter forms where a fact allows them:
a list of goods one letter each (``wgg``), six sides as the digits of the sea sides (``25``) or as six
letters (``LLSLLS``), places by the start of their names (``cis,etr``), ``-`` for none. ``?`` leaves a fact
unknown.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.errors import TabulaError
from engine.i18n import tr
from engine.kitedit import typed, with_entry
from engine.kits import UNKNOWN, Kit, KitError, KitField, KitSchema, from_data
from engine.names import fold
from engine.teach import Ask, Question
from engine.views import slug

_GLUED = re.compile(r"^(\d+)([^\d\W]+)$")
#: A whole answer saying no to every letter asked (folded): English and Czech.
_NONE_WORDS = frozenset({"n", "no", "none", "ne", "zadny", "zadna", "nic"})


def split_name(q: Question, text: str) -> tuple[str, list[str]]:
    """A new thing's name and the words after it: the name runs to the first word that starts with a digit,
    ``?`` or ``-`` (or to a ``/``)."""
    if (q.entry and q.why != "again") or not q.asks or q.asks[0].field != "name":
        return "", text.split()
    if "/" in text:
        name, _, rest = text.partition("/")
        return name.strip(), rest.split()
    words = text.split()
    cut = next((i for i, w in enumerate(words) if w[0].isdigit() or w[0] in "?-" or _sides(q, w)), len(words))
    if cut == len(words) and len(words) > 1 and _all_flags(q, words[-1]):
        cut -= 1  # "Athenai t": a name, then only its flags
    return " ".join(words[:cut]), words[cut:]


def _side_letters(ask: Ask) -> dict[str, str]:
    """The letters six sides are typed with besides the digits: each value's initial (``s`` sea, ``l`` land)."""
    return {ask.marked[0].lower(): ask.marked, ask.other[0].lower(): ask.other} if ask.marked and ask.other else {}


def _sides(q: Question, word: str) -> tuple[str, str] | None:
    """A word of six side letters, yes-or-no letters glued after them (``LSSLSSt``): the sides and the letters,
    or None (the play-test typed the sides as ``act ... edges=`` takes them, where the walk wanted digits)."""
    marked = next((a for a in q.asks if a.marked), None)
    letters = _side_letters(marked) if marked is not None else {}
    flags = {a.flag for a in q.asks if a.flag}
    head, tail = word[:6], word[6:]
    if not letters or len(head) != 6 or any(c.lower() not in letters for c in head):
        return None
    return (head, tail) if all(c in flags for c in tail) else None


def _all_flags(q: Question, word: str) -> bool:
    flags = {a.flag for a in q.asks if a.flag}
    return bool(flags) and all(c in flags for c in word)


def read(q: Question, text: str, kit: Kit, schema: KitSchema) -> dict[str, Any]:
    """The facts a line states, by field (a new thing's ``name`` among them).

    Raises:
        KitError: A word that is no value of its fact, or more words than facts.
    """
    name, words = split_name(q, text)
    out: dict[str, Any] = {}
    if name:
        out["name"] = name
    elif not q.entry and "name" not in q.preset:  # a thing named anew (``why == "again"``) may keep its name
        raise KitError(tr("start with its name"))
    flags = {a.flag: a for a in q.asks if a.flag}
    said_flags: set[str] = set()
    plain: list[str] = []
    for word in words:
        glued = _GLUED.match(word)
        sides = _sides(q, word)
        if sides is not None:
            plain.append(sides[0])
            said_flags.update(sides[1])
        elif glued and all(c in flags for c in glued.group(2)):
            plain.append(glued.group(1))
            said_flags.update(glued.group(2))
        elif flags and all(c in flags for c in word) and not _is_value(word, q, len(plain)):
            said_flags.update(word)
        else:
            plain.append(word)
    asked = [a for a in q.asks if not a.flag and a.field != "name"]
    section = schema.section(q.section)
    fields = {f.name: f for f in section.fields} if section else {}
    if asked and len(plain) > len(asked) and _free_text(asked[-1], fields):
        # The last fact is free text ("Natural Religion"): it takes the rest of the line.
        plain[len(asked) - 1 :] = [" ".join(plain[len(asked) - 1 :])]
    if not asked and flags and len(plain) == 1 and fold(plain[0]) in _NONE_WORDS:
        # Only letters asked (a bridge?) and the answer is "no": none of them (play-test 7 could not say it).
        return {**out, **{ask.field: False for ask in flags.values()}}
    if len(plain) > len(asked):
        expected = ", ".join(label(a) for a in asked) or tr("only its letters")
        said = tr("too many words: {expected}").format(expected=expected)
        if any(fields.get(a.field, KitField(a.field)).type in ("ref", "refs") or a.among for a in asked):
            said += " " + tr("(a place is named by the start of its name, without spaces: south for South Italy)")
        raise KitError(said)
    stated: dict[str, tuple[str, Any]] = {}  # facts a plain word stated, with the word (``-``: a forest)
    for ask, word in zip(asked, plain, strict=False):
        said_word = _plain_word(ask, word)
        if said_word is not None:
            stated.update({k: (word, v) for k, v in said_word.items()})
            continue
        value = _word(ask, fields.get(ask.field, KitField(ask.field)), word, kit)
        if value != UNKNOWN:
            out[ask.field] = value
    for key, (word, value) in stated.items():
        if key in out and out[key] != value:
            said = tr("{word} says {fact}: {value}").format(
                word=word, fact=_label_of(q, key), value=tr(value) if isinstance(value, str) else shown_value(value)
            )
            raise KitError(said)
        out[key] = value
    if said_flags or plain:
        # Letters left out say "no" once anything is said of the thing; a name alone leaves them unknown.
        for letter, ask in flags.items():
            out[ask.field] = letter in said_flags
    return out


def _plain_word(ask: Ask, word: str) -> Mapping[str, Any] | None:
    """The facts a plain word states in this fact's place (``east``), or None when it is no such word."""
    key = fold(word) or word
    return next((facts for typed_word, facts in ask.words.items() if (fold(typed_word) or typed_word) == key), None)


def _label_of(q: Question, field: str) -> str:
    return next((label(a) for a in q.asks if a.field == field), field)


def _free_text(ask: Ask, fields: Mapping[str, KitField]) -> bool:
    spec = fields.get(ask.field)
    return spec is not None and spec.type == "str" and not spec.choices and not ask.letters and not ask.marked


def _is_value(word: str, q: Question, at: int) -> bool:
    # A word of flag letters may also be the next fact's value (a goods list "tt"): the fact wins.
    asked = [a for a in q.asks if not a.flag and a.field != "name"]
    return at < len(asked) and bool(asked[at].letters) and all(c in asked[at].letters for c in word)


def label(ask: Ask) -> str:
    """A fact's name as a walk says it (its hint, else the field)."""
    return tr(ask.hint) if ask.hint else ask.field


def _word(ask: Ask, spec: KitField, word: str, kit: Kit) -> Any:
    if word == UNKNOWN:
        return UNKNOWN
    if ask.letters:
        if word == "-":
            return []
        if word.endswith(UNKNOWN) and len(word) > 1:
            return [*_word(ask, spec, word[:-1], kit), UNKNOWN]  # "p?": papyrus, and more not known yet
        wrong = [c for c in word if c not in ask.letters]
        if wrong:
            said = tr("{fact}: {letter} is not one of {letters}")
            raise KitError(said.format(fact=label(ask), letter=wrong[0], letters=", ".join(ask.letters)))
        return [ask.letters[c] for c in word]
    if ask.words and spec.type == "bool":
        # A yes-or-no fact asked by its words (w, e): "yes" would not say which side.
        raise KitError(tr("{fact}: {word} is not one of its words").format(fact=label(ask), word=word))
    if ask.marked:
        letters = _side_letters(ask)
        if len(word) == 6 and all(c.lower() in letters for c in word):
            return [letters[c.lower()] for c in word]  # ``LSSLSS``, as ``act`` takes sides too
        digits = "" if word in ("-", "0") else word
        odd = next((c for c in digits if not c.isdigit()), "")
        if odd:
            said = tr("{fact}: {letter} is no side; letters come after the digits, and only those listed")
            raise KitError(said.format(fact=label(ask), letter=odd))
        if any(d not in "123456" for d in digits) or len(set(digits)) != len(digits):
            said = tr("{fact}: the digits 1 to 6 of the sides, each once (or six letters, such as LSSLSS)")
            raise KitError(said.format(fact=label(ask)))
        return [ask.marked if str(i) in digits else ask.other for i in range(1, 7)]
    if ask.among and word != "-":
        return [UNKNOWN if part == UNKNOWN else _place(kit, ask.among, part, ask) for part in word.split(",") if part]
    if spec.type in ("ref", "refs") and word != "-":
        found = [UNKNOWN if part == UNKNOWN else _place(kit, spec.ref, part, ask) for part in word.split(",") if part]
        return found if spec.type == "refs" else found[0]
    if spec.type in ("strs", "ints", "refs") and word == "-":
        return []
    if spec.type == "str" and spec.choices:
        return _choice(spec, word, ask)
    if spec.type in ("int", "ints"):
        parts = word.split(",") if spec.type == "ints" else [word]
        if not all(p.strip().lstrip("-").isdigit() for p in parts if p.strip()):
            raise KitError(tr("{fact}: {word} is not a number").format(fact=label(ask), word=word))
    return typed(spec, word, kit)


def _choice(spec: KitField, word: str, ask: Ask) -> str:
    key = fold(word)
    found = [c for c in spec.choices if fold(c) == key] or [c for c in spec.choices if fold(c).startswith(key)]
    if len(found) != 1:
        said = tr("{fact}: one of {choices}").format(fact=label(ask), choices=", ".join(spec.choices))
        raise KitError(said)
    return found[0]


def _place(kit: Kit, section: str | tuple[str, ...], word: str, ask: Ask) -> str:
    """A thing named by its name, an alias or the start of its name, if only one starts so."""
    key = fold(word)
    entries = entries_of(kit, section)
    exact = [e for e in entries if key in {fold(e["id"]), fold(e["name"]), *(fold(a) for a in e.get("aliases", ()))}]
    if exact:
        return str(exact[0]["id"])
    initials = [e for e in entries if abbreviates(e, key)]
    if len(initials) == 1:
        return str(initials[0]["id"])  # "nor": North of Rome, before any name that merely starts so
    starts = [e for e in entries if names_it(e, key)]
    if len(starts) == 1:
        return str(starts[0]["id"])
    if not starts:
        raise KitError(tr("{fact}: nothing called {name}").format(fact=label(ask), name=word))
    names = ", ".join(tr(str(e["name"])) for e in starts[:4])  # as the walk's heading names them
    raise KitError(tr("{fact}: {name} could be {names}").format(fact=label(ask), name=word, names=names))


def _words(text: str) -> list[str]:
    return [fold(w) for w in re.split(r"[\s\-_]+", text) if fold(w)]


def abbreviations(text: str) -> list[str]:
    """A long name typed by its words' first letters and the start of its last word: "North of Rome" is
    "nor", "noro", "norome"."""
    words = _words(text)
    if len(words) < 2:
        return []
    head = "".join(w[0] for w in words[:-1])
    return [head + words[-1][:n] for n in range(1, len(words[-1]) + 1)]


def abbreviates(entry: Mapping[str, Any], key: str) -> bool:
    return key in {*abbreviations(str(entry["name"])), *abbreviations(str(entry["id"]))}


def names_it(entry: Mapping[str, Any], key: str) -> bool:
    """Whether a typed word names the thing: the start of its name or id, or its words' initials."""
    name, ident = str(entry["name"]), str(entry["id"])
    return fold(name).startswith(key) or fold(ident).startswith(key) or abbreviates(entry, key)


def entries_of(kit: Kit, section: str | tuple[str, ...]) -> list[Mapping[str, Any]]:
    sections = (section,) if isinstance(section, str) else section
    return [e for name in sections for e in kit.entries(name)]


def apply(kit: Kit, schema: KitSchema, q: Question, text: str) -> Kit:
    """The kit with a line's facts (a new thing added, references listed back on both sides).

    Raises:
        KitError: See ``read``; or the facts would break the kit (the kit's own checks, one line).
    """
    try:
        said = read(q, text, kit, schema)
    except KitError:
        raise
    except TabulaError as error:  # a name not found, read by the kit editor's rules: the walk's one line
        raise KitError(str(error)) from None
    ident = q.entry
    if not ident:
        name = said.get("name") or q.preset["name"]
        ident = slug(name)
        if kit.entry(q.section, ident) is not None:
            raise KitError(tr("{name} is taught already").format(name=name))
        kit = with_entry(kit, schema, q.section, name)
    data = kit.to_data()
    entry = next(e for e in data[q.section]["entries"] if e["id"] == ident)
    if q.entry and said.get("name"):
        entry["name"] = said["name"]  # named anew on going back: its id stays, so nothing that names it breaks
    for key, value in {**q.preset, **{k: v for k, v in said.items() if k != "name"}}.items():
        if key != "name":
            entry[key] = _joined(entry.get(key, UNKNOWN), value)
    if q.derived is not None:
        follows = dict(q.derived(entry))
        if q.entry:
            follows.pop("id", None)  # a thing the kit lists keeps its id; only a new one is named by its facts
        entry.update(follows)
        ident = str(entry["id"])
    for ask in q.asks:
        if ask.mirror and isinstance(entry.get(ask.field), list):
            _listed_back(data, ask.mirror, ident, entry[ask.field])
    try:
        return from_data(data, schema, kit.game, "", kit.origin)
    except KitError as error:
        # The kit's line names a file and a key path; an answer's names the fact, in the walk's words.
        _, key, message = str(error).split(": ", 2) if str(error).count(": ") >= 2 else ("", "", str(error))
        fact = key.rsplit(".", 1)[-1]
        named = next((label(a) for a in q.asks if a.field == fact), "")
        raise KitError(f"{named}: {message}" if named else message) from None


def _joined(before: Any, value: Any) -> Any:
    """A list answered where some items were known already (borders said from the other side): those stay."""
    if isinstance(before, list) and UNKNOWN in before and isinstance(value, list):
        joined = [*[b for b in before if b != UNKNOWN], *[v for v in value if v not in before and v != UNKNOWN]]
        return [*joined, UNKNOWN] if UNKNOWN in value else joined
    return value


def _listed_back(data: dict[str, Any], mirror: tuple[str, str] | tuple[()], ident: str, targets: list[Any]) -> None:
    section, key = mirror  # type: ignore[misc]
    for other in data.get(section, {}).get("entries", []):
        if other["id"] not in targets:
            continue
        value = other.get(key, UNKNOWN)
        items = [] if value == UNKNOWN else list(value)
        if ident not in items:
            # Said from one side only so far: the other side's list stays open ("?") for its other borders.
            still_open = value == UNKNOWN or UNKNOWN in items
            other[key] = [*[i for i in items if i != UNKNOWN], ident, *([UNKNOWN] if still_open else [])]


def shown_value(value: Any) -> str:
    """A known fact as a walk says it (yes/no, a list, a number)."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or tr("none")
    return str(value)
