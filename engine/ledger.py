"""Where every physical component is: the ledger.

A ruleset declares its finite components and the caps holders have
(``engine.components``, re-exported here). The ledger is an immutable value saying how many units of
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

from collections.abc import Iterable, Mapping, Sequence

from engine.components import (
    BOX,
    BOX_NAME,
    Cap,
    Component,
    Components,
    Label,
    Move,
    base,
    default_label,
    labeller,
    sort,
)
from engine.counts import Counts
from engine.errors import Impossible, Violation
from engine.i18n import tr

# What rulesets and tests import from here, declared where they live.
__all__ = [
    "BOX",
    "BOX_NAME",
    "Cap",
    "Component",
    "Components",
    "Label",
    "Ledger",
    "Move",
    "base",
    "default_label",
    "diff",
    "labeller",
    "sort",
]


#: The sorts of holder that keep a player's own pieces while they are not in play (``supply:red``,
#: ``reserve:light``): the games' word for them, so a refusal can say the printed count was reached.
SUPPLIES = ("supply", "reserve")


def _whose(comp: Components, kind: str, src: str) -> str:
    """`` of Honza's`` for a player's piece missing from a shared place (it may hold another player's)."""
    owner = kind.partition(":")[2]
    if not owner or src.endswith(f":{owner}"):
        return ""
    return tr(" of {player}'s").format(player=comp.owner_names.get(owner, owner))


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
    def boxed(cls, components: Components) -> Ledger:
        """The ledger before setup: every limited component in the box."""
        return cls(components, {BOX: {k: n for k, n in components.limits.items() if n}})

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

    def pool_out(self, pool: str) -> int:
        """How many of a pool's things are out of the box (drawn, held, played)."""
        total = self.components.pools[pool]
        return sum(total - self.count(BOX, kind) for kind in self.components.pool_kinds[pool])

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
            # Not "has no": a holder may be named in the plural ("Jana's figures on the map").
            message = self._none_left(kind, src) or tr("{holder}: no {thing}{whose}").format(
                holder=where, thing=comp.word(kind, 1), whose=_whose(comp, kind, src)
            )
        else:
            message = tr("{holder}: {amount}, not {n}").format(holder=where, amount=comp.amount(kind, have), n=n)
        return Violation("Components", message, "components", physical=True, holder=src, wanted=(kind, n))

    def _none_left(self, kind: str, src: str) -> str:
        """``Ondrej's supply: none left; all 6 armies are in play``: a player's supply out of its own pieces while
        the box holds none either, so the printed count is what limits them ('' for any other holder)."""
        comp = self.components
        total = comp.limits.get(kind, 0)
        owner = kind.partition(":")[2]
        own_supply = sort(src) in SUPPLIES and bool(owner) and src.endswith(f":{owner}")
        if not own_supply or not total or self.count(BOX, kind):
            return ""
        if total == 1:
            said = tr("{holder}: none left; the only {thing} is in play")
            return said.format(holder=comp.label(src), thing=comp.word(kind, 1))
        said = tr("{holder}: none left; all {total} {things} are in play")
        return said.format(holder=comp.label(src), total=total, things=comp.word(kind, total))

    def _check_pool(self, pool: str, n: int) -> None:
        """Raise when ``n`` more of a pool's things cannot leave the box (its total is out already)."""
        comp = self.components
        total = comp.pools[pool]
        if self.pool_out(pool) + n > total:
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
