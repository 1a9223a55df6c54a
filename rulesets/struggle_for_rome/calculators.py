"""Struggle for Rome's calculators (``tabula calc struggle-for-rome ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, quoted, tr
from engine.outcomes import plain
from rulesets.struggle_for_rome.data import CARDS, OTHER, PIECES, SPECIALS, VICTORY

SCORE_KEYS = ("cities", "diplomacy", "scourge", "heir", "culture", "terror", "gold", "treasures")
#: The keys of the results, as words, for front ends that show a result key by key (the app's calculators).
RESULT_WORDS = (N_("allowed"), N_("gold cost"), N_("affordable"), N_("pay"), N_("ranking"), N_("game over"))


def calc_plunder(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import plunder_allowed

    return plunder_allowed(opts["towers"], opts["figures"], opts["traitor"])


def render_plunder(result: Mapping[str, Any]) -> str:
    """``allowed: yes`` and ``gold cost: 1``, in the language spoken."""
    allowed = tr("allowed: {answer}").format(answer=plain(result["allowed"]))
    return allowed + "\n" + tr("gold cost: {n}").format(n=result["gold_cost"])


def calc_move(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import move_cost
    from rulesets.struggle_for_rome.tribes import NO_FIRST

    land, sea, first = opts["land"], opts["sea"], opts.get("first") or ""
    if land and sea and not first:
        # The first arrow crossed is the free one (L9): its kind decides the price.
        raise BadInput(tr("say which arrow the route crosses first (--first land or sea): only that one is free"))
    if first and not (land if first == "land" else sea):
        raise BadInput(tr(NO_FIRST[first]))
    return move_cost(land, sea, opts["grain"], opts["gold"], free=first)


def render_move(result: Mapping[str, Any]) -> str:
    """``affordable: yes`` and ``pay: grain 2, gold 0``, in the language spoken."""
    affordable = tr("affordable: {answer}").format(answer=plain(result["affordable"]))
    pay = tr("pay: grain {grain}, gold {gold}").format(**result["pay"])
    return affordable + "\n" + pay


#: Other words the table may use for an entry ("6 cities", "1 treasure"), Czech ones too ("6 měst", "3 zlaté").
_WORDS = {
    "city": "cities",
    "treasure": "treasures",
    "cultural progress": "culture",
    "scourge of rome": "scourge",
    "heir of rome": "heir",
    "terror of the legions": "terror",
    **dict.fromkeys(("město", "města", "měst"), "cities"),
    **dict.fromkeys(("diplomacie",), "diplomacy"),
    **dict.fromkeys(("kultura", "kulturní pokrok", "kulturní pokroky", "kulturních pokroků"), "culture"),
    **dict.fromkeys(("zlatý", "zlaté", "zlatých", "zlato"), "gold"),
    **dict.fromkeys(("poklad", "poklady", "pokladů"), "treasures"),
    **dict.fromkeys(("metla", "metla říma", "metly", "metly říma"), "scourge"),
    **dict.fromkeys(("dědic", "dědic říma"), "heir"),
    **dict.fromkeys(("postrach", "postrach legií"), "terror"),
}


def _entry(part: str, player: str) -> tuple[str, int]:
    """``cities 6``, ``6 cities`` or ``cities=6`` as a key and a count."""
    words = part.replace("=", " ").split()
    numbers = [w for w in words if w.lstrip("-").isdigit()]
    key = " ".join(w for w in words if w not in numbers).lower()
    key = _WORDS.get(key, key)
    if key not in SCORE_KEYS:
        said = tr("{player}: unknown entry {entry} (use {keys})")
        raise BadInput(said.format(player=player, entry=quoted(part), keys=", ".join(SCORE_KEYS)))
    if len(numbers) != 1:
        raise BadInput(tr("{player}: say how many {key}, e.g. {key} 2").format(player=player, key=key))
    number = int(numbers[0])
    if number < 0:
        raise BadInput(tr("{player}: {key} cannot be negative").format(player=player, key=key))
    return key, number


def parse_player(text: str) -> dict[str, Any]:
    """``Ann: 6 cities, 1 diplomacy, 3 gold`` (or ``Ann:cities=6,diplomacy=1,gold=3``) as a dict."""
    name, _, rest = text.partition(":")
    if not name.strip():
        said = tr("{text}: start with the player's name, then a colon, e.g. Ann: 6 cities, 3 gold")
        raise BadInput(said.format(text=quoted(text)))
    out: dict[str, Any] = {"name": name.strip()}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, number = _entry(part, name.strip())
        out[key] = number
    return out


#: What one player can hold at most, and why (L3, L13, L17): a wagon stands in each city conquered.
_MOST = {
    "cities": (
        PIECES["wagon"],
        N_("{player}: {n} cities cannot be held: a player has {most} wagons, one in each city"),
    ),
    "diplomacy": (SPECIALS["diplomacy"], N_("{player}: {n} Diplomacy cannot be held: there is {most} card")),
    "scourge": (2, N_("{player}: {n} Scourge of Rome cannot be held: {most} at most, one a tribe")),
    "heir": (1, N_("{player}: {n} Heir of Rome cannot be held: a player gets {most} card")),
    "terror": (2, N_("{player}: {n} Terror of the Legions cannot be held: {most} at most (3 and 6 eagle cities)")),
}
#: What all players together can hold at most: the cards and coins in the box (L3, L17).
_ALL = {
    "cities": (OTHER["tiles"], N_("{n} cities between the players, but the board has {most}")),
    "diplomacy": (SPECIALS["diplomacy"], N_("{n} Diplomacy between the players, but there is {most} card")),
    "heir": (SPECIALS["heir"], N_("{n} Heir of Rome between the players, but there are {most} cards")),
    "terror": (SPECIALS["terror"], N_("{n} Terror of the Legions between the players, but there are {most} cards")),
    "gold": (OTHER["gold"], N_("{n} gold between the players, but the coins make {most}")),
}


def _holdable(players: list[dict[str, Any]]) -> None:
    """Refuse holdings no table can have (issue 34: ``scourge=3`` scored 6 points, ``diplomacy=2`` 4).

    Raises:
        BadInput: A player, or the players together, hold more than exists.
    """
    for player in players:
        for key, (most, said) in _MOST.items():
            if player.get(key, 0) > most:
                raise BadInput(tr(said).format(player=player["name"], n=player[key], most=most))
        if player.get("heir") and player.get("cities", 0) < 2 * VICTORY["heir_cities"]:
            # L13: Heir of Rome takes an empire of at least 4 cities with each tribe.
            said = tr("{player}: Heir of Rome needs at least {n} cities with each tribe, {all} in all; {cities} given")
            count = VICTORY["heir_cities"]
            raise BadInput(said.format(player=player["name"], n=count, all=2 * count, cities=player.get("cities", 0)))
    for key, (most, said) in _ALL.items():
        total = sum(p.get(key, 0) for p in players)
        if total > most:
            raise BadInput(tr(said).format(n=total, most=most))
    cards = sum(p.get("culture", 0) + p.get("treasures", 0) for p in players)
    if cards > CARDS["action"]:
        said = tr("{n} Cultural Progress and Treasure cards between the players, but there are {most} action cards")
        raise BadInput(said.format(n=cards, most=CARDS["action"]))


def calc_score(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import standings

    players = [parse_player(text) for text in opts["player"]]
    if not players:
        raise BadInput("the score needs each player and what they hold, e.g. Ann: 6 cities, 3 gold")
    _holdable(players)
    variants = opts.get("variant", [])
    unknown = [v for v in variants if v != "terror-of-the-legions"]
    if unknown:
        raise BadInput(
            tr("unknown variant {variant} (the only one is terror-of-the-legions)").format(variant=quoted(unknown[0]))
        )
    return standings(players, "terror-of-the-legions" in variants)


def render_score(result: Mapping[str, Any]) -> str:
    """The ranking as the table reads it: place, points and gold, then the winner (or that the game goes on)."""
    lines = [
        tr("{place}. {player}: {points}, {gold}").format(
            place=place,
            player=row["name"],
            points=ntr("{n} point", "{n} points", row["vp"]).format(n=row["vp"]),
            gold=ntr("{n} gold", "{n} gold", row["gold"]).format(n=row["gold"]),
        )
        for place, row in enumerate(result["ranking"], 1)
    ]
    rows = result["ranking"]
    if result["winners"]:
        tied = [r for r in rows if r["vp"] == rows[0]["vp"]]
        why = tr(" (gold breaks the tie on points; each Treasure in hand counts 7)") if len(tied) > 1 else ""
        winners = f" {tr('and')} ".join(result["winners"])
        lines.append(tr("Winner: {players}{why}").format(players=winners, why=why))
    else:
        lines.append(tr("Nobody has reached the goal yet: the game goes on."))
    return "\n".join(lines)


CALCULATORS = (
    CalcSpec(
        "plunder",
        calc_plunder,
        options=(
            Field("towers", "int", "the city's towers", min=1, max=5),
            Field("figures", "int", "figures on the tribe field", min=0, max=9),
            Field("traitor", "bool", "play the Traitor (1 gold, up to 2 towers more)", default=False),
        ),
        render=render_plunder,
        help="May this tribe plunder (or conquer) the city?",
        # The Traitor: 2 figures against a city of 4 towers, for 1 gold.
        example="--towers 4 --figures 2 --traitor",
    ),
    CalcSpec(
        "score",
        calc_score,
        render=render_score,
        options=(
            Field(
                "player",
                "str",
                "a player and what they hold, e.g. Ann: 6 cities, 1 diplomacy, 2 culture, 3 gold, 1 treasure "
                "(also scourge, heir, terror)",
            ),
            Field("variant", "str", "terror-of-the-legions, to play to 11 with eagle cities", required=False),
        ),
        repeat=frozenset({"player", "variant"}),
        help="Points, ranking and the winner (ties: most gold, each unrevealed treasure 7).",
        # 10 points each: Ann's treasure counts 7 gold, so her 10 beat Bo's 9.
        example="--player Ann:cities=6,diplomacy=1,culture=2,gold=3,treasures=1 --player Bo:cities=10,gold=9",
    ),
    CalcSpec(
        "move",
        calc_move,
        options=(
            Field("land", "int", "land arrows crossed", default=0, min=0, max=20),
            Field("sea", "int", "sea arrows crossed", default=0, min=0, max=20),
            Field(
                "first",
                "choice",
                "the first arrow's kind, the free one (when both are crossed)",
                required=False,
                choices=("land", "sea"),
            ),
            Field("grain", "int", "grain in hand", default=0, min=0),
            Field("gold", "int", "gold in hand", default=0, min=0),
        ),
        render=render_move,
        help="Cheapest payment for a move; the first arrow is free.",
        # Rules, tribes: 2 sea arrows, the first free, for 1 gold.
        example="--sea 2 --gold 1",
    ),
)
