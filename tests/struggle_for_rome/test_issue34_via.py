"""Issue 34, the kit: a counted move naming the places it passes (``via``) teaches its arrows, and a
landscape east of the Limes lies in no province (the kit walk, add-landscape, and older saves)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry, saves
from engine.kitfiles import shipped
from engine.kits import KitError, dumps, loads
from engine.session import Session
from engine.teach import Walk
from rulesets.struggle_for_rome import INFO
from tests.struggle_for_rome.helpers import count, new, place, to_phase

RULESET = INFO.load()
#: Crossings the shipped kit lacks, told once (add-crossing): the way from Ann's start crossing to Verona.
WAY = ("Danube ford", "Alpine pass", "By Verona")


def _on_the_way() -> Session:
    """Four players in the cavalry phase, Ann's cavalry told on her first start crossing."""
    session = new(4)
    for crossing in WAY:
        session.act("add-crossing", {"crossing": crossing})
    to_phase(session, "cavalry")
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    return session


def _arrows(session: Session) -> list[tuple[list[str], str]]:
    kit = RULESET.learned(session.context(), session.kits[0])
    return [(list(e["ends"]), e["kind"]) for e in kit.entries("arrows")]


def test_a_move_naming_the_places_it_passes_teaches_each_arrow_when_one_kind_is_left() -> None:
    session = _on_the_way()
    gold = count(session, "purse:red", "gold")
    # The sea arrow first (free), then two land arrows: one paid with grain, one with 3 gold.
    session.act("move", {"land": 2, "sea": 1, "first": "sea", "via": "Danube ford,Alpine pass", "to": "By Verona"})
    assert session.table.game.tribes[0][0] == "by-verona"
    assert count(session, "purse:red", "gold") == gold - 3
    assert (
        "The app learns from this move: sea arrow Red start crossing 1 — Danube ford; "
        "land arrow Danube ford — Alpine pass; land arrow Alpine pass — By Verona."
    ) in session.outcome(len(session.events))
    assert _arrows(session) == [
        (["red-start-1", "danube-ford"], "sea"),
        (["danube-ford", "alpine-pass"], "land"),
        (["alpine-pass", "by-verona"], "land"),
    ]
    # Kept for the next evening, as an arrow crossed alone is: one arrow straight there is free (the first).
    later = new(4, kit=loads(dumps(RULESET.learned(session.context(), session.kits[0])), RULESET.kit_schema,
                             RULESET.id, "learned"))  # fmt: skip
    to_phase(later, "cavalry")
    place(later, 0, "cavalry", "danube-ford")
    gold = count(later, "purse:red", "gold")
    later.act("move-to", {"to": "Alpine pass"})
    assert later.table.game.tribes[0][0] == "alpine-pass" and count(later, "purse:red", "gold") == gold


def test_with_both_kinds_left_over_only_the_first_arrow_is_learned() -> None:
    session = _on_the_way()
    session.act("move", {"land": 2, "sea": 1, "first": "land", "via": "Danube ford,Alpine pass", "to": "By Verona"})
    # One land and one sea arrow left for two steps: which is which the count cannot say.
    assert _arrows(session) == [(["red-start-1", "danube-ford"], "land")]


def test_an_arrow_the_kit_knows_fills_its_step_and_leaves_one_kind_over() -> None:
    session = _on_the_way()
    session.act("move", {"land": 1, "to": "Danube ford"})  # crossed alone: a land arrow
    to_phase(session, "infantry")
    # The warrior, on the other start crossing, passes the horseman's crossing and the ford (a land arrow
    # the kit knows): the sea arrow is the first, so the last step is the other sea arrow.
    session.act(
        "move", {"land": 1, "sea": 2, "first": "sea", "via": "Red start crossing 1,Danube ford", "to": "Alpine pass"}
    )
    assert session.table.game.tribes[0][1] == "alpine-pass"
    assert _arrows(session) == [
        (["red-start-1", "danube-ford"], "land"),
        (["red-start-2", "red-start-1"], "sea"),
        (["danube-ford", "alpine-pass"], "sea"),
    ]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        ({"land": 2, "via": "Danube ford,Alpine pass", "to": "By Verona"},
         "via names 2 places passed: a move over 2 arrows passes 1"),
        ({"land": 1, "sea": 1, "first": "land", "via": "Danube ford", "to": "Danube ford"},
         "an arrow joins two different places"),
        ({"land": 2, "via": "Danube ford"}, "name the crossing the tribe ends on (to) after the places it passes"),
        ({"sea": 2, "via": "Danube ford", "to": "Alpine pass"},
         "the board kit knows the first arrow, from Red start crossing 1 to Danube ford, as a land arrow"),
        ({"sea": 4, "via": "Alpine pass,Red start crossing 1,Danube ford", "to": "By Verona"},
         "the board kit knows more land arrows on this way than the move counts"),
    ],
)  # fmt: skip
def test_places_passed_that_do_not_fit_the_count_or_the_kit_are_refused(args: dict[str, object], said: str) -> None:
    session = _on_the_way()
    session.act("move", {"land": 1, "to": "Danube ford"})
    to_phase(session, "infantry")
    # The warrior where the horseman started: the kit knows the land arrow from there to the ford.
    place(session, 0, "infantry", "red-start-1")
    refused = session.propose("move", {"player": "Ann", **args})
    assert said in [v.message for v in refused.violations]


def test_a_landscape_east_of_the_limes_in_a_province_is_refused_by_the_kit_walk() -> None:
    ruleset = registry.load("struggle-for-rome")
    w = Walk(ruleset, shipped(ruleset))
    while w.current is not None and w.current.section != "landscapes":
        w.skip()
    before = w.kit
    with pytest.raises(KitError, match="a landscape east of the Limes lies in no Roman province"):
        w.answer("Po 8 fi east nor")
    assert w.kit == before
    w.answer("Po 8 fi w nor")
    assert w.kit.known("landscapes", "po", "province") == "north-italy"


def test_add_landscape_refuses_a_province_east_of_the_limes() -> None:
    session = new(3)
    east = {"name": "Steppe field", "kind": "field", "number": 4, "limes": True}
    refused = session.propose("add-landscape", {**east, "province": "north-italy"})
    assert [v.message for v in refused.violations] == [
        "the board cannot hold that: a landscape east of the Limes lies in no Roman province (L5)"
    ]
    session.act("add-landscape", east)
    later = session.propose("add-landscape", {"name": "Steppe field", "province": "germania"})
    assert later.violations and "no Roman province" in later.violations[0].message


def test_a_version_5_save_with_a_province_east_of_the_limes_opens_without_the_mark(tmp_path: Path) -> None:
    """Version 5 took both facts; the save still opens and replays, the landscape keeping its province."""
    session = new(3)
    session.act("add-landscape", {"name": "Po field", "kind": "field", "number": 8, "province": "north-italy"})
    to_phase(session, "cavalry")
    session.act("stand", {"player": "Ann", "tribe": "cavalry", "crossing": "red-start-1"})
    session.act("add-crossing", {"crossing": "Danube ford"})
    # A second horseman (logged, so the save replays it): the turn goes on after the move, as in version 5.
    correct = {"holder": "cavalry:red", "kind": "horseman:red", "count": 2, "source": "supply:red", "reason": "t"}
    session.act("correct", correct)
    session.act("move", {"land": 1, "to": "Danube ford"})
    path = tmp_path / "old.toml"
    saves.save(session, path)
    text = path.read_text(encoding="utf-8")
    told = 'province = "north-italy" }'
    old = text.replace(f'ruleset_version = "{RULESET.version}"', 'ruleset_version = "5"')
    old = old.replace(told, 'province = "north-italy", limes = true }', 1)
    assert old.count("limes = true") == 1 and 'ruleset_version = "5"' in old
    path.write_text(old, encoding="utf-8")
    loaded = saves.load(path)
    assert loaded.table == session.table
    assert loaded.context().kit.known("landscapes", "po-field", "limes") is None
