"""Civilization's calculators (``tabula calc civilization ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.fields import Field
from engine.i18n import N_, tr
from engine.outcomes import plain

#: The results' keys as a person reads them (``trade_left`` is "trade left"); the values that are words.
WORDS = {
    "cost": N_("cost"),
    "affordable": N_("affordable"),
    "trade_left": N_("trade left"),
    "trade_kept": N_("trade kept"),
    "valid": N_("valid"),
    "can_research": N_("can research"),
    "because": N_("because"),
    "combat_bonus": N_("combat bonus"),
    "score": N_("score"),
    "first_strike": N_("first strike"),
    "attacker_wounds": N_("attacker wounds"),
    "defender_wounds": N_("defender wounds"),
    "attacker_dies": N_("attacker dies"),
    "defender_dies": N_("defender dies"),
    "short": N_("short"),
    "trade_needed": N_("trade needed"),
}
SIDES = {"attacker": N_("attacker"), "defender": N_("defender")}


def render(result: dict[str, Any]) -> str:
    """A result line by line, ``trade left: 4``, in the language spoken."""
    lines = []
    for key, value in result.items():
        shown = tr(SIDES[value]) if isinstance(value, str) and value in SIDES else plain(value)
        lines.append(f"{tr(WORDS.get(key, key.replace('_', ' ')))}: {shown}")
    return "\n".join(lines)


def calc_research(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.civilization.formulas import research

    return research(opts["trade"], opts["coins"] + opts["investments"], opts["level"])


def calc_pyramid(opts: Mapping[str, Any]) -> dict[str, Any]:
    from collections import Counter

    from engine.i18n import ntr
    from rulesets.civilization.formulas import pyramid

    result = pyramid(opts["levels"])
    if result["valid"]:
        return result
    # A pyramid that cannot stand has no place for a new tech: what is wrong is said instead (l. 205).
    counts = Counter(opts["levels"])
    level = next(lv for lv in sorted(counts) if lv > 1 and counts[lv] > counts[lv - 1] - 1)
    said = ntr(
        "{n} level {level} tech needs {needed} of level {below} under it, not {held}",
        "{n} level {level} techs need {needed} of level {below} under them, not {held}",
        counts[level],
    )
    held = counts[level - 1]
    return {
        "valid": False,
        "because": said.format(n=counts[level], level=level, needed=counts[level] + 1, below=level - 1, held=held),
    }


def calc_battle(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.civilization.formulas import battle_score, combat_bonus

    bonus = combat_bonus(
        opts["defending_city"], opts["great_generals"], opts["barracks"], opts["shipyard"], opts["fundamentalism"]
    )
    score = battle_score(opts["health"], opts["wounds"], bonus, opts["city_defense"], opts["walls"])
    return {"combat_bonus": bonus, "score": score}


def calc_front(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.civilization.formulas import front

    def side(prefix: str) -> tuple[str, int, int, int]:
        return (opts[f"{prefix}"], opts[f"{prefix}_attack"], opts[f"{prefix}_health"], opts[f"{prefix}_wounds"])

    return front(side("attacker"), side("defender"))


def _unit(prefix: str) -> tuple[Field, ...]:
    # Marked for translation: a Czech table names them (and reads them in the help) in Czech.
    types = (N_("infantry"), N_("cavalry"), N_("artillery"), N_("aircraft"))
    said = N_("attacker's unit type") if prefix == "attacker" else N_("defender's unit type")
    return (
        Field(prefix, "choice", said, choices=types),
        Field(f"{prefix}_attack", "int", "attack, upgrades included", min=0, max=30),
        Field(f"{prefix}_health", "int", "health", min=1, max=30),
        Field(f"{prefix}_wounds", "int", "wounds already taken", default=0, min=0, max=30),
    )


def calc_production(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.civilization.formulas import production

    return production(opts["hammers"], opts["cost"], opts["trade"])


def _flag(name: str, text: str) -> Field:
    return Field(name, "bool", text, default=False)


CALCULATORS = (
    CalcSpec(
        "research",
        calc_research,
        options=(
            Field("trade", "int", "trade on the dial (0-27)"),
            Field("coins", "int", "coins on the coin dial", min=0),
            Field("investments", "int", "coins on investment cards", default=0, min=0),
            Field("level", "int", "level of the tech", min=1, max=5),
        ),
        render=render,
        help="A tech's cost, and the trade kept afterwards (one per coin).",
        # Rules, research: Ondrej has 15 trade and 2 coins and buys a level-2 tech for 11, keeping 2.
        example="--trade 15 --coins 2 --level 2",
    ),
    CalcSpec(
        "pyramid",
        calc_pyramid,
        options=(Field("levels", "ints", "levels of the techs you have (start tech = 1)", min=0),),
        render=render,
        help="Is the tech pyramid sound, and at which levels can a new tech go?",
        example="--levels 1,1,1,2,2",
    ),
    CalcSpec(
        "battle",
        calc_battle,
        options=(
            Field("health", "ints", "health of each surviving card"),
            Field("wounds", "ints", "wounds on each of those cards"),
            _flag("defending_city", N_("defending a city (+3)")),
            # A count: each great general card held adds its +2 (Hannibal and Sun Tzu together give +4).
            Field("great_generals", "int", N_("great generals held (+2 each)"), default=0, min=0, max=8),
            _flag("barracks", N_("Barracks (+2)")),
            _flag("shipyard", N_("Shipyard (+2)")),
            _flag("fundamentalism", N_("Fundamentalism (+1)")),
            Field("city_defense", "int", "the defended city's printed defence", default=0, min=0),
            _flag("walls", N_("city walls (+4)")),
        ),
        render=render,
        help="Combat bonus and final battle score of one side.",
        example="--health 3,2,4 --wounds 1,0,2 --defending-city",
    ),
    CalcSpec(
        "front",
        calc_front,
        options=(*_unit("attacker"), *_unit("defender")),
        render=render,
        help="One front: first strike by the unit triangle, then wounds and deaths.",
        # Artillery (attack 3, health 2) against infantry (attack 2, health 3): artillery strikes first.
        example=(
            "--attacker artillery --attacker-attack 3 --attacker-health 2"
            " --defender infantry --defender-attack 2 --defender-health 3"
        ),
    ),
    CalcSpec(
        "production",
        calc_production,
        options=(
            Field("hammers", "int", "hammers from the city's unblocked outskirts", min=0),
            Field("cost", "int", "cost of the item", min=0),
            Field("trade", "int", "trade on the dial (0-27)"),
        ),
        render=render,
        help="Hammers short, and the trade (3 per hammer) that buys them.",
        example="--hammers 5 --cost 7 --trade 9",
    ),
)
