"""A golden round of Hellas for two players: one input per decision the table makes.

Ann (light) and Bo (dark) play the second round on ``data/test-kit.toml``: made-up tiles the table
entered once (the printed tiles' sides are in no public source), so each tile turned up is named and
placed, and the app works out its sides, neighbours, the ships that count and whose ship pays. The
setup (the starting cards, the first coast of eight tiles) and the first round of Reinforcements come
before it. Each step is a decision made at the table; whatever the app can work out is left out: how
a tile lies when only one way fits, naval superiority, who answers an attack, the battle's sums. The
tests replay it through the command line and the app, and ``python3 -m benchmarks.run`` prints the
counts.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.golden import Step
from tests.hellas.helpers import FIRST_COAST, example_kit

if TYPE_CHECKING:
    from engine.session import Session

GAME = "hellas"
TITLE = "Hellas"
#: What the play-test typed for such a round.
BEFORE = "about 10-15 commands, every tile described by hand"
#: The actions the app's form does not open by itself: the player's choice of option and when they are done.
#: (``resolve`` opens by itself once nobody owes an answer: play-test 9, L4.)
PICKED = frozenset({"voyage", "next", "attack", "play"})
PICKS = 5
KIT = Path(__file__).parent / "data" / "test-kit.toml"
PLAYERS = ("Ann:light", "Bo:dark")


def _coast_step(tile: str, where: str, turn: int | None) -> Step:
    fields = {"tile": tile, "at": where} | ({"turn": str(turn)} if turn is not None else {})
    return Step(f"{tile} joins the first coast {where}", "coast-tile", fields)


#: The starting cards, the first coast (light first) and round 1: Reinforcements each.
SETUP: tuple[Step, ...] = (
    Step("Ann draws her starting cards", "deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"}),
    Step("Bo draws his", "deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"}),
    *(_coast_step(tile, where, turn) for tile, where, turn in FIRST_COAST),
    Step(
        "Ann reinforces Corinth twice and Athens's fleet", "reinforce", {"greeks": "corinth,corinth", "ships": "athens"}
    ),
    Step("Ann is done", "next"),
    Step("Bo reinforces Dodona twice and Bassae's fleet", "reinforce", {"greeks": "dodona,dodona", "ships": "bassae"}),
    Step("Bo is done: round 2 begins", "next"),
)

ROUND = (
    # Ann turns up Rhodes and puts it where her ships outnumber Bo's, its land turned away from the coast (four
    # ways fit); one of two ships beside it goes home.
    Step(
        "Ann's voyage: Rhodes south-west of Athens",
        "voyage",
        {"tile": "rhodes", "at": "athens-sw", "turn": "2", "ship_from": "athens"},
    ),
    Step("Ann is done", "next"),
    # Bo attacks Eretria by land from Dodona and adds Ares's Greek; Ann holds cards, so the app waits for her.
    Step("Bo attacks Eretria with two Greeks from Dodona", "attack", {"target": "eretria", "sources": "dodona,dodona"}),
    Step("Bo plays Plus one", "play", {"card": "plus-one"}),
    Step("Ann lets it stand", "pass"),
    # The attack itself is answered on its own, once Bo is done (issue 35): Ann could still defend.
    # Nothing is left to decide then: Bo takes Eretria, 3 against 1, his ship by default where Ann's stood (l.3);
    # his Reuse may still take the Plus one back after it (rules version 17).
    Step("Ann lets the attack stand too: Bo takes Eretria", "pass"),
    Step("Bo is done: round 3 begins", "next"),
)


def _described(step: Step) -> Step:
    """A step turning up a tile, as a new table types it: the shipped kit knows no tile but the dolphin tile, so
    the tile is named (``name=`` stands where ``tile=`` will) and its printed sides, temple and bridge are read off
    it as it is placed. The values are the golden kit's, so the second evening's coast lies as the golden one."""
    if "tile" not in step.fields:
        return step
    fields = dict(step.fields)
    entry = example_kit().entry("tiles", fields.pop("tile"))
    assert entry is not None, step.decision
    printed = {
        "edges": "".join("L" if side == "land" else "S" for side in entry["edges"]),
        "temple": "yes" if entry["temple"] else "no",
        "bridge": "yes" if entry["bridge"] else "no",
    }
    return Step(step.decision, step.action, {"name": entry["name"], **fields, **printed}, board=tuple(printed))


#: A new table's first evening on the shipped kit: the same setup and round, each of the nine tiles turned up
#: (the first coast's eight, Rhodes on the voyage) described once where it is placed. Nothing else differs: the
#: dolphin tile's sides, which the shipped kit does not know either, decide no turn in this round.
FIRST: tuple[Step, ...] = tuple(_described(step) for step in (*SETUP, *ROUND))

#: Cities, and Greeks and ships in each, once round 3 begins, worked out by hand: one Greek and one ship
#: each from the first coast; round 1's Reinforcements; Rhodes with a Greek, Athens's ship gone home for
#: the voyage; Eretria taken with 2 Greeks, Ann's ship replaced by one of Bo's.
AFTER = {
    "corinth": ("light", 3, 1),
    "athens": ("light", 1, 1),
    "chios": ("light", 1, 1),
    "rhodes": ("light", 1, 0),
    "eretria": ("dark", 2, 1),
    "dodona": ("dark", 1, 1),
    "bassae": ("dark", 1, 2),
    "boeotia": ("dark", 1, 1),
    "argos": ("dark", 1, 1),
}


def check_after(session: Session) -> None:
    """The coast after the round, against hand-worked numbers (``AFTER``)."""
    assert (session.table.position.round, session.phase.id) == (3, "turn")
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    ledger = session.table.ledger
    for tile, (faction, greeks, ships) in AFTER.items():
        assert ledger.count(f"tile:{tile}", f"greek:{faction}") == greeks, tile
        assert ledger.count(f"tile:{tile}", f"ship:{faction}") == ships, tile
    assert ledger.count("discard:ares", "plus-one") == 1
