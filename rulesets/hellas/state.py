"""Hellas's immutable state: where the tiles lie and the turn in progress.

Figures, cards and landscape tiles are components in the ledger (where
every Greek, ship and card is); the state keeps only what is not a count:
where each placed tile lies (or, on a coast described by hand, what it
borders), what the table said of tiles the kit did not know, the cards
played this turn, the attack being fought and what the turn allows next.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulesets.hellas.kit import Described


@dataclass(frozen=True)
class Tile:
    """A landscape tile on the coast: where it lies, or (described by hand) what it borders.

    Who holds the city, and with how many Greeks and ships, is in the
    ledger (holder ``tile:ID``); its printed facts are in the kit (or the
    table's description), by its id.

    Attributes:
        temple: Its city shows a temple, as known when it was placed (the kit's word wins).
        land: Described by hand: tiles it borders by land (an attack from there is by land).
        sea: Described by hand: tiles sharing water with it (ships there count; attacks are by sea).
        dolphin: Described by hand: touches the dolphin tile (all such tiles border each other across it).
        at: On the grid: its hex (the dolphin tile lies at 0, 0); None on a coast described by hand.
        turn: On the grid: sixth-turns clockwise from upright.
        turns: On the grid, while its lie is still open: every turn it may lie at (``turn`` is the first). The
            ways it fitted showed the same sides to the tiles around it, so the app did not ask; a side that
            differs between them stays unknown until a tile laid against it shows it (see ``placing.laid``).
    """

    id: str
    name: str
    temple: bool = False
    land: tuple[str, ...] = ()
    sea: tuple[str, ...] = ()
    dolphin: bool = False
    at: tuple[int, int] | None = None
    turn: int = 0
    turns: tuple[int, ...] = ()


@dataclass(frozen=True)
class Play:
    """A god card played this turn; a void names the play it cancels.

    Attributes:
        applied: Settled: it can no longer be answered, and its effect (if
            it still counts) has been carried out.
        detail: The play's other fields (cities, counts, the card taken).
    """

    player: int
    card: str
    target: int | None = None
    applied: bool = False
    detail: tuple[tuple[str, object], ...] = ()

    def text(self, key: str) -> str:
        """A text detail of the play (a city or card id), or ''."""
        value = dict(self.detail).get(key)
        return value if isinstance(value, str) else ""

    def number(self, key: str) -> int:
        """A number detail of the play (a count), or 0."""
        value = dict(self.detail).get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def names(self, key: str) -> list[str]:
        """A list detail of the play (cities), or []."""
        value = dict(self.detail).get(key)
        return [str(v) for v in value] if isinstance(value, list | tuple) else []


@dataclass(frozen=True)
class Battle:
    """An attack declared and not yet resolved; the attacking Greeks wait in ``attack:FACTION``.

    Attributes:
        answered: The defender has answered the attack itself (a pass or Ships defend, Retreat): answers
            to the attacker's cards for it are each their own (see ``window``).
        passed: The defender let the attack itself stand (a pass on it): no Ships defend or Retreat may follow.
            A reaction to it does not close it: after the attacker's word the defender may answer it again.
        replace_ships: Said with the attack: won, the attacker puts ships where the defender's stood (None: unsaid,
            so they are put, and the log says how to leave them out).
    """

    attacker: int
    target: str
    sources: tuple[tuple[str, int], ...]
    by_sea: bool
    answered: bool = False
    passed: bool = False
    replace_ships: bool | None = None


@dataclass(frozen=True)
class Fought:
    """An attack resolved by itself, nobody having anything left to decide (see ``idle``), as its log tells it.

    Attributes:
        attacker: The attacking seat.
        target: The city attacked.
        attack: The attack's strength.
        defense: The defence's strength.
        by_sea: Any part of it came by sea.
        success: The city was taken.
        refuge: The city the defender retreated to ('' without a Retreat).
        serial: How many attacks were resolved by themselves in the game so far (two alike stay two).
        ships: The ships the attacker put by default where the defender's stood (unsaid with the attack).
        home: Why Greeks went home as it ended: (attackers above 3, the city Ships to Greeks swelled, its Greeks
            above 3), told with the log.
    """

    attacker: int
    target: str
    attack: int
    defense: int
    by_sea: bool
    success: bool
    refuge: str = ""
    serial: int = 0
    ships: int = 0
    home: tuple[int, str, int] = (0, "", 0)


@dataclass(frozen=True)
class State:
    """The coast and the turn in progress.

    Attributes:
        tiles: Tiles on the coast (the dolphin tile is implicit).
        option: What the player on turn chose: reinforce, voyage or attack ('' before).
        options_used: Options taken this turn (a double turn allows two).
        regroup: Where figures may be regrouped to this turn ('*' anywhere own, a tile id, or '').
        voyaged: The last voyage this turn succeeded (Poseidon's cards need it).
        plays: God cards played this turn, in order.
        battle: The attack being fought.
        first_turn_done: The starting player has finished their first turn.
        winner: Seat that held the winning number of cities at the end of a turn.
        settled: Plays before this index can no longer be answered.
        swelled: City allowed past 3 Greeks until the attack ends (Ares's ships to Greeks).
        discard: Seat that must discard down to 3 cards (Zeus), or None.
        described: Tiles the table described because the kit did not know them (kept for ``kit export``).
        heard: The moment (see ``window.moment``) the opponent last answered, by a reaction or none.
        bottom: Tiles put back under the landscape deck, in the order they come up (see ``deck``).
        owed: A card that stands and still waits for its player's choice (Swap a city's cities, the
            card Card theft draws), made once nobody can void it any more (L4/f16-17).
        fought: The last attack resolved by itself (its log's sentences are told from it).
        aside: Tiles set aside while the first coast is built, as the table named them (they go back into the
            deck after it; until then none of them is placed).
        thefts: Card thefts carried out by themselves so far (from a hand of one card: the log tells each).
        battle_from: Plays before this index were for an attack already resolved this turn: each battle card
            counts in one attack (L6), so a second one (Two attacks) reads only the plays from here on.
        announced: The tile turned up for a voyage whose Redraw the tile was voided: the voyage goes on with it
            (the option was announced and the tile seen; Void cancels only the card, L6).
        mended: The player whose hand the app's record lacked the card Card theft drew this turn: the record was
            mended (one of the hand's cards went back to its deck) and Pending asks them to check the hand.
    """

    tiles: tuple[Tile, ...] = ()
    option: str = ""
    options_used: tuple[str, ...] = ()
    regroup: str = ""
    voyaged: bool = False
    plays: tuple[Play, ...] = ()
    battle: Battle | None = None
    first_turn_done: bool = False
    winner: int | None = None
    settled: int = 0
    swelled: str = ""
    discard: int | None = None
    described: tuple[Described, ...] = ()
    heard: tuple[int, str] | None = None
    bottom: tuple[str, ...] = ()
    owed: str = ""
    fought: Fought | None = None
    aside: tuple[str, ...] = ()
    thefts: int = 0
    battle_from: int = 0
    announced: str = ""
    mended: int | None = None

    def tile(self, tid: str) -> Tile | None:
        """The tile with this id, if placed."""
        for tile in self.tiles:
            if tile.id == tid:
                return tile
        return None

    def with_tile(self, tile: Tile) -> State:
        """A new state with a tile added to the coast."""
        return replace(self, tiles=self.tiles + (tile,))
