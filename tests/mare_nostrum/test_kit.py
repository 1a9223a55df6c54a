"""Mare Nostrum's board kit: the shipped kit, damaged kits, sessions that carry theirs, what it derives, learned()."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.kits import Kit, KitError, dumps, from_data, loads
from rulesets.mare_nostrum.atlas import Learned, atlas_for
from rulesets.mare_nostrum.kit import KIT
from rulesets.mare_nostrum.reach import reach
from tests.mare_nostrum.helpers import bo_moves, deal, end_setup, fleets, name_goods, new_game, table, table_kit

ROOT = Path(__file__).resolve().parents[2]
SHIPPED_TEXT = (ROOT / "rulesets" / "mare_nostrum" / "kit.toml").read_text(encoding="utf-8")
SHIPPED = loads(SHIPPED_TEXT, KIT, "mare-nostrum", "kit.toml", "shipped")

#: A board whose start provinces show all their symbols (made up for the tests, not the printed board).
#: Tigris, West of Carthage, North and South of Rome leave a choice, as the rulebook's "výběr" says (l.9).
START_GOODS = {
    "babylon": ["grain", "wine"],
    "tigris": ["fish", "gold"],
    "alexandria": ["papyrus", "grain"],
    "thebes": ["wine"],
    "cyrene": ["grain"],
    "carthage": ["fish", "metals"],
    "west-of-carthage": ["fruit", "gems"],
    "south-of-carthage": ["cattle"],
    "athens": ["oil", "oil"],
    "north-of-athens": ["wine", "grain"],
    "rome": ["wine", "metals"],
    "north-of-rome": ["metals", "grain"],
    "south-of-rome": ["fruit", "fish"],
}


def kit_with(base: Kit, **facts: dict[str, Any]) -> Kit:
    """A kit with some provinces' facts replaced (checked like any kit)."""
    data = base.to_data()
    for entry in data["provinces"]["entries"]:
        entry.update(facts.get(entry["id"].replace("-", "_"), {}))
    return from_data(data, KIT, "mare-nostrum", "test kit")


GOODS_KIT = kit_with(table_kit(), **{pid.replace("-", "_"): {"goods": g} for pid, g in START_GOODS.items()})


def _unnamed(session: Any) -> dict[str, int]:
    b = table(session)
    return {p.id: b.unnamed_caravans(p.id) for p in b.state.provinces if b.unnamed_caravans(p.id)}


# -- the shipped kit ------------------------------------------------------------------------


def test_the_shipped_kit_holds_what_the_rulebook_and_sources_give() -> None:
    fresh = atlas_for(SHIPPED, Learned())
    assert SHIPPED.counts == {"provinces": 33, "seas": 10}
    assert SHIPPED.missing() == [
        "provinces: 12 of 33 entries missing; 92 facts unknown",
        "seas: 7 of 10 entries missing; 6 facts unknown",
    ]
    assert {fresh.lands[p].capital for p in ("babylon", "alexandria", "carthage", "athens", "rome")} == {
        "babylon",
        "egypt",
        "carthage",
        "greece",
        "rome",
    }
    # l.5: oil at Troas, printed under its Latin name; l.9: cattle in Sinai; FAQ: papyrus in Egypt's capital.
    assert fresh.province_catalogue.resolve("TROAS").id == "troy" and fresh.lands["troy"].seen == ("oil",)
    assert fresh.lands["sinai"].seen == ("cattle",) and fresh.lands["alexandria"].seen == ("papyrus",)
    assert fresh.lands["troy"].goods is None and fresh.lands["cyrene"].sites is None  # never guessed
    # l.19: West and South of Cyrene border Cyrene; l.15: Alexandria does too.
    assert fresh.neighbours("cyrene") == {"alexandria", "west-of-cyrene", "south-of-cyrene"}
    assert fresh.border("alexandria", "west-of-cyrene") is None  # not known either way
    assert loads(dumps(SHIPPED), KIT, "mare-nostrum", "again") == SHIPPED


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            (
                'coastal = "?", neighbours = ["babylon", "?"], seas = "?" },\n    { id = "tigris"',
                'coastal = "?", neighbours = "?", seas = "?" },\n    { id = "tigris"',
            ),
            "kit.toml: provinces.babylon.neighbours: antioch does not list babylon back in its neighbours",
        ),
        (('goods = ["oil", "?"]', 'goods = ["olive oil", "?"]'), "kit.toml: provinces.troy.goods: expected one of"),
        (('capital = "rome"', 'capital = "carthage"'), "kit.toml: provinces.rome.capital: carthage already has"),
        (('{ id = "constantinople"', '{ id = "byzantium"'), "kit.toml: provinces: constantinople is missing"),
        (
            (
                'capital = "greece", sites = "?", goods = "?", coastal = true',
                'capital = "greece", sites = "?", goods = "?", coastal = false',
            ),
            "kit.toml: provinces.athens.coastal: false, but it lists the sea zone east-of-athens",
        ),
        (
            ('capital = "egypt", sites = "?"', 'capital = "egypt", sites = 1'),
            "kit.toml: provinces.alexandria.sites: the preset start puts 2 cities there",
        ),
        (
            ('coasts = ["rome", "athens", "north-of-athens", "?"]', 'coasts = ["athens", "north-of-athens", "?"]'),
            "kit.toml: provinces.rome.seas: ionian does not list rome back in its coasts",
        ),
        (
            ('name = "Sea east of Athens"', 'name = "ATHENS"'),
            "kit.toml: seas.east-of-athens.name: 'ATHENS' names athens",
        ),
        (
            ('sites = "?", goods = ["cattle"', 'sites = 9, goods = ["cattle"'),
            "kit.toml: provinces.sinai.sites: 9 is above 3",
        ),
    ],
)
def test_a_damaged_kit_is_refused_in_one_line_naming_the_key(change: tuple[str, str], message: str) -> None:
    old, new = change
    assert old in SHIPPED_TEXT
    with pytest.raises(KitError) as refused:
        loads(SHIPPED_TEXT.replace(old, new, 1), KIT, "mare-nostrum", "kit.toml")
    assert str(refused.value).startswith(message) and "\n" not in str(refused.value)


# -- sessions carry their kit -----------------------------------------------------------------


def test_a_session_made_with_a_kit_opens_without_the_kit_file(tmp_path: Path) -> None:
    session = new_game("babylon", "carthage", "greece", kit=GOODS_KIT)
    path = tmp_path / "g.toml"
    saves.save(session, path)
    loaded = saves.load(path)  # no kit file is read: the save carries its own copy
    assert loaded.same_as(session) and loaded.table.kit == GOODS_KIT
    assert sorted(table(loaded).caravans("babylon")) == ["grain", "wine"]


def test_a_corrected_kit_applied_during_the_game_takes_over() -> None:
    session = new_game("babylon", "carthage", "greece")
    assert table(session).state.province("cyrene").sites is None
    session.apply_kit(kit_with(table_kit(), cyrene={"sites": 2}))
    assert table(session).state.province("cyrene").sites == 2
    session.undo()
    assert table(session).state.province("cyrene").sites is None


# -- what the kit derives ------------------------------------------------------------------------


def test_the_preset_caravans_take_the_kits_symbols() -> None:
    # The play-test's four players named 12 starting caravans one command each. With the symbols
    # known, only the caravans the rulebook leaves to the player's choice (l.9 "výběr") are asked for.
    players = ("greece", "rome", "egypt", "carthage")
    assert sum(_unnamed(new_game(*players)).values()) == 12
    session = new_game(*players, kit=GOODS_KIT)
    assert _unnamed(session) == {"west-of-carthage": 1, "north-of-rome": 1, "south-of-rome": 1}
    b = table(session)
    assert (b.caravans("athens"), b.caravans("north-of-athens"), b.caravans("cyrene")) == (
        ["oil"],
        ["wine", "grain"],
        ["grain"],
    )
    # A good the province does not show is refused; one it shows is taken.
    refused = session.propose("caravan-good", {"province": "north-of-rome", "good": "wine"}, actor="Rome")
    assert [v.message for v in refused.violations] == [
        "North of Rome has no free wine symbol (free ones, as the kit shows: grain, metals)"
    ]
    session.act("caravan-good", {"province": "north-of-rome", "good": "grain"}, actor="Rome")
    # Egypt's extra caravan: Thebes shows one symbol, so the good need not be named.
    session.act("extra-caravan", {"province": "thebes"}, actor="Egypt")
    assert table(session).caravans("thebes") == ["wine"]
    assert "A caravan in Thebes stands on a wine symbol." in session.outcome(len(session.events))


def test_the_symbols_told_in_play_place_the_caravans_they_leave_no_choice_for(tmp_path: Path) -> None:
    # A new table on the shipped kit reads a start province's symbols off the board once (the next evening's kit
    # keeps the whole list): the caravans waiting there take them, nobody names them one by one as well.
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"), kit=SHIPPED)
    session.act("printed", {"province": "babylon", "goods": "grain,wine"})
    assert sorted(table(session).caravans("babylon")) == ["grain", "wine"] and "babylon" not in _unnamed(session)
    # Tigris's one caravan still has a choice between two symbols: the player names it.
    session.act("printed", {"province": "tigris", "goods": "fish,gold"})
    assert _unnamed(session)["tigris"] == 1
    # Fewer symbols than the caravans standing there cannot be printed (nor kept for the next evening).
    refused = session.propose("printed", {"province": "carthage", "goods": "fish"})
    assert [v.message for v in refused.violations] == ["2 caravans stand in Carthage"]
    # A log from before: the caravans named after the symbols were told replay onto the symbols they stand on.
    session.act("caravan-good", {"province": "babylon", "good": "grain"}, actor="Ann", force=True)
    saves.save(session, tmp_path / "old.toml")
    assert sorted(table(saves.load(tmp_path / "old.toml")).caravans("babylon")) == ["grain", "wine"]


def _build_turn(session: Any, player: str, taxes: int) -> None:
    deal(session, player, {"taxes": taxes})
    session.act("exchange-size", {"count": 0})
    session.act("next", {"player": player})


def test_a_caravan_takes_the_only_free_symbol_and_no_other() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"), kit=GOODS_KIT)
    name_goods(session, {"tigris": ["fish"], "west-of-carthage": ["gems"]})
    end_setup(session)
    _build_turn(session, "Cy", 9)
    # Athens shows two oil symbols, one free: no good= needed.
    session.act("buy", {"item": "caravan", "province": "athens"})
    assert table(session).caravans("athens") == ["oil", "oil"]
    refused = session.propose("buy", {"item": "caravan", "province": "north-of-athens"})
    assert [v.message for v in refused.violations] == ["every goods symbol in North of Athens has its caravan"]
    refused = session.propose("buy", {"item": "caravan", "province": "north-of-athens", "good": "fish"})
    assert [v.rule for v in refused.violations] == ["Caravan"]


def test_the_shipped_kit_carries_the_rulebooks_sea_and_land_examples() -> None:
    # l.25: Petr's fleets between Rome and Athens carry legions from Rome to North of Athens.
    session = new_game("greece", "rome", "carthage", names=("Honza", "Petr", "Mirek"), kit=SHIPPED)
    fleets(session, "ionian", "rome", 2)
    assert {"north-of-athens", "athens"} <= reach(table(session), "rome", ["rome"])
    fleets(session, "ionian", "rome", 0)
    assert reach(table(session), "rome", ["rome"]) == {"north-of-rome", "south-of-rome"}
    # l.15: from Alexandria, Cyrene is next door; West of Cyrene is not (the kit cannot tell: it asks).
    egypt = new_game("egypt", "carthage", "greece", kit=SHIPPED)
    assert reach(table(egypt), "egypt", ["alexandria"]) == {"thebes", "cyrene"}


# -- what the kit does not know is asked for once ---------------------------------------------------


def _shipped_build(player: str) -> Any:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"), kit=SHIPPED)
    name_goods(session)
    end_setup(session)
    _build_turn(session, player, 12)
    return session


def test_unknown_sites_and_coasts_are_asked_for_once() -> None:
    session = _shipped_build("Cy")
    refused = session.propose("buy", {"item": "city", "province": "athens"})
    assert [v.message for v in refused.violations] == [
        "the kit does not know Athens's city sites: tell it once (with printed: the province and its city sites)"
    ]
    session.act("printed", {"province": "athens", "sites": "3"})
    session.act("buy", {"item": "city", "province": "athens"})
    refused = session.propose("buy", {"item": "city", "province": "athens"})
    assert [v.message for v in refused.violations] == ["Athens has 3 city sites, all built"]
    # Constantinople's coast is known (Monika's fleets reach it, l.17): a fleet may be built there.
    assert session.propose("buy", {"item": "fleet", "province": "constantinople"}).violations == ()


def test_an_unknown_border_is_asked_for_and_then_known() -> None:
    session = bo_moves(SHIPPED)
    refused = session.propose("move-legion", {"from": "carthage", "to": "cyrene"})
    assert [v.message for v in refused.violations] == [
        "not reachable by land or along your fleets: the kit does not say that Cyrene borders Carthage"
    ]
    session.act("connect", {"a": "carthage", "b": "cyrene"})
    session.act("move-legion", {"from": "carthage", "to": "cyrene"})
    # A border the kit knows to be absent is refused as such, and connect will not add it.
    closed = kit_with(table_kit(), carthage={"neighbours": ["west-of-carthage", "south-of-carthage"]})
    assert atlas_for(closed, Learned()).border("carthage", "cyrene") is False
    other = new_game("babylon", "carthage", "greece", kit=closed)
    with pytest.raises(RuleRefused, match="the kit lists every border of Carthage, and Cyrene is not one"):
        other.act("connect", {"a": "carthage", "b": "cyrene"})


# -- learned(): what the table told goes into the next game's kit ------------------------------------


def test_what_the_table_told_is_kept_for_the_next_game() -> None:
    session = new_game("babylon", "carthage", "greece", kit=SHIPPED)
    name_goods(session, {"babylon": ["grain", "wine"]}, default="fish")
    session.act("add-province", {"name": "Numidia", "neighbours": "carthage", "seas": "southwest of knossos"})
    session.act("add-sea", {"name": "Syrtis", "coasts": "Cyrene,Numidia", "neighbours": "southwest-of-knossos"})
    session.act("connect", {"a": "carthage", "b": "southwest-of-knossos"})
    session.act("printed", {"province": "cyrene", "sites": "1", "goods": "grain,oil"})
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert loads(dumps(kit), KIT, "mare-nostrum", "exported") == kit  # what `kit export --from` writes loads again
    assert kit.entry("provinces", "numidia") == {
        "id": "numidia",
        "name": "Numidia",
        "sites": "?",
        "goods": "?",
        "coastal": True,
        "neighbours": ["carthage", "?"],
        "seas": ["southwest-of-knossos", "syrtis", "?"],
    }
    assert kit.known("provinces", "carthage", "neighbours") == ["west-of-carthage", "south-of-carthage", "numidia", "?"]
    assert kit.known("seas", "southwest-of-knossos", "coasts") == ["knossos", "carthage", "numidia", "?"]
    assert kit.known("seas", "syrtis", "neighbours") == ["southwest-of-knossos", "?"]
    assert (
        kit.known("provinces", "cyrene", "goods") == ["grain", "oil"] and kit.known("provinces", "cyrene", "sites") == 1
    )
    assert kit.known("provinces", "babylon", "goods") == ["grain", "wine", "?"]
    assert kit.known("provinces", "troy", "goods") == ["oil", "?"]  # untouched facts stay as they were
    # The next game knows it all without a command.
    again = new_game("babylon", "carthage", "greece", kit=kit)
    atlas = table(again).state.atlas
    assert atlas.province_catalogue.resolve("numidia").id == "numidia" and atlas.border("carthage", "numidia")
    assert table(again).state.province("cyrene").goods == ("grain", "oil")


def test_a_fresh_kit_learns_nothing() -> None:
    session = new_game("babylon", "carthage", "greece", kit=SHIPPED)
    assert session.ruleset.learned(session.context(), session.table.kit) == SHIPPED


def test_a_province_past_the_kits_count_is_refused_unless_forced() -> None:
    data = SHIPPED.to_data()
    data["provinces"]["count"] = len(data["provinces"]["entries"])  # as if every province were in the kit
    full = from_data(data, KIT, "mare-nostrum", "full")
    session = new_game("babylon", "carthage", "greece", kit=full)
    with pytest.raises(RuleRefused, match="the kit says the board has 21 provinces, and all are known"):
        session.act("add-province", {"name": "Numidia"})
    session.act("add-province", {"name": "Numidia"}, force=True)  # the table knows its board better
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert kit.counts["provinces"] == 22 and kit.sources["provinces"].endswith("Completed at the table.")
    assert kit.sources["seas"] == SHIPPED.sources["seas"]
