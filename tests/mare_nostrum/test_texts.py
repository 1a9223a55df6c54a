"""Mare Nostrum's own text as the app shows it: views, the map's lines, pending lines, rule messages, rules topics."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from engine import registry
from engine.session import Session
from engine.views import View
from tests.mare_nostrum.helpers import new_game, set_game, table
from tests.mare_nostrum.test_glance import demo
from tests.mare_nostrum.test_round import _started


def views_at(session: Session, index: int | None = None) -> dict[str, View]:
    ctx = session.context() if index is None else session.context(session.tables[index])
    return {v.title: v for v in session.ruleset.views(ctx)}


def test_the_roles_view_has_a_row_per_player_so_no_name_is_cut() -> None:
    roles = views_at(demo())["Roles"]
    assert roles.columns == ("player", "Merchant", "Statesman", "Commander")
    assert roles.rows == (
        ("Lucka", "2", "3, holds it", "1"),
        ("Honza", "4, holds it", "1", "3"),
        ("Katka", "3", "2", "3"),
        ("Mirek", "4", "1", "2, holds it"),
    )
    assert roles.note == "Counted: caravans and markets, cities and temples, legions, fleets and fortresses."


def test_a_role_left_to_choose_is_said_under_the_roles() -> None:
    session = _started()
    state = table(session).state
    set_game(session, replace(state, pending_roles=(("commander", (0, 2)),)))
    note = views_at(session)["Roles"].note
    assert note.startswith("Ann picks the new Commander: Ann or Cy. ")


def test_the_exchange_view_shows_the_offers_and_who_takes_next() -> None:
    session = demo()
    # After every offer, before any take.
    exchange = views_at(session, 18)["Exchange"]
    assert exchange.columns == ("player", "on offer", "taken")
    assert exchange.rows == (
        ("Lucka", "tax", "0 cards"),  # one tax card (issue 32)
        ("Honza", "fish", "0 cards"),
        ("Katka", "oil", "0 cards"),
        ("Mirek", "slaves", "0 cards"),
    )
    assert exchange.note == "Honza takes next: one face-up card from another player."
    # Honza took Katka's oil: it lies face down in front of him, and Katka takes next.
    exchange = views_at(session, 19)["Exchange"]
    assert exchange.rows[1:3] == (("Honza", "fish", "1 card"), ("Katka", "all taken", "0 cards"))
    assert exchange.note == "Katka takes next: one face-up card from another player."
    assert views_at(session, 15)["Exchange"].rows[1] == ("Honza", "still to offer", "0 cards")
    assert views_at(session, 15)["Exchange"].note == "1 of 4 players have offered 1 card."
    # Mirek took Lucka's taxes: only Honza's fish is left, and Lucka takes it by itself (rules v11): it is over.
    assert "Exchange" not in views_at(session, 21)


def test_the_phase_view_says_how_far_the_phase_has_got() -> None:
    session = demo()
    # Lucka, with nothing on the board, takes no turn in the strategy phase (rules version 6).
    assert views_at(session)["This phase"].rows == (
        ("1 of 3 moved: Katka",),
        ("on turn: Mirek",),
        ("still to move: Honza",),
    )
    assert views_at(session, 23)["This phase"].rows == (
        ("0 of 4 built",),
        ("on turn: Mirek",),
        ("still to build: Lucka, Honza and Katka",),
    )
    assert views_at(session, 19)["This phase"].rows == (("exchange: 4 of 4 offered",), ("cards taken so far: 1",))
    assert views_at(session, 5)["This phase"].rows[:2] == (
        ("Lucka: done",),
        ("Honza: still to name the goods under the caravans in South of Carthage",),
    )
    points = new_game("egypt", "carthage", "greece", variants=("points-start",))
    assert views_at(points)["This phase"].rows[0] == ("Egypt: 0 of 36 build points spent",)


def test_pending_and_rule_messages_say_it_in_words() -> None:
    session = demo()
    pending = session.ruleset.pending(session.context(session.tables[13]))
    assert pending == ["Honza (Merchant) sets the exchange size (0 skips the exchange)."]
    session = _started()
    session.act("exchange-size", {"count": 0}, actor="Bo")
    refused = session.propose("buy", {"item": "legion", "province": "babylon"}, actor="Ann")
    assert "Cy (Statesman) first names who builds (next player=NAME)" in [v.message for v in refused.violations]
    session.act("next", {"player": "Ann"})
    refused = session.propose("buy", {"item": "caravan", "province": "antioch"})
    assert [v.message for v in refused.violations if v.rule == "Caravan"] == [
        "name the good of the symbol the caravan stands on"
    ]
    refused = session.propose("buy", {"item": "legion"})
    # Said with where it may go: her provinces held at round start.
    assert [v.message for v in refused.violations] == ["name the province it goes in: Babylon, Antioch or Tigris"]


def test_an_occupied_caravan_is_named_on_the_map() -> None:
    session = _started()
    state = table(session).state
    province = state.province("carthage")
    set_game(session, state.with_province(replace(province, occupied=(("caravan:metals", "babylon"),))))
    line = next(p.summary for p in session.ruleset.places(session.context()) if p.id == "carthage")
    assert line.endswith("; Ann occupies the metals caravan")


def test_the_income_calculator_counts_one_tax_in_the_singular() -> None:
    session = _started()
    from rulesets.mare_nostrum.calculators import _render_income, calc_income

    shown = _render_income(calc_income({"session": session}))
    assert shown.splitlines()[1] == "Bo: 1 tax, 1 cattle, 1 fish, 1 fruit, 1 metals"


OWN_TOPICS = sorted(f.name for f in registry.load("mare-nostrum").resource("rules").iterdir() if f.name.endswith(".md"))


@pytest.mark.parametrize("topic", OWN_TOPICS)
def test_rules_topics_read_without_command_line_syntax(topic: str) -> None:
    text = registry.load("mare-nostrum").resource("rules").joinpath(topic).read_text(encoding="utf-8")
    assert not re.search(r"(?<![\w-])[a-z_]+=", text), topic
    assert "(test" not in text and "tabula calc" not in text and "..." not in text, topic


def test_egypts_extra_caravan_is_egypts_whoever_has_the_turn() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    session.act("next")  # Ann's turn passes with her caravan still to place
    assert session.turn_player is not None and session.turn_player.name == "Bo"
    session.act("extra-caravan", {"province": "thebes", "good": "wine"})
    assert session.events[-1].actor == "Ann"
    assert not any("extra caravan" in line for line in session.ruleset.pending(session.context()))


def test_an_extra_caravan_forced_by_another_player_still_counts_as_egypts() -> None:
    session = new_game("egypt", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Bo", force=True)
    ctx = session.context()
    assert not any("extra caravan" in line for line in session.ruleset.pending(ctx))
    assert not any("extra caravan" in v.message for v in session.ruleset.phase_may_end(ctx))
    assert table(session).caravans("thebes") == ["wine"]


def test_a_hand_too_small_is_counted_in_words() -> None:
    # Seen while playing a round: "Ann's hand has 1 cards".
    from tests.mare_nostrum.helpers import deal

    session = _started()
    deal(session, "Ann", {"taxes": 1})
    session.act("exchange-size", {"count": 0}, actor="Bo")
    session.act("next", {"player": "Ann"})
    refused = session.propose("buy", {"item": "legion", "province": "babylon"})
    assert "Ann's hand has 1 card; legion takes 3" in [v.message for v in refused.violations]
    # How many cards a hand holds is open to all: the shared screen says it as it is (it named no card, but
    # was once told only that "that card cannot be taken").
    from engine.hidden import shared_violations

    shared = shared_violations(session, refused.violations)
    assert "Ann's hand has 1 card; legion takes 3" in [v.message for v in shared]
