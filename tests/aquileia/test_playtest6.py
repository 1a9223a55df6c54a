"""Play-test 6 (issue 33, the second play-test of the day): teaching a Stadium space and a private bank, the
tie track's position, the Latro line, the rolled dice's faces, a fourth racer's prize, and Czech names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from engine.i18n import tr
from engine.kitfiles import shipped
from engine.kits import KitError
from engine.teach import Walk
from engine.teach_said import prompt
from rulesets.aquileia.calculators import calc_stadium, render_stadium
from rulesets.aquileia.catalogues import EQUI, HORSE, WEAPON
from rulesets.aquileia.printed import board
from tests.aquileia.helpers import kit_with, last_outcome, latro_example, new, place_all, to_phase

RULES = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia" / "rules" / "cs"


def _walk_to(section: str) -> Walk:
    """A walk over the shipped kit, at the open question that adds a new thing to ``section``."""
    ruleset = registry.load("aquileia")
    walk = Walk(ruleset, shipped(ruleset))
    while (q := walk.current) is not None and not (q.open and q.section == section):
        walk.skip()
    assert walk.current is not None
    return walk


@pytest.mark.parametrize("typed", ["silver 3", "s 3", "3 silver", "3 s"])
def test_a_stadium_space_is_taught_by_its_side_and_strength(typed: str) -> None:
    """Play-test: ``silver 3`` and ``s 3`` were refused ("say which" side), ``3 silver`` too: no Stadium space
    could be taught. It is kept as ``add-space`` keeps one: ``silver-3``, "Stadium silver 3"."""
    walk = _walk_to("stadium")
    walk.answer(typed)
    space = walk.kit.entry("stadium", "silver-3")
    assert space is not None
    assert (space["name"], space["side"], space["value"]) == ("Stadium silver 3", "silver", 3)
    walk.answer("-")
    assert walk.kit.counts["stadium"] == 5  # the board is whole: the four shipped spaces and this one


def test_a_second_stadium_space_of_one_value_is_lettered() -> None:
    walk = _walk_to("stadium")
    walk.answer("gold 2")  # the shipped kit has gold-2a and gold-2b
    assert walk.kit.entry("stadium", "gold-2c") is not None


def test_a_private_bank_is_taught_as_its_prompt_says() -> None:
    """Play-test: four tries at a bank were refused; the prompt lists points and a villa's colour before the
    income, and the legend says ``-`` is none: ``bank bb 0 - - b`` is a bank costing 2 bronze paying 1 bronze."""
    walk = _walk_to("buildings")
    question = walk.current
    assert question is not None
    said = prompt(question, registry.load("aquileia").kit_schema)
    assert "points (- for a bank)" in said and "a villa's colour (- for the others)" in said
    walk.answer("bank bb 0 - - b")
    bank = walk.kit.entries("buildings")[-1]
    assert (bank["kind"], bank["side"], bank["coins"], bank["slaves"]) == ("bank", "left", ["bronze", "bronze"], 0)
    assert bank["income"] == ["bronze"] and "points" not in bank and "colour" not in bank


def test_the_last_tie_marker_of_a_round_takes_its_position() -> None:
    """Play-test: a tie marker placed last, with no servant on the board, "takes position 0" (the round ended
    with it, and the next round's track is empty); the track is numbered from 1 (l.3)."""
    session = new(("A", "B", "C", "D"))
    for _ in range(4):
        session.act("pass")
    for _ in range(4):
        session.act("place", {"space": "tie"})
    assert session.table.position.round == 2
    assert last_outcome(session)[0] == "D takes position 4 on the tie track."


def test_latro_says_no_other_coin_for_a_second_die_of_one_metal() -> None:
    """Play-test: ``latro dice=gold,gold`` took the only gold coin and said "No gold coin under a servant" for
    the second die; a die takes one coin (l.8), so no other gold coin is there."""
    session = latro_example()
    session.act("latro", {"dice": "gold,gold"})
    said = last_outcome(session)
    assert said[0] == "No other gold coin under a servant: Latro takes nothing for that die."
    assert "1 gold coin goes from Portus gold to Vlada's purse." in said


def test_the_rolls_log_the_faces_rolled() -> None:
    """Play-test: after ``rolls dice=roll`` the log gave only each entrant's count of bronze: the faces go first."""
    session = new()
    place_all(session, {"Vlada": [], "Blue": ["arena-1a"], "Yellow": ["arena-1b"], "Red": ["arena-2"]})
    to_phase(session, "arena")
    session.act("rolls", {"dice": "roll"})
    dice = session.events[-1].args["dice"]
    faces = [", ".join(dice[i : i + 3]) for i in (0, 3, 6)]
    said = f"The red dice: Blue {faces[0]}; Yellow {faces[1]}; Red {faces[2]}."
    assert last_outcome(session)[0] == said


def test_a_fourth_racer_gets_nothing() -> None:
    """Play-test: ``calc stadium`` gave a fourth place "0 gold"; l.6 pays the first three only."""
    entries = ["Blue:5:3:silver", "Yellow:6:4:silver", "Kaja:4:2:gold", "Vlada:3:1:gold"]
    said = render_stadium(calc_stadium({"entry": entries}))
    assert said.splitlines()[1] == "coins: 3 silver, 2 silver, 1 gold, nothing"


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("zlatý kůň 2", "gold-horse-2"),
        ("zlaty kun 2", "gold-horse-2"),
        ("zlatí koně 2", "gold-horse-2"),
        ("zlatý kůň 1", "gold-horse-1"),
        ("stříbrný kůň 2", "silver-horse-2"),
        ("stribrny kun 1", "silver-horse-1"),
        ("zbraně 2", "weapons-2"),
        ("zbraň 1", "weapons-1"),
    ],
)
def test_a_card_named_in_czech_kind_first(typed: str, card: str) -> None:
    """Play-test: "zlatý kůň 2" was not found, only "karta se dvěma zlatými koňmi" (English takes "gold 2")."""
    assert EQUI.resolve(typed).id == card
    assert (HORSE if "horse" in card else WEAPON).resolve(typed).id == card


@pytest.mark.parametrize(
    ("page", "actions"),
    [
        ("05-arena.md", ("rolls", "fight", "play", "blue", "prizes")),
        ("06-stadium.md", ("rolls", "race", "play", "blue", "prizes")),
    ],
)
def test_the_czech_contest_pages_name_the_czech_commands(czech: None, page: str, actions: tuple[str, ...]) -> None:
    """Play-test: the Czech Arena page said *rolls*, *fight*, *play*, *blue*, *prizes*: the Czech CLI takes
    the Czech words (``hody``, ``zápas``, ...), so the page names those."""
    text = (RULES / page).read_text(encoding="utf-8")
    for action in actions:
        word = tr(f"action:{action}")
        assert word != f"action:{action}"
        assert f"*{word}*" in text and f"*{action}*" not in text, action


def test_a_stadium_space_told_without_its_side_is_refused_in_the_walk() -> None:
    """A strength with no side (``3 3``: the side's place took a number) cannot be raced on: one line."""
    walk = _walk_to("stadium")
    with pytest.raises(KitError, match="a Stadium space is on the gold or the silver side: say which"):
        walk.answer("3 3")
    assert len(walk.kit.entries("stadium")) == 4


def test_a_stadium_space_nothing_is_known_of_is_not_played_on() -> None:
    """A kit taught part-way may list a Stadium space with no facts yet; the board leaves it out until its side
    is known (the race's metal is its side's), and the kit lists it as missing."""
    shipped_space = '    { id = "gold-2b", name = "Stadium gold 2b", side = "gold", value = 2 },\n'
    unknown = '    { id = "stadium-space-5", name = "Stadium space 5", side = "?", value = "?" },\n'
    kit = kit_with((shipped_space, shipped_space + unknown))
    session = new(kit=kit)
    assert "stadium-space-5" not in board(session.context()).spaces
    assert any(line.startswith("stadium:") and "2 facts unknown" in line for line in kit.missing())


def test_no_czech_rules_page_names_an_english_command() -> None:
    """Play-test: the Czech pages named commands and fields by their English ids (*skip*, *bid*, *board*) where
    the Czech command line takes Czech words."""
    po = (RULES.parents[1] / "locale" / "cs" / "LC_MESSAGES" / "aquileia.po").read_text(encoding="utf-8")
    czech = dict(re.findall(r'msgid "(?:action|field):([^"]+)"\nmsgstr "([^"]+)"', po))
    left = [
        f"{page.name}: *{word}*"
        for page in sorted(RULES.glob("*.md"))
        for word in re.findall(r"\*([a-z_-]+)\*", page.read_text(encoding="utf-8"))
        if czech.get(word, word) != word
    ]
    assert not left
