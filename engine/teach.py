"""Teaching the board: a guided walk through every fact a kit still lacks, one question at a time.

A game declares the walk's order (``KitSchema.walk``): the order a person reads the physical components in,
each question one printed thing (a tile, a city, a province) with the facts still unknown about it. An
answer is one short line (``engine.teach_codes``): a Hellas tile ``Korinthos 25t`` (sides 2 and 5 sea, a
temple), a Struggle for Rome city ``Mediolanum 3e`` (three towers, an eagle). Every answer goes into the
user's kit at once, so a walk stops and resumes at any time: the next walk asks only what is still unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, replace
from dataclasses import field as default
from typing import TYPE_CHECKING, Any

from engine.i18n import tr
from engine.kits import UNKNOWN, Kit, KitError, KitSchema

if TYPE_CHECKING:
    from engine.ruleset import Ruleset


@dataclass(frozen=True)
class Ask:
    """One fact a question asks, and how it is typed.

    Attributes:
        field: The kit field (``name`` for a new entry's name).
        flag: A yes-or-no fact typed as this letter: present means yes, absent no.
        letters: A list typed one letter an item (``{"w": "wine"}``); ``-`` is none.
        marked: Six sides typed as the digits of the sides showing this value; the others show ``other``.
        other: See ``marked``.
        mirror: For references: ``(section, field)`` of the entries named, which list this one back.
        hint: How to type it, for the prompt (a fact's name when empty).
        among: A list of ids of these sections' things (an arrow's ends: crossings or cities), each typed
            as the start of its name.
        words: Plain words typed in this fact's place, each with the facts it states (``east`` for
            ``{"limes": True}``; a forest's ``-`` for no number states its kind and leaves the number out).
    """

    field: str
    flag: str = ""
    letters: Mapping[str, str] = default(default_factory=dict)
    marked: str = ""
    other: str = ""
    mirror: tuple[str, str] | tuple[()] = ()
    hint: str = ""
    among: tuple[str, ...] = ()
    words: Mapping[str, Mapping[str, Any]] = default(default_factory=dict)


@dataclass(frozen=True)
class Question:
    """One printed thing to describe.

    Attributes:
        section: The kit section.
        entry: The entry's id, or ``""`` for a thing the kit does not list yet (its name is asked first).
        asks: The facts asked, in the order they are typed.
        place: Where the walk is, as people say it ("Gallia", "the box of tiles").
        number: Which of the place's things this is (1-based).
        of: How many the place has (0: not known).
        preset: Facts the walk's place already tells (a new city's province).
        open: The number of things is not known: ``-`` (``END``) says there are no more; Enter skips, as
            anywhere, and the list is asked again by the next walk.
        derived: Facts that follow from the answer (a villa is on the right), given the entry as answered.
        why: ``disagreement`` for a fact two evenings stated differently (asked before the walk).
        thing: What one such thing is called ("city"; a message id): the section's name when empty.
        whole: An open list of the whole section: its end is kept as the section's count (the kit is whole).
    """

    section: str
    entry: str
    asks: tuple[Ask, ...]
    place: str = ""
    number: int = 0
    of: int = 0
    preset: Mapping[str, Any] = default(default_factory=dict)
    open: bool = False
    derived: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None
    why: str = ""
    thing: str = ""
    whole: bool = False

    @property
    def key(self) -> str:
        """Names the question while the walk lasts (skipping, going back)."""
        where = f"{self.section}:{self.entry or f'{self.place}#{self.number}'}"
        # A disagreement is on one fact: two of one thing are two questions.
        return f"disagreement:{where}:{self.asks[0].field}" if self.why == "disagreement" else where


#: The answer that ends an open list (there are no more of those things); Enter only skips the question.
END = "-"

#: A game's walk: the questions a kit still raises, in the order the table reads the box.
WalkPlan = Callable[[Kit], list[Question]]


def unknown(entry: Mapping[str, Any], fields: Sequence[str]) -> list[str]:
    """The facts of an entry still unknown (a list ending in ``?`` counts: more may be printed)."""
    out = []
    for name in fields:
        value = entry.get(name, UNKNOWN)
        if value == UNKNOWN or (isinstance(value, list) and UNKNOWN in value):
            out.append(name)
    return out


def known_entries(kit: Kit, section: str, asks: Sequence[Ask], place: str = "") -> list[Question]:
    """A question for every entry of a section with facts still unknown, asking just those."""
    out = []
    by_field = {a.field: a for a in asks}
    entries = kit.entries(section)
    for number, entry in enumerate(entries, start=1):
        missing = unknown(entry, list(by_field))
        if missing:
            wanted = tuple(by_field[name] for name in missing)
            out.append(Question(section, str(entry["id"]), wanted, place, number, len(entries)))
    return out


def new_entries(
    kit: Kit,
    section: str,
    asks: Sequence[Ask],
    *,
    have: int,
    of: int | None,
    place: str = "",
    derived: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None,
    thing: str = "",
    whole: bool = False,
    **preset: Any,
) -> list[Question]:
    """Questions for the things a place still lacks: ``of - have`` of them, or one open question when the
    number is not known (``END`` ends the list; ``whole``: the list is the section, and its end is kept as
    its count). A ``name`` preset may hold ``{n}``: things without a printed name (an arrow) are named by
    their number, and their name is not asked."""
    named = tuple(asks) if "name" in preset else (Ask("name"), *asks)

    def one(n: int, total: int, open_: bool) -> Question:
        said = {**preset, "name": preset["name"].format(n=n)} if "name" in preset else preset
        return Question(section, "", named, place, n, total, said, open_, derived, thing=thing, whole=whole)

    if of is None:
        return [one(have + 1, 0, True)]
    return [one(n, of, False) for n in range(have + 1, of + 1)]


def default_walk(schema: KitSchema) -> WalkPlan:
    """Section by section in the kit's order: known entries' missing facts, then the entries still missing."""

    def plan(kit: Kit) -> list[Question]:
        out: list[Question] = []
        for spec in schema.sections:
            asks = [Ask(f.name) for f in spec.fields if f.required]
            out += known_entries(kit, spec.name, asks)
            count = kit.counts.get(spec.name)
            have = len(kit.entries(spec.name))
            if count is not None and have < count:
                out += new_entries(kit, spec.name, asks, have=have, of=count)
        return out

    return plan


def open_lists(kit: Kit, ruleset: Ruleset) -> list[str]:
    """The sections whose things are not all known, nor how many the board has, one line each (a play-test
    read "Still missing: nothing" on a kit that knew none of Aquileia's Pecunia rates)."""
    said = tr("{section}: {n} known, how many in all is not known (kit teach asks)")
    questions = plan_of(ruleset)(kit)
    return [said.format(section=tr(q.section), n=len(kit.entries(q.section))) for q in questions if q.open and q.whole]


def walk_hint(kit: Kit, ruleset: Ruleset) -> str:
    """What a new session says when its kit lacks printed facts: the guided walk that asks them once, and how
    long it is, or ``""`` (play-tests taught the board move by move, never hearing of the walk)."""
    from engine.i18n import ntr

    questions = len(plan_of(ruleset)(kit))
    said = ntr(
        "The board kit lacks printed facts: tabula kit teach {game} asks them once, {n} question, with the board "
        "on the table; otherwise play asks each when it needs it.",
        "The board kit lacks printed facts: tabula kit teach {game} asks them once, {n} questions, with the board "
        "on the table; otherwise play asks each when it needs it.",
        questions,
    )
    return said.format(game=ruleset.id, n=questions) if questions else ""


def taught_since(kit: Kit, ruleset: Ruleset) -> bool:
    """Whether the user's kit of the game (with what every evening taught) knows a printed fact ``kit`` (a
    session's, with what it was told) does not, taught since the session began: ``tabula kit apply SAVE``
    brings it in (play-test 6 taught a board and was still told to teach it)."""
    from engine import learning
    from engine.errors import TabulaError

    try:
        mine = learning.current(ruleset)
    except TabulaError:  # a damaged kit file: kit list and kit show say so
        return False
    return mine != kit and bool(learning.facts(kit, mine))


def plan_of(ruleset: Ruleset) -> WalkPlan:
    """The ruleset's walk, or the default one."""
    schema = ruleset.kit_schema or KitSchema(())
    return schema.walk or default_walk(schema)


@dataclass
class Walk:
    """A walk in progress over a kit: the next question, answers kept at once, skip and back.

    Attributes:
        kit: The kit as taught so far.
        keep: Called with the kit after every answer (writes the user's kit).
        skipped: Questions answered or passed over in this walk (what is still unknown is asked by the next).
        history: Questions answered or skipped, the newest last (``back`` returns to them).
        closed: Open lists the table ended in this walk (no more of those things).
    """

    ruleset: Ruleset
    kit: Kit
    keep: Callable[[Kit], object] = lambda kit: None
    skipped: set[str] = default(default_factory=set)
    history: list[Question] = default(default_factory=list)
    closed: set[str] = default(default_factory=set)
    again: Question | None = None
    started: int = -1
    #: Asked before the walk: facts two evenings stated differently (which one is on the board?).
    first: list[Question] = default(default_factory=list)
    #: Called with such a question once the table answered it, so it is not asked again.
    settled: Callable[[Question], None] = lambda q: None
    #: The kit as kept now, read again before each answer when several people teach at once (``tabula serve``).
    fresh: Callable[[], Kit] | None = None
    #: Held around reading, answering and keeping, so two people's answers never overwrite each other.
    guard: Callable[[], AbstractContextManager[object]] = nullcontext
    #: Questions someone else is answering now (their keys): this walk asks the next one instead.
    taken: Callable[[], set[str]] = set
    #: Things this walk added, by ``section:id``, with the question that added them (``back`` asks it again).
    added: dict[str, Question] = default(default_factory=dict)
    #: Questions passed over in this walk (said beside the progress bar).
    passed: set[str] = default(default_factory=set)
    #: Things the sections walked through knew whole before this walk (a resumed walk counts them done).
    before: int = 0

    def __post_init__(self) -> None:
        self.started = len(self.remaining())
        sections = {q.section for q in plan_of(self.ruleset)(self.kit)}
        self.before = sum(1 for name in sections for e in self.kit.entries(name) if not _open_facts(e))

    def remaining(self) -> list[Question]:
        """The questions still to ask, in order."""
        others = self.taken()
        out = [q for q in self.first if q.key not in self.skipped and q.key not in others]
        for q in plan_of(self.ruleset)(self.kit):
            if q.key in self.skipped or q.key in others or (q.open and f"{q.section}:{q.place}" in self.closed):
                continue
            out.append(q)
        return out

    @property
    def current(self) -> Question | None:
        """The question asked now (None: the walk is over)."""
        if self.again is not None:
            return self.again
        left = self.remaining()
        return left[0] if left else None

    def progress(self) -> tuple[int, int]:
        """(things done, things in all) for the progress bar: the things known whole before the walk count
        done, so a resumed walk goes on from where the last stopped; the whole grows when an open list does."""
        left = len(self.remaining())
        total = max(self.started, left + len(self.history))
        return self.before + total - left, self.before + total

    def answer(self, text: str) -> Kit:
        """Take an answer to the current question: the kit gains its facts and is kept.

        Raises:
            KitError: Not an answer to this question (one line; nothing changes).
        """
        from engine.teach_codes import apply

        q = self.current
        if q is None:
            raise KitError(tr("the walk is over: every fact is taught"))
        if not text.strip():
            # Nothing said: the question waits for the next walk. An open list too: a skip is not "no more"
            # (a play-test's Enter at the Forum tiles ended the list, and the Forum read as whole).
            self.skip()
            return self.kit
        if q.open and text.strip() == END:
            self.closed.add(f"{q.section}:{q.place}")
            if q.whole:
                # The table says the board has no more: the kit is whole, and knows it in every later game.
                with self.guard():
                    if self.fresh is not None:
                        self.kit = self.fresh()
                    counts = {**self.kit.counts, q.section: len(self.kit.entries(q.section))}
                    self.kit = replace(self.kit, counts=counts)
                    self.keep(self.kit)
            self.history.append(q)
            self.again = None
            return self.kit
        with self.guard():
            if self.fresh is not None:
                self.kit = self.fresh()  # another view's answers since: this one is laid over them
            before = self.kit
            kit = apply(self.kit, self.ruleset.kit_schema or KitSchema(()), q, text)
            if kit == self.kit and q.why != "disagreement":
                self.skip()  # only "?" said: nothing to keep, and the question waits for the next walk
                return kit
            self.keep(kit)
        self.kit = kit
        self.skipped.add(q.key)  # answered: a list left open ("and more?") is not asked again in this walk
        if q in self.first:
            self.first.remove(q)
            self.settled(q)
        added = [str(e["id"]) for e in kit.entries(q.section) if before.entry(q.section, str(e["id"])) is None]
        if added and not q.entry:
            self.added[f"{q.section}:{added[0]}"] = q
            # What the new thing's answer left unknown ("?") waits for the next walk, not asked again at once.
            self.skipped.add(f"{q.section}:{added[0]}")
        self.history.append(replace(q, entry=q.entry or (added[0] if added else "")))
        self.again = None
        return kit

    def skip(self) -> None:
        """Pass the current question over (it comes again in the next walk)."""
        q = self.current
        if q is not None:
            self.skipped.add(q.key)
            self.passed.add(q.key)
            self.history.append(q)
            self.again = None

    def back(self) -> Question | None:
        """Return to the question before: it is asked again, its answer so far shown."""
        if not self.history:
            return None
        q = self.history.pop()
        self.skipped.discard(q.key)
        self.passed.discard(q.key)
        self.closed.discard(f"{q.section}:{q.place}")
        if q.open and q.whole and q.section in self.kit.counts:
            # Back over "no more": the list is open again, so the count its end kept goes too.
            counts = {k: v for k, v in self.kit.counts.items() if k != q.section}
            self.kit = replace(self.kit, counts=counts)
            self.keep(self.kit)
        renamed = self.added.pop(f"{q.section}:{q.entry}", None) is not None
        if q.entry and self.kit.entry(q.section, q.entry) is not None:
            fields = {a.field for a in q.asks} - {"name"}
            asks = tuple(a for a in q.asks if a.field in fields)
            # A thing this walk added may be named anew too ("Delphi 3" for a "Delfini" typed in haste).
            q = replace(q, asks=(Ask("name"), *asks), why="again") if renamed else replace(q, asks=asks)
        self.again = q
        return q


def _open_facts(entry: Mapping[str, Any]) -> bool:
    return any(v == UNKNOWN or (isinstance(v, list) and UNKNOWN in v) for v in entry.values())
