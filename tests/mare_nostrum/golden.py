"""A golden round of Mare Nostrum for four players: one input per decision the table makes.

Ann (Babylon), Bo (Carthage, Merchant), Cy (Greece, Statesman) and Di (Rome,
Commander) play the first round on ``golden.toml``, a board whose start
provinces show their goods (entered once by the table). Each step is one
decision made at the table, written as the fields the players say; whatever
the app can work out (the giver of a card only one player offers, the only
fight's place and foe, the end of an exchange-only trade phase, the last
player in a chosen order) is left out. The tests replay it through the
command line and the app, and ``python3 -m benchmarks.run`` prints the counts.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.golden import Step

if TYPE_CHECKING:
    from engine.session import Session

GAME = "mare-nostrum"
TITLE = "Mare Nostrum"
#: What the play-test typed for such a round.
BEFORE = "about 43 commands"
#: The actions the app's form does not open by itself (the players' own choices of what to do), and
#: how many times the round picks one (a new fleet's move opens by itself: it must sail; the seizure of Cyrene,
#: the only choice Bo's won battle leaves, is made by itself, play-test 5; a builder left with nothing to buy
#: opens the Statesman's naming of the next builder, not the buy form, play-test 6; the last mover's turn ends
#: by itself, and the round with it, play-test 7).
PICKED = frozenset({"next", "move-legion"})
PICKS = 9
KIT = Path(__file__).with_name("golden.toml")
PLAYERS = ("Ann:babylon", "Bo:carthage", "Cy:greece", "Di:rome")


#: Before the round: nothing. Every starting caravan's good is known from the kit, so nothing is left to decide
#: in the preset start and the game is created in round 1's trade (rules v10).
SETUP: tuple[Step, ...] = ()

ROUND = (
    # Trade: income is paid by itself; the Merchant runs a one-card exchange.
    Step("Bo (Merchant) sets the exchange at one card", "exchange-size", {"count": "1"}),
    Step("Ann lays out a tax card", "offer", {"cards": "taxes"}),
    Step("Bo lays out cattle", "offer", {"cards": "cattle"}),
    Step("Cy lays out oil", "offer", {"cards": "oil"}),
    Step("Di lays out metals", "offer", {"cards": "metals"}),
    Step("Bo takes the oil (Cy's)", "take", {"card": "oil"}),
    Step("Cy takes the metals (Di's)", "take", {"card": "metals"}),
    # Ann then takes Bo's cattle by itself, the only card she may take (rules v11); the trade phase is over.
    Step("Di takes the tax card (Ann's)", "take", {"card": "taxes"}),
    # Build: the Statesman (Cy) names who builds; the cards paid are worked out.
    Step("Cy sends Ann first", "next", {"player": "Ann"}),
    Step("Ann builds a legion in Babylon", "buy", {"item": "legion", "province": "babylon"}),
    Step("Ann is done; Cy sends Bo", "next", {"player": "Bo"}),
    Step("Bo builds a fleet in Carthage, the only province it can go to", "buy", {"item": "fleet"}),
    Step("Bo is done; Cy sends Di", "next", {"player": "Di"}),
    Step("Di builds a legion in Rome (Caesar: two cards)", "buy", {"item": "legion", "province": "rome"}),
    # Di's three goods still make a set: ending his turn he is asked first, as they go back at the phase end.
    Step("Di is done; Cy builds last", "next", yes=True),
    Step("Cy builds a legion in Athens", "buy", {"item": "legion", "province": "athens"}),
    Step("Cy is done: spare goods go back, the strategy phase begins", "next"),
    # Strategy: the Commander (Di) names who moves.
    Step("Di sends Bo first", "next", {"player": "Bo"}),
    Step("Bo's new fleet sails into the sea southwest of Knossos", "move-fleet", {"to": "southwest-of-knossos"}),
    Step("Bo's legion sails along it to Egypt's Cyrene", "move-legion", {"to": "cyrene"}),
    # Cyrene has nothing to ravage or occupy: Bo seizes it by itself, the one choice left (rules v11).
    Step("Bo rolls 6, Egypt's legion rolls 2", "battle", {"attacker_rolls": "6", "defender_rolls": "2"}),
    Step("Bo is done; Di sends Ann", "next", {"player": "Ann"}),
    Step("Ann marches her legion to Antioch", "move-legion", {"to": "antioch"}),
    Step("Ann is done; Di sends Cy", "next", {"player": "Cy"}),
    Step("Cy's new fleet sails east of Athens", "move-fleet", {"to": "east-of-athens"}),
    Step("Cy is done (his legions stay home); Di moves last", "next"),
    # Di's move leaves him nothing to move either: the round ends and round 2's income is paid (rules v12).
    Step("Di marches a legion to North of Rome", "move-legion", {"to": "north-of-rome"}),
)

#: The provinces whose preset caravans wait for their goods on the shipped kit (rulesets/mare_nostrum/kit.toml knows
#: no goods symbol there), in the order the app asks their players: Ann's, Bo's, Cy's, Di's.
NAMED_BY_TABLE = (
    "babylon",
    "tigris",
    "carthage",
    "west-of-carthage",
    "south-of-carthage",
    "athens",
    "north-of-athens",
    "rome",
    "north-of-rome",
    "south-of-rome",
)


#: The start provinces whose caravans are the player's pick of symbol (the rulebook marks them so): the rest have
#: no choice, so what a table names there once places them on every later evening (issue 32's play-test).
CHOSEN = frozenset({"tigris", "west-of-carthage", "north-of-rome", "south-of-rome"})


def _symbols(pid: str) -> tuple[Step, ...]:
    """The table reads a start province's goods off the board when the app asks for its caravans' goods.

    Where the caravans have no choice of symbol, the player names each caravan's good (``caravan-good``, as a
    new table does): the kit keeps what they stand on, and the next evening's setup places them by itself.
    Where they are the player's pick, ``printed`` says the whole list (KIT's): naming the one picked would not
    tell that there are no more symbols, so every later evening would ask again.
    """
    from tests.mare_nostrum.helpers import table_kit

    goods = table_kit("golden").known("provinces", pid, "goods")
    assert isinstance(goods, list) and "?" not in goods, pid
    if pid not in CHOSEN:
        said = f"The player reads the good under a caravan in {pid}"
        return tuple(Step(said, "caravan-good", {"province": pid, "good": g}, board=("good",)) for g in goods)
    fields = {"province": pid, "goods": ",".join(goods)}
    return (Step(f"The table reads the goods symbols printed in {pid}", "printed", fields, board=tuple(fields)),)


def _border(land: str, sea: str, why: str) -> Step:
    """The table reads a coast off the board where a move needs it and the shipped kit does not know it."""
    from tests.mare_nostrum.helpers import table_kit

    assert sea in (table_kit("golden").known("provinces", land, "seas") or ()), (land, sea)
    fields = {"a": land, "b": sea}
    return Step(why, "connect", fields, board=tuple(fields))


def _first_evening() -> tuple[Step, ...]:
    steps: list[Step] = [step for pid in NAMED_BY_TABLE for step in _symbols(pid)]
    # No SETUP step: the last start province's goods told, nothing is left in the preset start and the first
    # round begins by itself (rules v10).
    for step in ROUND:
        # The shipped kit knows the sea southwest of Knossos only off Knossos: Bo's fleet may sail there once the
        # table says Carthage's coast is on it, and his legion may land in Cyrene once it says Cyrene's is too.
        if step.action == "move-fleet" and step.fields["to"] == "southwest-of-knossos":
            steps.append(_border("carthage", "southwest-of-knossos", "Bo reads Carthage's coast off the board"))
        if step.action == "move-legion" and step.fields["to"] == "cyrene":
            steps.append(_border("cyrene", "southwest-of-knossos", "Bo reads Cyrene's coast off the board"))
        steps.append(step)
    return tuple(steps)


#: A new table's first evening on the shipped kit: the golden setup and round, with the printed facts that kit
#: lacks stated where the game asks for them (the start provinces' goods as their caravans are named, two coasts
#: as Bo's fleet and legion need them). Everything else the round touches the shipped kit knows already (Babylon
#: borders Antioch, Rome North of Rome, Athens's coast is on the sea east of Athens, Carthage is coastal).
FIRST = _first_evening()

#: The hands when round 2's trade phase opens: the taxes each kept at the end of the build phase
#: (Ann 1, Bo 1, Cy 2, Di 0; goods go back) plus round 2's income. Ann: 2 taxes, fish, grain, wine,
#: less the tax Di took, plus Bo's cattle, less three goods for her legion: 1 tax kept. Di (Caesar) pays her
#: legion with her two taxes: the goods left would pay a fleet too, two goods would leave two taxes paying only
#: a legion (issue 32, second December evening: a legion paid with goods, the fleet after it was refused); she
#: buys nothing more, and her goods go back to the bank.
HANDS_AFTER = {
    "Ann": {"taxes": 3, "fish": 1, "grain": 1, "wine": 1},
    "Bo": {"taxes": 2, "cattle": 1, "fish": 1, "fruit": 1, "metals": 1},
    "Cy": {"taxes": 4, "grain": 1, "oil": 1, "wine": 1},
    "Di": {"taxes": 1, "fish": 1, "grain": 1, "metals": 1, "wine": 1},
}


def check_after(session: Session) -> None:
    """The table after the round, against hand-worked numbers."""
    from tests.mare_nostrum.helpers import hand_of, table

    assert (session.table.position.round, session.phase.id) == (2, "trade")
    assert {p.name: hand_of(session, p.name) for p in session.players} == HANDS_AFTER
    board = table(session)
    assert (board.legions("cyrene", "carthage"), board.legions("cyrene", "egypt")) == (1, 0)
    assert board.state.province("cyrene").seizing == "carthage"
    assert (board.fleets("southwest-of-knossos", "carthage"), board.fleets("east-of-athens", "greece")) == (1, 1)
    assert (board.legions("antioch", "babylon"), board.legions("north-of-rome", "rome")) == (1, 1)
