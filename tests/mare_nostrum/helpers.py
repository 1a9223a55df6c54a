"""Helpers for Mare Nostrum session tests.

Rule examples are set up the way a table would fix the app: components are
put in place with the engine's ``correct`` action (moved from where they lie,
never created), borders with ``connect``; only facts that are not counts
(occupations) are edited in the state. Sessions play on the board of the
rulebook's examples (``examples.toml``) unless a test gives another kit.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from pathlib import Path

from engine.kits import Kit, loads
from engine.session import Session
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.components import province_holder, sea_holder, symbol_holder
from rulesets.mare_nostrum.conquest import SEIZE_LOG
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.taking import LAST_TAKE_LOG

HERE = Path(__file__).parent


@cache
def table_kit(name: str = "examples") -> Kit:
    """A kit kept with the tests (``examples``: the rulebook examples' board; ``goods``: every start symbol too)."""
    ruleset = INFO.load()
    return loads((HERE / f"{name}.toml").read_text(encoding="utf-8"), ruleset.kit_schema, ruleset.id, name)


def new_game(
    *civs: str, variants: tuple[str, ...] = (), names: tuple[str, ...] = (), kit: Kit | None = None
) -> Session:
    """A session with one player per civilization (named after it unless given), on the examples' board."""
    players = [(names[i] if i < len(names) else civ.capitalize(), civ) for i, civ in enumerate(civs)]
    return Session.new(INFO.load(), players, variants, rng=random.Random(1), kit=kit or table_kit())


def table(session: Session) -> Board:
    """The board as it stands now."""
    return board(session.context())


def civ(session: Session, name: str) -> str:
    """The civilization a player plays."""
    return session.players[session.player_index(name)].faction


def name_goods(session: Session, goods: dict[str, list[str]] | None = None, default: str = "grain") -> None:
    """Each player names the goods under their starting caravans (``goods``: per province, in order)."""
    goods = goods or {}
    for _ in range(60):
        b = table(session)
        pending = [(p.id, b.influence(p.id)) for p in b.state.provinces if b.unnamed_caravans(p.id)]
        if not pending:
            return
        pid, owner = pending[0]
        assert owner is not None
        named = goods.get(pid, [])
        done = len(b.caravans(pid))
        good = named[done] if done < len(named) else default
        who = session.players[b.state.civs.index(owner)].name
        # A second caravan on a good the kit knows one symbol of is asked (play-test 5): these boards show two.
        again = good in b.caravans(pid) and good not in b.known_free(pid)
        session.act("caravan-good", {"province": pid, "good": good}, actor=who, force=again)


def finish_setup(session: Session, goods: str = "grain", named: dict[str, list[str]] | None = None) -> None:
    """Name every unknown caravan good, place Egypt's extra caravan, draw roles, leave setup."""
    name_goods(session, named, default=goods)
    for player in session.players:
        if player.faction == "egypt":
            session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor=player.name)
    b = table(session)
    for role in ("merchant", "statesman", "commander"):
        if b.bank(role):
            free = [p for i, p in enumerate(session.players) if i not in table(session).roles()]
            session.act("give-role", {"role": role, "player": free[0].name})
    end_setup(session)


def typed_forced(session: Session) -> Session:
    """Keep the takes and seizures that leave no choice typed, as logs from before rules v11 do: for the tests
    that step through each take of an exchange or each after-battle choice (``test_playtest5_forced`` has the
    rules v11 steps)."""
    session.options = {**session.options, LAST_TAKE_LOG: True, SEIZE_LOG: True}
    return session


def end_setup(session: Session) -> None:
    """Leave a setup nothing is left in: it ends by itself (rules v10); a points start or an older log waits
    for ``next-phase``."""
    if session.phase.id == "setup":
        session.act("next-phase")


def correct(session: Session, holder: str, kind: str, count: int, source: str) -> None:
    """Make ``holder`` hold ``count`` of ``kind``, moving the difference from or to ``source`` (nothing when it
    holds that many already: the engine refuses a correction that changes nothing)."""
    if session.table.ledger.count(holder, kind) == count:
        return
    # Forced: a set-up that decides the game (a fourth wonder) is the test's word (``engine.table_checks``).
    session.act(
        "correct",
        {"holder": holder, "kind": kind, "count": count, "reason": "rules example", "source": source},
        force=True,
    )


def deal(session: Session, name: str, cards: dict[str, int]) -> None:
    """Set a player's hand exactly (cards come from and go back to the bank)."""
    hand = f"hand:{civ(session, name)}"
    current = dict(session.table.ledger.holding(hand))
    for card in sorted(set(current) | set(cards)):
        if current.get(card, 0) != cards.get(card, 0):
            correct(session, hand, card, cards.get(card, 0), "bank")


def own(session: Session, name: str, *items: str) -> None:
    """Put wonders or heroes in front of a player (from the bank or whoever has them)."""
    target = f"tableau:{civ(session, name)}"
    for item in items:
        holders = list(session.table.ledger.where(item))
        assert holders, f"{item} is nowhere"
        if holders[0] != target:
            correct(session, target, item, 1, holders[0])


def disown(session: Session, name: str, *items: str) -> None:
    """Put a player's wonders or heroes back in the bank."""
    for item in items:
        correct(session, f"tableau:{civ(session, name)}", item, 0, "bank")


def units(session: Session, pid: str, kind: str, owner: str, count: int) -> None:
    """Set a civilization's legions, fortresses or new fleets in a province (from or to its reserve)."""
    correct(session, province_holder(pid), f"{kind}:{owner}", count, f"reserve:{owner}")


def fleets(session: Session, sid: str, owner: str, count: int) -> None:
    """Set a civilization's fleets in a sea zone (from or to its reserve)."""
    correct(session, sea_holder(sid), f"fleet:{owner}", count, f"reserve:{owner}")


def buildings(session: Session, pid: str, kind: str, count: int) -> None:
    """Set the cities, markets or temples of a province (from or to the bank)."""
    correct(session, province_holder(pid), kind, count, "bank")


def caravans(session: Session, pid: str, good: str, count: int) -> None:
    """Set the caravans on a province's symbols of one good (from or to the bank).

    Moved in the ledger directly: the engine's ``correct`` offers only holders
    that hold something or are places, and an empty symbol is neither.
    """
    holder = symbol_holder(pid, good)
    ledger = session.table.ledger
    ledger = ledger.move("caravan", count - ledger.count(holder, "caravan"), "bank", holder)
    session.tables[-1] = replace(session.table, ledger=ledger)


def influence(session: Session, pid: str, owner: str | None) -> None:
    """Put a civilization's influence marker in a province (the old one back to its reserve)."""
    old = table(session).influence(pid)
    if old is not None and old != owner:
        correct(session, province_holder(pid), f"influence:{old}", 0, f"reserve:{old}")
    if owner is not None and old != owner:
        correct(session, province_holder(pid), f"influence:{owner}", 1, f"reserve:{owner}")


def set_game(session: Session, state: State) -> None:
    """Replace the current state (for setting up a rules example)."""
    session.tables[-1] = replace(session.table, game=state)


def hand_of(session: Session, name: str) -> dict[str, int]:
    """A player's hand, from the ledger."""
    return dict(session.table.ledger.holding(f"hand:{civ(session, name)}"))


def rules_of(session: Session, action: str, args: dict[str, object], actor: str | None = None) -> list[str]:
    """Names of the rules a proposed action breaks (physical ones included)."""
    return [v.rule for v in session.propose(action, args, actor).violations]


def offered(session: Session) -> list[str]:
    """What ``tabula actions`` lists: the actions of the phase someone may take now."""
    from engine.actors import eligible

    ctx = session.context()
    return [spec.name for spec in session.available() if eligible(spec, ctx) != ()]


def strategy(session: Session, mover: str) -> None:
    """From the trade phase (no exchange) past the build phase to the strategy phase, ``mover`` to move."""
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    session.act("next", {"player": mover})


def bo_moves(kit: Kit) -> Session:
    """Ann (Babylon), Bo (Carthage) and Cy (Greece) on ``kit``, past setup, trade and build to the strategy
    phase, Bo to move (every goods symbol named grain)."""
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"), kit=kit)
    name_goods(session)
    end_setup(session)
    strategy(session, "Bo")
    assert session.phase.id == "strategy"
    return session


def mirek_moves(to: str, legions: int, defence: dict[str, int] | None = None) -> Session:
    """Katka (Egypt, Helen of Troy's owner), Mirek (Carthage) and Honza (Greece) in the strategy phase, Mirek to
    move: his ``legions`` in Carthage, which borders ``to``, where Egypt has the units ``defence`` counts."""
    session = new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza"))
    own(session, "Katka", "helen")
    session.act("connect", {"a": "carthage", "b": to})
    units(session, "carthage", "legion", "carthage", legions)
    for kind, count in (defence or {}).items():
        units(session, to, kind, "egypt", count)
    finish_setup(session)
    session.act("exchange-size", {"count": 0}, actor="Mirek")
    while session.phase.id != "strategy":
        session.act("next-phase")  # Cleopatra's owner passes; nobody builds
    session.act("next", {"player": "Mirek"})
    return session


def petrs_attack(legions: int = 3, defenders: int = 1) -> Session:
    """Rulebook p.9 (line 21): Petr's 3 legions south of Rome, about to march into Athens, held by Honza's
    legion and fortress (Honza plays Greece: Hannibal's +1 would change the numbers); Petr to move. Other
    numbers of Petr's ``legions`` and Honza's ``defenders`` set up the same march off the book."""
    session = new_game("rome", "carthage", "greece", names=("Petr", "Monika", "Honza"))
    finish_setup(session)
    session.act("connect", {"a": "south-of-rome", "b": "athens"})
    units(session, "south-of-rome", "legion", "rome", legions)
    units(session, "athens", "legion", "greece", defenders)
    strategy(session, "Petr")
    return session


def taxes_on_offer() -> Session:
    """Katka (Egypt, with Cleopatra), Mirek (Carthage, the Merchant) and Honza (Greece) each offer a tax in an
    exchange of one card: the Merchant takes first."""
    session = typed_forced(new_game("egypt", "carthage", "greece", names=("Katka", "Mirek", "Honza")))
    finish_setup(session)
    for name in ("Katka", "Mirek", "Honza"):
        deal(session, name, {"taxes": 1})
    session.act("exchange-size", {"count": 1}, actor="Mirek")
    for name in ("Katka", "Mirek", "Honza"):
        session.act("offer", {"cards": "taxes"}, actor=name)
    return session
