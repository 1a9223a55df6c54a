"""A golden round of Struggle for Rome for four players: one input per decision the table makes.

Ann (red), Bo (blue), Cy (white) and Di (orange) play the first round on ``golden.toml``: a made-up
board the table entered once (the printed board's cities and landscapes are in no public source), whose
landscapes, crossings and arrows let the app work out every income. Each step is a decision made at the
table or a chance outcome it sees (a card drawn, dice rolled); whatever the app can work out is left out:
who rolls, every grain and ore a roll brings, who acts next in each phase, the end of every phase that
owes nothing. The tests replay it through the command line and the app, and ``python3 -m benchmarks.run``
prints the counts. ``FIRST`` is the same round as a new table's first evening on the shipped kit, telling the
landscapes, crossings and arrow it needs as they come up.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.golden import Step

if TYPE_CHECKING:
    from engine.session import Session

GAME = "struggle-for-rome"
TITLE = "Struggle for Rome"
#: What the play-test typed for such a round.
BEFORE = "about 55 commands, every income typed"
#: The actions the app's form does not open by itself: the table's choices in the build and tribe phases.
PICKED = frozenset({"start-player", "build", "next", "idle", "stand", "move-to"})
#: Ending a turn is picked each time (ctrl+n at the table): a Next form left open after a turn ended would let
#: one Enter too many end the next player's turn as well.
PICKS = 10
KIT = Path(__file__).with_name("golden.toml")
PLAYERS = ("Ann:red", "Bo:blue", "Cy:white", "Di:orange")

#: Nothing to do before the round: the session starts on its first decision.
SETUP: tuple[Step, ...] = ()

ROUND = (
    # Setup: each player's face-down pasture card, then the start-player roll (L5): Di rolls 11.
    Step("Ann's starting pasture card: cattle", "starting-card", {"card": "cattle"}),
    Step("Bo's: a horse", "starting-card", {"card": "horse"}),
    Step("Cy's: cattle", "starting-card", {"card": "cattle"}),
    Step("Di's: a horse", "starting-card", {"card": "horse"}),
    Step("Two dice each: Di rolls highest and starts", "start-player", {"dice": "3,4, 2,2, 1,1, 6,5"}),
    # Phase 1: Di rolls until four numbers are covered; the kit works out the grain and ore.
    Step("Di rolls 4: grain and ore by the start crossings", "roll-resources", {"dice": "1,3"}),
    Step("Di rolls 10: Ann and Bo draw a pasture card each", "roll-resources", {"dice": "4,6"}),
    Step("Ann drew cattle (the app names her: she draws first)", "receive", {"cattle": "1"}),
    Step("Bo drew a horse", "receive", {"horse": "1"}),
    Step("Di rolls 9", "roll-resources", {"dice": "5,4"}),
    Step("Di rolls 8: four numbers, the roll is over", "roll-resources", {"dice": "3,5"}),
    # Phase 2, from Di: Di builds figures, a horseman for the cavalry and a warrior for the infantry (L7: a
    # tribe is named for a wagon only); the others pass.
    Step("Di builds a horseman and a warrior (1 ore, 1 horse)", "build", {"item": "figures"}),
    Step("Di is done", "next"),
    Step("Ann is done", "next"),
    Step("Bo is done", "next"),
    Step("Cy is done: the cavalry phase begins", "next"),
    # Phase 3: the cavalry tribes, from Di.
    Step("Di's cavalry stays and takes 2 gold", "idle", {"take": "gold"}),
    Step(
        "Ann's horseman stands on the first red start crossing",
        "stand",
        {"tribe": "cavalry", "crossing": "red-start-1"},
    ),
    # One horseman against Verona's 2 towers, no tiles, no card: nothing is left, and her turn passes (v7).
    Step("Ann's cavalry crosses the free arrow to Verona's crossing", "move-to", {"to": "x"}),
    Step("Bo's cavalry takes 2 gold", "idle", {"take": "gold"}),
    Step("Cy's cavalry takes 2 gold: the infantry phase begins", "idle", {"take": "gold"}),
    # Phase 4: the infantry tribes stay this round.
    Step("Di's infantry takes 2 gold", "idle", {"take": "gold"}),
    Step("Ann's infantry takes 2 gold", "idle", {"take": "gold"}),
    Step("Bo's infantry takes 2 gold", "idle", {"take": "gold"}),
    Step("Cy's infantry takes 2 gold: round 2 begins, Ann rolls", "idle", {"take": "gold"}),
)


def _landscape(name: str, kind: str, number: int) -> Step:
    return Step(
        f"{name}: a {kind} bearing {number}",
        "add-landscape",
        {"name": name, "kind": kind, "number": str(number)},
        board=("kind", "number"),
    )


def _crossing(crossing: str, *landscapes: str) -> Step:
    return Step(
        f"{crossing} touches {' and '.join(landscapes)}",
        "add-crossing",
        {"crossing": crossing, "landscapes": ",".join(landscapes)},
        board=("landscapes",),
    )


#: A new table's first evening on the shipped kit, which knows the start crossings but nothing around them,
#: no crossing by Verona and no arrow: the same setup and round, with the printed facts the round needs told
#: as they come up (the values are KIT's). What is told is kept for the next evening, which plays ROUND as it is.
FIRST = (
    *ROUND[:5],  # the starting cards and the start-player roll need no board
    # Before the first resource roll: without the landscapes beside the start crossings every income is typed
    # (receive). The table tells the three steppe landscapes, then what each start crossing touches; from then
    # on the app works out every grain and ore, as on the complete kit.
    _landscape("Steppe field", "field", 4),
    _landscape("Steppe pasture", "pasture", 10),
    _landscape("Steppe hills", "mountain", 4),
    _crossing("red-start-1", "Steppe field", "Steppe pasture"),
    _crossing("red-start-2", "Steppe field"),
    _crossing("blue-start-1", "Steppe pasture"),
    _crossing("blue-start-2", "Steppe pasture"),
    _crossing("white-start-1", "Steppe hills"),
    _crossing("white-start-2", "Steppe hills"),
    _crossing("orange-start-1", "Steppe field", "Steppe hills"),
    _crossing("orange-start-2", "Steppe hills"),
    *ROUND[5:18],  # the rolls, the build phase, Di's cavalry and Ann's horseman on her first start crossing
    # Ann's cavalry moves to the crossing by Verona, which the shipped kit lacks: the table puts it on the map,
    # and counts the one land arrow (the free one) that joins it to Ann's crossing; the app keeps that arrow.
    Step("The crossing by Verona is on the board", "add-crossing", {"crossing": "x"}, board=("crossing",)),
    Step("Ann's cavalry crosses one land arrow to it", "move", {"land": "1", "to": "x"}, board=("land",)),
    *ROUND[19:],  # the other tribes take 2 gold
)

#: Hands and purses when round 2 begins, worked out by hand: 1 grain and 5 gold each at setup, the
#: starting pasture card, the rolls' income (4: Ann grain, Cy ore, Di grain and ore; 10: Ann and Bo a
#: pasture card), Di's horseman (ore and horse), 2 gold for each tribe that stayed.
AFTER = {
    "Ann": ({"cattle": 2, "grain": 2}, 7),
    "Bo": ({"horse": 2, "grain": 1}, 9),
    "Cy": ({"cattle": 1, "grain": 1, "ore": 1}, 9),
    "Di": ({"grain": 2}, 9),
}


def check_after(session: Session) -> None:
    """The table after the round, against hand-worked numbers (``AFTER``)."""
    assert (session.table.position.round, session.phase.id) == (2, "roll")
    assert session.players[session.table.position.start].name == "Ann"  # the dice pass to the left (L7)
    for player in session.players:
        cards, gold = AFTER[player.name]
        assert dict(session.table.ledger.holding(f"hand:{player.faction}")) == cards, player.name
        assert session.table.ledger.count(f"purse:{player.faction}", "gold") == gold, player.name
    assert session.table.ledger.count("cavalry:orange", "horseman:orange") == 2
    assert session.table.game.tribes[0][0] == "x"  # Ann's cavalry by Verona
