"""Aquileia's board kit: what it holds, what it refuses, and what the game derives from it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import kitfiles, saves
from engine.errors import BadInput, RuleRefused
from engine.kits import KitError, dumps, loads
from rulesets.aquileia import INFO
from rulesets.aquileia.kit import KIT
from rulesets.aquileia.printed import board, printed
from tests.aquileia.helpers import (
    RATES,
    coins,
    give_cards,
    hand,
    kit_with,
    last_outcome,
    new,
    place_all,
    set_coins,
    shipped_text,
    to_phase,
)
from tests.test_cli import run

ONLY_PECUNIA = {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []}


def test_the_shipped_kit_holds_what_the_sources_give() -> None:
    kit = kitfiles.shipped(INFO.load())
    assert [(e["id"], e["value"]) for e in kit.entries("arena")] == [("arena-1a", 1), ("arena-1b", 1), ("arena-2", 2)]
    assert kit.counts["arena"] == 3 and "stadium" not in kit.counts  # how many Stadium spaces: not known
    assert [(e["side"], e["value"]) for e in kit.entries("stadium")] == [
        ("silver", 1),
        ("silver", 2),
        ("gold", 2),
        ("gold", 2),
    ]
    villa = kit.entry("buildings", "villa-blue-10")
    assert villa is not None and villa["coins"].count("bronze") == 2 and villa["slaves"] == 3
    assert kit.known("buildings", "villa-blue-6", "coins") is None  # l.8 gives no price: unknown, not invented
    assert kit.entries("pecunia") == ()
    decks: dict[str, int] = {}
    for card in kit.entries("decks"):
        decks[card["deck"]] = decks.get(card["deck"], 0) + card["copies"]
    assert decks == {"slaves": 22, "equi": 17, "stadium": 12, "theatre": 6}
    assert all(kit.sources[name] for name in kit.sections)
    assert kit.missing() == ["buildings: 6 facts unknown"]
    session = new()
    views = {v.title: v.rows for v in session.ruleset.views(session.context())}
    assert views["Board kit: still unknown"] == (
        ("Stadium spaces: 4 known (how many in all is unknown)",),
        ("building tiles: 4 known (how many in all is unknown); 6 facts unknown",),
        ("Pecunia rates: 0 known (how many in all is unknown)",),
    )


@pytest.mark.parametrize(
    ("old", "new_text", "message"),
    [
        ('"Arena 2", value = 2', '"Arena 2", value = 0', "arena.arena-2.value: 0 is below 1"),
        ('points = 10, colour = "blue" }', "points = 10 }", "buildings.villa-blue-10.colour: a villa tile has its"),
        (
            'kind = "workshop", side = "left"',
            'kind = "workshop", side = "right"',
            "workshop-4.side: a workshop is built",
        ),
        ('income = ["silver", "gold"] }', 'income = ["silver", "gold"], points = 3 }', "bank tile has no points"),
        ('copies = 11, symbol = "slave", number = 1', 'copies = 12, symbol = "slave", number = 1', "slave-1.copies"),
        (
            'id = "gold-2b", name = "Stadium gold 2b"',
            'id = "dolus", name = "Stadium gold 2b"',
            "stadium.dolus: dolus is",
        ),
        ('name = "Arena 1b"', 'name = "Arena 2"', "arena.arena-2: its name answers for another space too"),
        ('side = "gold", value = 2 }', 'side = "?", value = 2 }', "stadium.gold-2a.side: a Stadium space is on"),
    ],
)
def test_a_damaged_kit_is_refused_in_one_line_naming_the_key(old: str, new_text: str, message: str) -> None:
    text = shipped_text()
    assert old in text
    with pytest.raises(KitError) as refused:
        loads(text.replace(old, new_text, 1), KIT, "aquileia", "k.toml")
    said = str(refused.value)
    assert said.startswith("k.toml: ") and message in said and "\n" not in said


def test_a_session_made_with_a_kit_opens_without_the_kit_file(tmp_path: Path) -> None:
    file = tmp_path / "mine.toml"
    file.write_text(dumps(kit_with(RATES)), encoding="utf-8")
    kit = kitfiles.read(file, INFO.load())
    session = new(kit=kit)
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    session.act("pecunia", {"rate": "1 gold for 2 silver"})
    saves.save(session, tmp_path / "game.toml")
    file.unlink()
    loaded = saves.load(tmp_path / "game.toml")
    assert loaded.table.kit == kit and loaded.same_as(session)
    assert coins(loaded, 0) == {"silver": 3, "bronze": 2}


def test_pecunia_takes_the_kits_rates_and_refuses_others() -> None:
    session = new(kit=kit_with(RATES))
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    assert session.suggestions(session.spec("pecunia"), "rate") == ["gold-for-silvers", "silver-for-bronzes"]
    with pytest.raises(RuleRefused, match="the board allows only: 1 gold for 2 silver; 1 silver for 2 bronze"):
        session.act("pecunia", {"give": "bronze,bronze", "get": "silver"})
    refused = session.propose("pecunia", {"rate": "gold-for-silvers", "get": "silver"})
    assert [v.rule for v in refused.violations] == ["Pecunia rate"]
    session.act("pecunia", {"give": "gold", "get": "silver,silver"})  # the coins of a listed rate: it is that rate
    assert coins(session, 0) == {"silver": 3, "bronze": 2} and session.table.game.patricians[0].score == 4
    assert last_outcome(session)[0] == "Blue exchanges 1 gold for 2 silver."
    assert session.ruleset.learned(session.context(), session.table.kit) == session.table.kit  # nothing new


def test_pecunia_rates_the_kit_lacks_are_taken_as_said_and_kept_for_the_next_game() -> None:
    session = new()
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    with pytest.raises(BadInput, match="pick the rate, or enter the coins given and the coins taken"):
        session.act("pecunia")
    session.act("pecunia", {"give": "gold", "get": "silver,silver"}, force=True)  # forced: the one rate is kept
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entries("pecunia") == (
        {"id": "gold-for-silver-silver", "name": "1 gold for 2 silver", "give": ["gold"], "get": ["silver", "silver"]},
    )
    assert "entered at the table" in learned.sources["pecunia"]
    assert loads(dumps(learned), KIT, "aquileia", "exported") == learned


@pytest.mark.parametrize(
    ("give", "get", "makes_coins"),
    [
        ("silver", "gold,gold,gold,gold,gold", True),  # the play-test's 5 gold for 1 silver
        ("silver", "gold", True),  # a gold for a silver: dearer at any rate
        ("bronze", "silver", True),
        ("silver", "gold,bronze", True),  # a dearer coin and one more on top
        ("bronze,bronze", "silver,silver,silver", True),
        ("silver,bronze", "gold,gold", True),
        ("gold", "silver,silver", False),  # change: how many silver a gold is worth is the board's
        ("bronze,bronze", "silver", False),
        ("silver,bronze", "gold", False),
        ("gold", "silver,bronze", False),
        ("gold", "bronze,bronze,bronze,bronze,bronze", False),
        ("silver,silver", "gold,bronze", False),  # 1 gold + 1 bronze against 2 silver: the rate decides
        ("gold,gold", "silver", False),  # a loss, but no coin made
    ],
)
def test_an_exchange_never_makes_coins_while_the_rates_are_unknown(give: str, get: str, makes_coins: bool) -> None:
    # Play-test: with no rates in the kit, `give=silver get=gold,gold,gold,gold,gold` was allowed (coins from
    # nothing). Whatever the board rates a gold, a silver and a bronze, no rate pays out more than it takes.
    session = new()
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    set_coins(session, 0, gold=2, silver=2, bronze=2)
    proposed = session.propose("pecunia", {"give": give, "get": get})
    if not makes_coins:
        # Only the board's whole table of rates is asked for (forced, the exchange is kept as one of them).
        assert [v.rule for v in proposed.violations] == ["Pecunia rates"] and proposed.forcible
        return
    assert [v.rule for v in proposed.violations] == ["Pecunia rate"]
    assert proposed.violations[0].message.endswith(
        "pays out more than it takes, however the board rates gold above silver above bronze: "
        "Pecunia changes money, it makes none"
    )
    assert proposed.forcible  # the table may know a board that does; forced, the exchange is kept as its rate


def test_the_play_tests_exchange_is_refused_in_one_sentence_and_a_forced_one_becomes_a_rate() -> None:
    session = new()
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    with pytest.raises(RuleRefused) as refused:
        session.act("pecunia", {"give": "silver", "get": "gold,gold,gold,gold,gold"})
    assert str(refused.value) == (
        "pecunia refused (Pecunia rate: 1 silver for 5 gold pays out more than it takes, however the board rates "
        "gold above silver above bronze: Pecunia changes money, it makes none)"
    )
    assert refused.value.forcible
    assert coins(session, 0) == {"gold": 1, "silver": 1, "bronze": 2}
    session.act("pecunia", {"give": "silver", "get": "gold"}, force=True)
    assert coins(session, 0) == {"gold": 2, "bronze": 2}
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert [(r["give"], r["get"]) for r in learned.entries("pecunia")] == [(["silver"], ["gold"])]


def test_a_rate_the_kit_lists_is_the_boards_word_even_where_it_makes_coins() -> None:
    # The bound is for what the kit does not know: a rate it lists (a table's own kit) is taken as printed.
    rate = '{ id = "silver-for-gold", name = "1 silver for 1 gold", give = ["silver"], get = ["gold"] }'
    session = new(kit=kit_with((RATES[0], f'[pecunia]\nsource = "test"\ncount = 1\nentries = [{rate}]')))
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    assert session.propose("pecunia", {"rate": "1 silver for 1 gold"}).legal


def test_a_rate_stated_once_is_named_for_the_rest_of_the_game() -> None:
    """The first exchange teaches its rate: from then on the table names it, as a rate the kit lists."""
    session = new()
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    assert session.suggestions(session.spec("pecunia"), "rate") == []
    session.act("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss"})
    assert session.table.position.round == 2  # Pecunia was the round's only action
    # Blue has no gold now, and the board's one rate wants gold: Pecunia would pass by itself (l.4).
    set_coins(session, 0, gold=1)
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    assert session.suggestions(session.spec("pecunia"), "rate") == ["gold-for-silver-silver"]
    session.act("pecunia", {"rate": "1 gold for 2 silver"})
    assert coins(session, 0) == {"silver": 2} and last_outcome(session)[0] == "Blue exchanges 1 gold for 2 silver."
    assert len(session.ruleset.learned(session.context(), session.table.kit).entries("pecunia")) == 1


def test_a_tile_is_built_once_and_paid_exactly() -> None:
    session = new()
    set_coins(session, 0, bronze=2, silver=2, gold=1)
    give_cards(session, 0, "slave-2", "slave-1")
    set_coins(session, 1, bronze=2, silver=2)
    give_cards(session, 1, "slave-2", "slave-2")
    place_all(session, {"Blue": ["forum-1"], "Yellow": ["forum-2"], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    assert session.suggestions(session.spec("build"), "tile")[0] == "villa-blue-10"  # Blue can pay it
    views = {v.title: v for v in session.ruleset.views(session.context())}
    assert ("Blue villa 10", "1 gold, 2 silver and 2 bronze, 3 slaves", "Blue") in views["Free tiles"].rows
    session.act("build", {"tile": "villa-blue-10"})  # 2 + 1 slaves: exactly, the only way
    assert hand(session, 0) == {} and session.table.game.patricians[0].buildings[0].tile == "villa-blue-10"
    twice = session.propose("build", {"tile": "villa-blue-10"})
    assert not twice.forcible and "the Blue villa 10 is built already (Blue's)" in [v.message for v in twice.violations]
    refused = session.propose("build", {"tile": "villa-blue-6", "coins": "gold", "slaves": 2})
    assert [(v.rule, v.physical) for v in refused.violations][:1] == [("Price", True)]
    assert "Yellow cannot pay exactly: 1 gold short" in refused.violations[0].message


def test_a_price_the_kit_lacks_is_asked_once_and_kept() -> None:
    session = new()
    set_coins(session, 0, bronze=1, silver=1)
    place_all(session, {"Blue": ["forum-2"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    with pytest.raises(BadInput, match=r"does not know what the Workshop 4 costs: enter its coins \(and slaves\)"):
        session.act("build", {"tile": "workshop-4"})
    session.act("build", {"tile": "workshop 4", "coins": "silver,bronze", "slaves": 0})
    assert session.table.game.patricians[0].score == 4  # space 2 scores the kit's 4 points
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.known("buildings", "workshop-4", "coins") == ["silver", "bronze"]
    assert learned.known("buildings", "workshop-4", "slaves") == 0
    assert loads(dumps(learned), KIT, "aquileia", "exported") == learned


def test_a_tile_the_kit_lacks_is_described_and_kept() -> None:
    session = new()
    set_coins(session, 0, bronze=1)
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    session.act("build", {"kind": "villa", "colour": "purple", "value": 5, "coins": "bronze", "slaves": 0})
    assert session.describe_event(session.events[-1], len(session.events)) == "Blue: builds a villa"
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entry("buildings", "villa-purple-5") == {
        "id": "villa-purple-5",
        "name": "Purple villa 5",
        "kind": "villa",
        "side": "right",
        "coins": ["bronze"],
        "slaves": 0,
        "points": 5,
        "colour": "purple",
    }


def test_a_tile_typed_in_is_built_once() -> None:
    """Helper audit: two players could build the same typed villa; the kit learns it as one tile (l.7)."""
    session = new()
    set_coins(session, 0, bronze=1)
    set_coins(session, 1, bronze=1)
    place_all(session, {"Blue": ["forum-1"], "Yellow": ["forum-3"], "Red": ["forum-4"], "Vlada": []})
    to_phase(session, "forum")
    purple = {"kind": "villa", "colour": "purple", "value": 5, "coins": "bronze", "slaves": 0}
    session.act("build", {"player": "Blue", **purple})
    assert session.table.game.patricians[0].buildings[0].tile == "villa-purple-5"
    twice = session.propose("build", {"player": "Yellow", **purple})
    assert [v.message for v in twice.violations] == ["the Purple villa 5 is built already (Blue's)"]
    assert twice.forcible  # the board might print two alike: the table may say so
    session.act("build", {"player": "Yellow", **purple, "value": 6})  # another tile is free


def test_slave_cards_are_asked_for_only_when_the_hand_pays_two_ways() -> None:
    priced = ('slaves = "?", points = 4 }', "slaves = 2, points = 4 }")
    session = new(
        kit=kit_with(
            priced, ('kind = "workshop", side = "left", coins = "?"', 'kind = "workshop", side = "left", coins = []')
        )
    )
    give_cards(session, 0, "slave-1", "slave-1", "slave-2")
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "forum")
    with pytest.raises(
        BadInput, match="2 slaves can be paid with 1 two-slave card or 2 one-slave cards: name the slave cards paid"
    ):
        session.act("build", {"tile": "workshop-4"})
    session.act("build", {"tile": "workshop-4", "slave_cards": "1,1"})
    assert hand(session, 0) == {"slave-2": 1}


def test_kit_export_from_a_save_keeps_what_the_table_entered(
    saves_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = new()
    session.name = "learning"
    session.act("add-space", {"area": "stadium", "side": "silver", "value": 3})
    saves.save(session, saves_dir / "learning.toml")
    exported = tmp_path / "aquileia.toml"
    assert run(capsys, "kit", "export", "aquileia", "--from", "learning", "-o", str(exported))[0] == 0
    code, out, _ = run(capsys, "kit", "check", str(exported))
    assert code == 0 and out.startswith(f"{exported}: a good kit of aquileia (35 entries)")
    assert '{ id = "silver-3", name = "Stadium silver 3", side = "silver", value = 3 }' in exported.read_text()


def test_add_space_puts_a_printed_space_the_kit_lacks_on_the_board() -> None:
    session = new()
    with pytest.raises(BadInput, match="say which side"):
        session.act("add-space", {"area": "stadium", "value": 1})
    session.act("add-space", {"area": "stadium", "side": "gold", "value": 1})
    assert last_outcome(session) == ["The Stadium now has Stadium gold 1 (strength 1)."]
    refused = session.propose("add-space", {"area": "arena", "value": 3})
    assert refused.forcible and refused.violations[0].message.startswith("the kit lists all 3 spaces of the Arena")
    place_all(session, {"Blue": ["gold-1", "gold-2a"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "stadium")  # Blue races alone: the race passes by itself, on the spaces' printed 1 + 2
    assert session.table.game.strengths == (("stadium", 0, 1 + 2, "gold"),)
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entry("stadium", "gold-1") == {"id": "gold-1", "name": "Stadium gold 1", "side": "gold", "value": 1}
    assert loads(dumps(learned), KIT, "aquileia", "exported") == learned


def test_a_space_value_the_kit_lacks_is_asked_once() -> None:
    unknown = ('{ id = "gold-2b", name = "Stadium gold 2b", side = "gold", value = 2 }',
               '{ id = "gold-2b", name = "Stadium gold 2b", side = "gold", value = "?" }')  # fmt: skip
    session = new(kit=kit_with(unknown))
    # Two racers: a lone one's race passes by itself (version 13), and nobody compares its strength.
    place_all(session, {"Blue": ["gold-2b"], "Yellow": ["silver-1"], "Red": [], "Vlada": []})
    to_phase(session, "stadium")
    with pytest.raises(
        BadInput, match=r"strength printed on Stadium gold 2b: enter the base \(the total printed on your spaces\)"
    ):
        session.act("race", {"dice": "gold,bronze,bronze"})
    session.act("race", {"dice": "gold,bronze,bronze", "base": 2})
    assert session.table.game.strengths == (("stadium", 0, 3, "gold"),)
    assert board(session.context()).values["gold-2b"] == 2  # remembered: not asked again
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.known("stadium", "gold-2b", "value") == 2


def test_printed_facts_are_made_once_per_kit() -> None:
    """Replay asks for the board on every event: the same kit and learned facts give the very same object."""
    session = new()
    first, again = printed(session.context()), printed(session.context())
    assert first is again and first.board.catalogue is board(session.context()).catalogue
    session.act("add-space", {"area": "stadium", "side": "silver", "value": 3})
    assert printed(session.context()) is not first and "silver-3" in board(session.context()).catalogue


DATA = Path(__file__).parent / "data"
V2 = """format = 1
game = "aquileia"
ruleset_version = "2"
name = "old"
created = "2026-11-29T12:13:05Z"
players = [{ name = "A", faction = "red" }, { name = "B", faction = "blue" }, { name = "C", faction = "yellow" }]
events = [
    { t = "place", by = "A", at = 0, a = { player = "A", space = "arena-4" } },
    { t = "place", by = "B", at = 1, a = { player = "B", space = "arena-1" } },
    { t = "place", by = "C", at = 2, a = { player = "C", space = "tie" } },
    { t = "place", by = "A", at = 3, a = { player = "A", space = "tie" } },
    { t = "place", by = "B", at = 4, a = { player = "B", space = "tie" } },
    { t = "pass", by = "C", at = 5, a = { player = "C" } },
    { t = "pass", by = "A", at = 6, a = { player = "A" } },
    { t = "pass", by = "B", at = 7, a = { player = "B" } },
    { t = "next-phase", at = 8 },
    { t = "next-phase", at = 9 },
    { t = "fight", by = "A", at = 10, a = { player = "A", dice = ["bronze", "silver", "gold"] } },
    { t = "fight", by = "B", at = 11, a = { player = "B", dice = ["bronze", "bronze", "gold"] } },
]

[options]

[[kits]]
kit = "aquileia"
format = 1
"""


def test_version_2_saves_replay_on_the_printed_spaces() -> None:
    session = saves.loads_text(V2, "old", "aquileia")
    added = session.events[0]
    assert (added.type, dict(added.args), added.forced) == ("add-space", {"area": "arena", "value": 4}, ("Board kit",))
    assert session.events[2].args["space"] == "arena-1a"
    # The same strengths as before: arena-4 kept its 4, arena-1 became the printed Arena 1a.
    assert session.table.game.strengths == (("arena", 0, 4 + 1, "bronze"), ("arena", 1, 1 + 2, "bronze"))
    # The empty kit an older save kept is the shipped one: it was played on the printed board.
    assert session.table.kit.entries("arena") == kitfiles.shipped(INFO.load()).entries("arena")
    again = saves.loads_text(saves.dumps(session), "old", "aquileia")
    assert again.same_as(session)


def test_the_version_2_demo_still_loads() -> None:
    session = saves.loads_text((DATA / "demo_v2.toml").read_text(encoding="utf-8"), "demo", "aquileia")
    kinds = [e.type for e in session.events]
    assert kinds.count("add-space") == 1 and session.events[kinds.index("add-space") + 1].args["space"] == "arena-3"
    placed = [e.args["space"] for e in session.events if e.type == "place"]
    assert "arena-1a" in placed and "arena-1" not in placed


def test_pecunia_refuses_the_same_coins_back_while_the_rates_are_unknown() -> None:
    # Play-test: with no rates in the kit, `give=gold get=gold` scored 4 points. l.4: the points come with
    # an exchange; the same coins back is none.
    session = new()
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    refused = session.propose("pecunia", {"give": "gold", "get": "gold"})
    assert [v.message for v in refused.violations] == ["that gives back the same coins: no exchange"]
