"""Mare Nostrum's glance strip: what the table keeps in sight, on the demo and through a round."""

from __future__ import annotations

import random

from engine import registry, saves
from engine.playout import random_playout
from engine.session import Session
from engine.views import Glance
from rulesets.mare_nostrum import INFO
from rulesets.mare_nostrum.glance import WIDTH, fit
from tests.mare_nostrum.helpers import new_game, own
from tests.mare_nostrum.test_round import _started

BANK = "bank: 10 caravans, 3 cities, 10 markets, 5 temples"
COLUMNS = ("player", "roles", "cards", "income each round", "wonders & heroes")


def glance(session: Session) -> Glance:
    return session.ruleset.glance(session.context())


def demo() -> Session:
    ruleset = registry.load("mare-nostrum")
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", "mare-nostrum")


def assert_fits(shown: Glance) -> None:
    assert len(shown.line) <= WIDTH, shown.line
    assert all(len(row) == len(shown.columns) for row in shown.rows)
    assert all(isinstance(cell, str) and cell for row in shown.rows for cell in row), shown.rows


def test_the_demo_glance() -> None:
    session = demo()
    shown = glance(session)
    # Strategy phase: Katka has moved, Mirek is moving, Mirek (Commander) names who moves after him.
    # Lucka, with nothing on the board, takes no turn in the strategy phase (rules version 6).
    assert shown.line == f"Mirek moves (2 of 3) · Mirek (Commander) picks next · {BANK}"
    assert shown.columns == COLUMNS
    assert shown.rows == (
        ("Lucka", "Statesman", "2", "3 taxes, 2 goods", "1 of 4"),
        ("Honza", "Merchant", "1", "1 tax, 4 goods", "1 of 4"),
        ("Katka", "none held", "2", "2 taxes, 3 goods", "1 of 4"),
        ("Mirek", "Commander", "2", "1 tax, 4 goods", "1 of 4"),
    )
    assert_fits(shown)


def test_the_demo_glance_through_its_history() -> None:
    session = demo()
    lines = [session.ruleset.glance(session.context(table)).line for table in session.tables]
    assert (
        lines[0]
        == "still to set up: Lucka, Honza, Katka and Mirek · bank: 11 caravans, 3 cities, 10 markets, 5 temples"
    )
    # The last caravan's good named, the first round begins by itself (rules v10): no "setup done" step.
    assert lines[13] == f"Honza (Merchant) sets the exchange size · {BANK}"
    # Everyone has offered: who takes next and what lies on offer (the bank no longer fits, so it waits).
    assert lines[18] == "Honza takes next · on offer: Lucka tax; Honza fish; Katka oil; Mirek slaves"
    # Mirek's take leaves Lucka Honza's fish alone: she takes it by itself (rules v11), and the exchange is over.
    assert lines[21] == f"exchange over · {BANK}"
    assert lines[22] == f"Lucka (Statesman) picks who builds first · {BANK}"
    assert lines[23] == f"Mirek builds (1 of 4) · Lucka (Statesman) picks next · {BANK}"
    assert lines[28] == f"Katka builds (4 of 4) · last turn of the phase · {BANK}"
    for table in session.tables:
        assert_fits(session.ruleset.glance(session.context(table)))


def test_the_exchange_in_the_glance() -> None:
    session = _started()  # Ann (Babylon) Commander, Bo (Carthage) Merchant, Cy (Greece) Statesman
    shown = glance(session)
    assert shown.line == "Bo (Merchant) sets the exchange size · bank: 8 caravans, 3 cities, 8 markets, 4 temples"
    assert [row[:4] for row in shown.rows] == [
        ("Ann", "Commander", "5", "2 taxes, 3 goods"),
        ("Bo", "Merchant", "5", "1 tax, 4 goods"),
        ("Cy", "Statesman", "5", "2 taxes, 3 goods"),
    ]
    session.act("exchange-size", {"count": 2}, actor="Bo")
    session.act("offer", {"player": "Ann", "cards": "taxes,grain"})
    assert glance(session).line.startswith("exchange of 2 cards: Bo and Cy still to offer · ")
    session.act("offer", {"player": "Bo", "cards": "fish,metals"})
    session.act("offer", {"player": "Cy", "cards": "taxes,taxes"})
    shown = glance(session)
    # One tax card is a tax (issue 32: "taxes" read as several).
    assert shown.line == "Bo takes next · on offer: Ann grain, tax; Bo fish, metals; Cy 2 taxes"
    assert [row[2] for row in shown.rows] == ["3", "3", "3"]
    session.act("take", {"from": "Cy", "card": "taxes"})
    assert glance(session).line == "Cy takes next · on offer: Ann grain, tax; Bo fish, metals; Cy tax"


def test_roles_and_victory_in_the_glance() -> None:
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    own(session, "Ann", "artemis", "colossus")
    rows = glance(session).rows
    # Two cities and the Colossus: 3 taxes; Artemis: one good of choice (the caravans' goods are not named yet).
    assert rows[0][1:] == ("Commander", "0", "3 taxes, 0 goods +1 any", "3 of 4")
    own(session, "Ann", "pyramids")
    assert glance(session).rows[0][4] == "Pyramids: won"
    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    own(session, "Cy", "zeus", "mausoleum", "odysseus")
    assert glance(session).rows[2][4] == "4 of 4: won"
    own(session, "Cy", "merchant", "commander")
    assert glance(session).rows[2][1] == "all three"


def test_the_setup_in_the_glance() -> None:
    session = new_game("egypt", "carthage", "greece", "babylon", names=("Lucka", "Honza", "Katka", "Ann"))
    line = glance(session).line
    assert line.startswith("still to set up: Lucka, Honza, Katka and Ann")
    assert "Commander drawn among Katka or Ann" in line
    points = new_game("egypt", "carthage", "greece", variants=("points-start",))
    assert glance(points).line.startswith("Egypt: 36 of 36 build points left · ")


def test_the_line_fits_with_long_names_through_random_play() -> None:
    names = [f"{c * 3} Bartholomew Montgomery-Smythe"[:32] for c in "ABCDE"]
    session = Session.new(INFO.load(), [(n, None) for n in names], ("tie-break",), rng=random.Random(3))
    random_playout(session, 150, random.Random(3), force_rate=0.2)
    seen = set()
    for table in session.tables:
        shown = session.ruleset.glance(session.context(table))
        assert_fits(shown)
        assert [row[0] for row in shown.rows] == names
        seen.add(shown.line.split(" · ")[0])
    assert len(seen) > 5, "random play should go through several phases"


def test_fit_keeps_the_longest_wording_that_fits() -> None:
    assert fit([("a" * 8,), ("b" * 5, "b"), ("c" * 9,)], width=20) == "aaaaaaaa · bbbbb"
    assert fit([("a" * 8,), ("b" * 15, "bb"), ("c" * 4,)], width=20) == "aaaaaaaa · bb · cccc"
    assert fit([("x" * 30,), ("y",)], width=20) == "y"


def test_the_strip_says_who_could_win_this_build() -> None:
    # Playtest: a round-start summary should say who can win in this build phase ("Katka can win with a 9-set").
    from tests.mare_nostrum.helpers import deal

    session = _started()
    assert "could win" not in glance(session).line
    own(session, "Ann", "colossus", "gardens")  # with Hammurabi, three: a fourth wins
    deal(session, "Ann", {"taxes": 9})
    deal(session, "Cy", {"taxes": 12})  # the Pyramids
    assert "could win this build: Ann and Cy (Pyramids)" in glance(session).line
