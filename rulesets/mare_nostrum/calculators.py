"""Mare Nostrum's calculators (``tabula calc mare-nostrum ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, number, percent, quoted, tr

#: The words of the results' keys (the app shows each key in words, translated where marked here).
RESULT_WORDS = (
    *(N_("attacker total"), N_("defender total"), N_("attacker losses"), N_("defender losses")),
    *(N_("attacker expected losses"), N_("defender expected losses")),
    *(N_("feasible"), N_("sets"), N_("unused"), N_("buys"), N_("cards")),
    *(N_("taxes"), N_("goods"), N_("any good"), N_("holder"), N_("choose from"), N_("counts")),
    *(N_("merchant"), N_("statesman"), N_("commander")),
)

# Modules are imported inside each calculator: `tabula calc` starts a fresh
# process per call, and the card tables (TOML) are only needed by `buy`.


def calc_combat(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.combat import resolve, side

    attacker = side(opts["attacker_rolls"], opts["attacker_fortresses"], opts["attacker_bonus"])
    defender = side(opts.get("defender_rolls", []), opts["defender_fortresses"], opts["defender_bonus"])
    return resolve(attacker, defender)


def calc_odds(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.combat import odds

    return odds(
        opts["attackers"],
        opts["defenders"],
        opts["attacker_fortresses"],
        opts["defender_fortresses"],
        opts["attacker_bonus"],
        opts["defender_bonus"],
    )


def calc_buy(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.cards import parse_hand, parse_wants, plan
    from rulesets.mare_nostrum.data import HEROES, WONDERS

    owned = frozenset(opts.get("owned", []))
    unknown = sorted(owned - set(HEROES) - set(WONDERS))
    if unknown:
        said = tr("owned: unknown hero or wonder {name} (e.g. caesar, pericles, mausoleum)")
        raise BadInput(said.format(name=quoted(unknown[0])))
    return plan(parse_hand(opts["hand"]), parse_wants(opts["want"]), owned)


def calc_income(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.board import board
    from rulesets.mare_nostrum.economy import income

    session = opts["session"]
    table = board(session.context())
    return {p.name: income(table, i) for i, p in enumerate(session.players)}


def calc_roles(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.board import board
    from rulesets.mare_nostrum.economy import role_outcome

    session = opts["session"]
    names = [p.name for p in session.players]
    outcome = role_outcome(board(session.context()))
    return {
        role: {
            "holder": None if result["holder"] is None else names[result["holder"]],
            "choose_from": [names[i] for i in result["choose_from"]],
            "counts": dict(zip(names, result["counts"], strict=True)),
        }
        for role, result in outcome.items()
    }


def _render_combat(result: dict[str, Any]) -> str:
    """The totals and losses, one per line (the JSON keys' words in English)."""
    said = (
        (N_("attacker total: {n}"), "attacker_total"),
        (N_("defender total: {n}"), "defender_total"),
        (N_("attacker losses: {n}"), "attacker_losses"),
        (N_("defender losses: {n}"), "defender_losses"),
    )
    return "\n".join(tr(line).format(n=result[key]) for line, key in said)


def _render_income(result: dict[str, Any]) -> str:
    from rulesets.mare_nostrum.words import card_name

    lines = []
    for name, due in result.items():
        goods = ", ".join(tr("{n} {card}").format(n=n, card=card_name(g)) for g, n in due["goods"].items())
        goods = goods or tr("no goods")
        extra = tr(", 1 good of choice") if due["any_good"] else ""
        taxes = ntr("{n} tax", "{n} taxes", due["taxes"]).format(n=due["taxes"])
        lines.append(f"{name}: {taxes}, {goods}{extra}")
    return "\n".join(lines)


def _render_roles(result: dict[str, Any]) -> str:
    from rulesets.mare_nostrum.words import or_join, role_name

    lines = []
    for role, found in result.items():
        counts = ", ".join(f"{name} {n}" for name, n in found["counts"].items())
        who = found["holder"] or tr("chosen among {players}").format(players=or_join(found["choose_from"]))
        lines.append(f"{role_name(role)}: {who} ({counts})")
    return "\n".join(lines)


def _purchase(item: str) -> str:
    """A purchase as typed (``legion``, ``zeus``), or its name where the language spoken has one (``legie``)."""
    from rulesets.mare_nostrum.data import item_name

    said = tr(item_name(item))
    return item if said == item_name(item) else said


def _render_buy(result: dict[str, Any]) -> str:
    from rulesets.mare_nostrum.words import card_name

    if not result["feasible"]:
        return tr("Not feasible with this hand.")
    lines = [f"{_purchase(s['buys'])}: {', '.join(card_name(c) for c in s['cards'])}" for s in result["sets"]]
    left = ", ".join(card_name(c) for c in result["unused"]) or tr("nothing")
    lines.append(tr("left over: {cards}").format(cards=left))
    return "\n".join(lines)


def _render_odds(result: dict[str, Any]) -> str:
    lines = []
    heads = {"attacker": N_("attacker loses (expected {n}):"), "defender": N_("defender loses (expected {n}):")}
    for who in ("attacker", "defender"):
        lines.append(tr(heads[who]).format(n=number(result[f"{who}_expected_losses"], 2)))
        for lost, p in result[f"{who}_losses"].items():
            # Right-aligned to the widest share ("100.0%", "100,0 %"): the decimal marks one under another.
            lines.append(f"  {lost}: {percent(p):>{len(percent(1.0))}} {'#' * round(p * 40)}")
    return "\n".join(lines)


# Written out, not built from the side's name: each help is a message of its own to translate.
_ATTACKER_OPTIONS = (
    Field("attacker_fortresses", "int", "attacker's fortresses in the fight", default=0, min=0, max=16),
    Field("attacker_bonus", "int", "attacker's bonus per die (Hannibal, Pericles)", default=0, min=0, max=6),
)
_DEFENDER_OPTIONS = (
    Field("defender_fortresses", "int", "defender's fortresses in the fight", default=0, min=0, max=16),
    Field("defender_bonus", "int", "defender's bonus per die (Hannibal, Pericles)", default=0, min=0, max=6),
)


CALCULATORS = (
    CalcSpec(
        "combat",
        calc_combat,
        options=(
            Field("attacker_rolls", "dice", "attacker's dice, e.g. 6,3,2", min=0, max=24),
            Field("defender_rolls", "dice", "defender's dice", required=False, min=0, max=24),
            *_ATTACKER_OPTIONS,
            *_DEFENDER_OPTIONS,
        ),
        render=_render_combat,
        # The rulebook's worked example (rules: combat): Petr's 6, 3, 2 (11) against 3 and a fortress (9).
        example="--attacker-rolls 6,3,2 --defender-rolls 3 --defender-fortresses 1",
        help="One round of combat: totals and losses.",
    ),
    CalcSpec(
        "odds",
        calc_odds,
        options=(
            Field("attackers", "int", "attacking legions or fleets", min=0, max=24),
            Field("defenders", "int", "defending legions or fleets", min=0, max=24),
            *_ATTACKER_OPTIONS,
            *_DEFENDER_OPTIONS,
        ),
        render=_render_odds,
        # The same battle before the dice: 3 legions against 1 legion and a fortress.
        example="--attackers 3 --defenders 1 --defender-fortresses 1",
        help="Battle forecast: exact chances of each number of losses.",
    ),
    CalcSpec(
        "buy",
        calc_buy,
        options=(
            Field("hand", "str", "cards in hand, e.g. taxes=3,grain=2"),
            Field("want", "str", "purchases, e.g. legion,legion,fleet"),
            Field("owned", "strs", "heroes and wonders owned, e.g. caesar,mausoleum", required=False),
        ),
        render=_render_buy,
        example=(
            "--hand taxes=3,grain=2,perfume=1,cattle=1,gold=1,slaves=1"
            " --want legion,legion,fleet --owned caesar,pericles"
        ),
        help="What can I build with this hand: the card sets that pay for it.",
    ),
    CalcSpec(
        "income",
        calc_income,
        session=True,
        render=_render_income,
        help="Each player's income this trade phase.",
        example="mare-nostrum-demo",
    ),
    CalcSpec(
        "roles",
        calc_roles,
        session=True,
        render=_render_roles,
        example="mare-nostrum-demo",
        help="Who takes each role card at the start of the round, with the counts.",
    ),
)
