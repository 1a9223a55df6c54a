"""Struggle for Rome in Czech (issue 19): the command line's outcome and error, the rulebook's examples, Czech
names as input, counted words, the Czech reference's terms, and no line of the game's own left in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry, saves
from engine.i18n import tr
from rulesets.struggle_for_rome.holders import figure_word
from rulesets.struggle_for_rome.words import gold, pasture_cards, tribe_word
from tests.english_left import english_left
from tests.struggle_for_rome.helpers import add_city, example_kit, hand, new, place, put, to_phase
from tui.cli.main import main

ROOT = Path(__file__).parents[2]
PO = ROOT / "rulesets" / "struggle_for_rome" / "locale" / "cs" / "LC_MESSAGES" / "struggle_for_rome.po"
REFERENCE = ROOT / "rulesets" / "struggle_for_rome" / "rules" / "cs"


def _plunder_example_save(folder: Path) -> Path:
    """Rules L11 (p. 4, right column), as a save: Ann's cavalry has 2 horsemen and 2 wagons on its field
    beside Augusta, a city of 2 towers; the cavalry phase waits for Ann."""
    session = new(4)
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    for kind in ("horseman:red", "wagon:red"):
        fix = {"holder": "cavalry:red", "kind": kind, "count": 2, "source": "supply:red", "reason": "L11"}
        session.act("correct", fix)
    path = folder / "rome.toml"
    saves.save(session, path)
    return path


def test_a_czech_outcome_on_the_command_line(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # L11: 2 horsemen against 2 towers; the tile shows an action card and the red field: 1 gold for each of
    # the 2 wagons, and a horseman back to the supply. The card is named in Czech, without its accent.
    save = _plunder_example_save(saves_dir.parent)
    said = ["--lang", "cs", "act", str(save), "plunder", "city=Augusta", "reward=akční karta", "card=zradce"]
    assert main([*said, "red=yes"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == [
        "14. Ann plení město Augusta",
        "   Ann: jízdní kmen plení město Augusta (2 jezdci proti 2 věžím): destička Germánie, akční karta a 2 zlaté"
        " za 2 vozy. Červené pole vrací jednoho jezdce do zásoby.",
    ]


def test_a_czech_error_on_the_command_line(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # A city of 4 towers may show a legion eagle (L15): the app asks rather than assume "no".
    save = _plunder_example_save(saves_dir.parent)
    assert (
        main(["--lang", "cs", "act", str(save), "add-city", "city=Mediolanum", "towers=4", "province=severni italie"])
        == 2
    )
    err = capsys.readouterr().err
    # Play-test 11: the Czech hint names the Czech command and fields.
    assert err == "tabula: přidat-město: nese Mediolanum legionářského orla? Uveďte 'orel=ano', nebo 'orel=ne'\n"


def test_the_rulebooks_move_example_with_the_czech_calculator(capsys: pytest.CaptureFixture[str]) -> None:
    # L9: by sea 2 arrows, the first free: 1 gold; without gold, by land 3 arrows: 2 grain (or 6 gold).
    assert main(["--lang", "cs", "calc", "struggle-for-rome", "move", "--sea", "2", "--gold", "1"]) == 0
    assert capsys.readouterr().out.splitlines() == ["lze zaplatit: ano", "platba: obilí 0, zlato 1"]
    assert main(["--lang", "cs", "calc", "struggle-for-rome", "move", "--land", "3", "--grain", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == ["lze zaplatit: ano", "platba: obilí 2, zlato 0"]
    assert main(["--lang", "cs", "calc", "struggle-for-rome", "plunder", "--towers", "4", "--figures", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == ["povoleno: ne", "cena ve zlatých: 0"]


def test_the_sea_route_of_the_move_example_in_czech(czech: None) -> None:
    # L9 on the test board: from S to T by sea, 2 sea arrows, the first free.
    session = new(3, kit=example_kit())
    to_phase(session, "infantry")
    place(session, 0, "infantry", "s")
    put(session, "purse:red", "gold", 1, "bank")
    hand(session, "red", grain=2)
    event = session.act("move-to", {"to": "T"})
    assert session.describe_event(event) == "Ann táhne kmenem, cíl: T"
    assert session.outcome(len(session.events))[0] == (
        "Ann: pěší kmen táhne na křižovatku T přes 2 mořské šipky; pohyb stojí 1 zlatý."
    )


def test_a_czech_refusal_and_the_traitor(czech: None) -> None:
    # L15: the Traitor covers 1 or 2 towers more than the tribe has figures.
    session = new(4)
    to_phase(session, "cavalry")
    add_city(session, "Verona", 4, "north-italy", eagle=True)
    put(session, "cavalry:red", "horseman:red", 2, "supply:red")
    said = [v.said() for v in session.propose("plunder", {"city": "Verona", "reward": "2 zlaté"}).violations]
    assert said == ["Věže: 2 jezdci proti 4 věžím: na plenění to nestačí"]  # no Traitor held: none suggested
    put(session, "cards:red", "traitor", 1, "box")
    said = [v.said() for v in session.propose("plunder", {"city": "Verona", "reward": "2 zlaté"}).violations]
    assert said == ["Věže: 2 jezdci proti 4 věžím: na plenění to nestačí (Zrádce za 1 zlatý pokryje až 2 věže navíc)"]


def test_czech_names_are_taken_as_input_with_and_without_diacritics(czech: None) -> None:
    session = new(4)
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    for card, reward in (("Zrádce", "akční karta"), ("zradce", "akcni karta")):
        proposal = session.propose("plunder", {"city": "Augusta", "reward": reward, "card": card})
        assert (proposal.args["card"], proposal.args["reward"]) == ("traitor", "action-card")
    for take, wanted in (("2 zlaté", "gold"), ("2 zlate", "gold"), ("karta rudy", "ore"), ("kůň", "horse")):
        assert session.propose("idle", {"take": take}).args["take"] == wanted
    for said in ("Velký kmenový vůdce", "velky kmenovy vudce"):
        assert session.propose("play-card", {"card": said}).args["card"] == "chieftain"
    for province in ("Severní Itálie", "severni italie"):
        proposal = session.propose("add-city", {"city": "Mediolanum", "towers": 3, "province": province})
        assert proposal.args["province"] == "north-italy"
    # The shipped board kit's Roma, by its Czech name.
    for city in ("Řím", "Rim"):
        assert session.propose("plunder", {"city": city, "reward": "2 zlaté"}).args["city"] == "roma"


def test_czech_names_are_taken_in_an_english_session_too() -> None:
    # Names only the Czech catalogue has (no alias in data.toml): the engine matches translations too.
    session = new(4)
    to_phase(session, "cavalry")
    assert session.propose("idle", {"take": "2 zlaté"}).args["take"] == "gold"
    assert session.propose("build", {"item": "figurky"}).args["item"] == "figures"


def test_czech_counts_of_figures_resources_and_gold(czech: None) -> None:
    components = new(4).table.ledger.components
    assert [components.amount("horseman:red", n) for n in (1, 2, 5)] == ["1 jezdec", "2 jezdci", "5 jezdců"]
    assert [components.amount("warrior:red", n) for n in (1, 2, 5)] == ["1 pěšák", "2 pěšáci", "5 pěšáků"]
    assert [components.amount("wagon:red", n) for n in (1, 2, 5)] == ["1 vůz", "2 vozy", "5 vozů"]
    assert [components.amount("ore", n) for n in (1, 2, 5)] == ["1 ruda", "2 rudy", "5 rud"]
    assert [components.amount("tile", n) for n in (1, 2, 5)] == [
        "1 plenitelská destička",
        "2 plenitelské destičky",
        "5 plenitelských destiček",
    ]
    assert [gold(n) for n in (1, 2, 5)] == ["1 zlatý", "2 zlaté", "5 zlatých"]
    assert [pasture_cards(n) for n in (1, 3, 0)] == ["1 karta pastvin", "3 karty pastvin", "0 karet pastvin"]
    assert [figure_word("infantry", n) for n in (1, 4, 9)] == ["1 pěšák", "4 pěšáci", "9 pěšáků"]


def test_the_terms_are_the_czech_references(czech: None) -> None:
    # rules/cs/ names the components and cards as the Czech rulebook prints them.
    registry.load("struggle-for-rome")  # the game's own words (a test run before may have spoken another game's)
    reference = " ".join(" ".join(path.read_text("utf-8").split()) for path in sorted(REFERENCE.iterdir()))
    terms = {
        "Traitor": "Zrádce",
        "Great Chieftain": "Velký kmenový vůdce",
        "Treasure": "Poklad",
        "Cultural Progress": "Kulturní pokrok",
        "Diplomat": "Diplomat",
        "Diplomacy": "Diplomacie",
        "Scourge of Rome": "Metla Říma",
        "Heir of Rome": "Dědic Říma",
        "Terror of the Legions": "Postrach legií",
        "Resource roll": "Hod na příjem surovin",
        "Trade and build": "Obchodování a stavění",
        "plunder tile": "plenitelská destička",
        "marker": "značková destička",
        "a legion eagle": "legionářský orel",
    }
    for english, said in terms.items():
        assert tr(english) == said
        assert said.lower() in reference.lower(), said
    assert (tribe_word("cavalry"), tribe_word("infantry")) == ("jízdní kmen", "pěší kmen")
    # The provinces as the Czech rulebook prints them (its list of the five, L3).
    provinces = ("Germania", "Gallia", "Hispania", "North Italy", "South Italy")
    assert [tr(p) for p in provinces] == ["Germánie", "Galie", "Hispánie", "Severní Itálie", "Jižní Itálie"]


#: Lines the engine builds (the lead's), not Struggle for Rome: face-down piles, the players' counters and the
#: session line, turn order, phase and turn changes, the first start player's roll, the kit's missing entries.
ENGINE = re.compile(
    r"lícem dolů$"
    r"|^\s*\S+ \((red|blue|white|orange)\): "
    r"|^probe - struggle-for-rome, (round|kolo) \d+: "
    r"|^(Turn order|Pořadí tahů): "
    r"|phase( \(.*\))? begins\.$"
    r"|^\S+'s turn\.$"
    r"|^\s*(provinces|cities|landscapes|crossings|arrows): (\d+ of \d+ entries missing|\d+ facts unknown)"
    r"| is the start player and |^Choose the first start player|^dice: \d+ a player|^start-player: "
    r"|^V sadě desky ještě chybí \(|^Board kit still missing \("
)


def test_no_line_of_struggle_for_rome_is_left_in_english() -> None:
    left = [line for line in english_left("struggle-for-rome") if not ENGINE.search(line)]
    assert left == []


def test_english_stays_as_it_was() -> None:
    session = new(4)
    to_phase(session, "cavalry")
    add_city(session, "Verona", 4, "north-italy", eagle=True)
    put(session, "cavalry:red", "horseman:red", 2, "supply:red")
    put(session, "cards:red", "traitor", 1, "box")
    said = [v.said() for v in session.propose("plunder", {"city": "Verona", "reward": "gold"}).violations]
    assert said == [
        "Towers: 2 horsemen against 4 towers: too few to plunder (the Traitor covers up to 2 more for 1 gold)"
    ]
