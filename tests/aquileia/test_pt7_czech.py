"""Play-test 7, Czech leftovers: English action ids and names inside Czech text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.errors import BadInput
from engine.i18n import read_po
from engine.kits import Kit
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import RATES, give_buildings, kit_with, last_outcome, new, place_all, to_phase

ROOT = Path(__file__).resolve().parents[2] / "rulesets" / "aquileia"
PO = ROOT / "locale" / "cs" / "LC_MESSAGES" / "aquileia.po"
ENGINE_PO = Path(__file__).resolve().parents[2] / "engine" / "locale" / "cs" / "LC_MESSAGES" / "tabula.po"


def _entries() -> list[tuple[str, str, tuple[str, ...]]]:
    return read_po(PO.read_text(encoding="utf-8"))


def _actions() -> dict[str, str]:
    """Each action id whose Czech word differs from it (``turn-ups``: ``vyložit``)."""
    out = {}
    for path in (PO, ENGINE_PO):
        for msgid, _, forms in read_po(path.read_text(encoding="utf-8")):
            if msgid.startswith("action:") and forms and forms[0] != msgid[len("action:") :]:
                out[msgid[len("action:") :]] = forms[0]
    return out


def test_no_english_action_word_in_czech_text() -> None:
    """``show`` said "(`turn-ups`, …)" and "pass ukončí pokládání"; the placement page "Zvolte start-player"."""
    actions = _actions()
    assert actions["turn-ups"] == "vyložit" and actions["pass"] == "vynechat"
    wanted = [a for a in actions if a != "roll"]  # `roll` is the engine's dice word (reported to the lead)
    quoted_id = re.compile("`(" + "|".join(re.escape(a) for a in wanted) + ")`")
    bare = re.compile(r"(?<![\w:`-])(pass|start-player|turn-ups)(?![\w`-])")
    found = [
        (msgid, form)
        for msgid, _, forms in _entries()
        if not msgid.startswith(("action:", "field:"))
        for form in forms
        if quoted_id.search(form) or bare.search(form)
    ]
    assert found == []
    pages = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "rules" / "cs").glob("*.md"))
    assert "*start-player*" not in pages and "Zvolte\n*start-player*" not in pages


def test_the_arena_spaces_in_czech_on_the_placement_page() -> None:
    """F5's *Pokládací fáze* named "(Arena 1a a Arena 1b)" in English."""
    for page in ("03-placement.md", "05-arena.md"):
        text = (ROOT / "rules" / "cs" / page).read_text(encoding="utf-8")
        assert "`Arena 1a`" not in text and "`Aréna 1a`" in text


def test_the_theatre_laurel_has_one_czech_name() -> None:
    """ "vavřínová karta Theatra" in the final scoring, "Theatru" everywhere else (as the rulebook)."""
    assert not [form for _, _, forms in _entries() for form in forms if "Theatra " in form or form == "Theatra"]


# -- names in Czech: taught Stadium spaces, the tie track, Pecunia rates ----------------------------------------


def _taught_kit() -> Kit:
    """The shipped kit with a Stadium space taught (``gold 3``) and the test rates."""
    return kit_with(
        RATES,
        (
            '{ id = "gold-2b", name = "Stadium gold 2b", side = "gold", value = 2 },',
            '{ id = "gold-2b", name = "Stadium gold 2b", side = "gold", value = 2 },\n'
            '    { id = "gold-3", name = "Stadium gold 3", side = "gold", value = 3 },',
        ),
    )


def test_a_taught_stadium_space_is_named_and_found_in_czech(czech: None) -> None:
    """The log said "Jirka pokládá: Stadium gold 3"; ``položit políčko="stadium zlatá 3"`` was refused."""
    session = new(kit=_taught_kit())
    session.act("place", {"space": "stadium zlatá 3"})
    assert session.events[-1].args["space"] == "gold-3"
    assert "Stadium zlatá 3" in session.describe_event(session.events[-1])
    session.act("place", {"space": "Stadium gold 2a"})  # the kept English name still answers
    assert session.events[-1].args["space"] == "gold-2a"


@pytest.mark.parametrize("typed", ["remíza", "remiza", "remízový žeton", "Remízová stupnice", "tie"])
def test_the_tie_track_by_its_short_czech_word(czech: None, typed: str) -> None:
    """``položit políčko=remíza`` said "neexistuje"."""
    session = new()
    session.act("place", {"space": typed})
    assert session.events[-1].args["space"] == "tie"


@pytest.mark.parametrize(
    "typed",
    ["1 zlatá za 2 stříbrné", "1 zlato za 2 stříbra", "1 zlatá mince za 2 stříbrné mince", "1 gold for 2 silver"],
)
def test_a_pecunia_rate_in_czech(czech: None, typed: str) -> None:
    """``kurz="1 zlatá za 2 stříbrné"`` was refused and the rates offered were English."""
    session = new(kit=_taught_kit())
    place_all(session, {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "mercatus")
    with pytest.raises(BadInput) as refused:
        session.act("pecunia", {"rate": "xyz"})
    assert "1 zlato za 2 stříbra" in str(refused.value) and "1 gold for 2 silver" not in str(refused.value)
    session.act("pecunia", {"rate": typed})
    assert session.events[-1].args["rate"] == "gold-for-silvers"
    assert last_outcome(session)[0] == "Blue směňuje 1 zlato za 2 stříbra."


def test_portus_run_by_itself_has_its_heading() -> None:
    """ev2 #143: the Portus activations and the final scoring were logged under "R6 III Stadium" alone: the
    activations made by themselves in another phase's event come under a "VI Portus:" heading."""
    session = new(("Blue", "Yellow", "Red"))
    give_buildings(session, 0, Building("workshop", 2))
    for round_ in range(6):
        if session.table.game.over:
            break
        todo = {"Blue": ["portus-bronze", "tie"] if round_ == 5 else ["tie"], "Yellow": ["tie"], "Red": ["tie"]}
        start = session.table.position.round
        while (placer := session.table.game.placer) is not None and session.table.position.round == start:
            queue = todo[session.players[placer].name]
            session.act("place", {"space": queue.pop(0)}) if queue else session.act("pass")
    said = last_outcome(session)
    assert "VI Portus:" in said, said
    assert said.index("VI Portus:") + 1 == next(i for i, line in enumerate(said) if "activates" in line)
    assert said.index("VI Portus:") < said.index("Final scoring (l.8):")
