"""Reading the table: what stands where, read from the ledger together with the board as known.

``Board`` pairs the game state (the atlas, occupations) with a ledger (the
components), so rules never keep a second count: a province's legions are
the ledger's ``legion:CIV`` units at its holder, a player's hand is their
``hand:CIV`` holder, the Merchant is whoever holds the Merchant card.
"""

from __future__ import annotations

from collections import Counter

from engine.ledger import Ledger, base
from engine.state import Context
from rulesets.mare_nostrum.components import BANK, province_holder, sea_holder, symbol_holder
from rulesets.mare_nostrum.data import GOODS, HEROES, ROLES, WONDERS
from rulesets.mare_nostrum.state import Province, State, current

_LAND_UNITS = ("legion", "fortress")


class Board:
    """The game state and the ledger read together.

    Args:
        state: The map and non-count state.
        ledger: Where the components are.
    """

    __slots__ = ("ledger", "state")

    def __init__(self, state: State, ledger: Ledger) -> None:
        self.state = state
        self.ledger = ledger

    # -- players' holdings ----------------------------------------------------

    def hand(self, seat: int) -> Counter[str]:
        """The cards in a player's hand."""
        return Counter(dict(self.ledger.holding(f"hand:{self.state.civs[seat]}")))

    def hand_size(self, seat: int) -> int:
        """How many cards a player holds."""
        return self.ledger.size(f"hand:{self.state.civs[seat]}")

    def reserve(self, civ: str, kind: str) -> int:
        """A civilization's pieces of a kind not on the board."""
        return self.ledger.count(f"reserve:{civ}", f"{kind}:{civ}")

    def holder_of(self, card: str) -> int | None:
        """Seat of the player with this role card, wonder or hero in front of them."""
        for seat, civ in enumerate(self.state.civs):
            if self.ledger.count(f"tableau:{civ}", card):
                return seat
        return None

    def owns(self, seat: int, card: str) -> bool:
        """Whether a player has this wonder, hero or role card."""
        return self.ledger.count(f"tableau:{self.state.civs[seat]}", card) > 0

    def owned(self, seat: int) -> frozenset[str]:
        """The wonders and heroes in front of a player."""
        items = self.ledger.holding(f"tableau:{self.state.civs[seat]}")
        return frozenset(k for k, _ in items if k in WONDERS or k in HEROES)

    def roles(self) -> tuple[int | None, int | None, int | None]:
        """Seat holding each role card (Merchant, Statesman, Commander), None where nobody does."""
        merchant, statesman, commander = (self.holder_of(role) for role in ROLES)
        return merchant, statesman, commander

    # -- the board --------------------------------------------------------------

    def influence(self, pid: str) -> str | None:
        """Civilization whose influence marker stands in a province."""
        for kind, _ in self.ledger.holding(province_holder(pid)):
            if kind.startswith("influence:"):
                return kind[10:]
        return None

    def count(self, pid: str, kind: str, civ: str = "") -> int:
        """Units of a kind in a province (a civ's own pieces when ``civ`` is given)."""
        return self.ledger.count(province_holder(pid), f"{kind}:{civ}" if civ else kind)

    def legions(self, pid: str, civ: str) -> int:
        """A civilization's legions in a province."""
        return self.ledger.count(province_holder(pid), f"legion:{civ}")

    def fortresses(self, pid: str, civ: str) -> int:
        """A civilization's fortresses in a province."""
        return self.ledger.count(province_holder(pid), f"fortress:{civ}")

    def land_units(self, pid: str, civ: str) -> int:
        """Legions and fortresses of a civilization in a province."""
        return self.legions(pid, civ) + self.fortresses(pid, civ)

    def armies(self, pid: str) -> set[str]:
        """Civilizations with legions or fortresses in a province."""
        return {
            kind.partition(":")[2] for kind, _ in self.ledger.holding(province_holder(pid)) if base(kind) in _LAND_UNITS
        }

    def at_war(self, pid: str) -> bool:
        """Whether units of more than one civilization stand in a province."""
        return len(self.armies(pid)) > 1

    def new_fleets(self, pid: str) -> dict[str, int]:
        """Fleets built in a province and not yet sailed, per civilization."""
        return {kind[6:]: n for kind, n in self.ledger.holding(province_holder(pid)) if kind.startswith("fleet:")}

    def fleets(self, sid: str, civ: str) -> int:
        """A civilization's fleets in a sea zone."""
        return self.ledger.count(sea_holder(sid), f"fleet:{civ}")

    def sea_fleets(self, sid: str) -> dict[str, int]:
        """Fleets in a sea zone, per civilization."""
        return {kind[6:]: n for kind, n in self.ledger.holding(sea_holder(sid)) if kind.startswith("fleet:")}

    def caravans(self, pid: str) -> list[str]:
        """The good under each caravan of a province whose good is known."""
        out = []
        for good in GOODS:
            out += [good] * self.ledger.count(symbol_holder(pid, good), "caravan")
        return out

    def free_symbols(self, pid: str) -> list[str] | None:
        """Goods symbols of a province with no caravan on them, one per symbol (None while the kit lacks the list)."""
        goods = self.state.province(pid).goods
        if goods is None:
            return None
        free = list(goods)
        for good in self.caravans(pid):
            if good in free:
                free.remove(good)
        return free

    def known_free(self, pid: str) -> list[str]:
        """The kinds of goods symbol known to be printed in a province with a symbol free of caravans, whether
        or not the kit knows every symbol there (Troy's oil)."""
        seen = Counter(self.state.province(pid).seen)
        seen.subtract(self.caravans(pid))
        return [good for good in GOODS if seen[good] > 0]

    def only_good(self, pid: str) -> str | None:
        """The good the next caravan in a province takes when the kit leaves no choice: its free symbols are of
        one kind, or, while it lacks the full list, the free symbols tables saw there are (Sinai's cattle: a
        symbol nobody has told of yet is the table's to name, with good=)."""
        free = self.free_symbols(pid)
        if free is None:
            known = self.known_free(pid)
            return known[0] if len(known) == 1 else None
        return free[0] if free and len(set(free)) == 1 else None

    def unnamed_caravans(self, pid: str) -> int:
        """Caravans of a province whose good the table has not named yet."""
        return self.ledger.count(province_holder(pid), "caravan")

    def buildings(self, pid: str) -> list[str]:
        """Every building of a province, as ``city``, ``market``, ``temple``, ``caravan:GOOD``."""
        out = ["city"] * self.count(pid, "city") + ["market"] * self.count(pid, "market")
        out += ["temple"] * self.count(pid, "temple")
        return out + [f"caravan:{good}" for good in self.caravans(pid)]

    def bank(self, kind: str) -> int:
        """Units of a kind in the bank."""
        return self.ledger.count(BANK, kind)

    def provinces_of(self, civ: str) -> list[Province]:
        """Provinces holding a civilization's influence marker."""
        return [p for p in self.state.provinces if self.ledger.count(province_holder(p.id), f"influence:{civ}")]


def board(ctx: Context) -> Board:
    """The board of a context, as it stands now (moves made through it included)."""
    return Board(current(ctx.game, ctx.kit), ctx.ledger)
