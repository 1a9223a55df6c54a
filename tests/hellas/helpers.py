"""Setting a Hellas table up for a test: a coast, figures and hands, all through the ledger."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from engine import kitfiles
from engine.kits import Kit
from engine.session import Session
from engine.state import Table
from rulesets.hellas import INFO
from rulesets.hellas.board import LANDSCAPE_DECK, holder
from rulesets.hellas.cards import draw
from rulesets.hellas.state import State, Tile

LIGHT, DARK = 0, 1


@dataclass(frozen=True)
class Spot:
    """A tile for a test: who holds it and with what."""

    tile: Tile
    owner: int
    greeks: int
    ships: int = 0


def tile(tid: str, owner: int, greeks: int, ships: int = 0, **kw: object) -> Spot:
    """``tile("a", LIGHT, 2, 1, land=("b",))``: tile A held by light with 2 Greeks and 1 ship."""
    return Spot(Tile(tid, tid.capitalize(), **kw), owner, greeks, ships)  # type: ignore[arg-type]


TEST_KIT = Path(__file__).parent / "data" / "test-kit.toml"


@cache
def example_kit() -> Kit:
    """The made-up kit whose tiles lay out the rulebook's examples."""
    return kitfiles.read(TEST_KIT, INFO.load())


def placed(tid: str, owner: int, greeks: int, ships: int, at: tuple[int, int], turn: int = 0) -> Spot:
    """A kit tile lying on the grid: ``placed("dd", LIGHT, 3, 0, (0, -1))``."""
    name = example_kit().entry("tiles", tid)
    assert name is not None, tid
    return Spot(Tile(tid, name["name"], at=at, turn=turn), owner, greeks, ships)


def new_session(
    players: tuple[tuple[str, str | None], ...] = (("Light", None), ("Dark", None)),
    kit: Kit | None = None,
    options: dict[str, object] | None = None,
) -> Session:
    """A fresh Hellas session (seeded), with the shipped kit or the one given."""
    return Session.new(INFO.load(), list(players), (), options, rng=random.Random(5), kit=kit)


def at_turns(
    *spots: Spot,
    hands: tuple[dict[str, int], dict[str, int]] = ({}, {}),
    turn: int = LIGHT,
    first_turn_done: bool = True,
    kit: Kit | None = None,
    players: tuple[tuple[str, str | None], ...] = (("Light", None), ("Dark", None)),
    options: dict[str, object] | None = None,
) -> Session:
    """A session past the first coast with the given tiles and hands, light (or dark) on turn."""
    session = new_session(players, kit=kit, options=options)
    session.act("next-phase", force=True)
    if turn == DARK:
        session.act("next", force=True)
    ctx = session.context()
    for spot in spots:
        where = holder(spot.tile.id)
        ctx.move("landscape", 1, LANDSCAPE_DECK, where)
        ctx.move(ctx.piece("greek", spot.owner), spot.greeks, ctx.own("reserve", spot.owner), where)
        ctx.move(ctx.piece("ship", spot.owner), spot.ships, ctx.own("reserve", spot.owner), where)
    for seat, cards in enumerate(hands):
        for card, n in cards.items():
            for _ in range(n):
                draw(ctx, card, ctx.own("hand", seat))
    state = replace(State(), tiles=tuple(s.tile for s in spots), first_turn_done=first_turn_done)
    session.tables[-1] = Table(session.table.position, state, ledger=ctx.ledger, kit=session.table.kit)
    return session


def voyage_example(turn: int = LIGHT, hands: tuple[dict[str, int], dict[str, int]] = ({}, {})) -> Session:
    """Rules L2/f34-39: Pylos (light, 2 ships), Rhodes and Kythera (dark, a ship each) on the coast."""
    return at_turns(
        placed("pylos", LIGHT, 1, 2, (0, -1)),
        placed("rhodes", DARK, 1, 1, (1, -1)),
        placed("kythera", DARK, 1, 1, (1, -2)),
        turn=turn,
        kit=example_kit(),
        hands=hands,
    )


def dolphin_attack_example() -> Session:
    """Rules L4/f55-57: dark from A, B, C (across the dolphin tile) and E, one Greek each, against light's
    3 Greeks in D: 4 against 3 by sea."""
    return at_turns(
        tile("a", DARK, 2, dolphin=True),
        tile("b", DARK, 2, dolphin=True),
        tile("c", DARK, 2, dolphin=True),
        tile("e", DARK, 2, land=("d",)),
        tile("d", LIGHT, 3, dolphin=True, land=("e",)),
        turn=DARK,
    )


def retreat_example() -> Session:
    """Rules L6/f96-97: light in A (3 Greeks) beside dark's B; dark holds C too and a Retreat card."""
    return at_turns(
        tile("a", LIGHT, 3, land=("b",)),
        tile("b", DARK, 2, 2, land=("a",)),
        tile("c", DARK, 2, 2),
        hands=({}, {"retreat": 1}),
    )


def on(session: Session, tid: str) -> tuple[int | None, int, int]:
    """(owner seat, Greeks, ships) at a tile now."""
    ledger = session.table.ledger
    where = holder(tid)
    for seat, player in enumerate(session.players):
        greeks = ledger.count(where, f"greek:{player.faction}")
        if greeks:
            return seat, greeks, ledger.count(where, f"ship:{player.faction}")
    return None, 0, ledger.of_base(where, "ship")


def hand(session: Session, seat: int, where: str = "hand") -> dict[str, int]:
    """The cards a player has in a holder (hand, drawn, play)."""
    return dict(session.table.ledger.holding(f"{where}:{session.players[seat].faction}"))


def reserve(session: Session, seat: int, kind: str) -> int:
    """Greeks or ships in a player's reserve."""
    faction = session.players[seat].faction
    return session.table.ledger.count(f"reserve:{faction}", f"{kind}:{faction}")


#: A legal first coast with the example kit, four tiles each, light first: (tile, place, turn or None).
#: It lays out the attack example (L3/f49-50): Athens, Corinth, Eretria light; Boeotia, Dodona dark.
FIRST_COAST = (
    ("corinth", "NE of the dolphin tile", 0),
    ("boeotia", "N of the dolphin tile", 0),
    ("athens", "NW of the dolphin tile", None),
    ("argos", "SE of the dolphin tile", 0),
    ("eretria", "SE of Corinth", 0),
    ("bassae", "N of Corinth", 0),
    ("chios", "SW of the dolphin tile", 0),
    ("dodona", "NE of Corinth", None),
)


def play_first_coast(session: Session) -> None:
    """Deal and lay ``FIRST_COAST`` through the actions, as a table would enter it."""
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    for tid, where, turn in FIRST_COAST:
        args: dict[str, object] = {"tile": tid, "at": where}
        if turn is not None:
            args["turn"] = turn
        session.act("coast-tile", args)


#: Who plays the attack example: Czech names, as the rulebook's readers would give.
EXAMPLE_PLAYERS = (("Alena", "light"), ("Bořek", "dark"))


def dodona_attack_example() -> Session:
    """Rules L3/f49-50 on the example kit, after ``FIRST_COAST``: light reinforces Corinth to 3 Greeks,
    attacks dark's Dodona from it with one Greek by land, and dark lets it stand: it is resolved by itself (its
    ship put by default, play-test 11)."""
    session = new_session(EXAMPLE_PLAYERS, kit=example_kit())
    play_first_coast(session)
    session.act("reinforce", {"greeks": "corinth,corinth"})
    session.act("next")
    session.act("reinforce", {"greeks": "boeotia"})
    session.act("next")
    session.act("attack", {"target": "dodona", "sources": "corinth"})
    session.act("pass")
    return session
