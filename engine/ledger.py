"""Where every physical component is: the ledger.

A ruleset declares its finite components (``Component``: 15 Greeks per
player, 2 flood cards, 39 gold coins) and the caps holders have (``Cap``: 3
Greeks in a city). The ledger is an immutable value saying how many units of
each kind every holder has: the box, the bank, a deck, a hand, a place on the
board. The only change is ``move``: units go from one holder to another, so
nothing is ever created or destroyed. Moving what a holder does not have, or
past a cap, raises ``Impossible`` naming the rule; the dry run turns that into
a violation no ``--force`` can override.

Holders are strings, ``"bank"``, ``"box"``, ``"hand:dark"``, ``"tile:athens"``:
the part before ``:`` is the holder's sort (used by caps and privacy), the
rest its id. Kinds are strings too; a per-player kind is ``"greek:dark"``
(base ``greek``, owner ``dark``). Unlimited kinds (the rules give no count)
come out of the box as needed and vanish back into it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from engine.counts import Counts
from engine.errors import Impossible, Violation
from engine.i18n import N_, language, ntr, tr

BOX = "box"
#: The box as people read it: the holder's id is its English name, translated where it is labelled.
BOX_NAME = N_("box")


@dataclass(frozen=True)
class Component:
    """A kind of physical component and how many exist.

    Attributes:
        kind: Id (``greek``, ``flood``, ``gold``); per-player kinds get
            ``:OWNER`` appended for each owner.
        name: One unit, as a sentence says it ("Greek", "flood card").
        plural: Several units ("Greeks"); default ``name + "s"``.
        count: How many exist (per owner when ``owners`` is set); None when
            the rules give no count (unlimited).
        owners: Owner ids (factions) for a set per player; empty for a
            shared kind.
        group: What it belongs to, for display ("piece", "card", "coin", a
            deck's name...).
        supply: For an unlimited kind, the holder it is taken from and
            returned to as if it were the box (coins from "the bank"); the
            ledger keeps no count there.
        pool: The things several kinds are together, when the rules give
            only their total ("action cards": 30 of them, of five kinds in
            an unknown mix). Each kind of a pool declares that total as its
            count, and no more than the total ever leave the box together.
    """

    kind: str
    name: str = ""
    plural: str = ""
    count: int | None = None
    owners: tuple[str, ...] = ()
    group: str = ""
    supply: str = ""
    pool: str = ""

    def kinds(self) -> list[str]:
        """The ledger kinds this component makes (one per owner, or itself)."""
        if self.owners:
            return [f"{self.kind}:{owner}" for owner in self.owners]
        return [self.kind]

    def word(self, n: int) -> str:
        """``Greek`` or ``Greeks`` for ``n`` of them, in the language spoken (Czech has a form for 2-4)."""
        name = self.name or self.kind
        return ntr(name, self.plural or name + "s", n)


@dataclass(frozen=True)
class Cap:
    """The most units of a kind one holder may hold ("3 Greeks in a city").

    Attributes:
        kind: Base kind (all owners' units count together).
        holder: Holder sort (``tile``) or an exact holder (``tile:athens``).
        most: The cap.
        rule: Rule name for the violation.
        topic: Rules-reference topic.
    """

    kind: str
    holder: str
    most: int
    rule: str = "Limit"
    topic: str = ""


@dataclass(frozen=True)
class Move:
    """Units moved from one holder to another."""

    kind: str
    n: int
    src: str
    dst: str

    def describe(self) -> dict[str, object]:
        """JSON: ``{"kind", "count", "from", "to"}``."""
        return {"kind": self.kind, "count": self.n, "from": self.src, "to": self.dst}


def base(kind: str) -> str:
    """``greek`` for ``greek:dark``."""
    return kind.partition(":")[0]


def sort(holder: str) -> str:
    """``tile`` for ``tile:athens``."""
    return holder.partition(":")[0]


Label = Callable[[str], str]


class Components:
    """A session's component declarations, caps and labels: shared by every ledger of the session.

    Args:
        components: The declarations.
        caps: Holder caps.
        private: Holder sorts whose contents are secret (hands, face-down piles).
        label: Display name of a holder ("Alena's hand"); a plain default otherwise.
        owners: ``(faction, player name)`` of every player, to name a player's pieces.
    """

    def __init__(
        self,
        components: Iterable[Component] = (),
        caps: Iterable[Cap] = (),
        private: Iterable[str] = (),
        label: Label | None = None,
        owners: Sequence[tuple[str, str]] = (),
    ) -> None:
        #: Each faction's player name.
        self.owner_names = dict(owners)
        self.by_kind: dict[str, Component] = {}
        self.by_base: dict[str, Component] = {}
        self.limits: dict[str, int] = {}
        #: Where each unlimited kind is drawn from without end (the box, and its supply if named).
        self.endless: dict[str, frozenset[str]] = {}
        #: Each pool's total, the kinds that share it, and each pooled kind's pool.
        self.pools: dict[str, int] = {}
        self.pool_kinds: dict[str, tuple[str, ...]] = {}
        self.pool_of: dict[str, str] = {}
        for component in components:
            self.by_base[component.kind] = component
            for kind in component.kinds():
                if kind in self.by_kind:
                    raise ValueError(f"component {kind!r} declared twice")
                self.by_kind[kind] = component
                if component.count is not None:
                    self.limits[kind] = component.count
                else:
                    self.endless[kind] = frozenset({BOX, component.supply} - {""})
            if component.pool:
                self._pool(component)
        self.caps = tuple(caps)
        self._caps_by_base: dict[str, list[Cap]] = {}
        for cap in self.caps:
            self._caps_by_base.setdefault(cap.kind, []).append(cap)
        self._caps_cache: dict[tuple[str, str], list[Cap]] = {}
        self.private = frozenset(private)
        self.label = label or default_label

    def _pool(self, component: Component) -> None:
        total = self.pools.setdefault(component.pool, component.count or 0)
        if component.count != total or component.owners:
            raise ValueError(f"every kind of the pool {component.pool!r} counts its total, for all players")
        self.pool_kinds[component.pool] = (*self.pool_kinds.get(component.pool, ()), component.kind)
        self.pool_of[component.kind] = component.pool

    def pool_out(self, ledger: Ledger, pool: str) -> int:
        """How many of a pool's things are out of the box (drawn, held, played)."""
        return sum(self.pools[pool] - ledger.count(BOX, kind) for kind in self.pool_kinds[pool])

    def word(self, kind: str, n: int) -> str:
        """``2 Greeks`` as words for a kind (owner not named)."""
        component = self.by_kind.get(kind) or self.by_base.get(base(kind))
        if component is None:
            return kind if n == 1 else kind + "s"
        return component.word(n)

    def amount(self, kind: str, n: int) -> str:
        """``2 Greeks``, ``no flood card``; a one-of-a-kind thing with a proper name by its name alone
        (``The Pyramids``, never ``1 The Pyramids``)."""
        if n == 0:
            if language() == "en":
                return f"no {self.word(kind, 1)}"
            # Czech counts zero like five ("0 legií"): no gendered word for "none" to pick.
            return f"0 {self.word(kind, 0)}"
        word = self.word(kind, n)
        if n == 1 and self.limits.get(kind) == 1 and word[:1].isupper():
            return word
        return f"{n} {word}"

    def limited(self, kind: str) -> bool:
        """Whether the rules give a count for this kind."""
        return kind in self.limits

    def known(self, kind: str) -> bool:
        """Whether the kind is declared."""
        return kind in self.by_kind

    def is_private(self, holder: str) -> bool:
        """Whether a holder's contents are secret."""
        return sort(holder) in self.private

    def caps_for(self, kind: str, holder: str) -> list[Cap]:
        """Caps that apply to a kind arriving at a holder."""
        found = self._caps_by_base.get(base(kind))
        if not found:
            return []
        key = (base(kind), holder)
        cached = self._caps_cache.get(key)
        if cached is None:
            wanted = (holder, sort(holder))
            cached = self._caps_cache[key] = [c for c in found if c.holder in wanted]
        return cached

    def box(self) -> Ledger:
        """The ledger before setup: every limited component in the box."""
        return Ledger(self, {BOX: {k: n for k, n in self.limits.items() if n}})


def labeller(own: Callable[[str], str | None], owners: Sequence[tuple[str, str]]) -> Label:
    """Holder names for sentences: the ruleset's own, else "Alena's hand" for a player's, else the id as words.

    Args:
        own: The ruleset's names (None where it has none).
        owners: ``(faction, player name)`` of every player.
    """
    names = dict(owners)

    def label(holder: str) -> str:
        mine = own(holder)
        if mine:
            return mine
        sort, _, rest = holder.partition(":")
        if not rest:
            return tr("the {holder}").format(holder=tr(sort))
        if rest in names:
            return tr("{player}'s {holder}").format(player=names[rest], holder=tr(sort))
        return rest.replace("-", " ").title()

    return label


def _whose(comp: Components, kind: str, src: str) -> str:
    """`` of Honza's`` for a player's piece missing from a shared place (it may hold another player's)."""
    owner = kind.partition(":")[2]
    if not owner or src.endswith(f":{owner}"):
        return ""
    return tr(" of {player}'s").format(player=comp.owner_names.get(owner, owner))


def default_label(holder: str) -> str:
    """``the bank``, ``tile athens``: a readable holder name without game knowledge."""
    kind, _, rest = holder.partition(":")
    if not rest:
        return tr("the {holder}").format(holder=tr(kind))
    return f"{tr(kind)} {rest}"


class Ledger:
    """How many units of each kind every holder has; immutable.

    Equality compares holdings only. Holders with nothing are dropped, and
    counts are never negative; unlimited kinds are never kept at their supply.

    Inside, each holder's counts are a dict shared with the ledgers before
    and after it: a move copies only the two holders it touches (copy on
    write), and nothing here ever changes a dict once a ledger holds it.
    """

    __slots__ = ("_h", "_sorted", "components")

    def __init__(self, components: Components, holdings: Mapping[str, Mapping[str, int] | Counts]) -> None:
        self.components = components
        self._h: dict[str, dict[str, int]] = {
            h: dict(items) for h, items in holdings.items() if any(n for _, n in _pairs(items))
        }
        self._sorted: dict[str, Counts] = {}

    @classmethod
    def _of(cls, components: Components, holdings: dict[str, dict[str, int]], cache: dict[str, Counts]) -> Ledger:
        ledger = cls.__new__(cls)
        ledger.components = components
        ledger._h = holdings
        ledger._sorted = cache
        return ledger

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ledger) and self._h == other._h

    def __hash__(self) -> int:
        return hash(tuple(sorted((h, self.holding(h)) for h in self._h)))

    def __repr__(self) -> str:
        return f"Ledger({self._h!r})"

    # -- reading -------------------------------------------------------------

    def count(self, holder: str, kind: str) -> int:
        """Units of ``kind`` at ``holder``."""
        items = self._h.get(holder)
        return items.get(kind, 0) if items else 0

    def size(self, holder: str) -> int:
        """Units of every kind at ``holder`` (the cards in a deck, whatever they are)."""
        items = self._h.get(holder)
        return sum(items.values()) if items else 0

    def holding(self, holder: str) -> Counts:
        """Everything a holder has, as sorted counts."""
        found = self._sorted.get(holder)
        if found is None:
            items = self._h.get(holder)
            found = tuple(sorted(items.items())) if items else ()
            self._sorted[holder] = found
        return found

    def holders(self, prefix: str = "") -> list[str]:
        """Holders that have something, optionally of one sort (``tile``) or prefix (``tile:``)."""
        if not prefix:
            return sorted(self._h)
        if ":" not in prefix:
            return sorted(h for h in self._h if sort(h) == prefix)
        return sorted(h for h in self._h if h.startswith(prefix))

    def where(self, kind: str) -> dict[str, int]:
        """Every holder of a kind and how many it has."""
        return {holder: items[kind] for holder, items in self._h.items() if kind in items}

    def of_base(self, holder: str, kind_base: str) -> int:
        """Units at a holder whose kind has this base (all owners together)."""
        items = self._h.get(holder)
        if not items:
            return 0
        return sum(n for k, n in items.items() if k == kind_base or k.partition(":")[0] == kind_base)

    def totals(self) -> dict[str, int]:
        """Units of every kind, over all holders (the box included)."""
        out: dict[str, int] = {}
        for items in self._h.values():
            for k, n in items.items():
                out[k] = out.get(k, 0) + n
        return out

    def items(self) -> list[tuple[str, Counts]]:
        """Every (holder, counts), sorted by holder."""
        return [(h, self.holding(h)) for h in sorted(self._h)]

    # -- changing ------------------------------------------------------------

    def shortfall(self, kind: str, n: int, src: str) -> Violation | None:
        """Why ``n`` units of ``kind`` cannot leave ``src`` (None: they can)."""
        if src in self.components.endless.get(kind, ()):
            return None
        have = self.count(src, kind)
        if have >= n:
            return None
        comp = self.components
        where = comp.label(src)
        if src == BOX:
            total = comp.limits.get(kind, 0)
            if total == 1:
                message = tr("the only {thing} is already in play").format(thing=comp.word(kind, 1))
            else:
                message = tr("all {total} {things} are already in play").format(
                    total=total, things=comp.word(kind, total)
                )
        elif have == 0:
            message = tr("{holder} has no {thing}{whose}").format(
                holder=where, thing=comp.word(kind, 1), whose=_whose(comp, kind, src)
            )
        else:
            message = tr("{holder} has {amount}, not {n}").format(holder=where, amount=comp.amount(kind, have), n=n)
        return Violation("Components", message, "components", physical=True, holder=src)

    def _check_pool(self, pool: str, n: int) -> None:
        """Raise when ``n`` more of a pool's things cannot leave the box (its total is out already)."""
        comp = self.components
        total = comp.pools[pool]
        if comp.pool_out(self, pool) + n > total:
            message = tr("all {total} {things} are already in play").format(total=total, things=tr(pool))
            raise Impossible(Violation("Components", message, "components", physical=True))

    def over_cap(self, kind: str, n: int, dst: str) -> Violation | None:
        """Why ``n`` more units of ``kind`` do not fit at ``dst`` (None: they fit)."""
        for cap in self.components.caps_for(kind, dst):
            now = self.of_base(dst, cap.kind)
            if now + n > cap.most:
                comp = self.components
                # Not "and has N": within one action earlier moves may already count.
                message = tr("{holder} holds at most {amount}").format(
                    holder=comp.label(dst), amount=comp.amount(cap.kind, cap.most)
                )
                return Violation(cap.rule, message, cap.topic, physical=True)
        return None

    def move(self, kind: str, n: int, src: str, dst: str, beyond_cap: bool = False) -> Ledger:
        """The ledger after ``n`` units of ``kind`` go from ``src`` to ``dst``.

        Args:
            beyond_cap: The rules allow this holder past its cap for now
                (Hellas: ships turned into Greeks until the attack ends).

        Raises:
            Impossible: ``src`` lacks them, or ``dst`` would pass a cap.
        """
        if n < 0:
            return self.move(kind, -n, dst, src, beyond_cap)
        if n == 0 or src == dst:
            return self
        comp = self.components
        if kind not in comp.by_kind:
            raise ValueError(f"undeclared component {kind!r}")  # a ruleset bug, never user input
        endless = comp.endless.get(kind, ())
        # The common case inline (this runs for every unit that moves, replay included).
        if src not in endless:
            have = self._h.get(src)
            if have is None or have.get(kind, 0) < n:
                short = self.shortfall(kind, n, src)
                assert short is not None
                raise Impossible(short)
            if src == BOX and kind in comp.pool_of:
                self._check_pool(comp.pool_of[kind], n)
        if not beyond_cap and comp.caps:
            problem = self.over_cap(kind, n, dst)
            if problem is not None:
                raise Impossible(problem)
        holdings = dict(self._h)
        # Sorted views are cached per ledger and made again on demand: copying the cache costs more.
        cache: dict[str, Counts] = {}
        if src not in endless:
            _change(holdings, cache, src, kind, -n)
        if dst not in endless:
            _change(holdings, cache, dst, kind, n)
        return Ledger._of(self.components, holdings, cache)

    def apply(self, moves: Sequence[Move]) -> Ledger:
        """The ledger after several moves, in order."""
        ledger = self
        for m in moves:
            ledger = ledger.move(m.kind, m.n, m.src, m.dst)
        return ledger

    def describe(self, show_private: bool = True) -> dict[str, dict[str, int] | int]:
        """JSON: ``{holder: {kind: n}}``; secret holders as a card count only."""
        out: dict[str, dict[str, int] | int] = {}
        for holder, items in self.items():
            if not show_private and self.components.is_private(holder):
                out[holder] = sum(n for _, n in items)
            else:
                out[holder] = dict(items)
        return out


def _change(holdings: dict[str, dict[str, int]], cache: dict[str, Counts], holder: str, kind: str, delta: int) -> None:
    items = dict(holdings.get(holder, ()))
    left = items.get(kind, 0) + delta
    if left:
        items[kind] = left
    else:
        items.pop(kind, None)
    if items:
        holdings[holder] = items
    else:
        holdings.pop(holder, None)
    cache.pop(holder, None)


def _pairs(items: Mapping[str, int] | Counts) -> Iterable[tuple[str, int]]:
    return items.items() if isinstance(items, Mapping) else items


def diff(before: Ledger, after: Ledger) -> list[tuple[str, str, int]]:
    """``(holder, kind, change)`` for every holder whose count of a kind changed."""
    out = []
    for holder in sorted(set(before.holders()) | set(after.holders())):
        old = dict(before.holding(holder))
        new = dict(after.holding(holder))
        for kind in sorted(set(old) | set(new)):
            change = new.get(kind, 0) - old.get(kind, 0)
            if change:
                out.append((holder, kind, change))
    return out
