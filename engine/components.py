"""What a game is made of: its components, their counts and caps, and the names of holders.

A ruleset declares its finite components (``Component``: 15 Greeks per player, 2 flood cards, 39 gold
coins), the caps holders have (``Cap``: 3 Greeks in a city) and, through ``Components``, how holders are
named in sentences. The ledger (``engine.ledger``) says where each unit is; these declarations are shared
by every ledger of a session.

Holders are strings, ``"bank"``, ``"box"``, ``"hand:dark"``, ``"tile:athens"``: the part before ``:`` is
the holder's sort (used by caps and privacy), the rest its id. Kinds are strings too; a per-player kind is
``"greek:dark"`` (base ``greek``, owner ``dark``). Unlimited kinds (the rules give no count) come out of
the box as needed and vanish back into it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

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


def default_label(holder: str) -> str:
    """``the bank``, ``tile athens``: a readable holder name without game knowledge."""
    kind, _, rest = holder.partition(":")
    if not rest:
        return tr("the {holder}").format(holder=tr(kind))
    return f"{tr(kind)} {rest}"
