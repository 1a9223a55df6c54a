"""Mare Nostrum in Czech (issue 19): the CLI's errors and outcomes, Czech names as input, the Czech forms
of counted components, and no English left in what the game itself says."""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path

import pytest

from engine import saves
from engine.errors import TabulaError
from engine.i18n import set_language
from engine.playout import random_value
from engine.session import Session
from rulesets.mare_nostrum.words import buildings_text, units_text
from tests.english_left import ENGLISH, english_left, lines_read
from tests.mare_nostrum.helpers import new_game, petrs_attack, table
from tui.cli.main import main

PO = Path(__file__).resolve().parents[2] / "rulesets/mare_nostrum/locale/cs/LC_MESSAGES/mare_nostrum.po"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["--lang", "cs", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def _petrs_attack(saves_dir: Path) -> Session:
    """Rulebook p.9 (line 21): Petr's 3 legions march into Athens, held by Honza's legion and fortress."""
    session = petrs_attack()
    saves_dir.mkdir(parents=True, exist_ok=True)
    saves.save(session, saves_dir / "petr.toml")
    return session


# -- the command line ---------------------------------------------------------------------------


def test_a_czech_cli_error_is_one_line_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "calc", "mare-nostrum", "buy", "--hand", "rubies=1", "--want", "legion")
    cards = "taxes, gems, papyrus, perfume, gold, cattle, metals, oil, fruit, wine, grain, slaves, fish"
    assert (code, out) == (2, "")
    assert err == f"tabula: hand: neznámá karta „rubies“ (karty: {cards})\n"


def test_a_czech_refusal_names_the_rule_and_its_reason(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _petrs_attack(saves_dir)
    code, out, err = run(capsys, "act", "petr", "move-legion", "from=south-of-rome", "to=troy", "count=3")
    assert code == 1 and out == "" and err.count("\n") == 1
    reason = (
        "Legie: nedosažitelné po souši ani podél vašich flotil: sada desky neuvádí, že Trója sousedí s místem "
        "Jižně od Říma"
    )
    assert reason in err


def test_petrs_battle_in_czech_with_the_rulebooks_numbers(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 6, 3 and 2 make 11 against Honza's 3 and his fortress's 6: Petr loses a legion, Honza both units.
    _petrs_attack(saves_dir)
    code, out, err = run(capsys, "act", "petr", "move-legion", "from=Jižně od Říma", "to=atheny", "count=3")
    assert code == 0, err
    assert out.splitlines()[:2] == [
        "18. Petr přesouvá 3 legie: Jižně od Říma → Athény",
        "   V provincii Athény stojí jednotky: Honza (Řecko); v tomto tahu se tam musí bojovat.",
    ]
    battle = ("attacker_rolls=6,3,2", "defender_rolls=3", "defender_lose_fortresses=1")
    code, out, err = run(capsys, "act", "petr", "battle", *battle)
    assert code == 0, err
    assert out.splitlines()[:4] == [
        "19. Boj – Athény: Petr útočí na protivníka Honza (Řecko)",
        "   Boj – Athény: Petr útočí na protivníka Honza (Řecko), 11 proti 9.",
        "   Petr přichází o 1 legii; Honza (Řecko) přichází o 1 legii a 1 pevnost.",
        # Athens has no temple or market (issue 32): nothing to ravage or occupy in a capital.
        "   V provincii Athény stojí už jen jednotky hráče Petr: není tam co dělat (hlavní provincii nelze zabrat "
        "a nemá chrám ani tržiště, které by šlo zpustošit nebo obsadit).",
    ]
    saved = saves.load(saves_dir / "petr.toml")  # the save keeps the ids, whatever the language
    assert saved.events[-1].args["place"] == "athens" and saved.events[-2].args["from"] == "south-of-rome"


def test_the_combat_calculator_in_czech(capsys: pytest.CaptureFixture[str]) -> None:
    rolls = ("--attacker-rolls", "6,3,2", "--defender-rolls", "3", "--defender-fortresses", "1")
    code, out, _ = run(capsys, "calc", "mare-nostrum", "combat", *rolls)
    assert code == 0
    assert out.splitlines() == ["součet útočníka: 11", "součet obránce: 9", "ztráty útočníka: 1", "ztráty obránce: 2"]


# -- Czech names as input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("catalogue", "names", "entry"),
    [
        ("role", ("Vojevůdce", "vojevudce"), "commander"),
        ("role", ("Obchodník", "OBCHODNIK"), "merchant"),
        ("purchase", ("kámen vlivu", "kamen vlivu"), "influence"),
        ("purchase", ("Diova socha", "diova socha"), "zeus"),
        ("province", ("Kyréné", "kyrene"), "cyrene"),
        ("province", ("Severně od Athén", "severne od athen"), "north-of-athens"),
        ("good", ("víno", "vino"), "wine"),
        ("card", ("daně", "dane"), "taxes"),
        ("civilization", ("Řím", "rim"), "rome"),
    ],
)
def test_czech_names_with_or_without_diacritics(catalogue: str, names: tuple[str, ...], entry: str) -> None:
    session = new_game("babylon", "carthage", "greece")
    found = session.ruleset.catalogue(session.context(), catalogue)
    assert [found.resolve(name).id for name in names] == [entry] * len(names)


def test_a_czech_name_in_an_action_stores_the_id() -> None:
    # Without Rome the Commander is drawn among players without a role card: Babylon and Greece here.
    session = new_game("babylon", "carthage", "greece", "egypt")
    session.act("give-role", {"role": "Vojevůdce", "player": "Greece"})
    session.act(
        "correct", {"holder": "bank", "kind": "commander", "count": 1, "reason": "again", "source": "tableau:greece"}
    )
    session.act("give-role", {"role": "vojevudce", "player": "Babylon"})
    assert [e.args["role"] for e in session.events if e.type == "give-role"] == ["commander", "commander"]
    assert table(session).holder_of("commander") == 0


# -- counted words ---------------------------------------------------------------------------------


def test_czech_plural_forms_of_the_pieces_and_cards(czech: None) -> None:
    session = new_game("babylon", "carthage", "greece")
    words = session.components
    assert [words.word("legion", n) for n in (1, 2, 5)] == ["legie", "legie", "legií"]
    assert [words.word("fleet", n) for n in (1, 2, 5)] == ["flotila", "flotily", "flotil"]
    assert [words.word("wine", n) for n in (1, 3, 5)] == ["karta vína", "karty vína", "karet vína"]
    assert [units_text("fortress", n) for n in (1, 2, 5)] == ["1 pevnost", "2 pevnosti", "5 pevností"]
    assert [buildings_text("caravan", n) for n in (1, 4, 18)] == ["1 karavana", "4 karavany", "18 karavan"]


# -- no English left ---------------------------------------------------------------------------------

#: Lines the engine builds (its own translation, not this game's): the kit's missing facts, turn-order
#: refusals, the position line and phase changes, naming the next player, input errors about a field.
ENGINE_LINES = re.compile(
    r"entries missing|facts unknown|nobody may take the .* action now|is for .* now, not|phase( \(.*\))? begins\.$"
    r"|'s turn\.$|has already acted this phase|^probe - mare-nostrum|names .* to act next|acts next|^[a-z_]+: "
)


def _english_words(line: str) -> bool:
    # Words as Unicode letters: the ASCII split of english_left reads "jméno" as "jm" + "no".
    plain = re.sub(r"'[^']*'|`[^`]*`", "", line)
    return any(word.lower() in ENGLISH for word in re.findall(r"\w+", plain))


def test_no_english_left_in_what_the_game_says() -> None:
    set_language("cs")
    try:
        assert sum(1 for line in lines_read("mare-nostrum", 0) if line) > 200, "random play read too little"
    finally:
        set_language("en")
    left = english_left("mare-nostrum", 4)
    mine = sorted(line for line in left if _english_words(line) and not ENGINE_LINES.search(line))
    assert mine == []


def test_no_english_in_the_glance_strip_and_panels(czech: None) -> None:
    # english_left reads the log, refusals, pending and show: the strip and the panels are read here.
    session = new_game("babylon", "carthage", "greece", "egypt")
    rng = random.Random(3)
    read: set[str] = set()
    for _ in range(120):
        ctx = session.context()
        strip = session.ruleset.glance(ctx)
        read |= {strip.line, *strip.columns, *(cell for row in strip.rows for cell in row)}
        for view in session.ruleset.views(ctx):
            read |= {view.title, view.note, *view.columns, *(str(cell) for row in view.rows for cell in row)}
        specs = [spec for spec in session.available() if spec.name != "correct"]
        spec = rng.choice(specs)
        raw = {f.name: random_value(f, session, rng) for f in spec.fields if f.required or rng.random() < 0.5}
        with contextlib.suppress(TabulaError):
            proposal = session.propose(spec.name, raw)
            if proposal.legal or proposal.forcible:
                session.act(spec.name, raw, force=not proposal.legal)
    assert len(read) > 50
    assert sorted(line for line in read if _english_words(line)) == []
