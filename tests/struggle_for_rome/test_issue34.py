"""Issue 34 (the December play-test of Struggle for Rome): each finding, as the table met it."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.actors import eligible
from engine.errors import RuleRefused
from engine.session import Session
from tests.struggle_for_rome.helpers import count, new


def _listed(session: Session, action: str) -> bool:
    """Whether ``tabula actions`` lists the action now (someone may take it)."""
    spec = session.spec(action)
    return spec in session.available() and eligible(spec, session.context()) != ()


def test_a_7_brings_no_income_and_receive_waits_for_the_legionary() -> None:
    """Play-test bug 1 (L7): after a 7 `receive player=Ana grain=1` was applied before the legionary moved,
    and `actions` offered `receive`."""
    session = new()
    session.act("roll-resources", {"dice": "3,4"})
    assert not _listed(session, "receive")
    with pytest.raises(RuleRefused, match="Ann moves the legionary for the 7 first"):
        session.act("receive", {"player": "Ann", "grain": 1})
    session.act("legionary", {"landscape": "field", "province": "gallia"})
    assert not _listed(session, "receive")
    with pytest.raises(RuleRefused, match="a 7 brings no resources: it moves the legionary"):
        session.act("receive", {"player": "Ann", "grain": 1})
    assert count(session, "hand:red", "grain") == 1  # the starting grain only
    session.act("roll-resources", {"dice": "2,3"})
    assert _listed(session, "receive")
    refused = session.propose("receive", {"player": "Bo", "grain": 1, "roll": 7})
    assert "for an earlier roll, say which: roll=N" in str(RuleRefused("receive", refused.violations))


def test_receive_names_the_player_the_table_waits_for() -> None:
    """Play-test usability 1: `receive` needed `player=` though the header names who is next. The players
    take theirs from the start player on; whoever has taken for the latest roll comes last."""
    session = new()
    session.act("roll-resources", {"dice": "2,3"})
    assert session.act("receive", {"grain": 1}).actor == "Ann"
    assert session.act("receive", {"ore": 1}).actor == "Bo"
    assert session.act("receive", {"player": "Cy", "ore": 1}).actor == "Cy"
    session.act("roll-resources", {"dice": "3,3"})
    assert session.act("receive", {"grain": 1}).actor == "Ann"


@pytest.mark.parametrize(
    ("players", "said"),
    [
        (["Ann:scourge=3"], "Ann: 3 Scourge of Rome cannot be held: 2 at most, one a tribe"),
        (["Ann:diplomacy=2"], "Ann: 2 Diplomacy cannot be held: there is 1 card"),
        (["Ann:diplomacy=1", "Bo:diplomacy=1"], "2 Diplomacy between the players, but there is 1 card"),
        (["Ann:heir=2"], "Ann: 2 Heir of Rome cannot be held: a player gets 1 card"),
        (["Ann:cities=11"], "Ann: 11 cities cannot be held: a player has 10 wagons, one in each city"),
    ],
)
def test_the_score_calculator_refuses_what_no_table_holds(players: list[str], said: str) -> None:
    """Play-test bug 5 (L13): `scourge=3` gave 14 points and `diplomacy=2` 12; two Scourge cards at most (one a
    tribe), one Diplomacy card."""
    from engine.errors import BadInput
    from rulesets.struggle_for_rome.calculators import calc_score

    with pytest.raises(BadInput, match=f"^{said}$"):
        calc_score({"player": players})


def test_the_score_calculator_still_scores_the_most_a_player_holds() -> None:
    from rulesets.struggle_for_rome.calculators import calc_score

    # 8 cities (Heir takes 4 with each tribe) + 2 Diplomacy + 2 x 2 Scourge + 2 Heir = 16 (L13).
    result = calc_score({"player": ["Ann:cities=8,diplomacy=1,scourge=2,heir=1"]})
    assert result["ranking"][0]["vp"] == 16


def test_the_free_arrow_is_the_first_one_crossed() -> None:
    """Play-test 6 (L9): `move land=2 sea=1` cost 4 gold whatever the route, the app freeing the arrow that
    suited the payment. The first arrow crossed is free: by sea first the two land arrows cost 6 gold."""
    from tests.struggle_for_rome.helpers import hand, put, to_phase

    session = new()
    to_phase(session, "cavalry")
    put(session, "cavalry:red", "horseman:red", 2, "supply:red")  # the turn goes on after the move
    hand(session, "red", grain=0)
    put(session, "purse:red", "gold", 10, "bank")
    refused = session.propose("move", {"land": 2, "sea": 1})
    assert [v.message for v in refused.violations] == [
        "say which arrow the tribe crosses first (first=land or first=sea): only that one is free"
    ]
    session.act("move", {"land": 2, "sea": 1, "first": "sea"})
    assert count(session, "purse:red", "gold") == 4  # 2 land arrows x 3 gold
    assert session.propose("move", {"player": "Bo", "land": 2, "sea": 0, "first": "sea"}).violations
    session.act("next")
    put(session, "purse:blue", "gold", 10, "bank")
    hand(session, "blue", grain=0)
    session.act("move", {"land": 2, "sea": 1, "first": "land"})
    assert count(session, "purse:blue", "gold") == 6  # 1 land arrow (3 gold) + 1 sea arrow (1 gold)


def test_the_move_calculator_asks_which_arrow_came_first() -> None:
    from engine.errors import BadInput
    from rulesets.struggle_for_rome.calculators import calc_move

    base = {"land": 2, "sea": 1, "grain": 0, "gold": 9}
    with pytest.raises(BadInput, match="which arrow the route crosses first"):
        calc_move(base)
    assert calc_move({**base, "first": "sea"})["pay"] == {"grain": 0, "gold": 6}
    assert calc_move({**base, "first": "land"})["pay"] == {"grain": 0, "gold": 4}
    # The rulebook's example (L9): 2 sea arrows for 1 gold; 3 land arrows for 2 grain or 6 gold.
    assert calc_move({"land": 0, "sea": 2, "grain": 0, "gold": 1})["pay"] == {"grain": 0, "gold": 1}
    assert calc_move({"land": 3, "sea": 0, "grain": 2, "gold": 0})["pay"] == {"grain": 2, "gold": 0}


def test_players_trade_resources_not_gold() -> None:
    """Play-test 6 (L7): `swap` moved gold between players; the rules let them exchange resources."""
    from engine.errors import BadInput
    from tests.struggle_for_rome.helpers import to_phase

    session = new()
    to_phase(session, "build")
    with pytest.raises(BadInput, match="swap has no field 'give_gold'"):
        session.act("swap", {"with": "Bo", "give_gold": 3, "get": ["grain"]})
    session.act("swap", {"with": "Bo", "give": ["grain"], "get": ["cattle"]})
    assert count(session, "hand:red", "cattle") == 2 and count(session, "purse:red", "gold") == 5


def _emptied(session: Session, faction: str) -> None:
    """A player with no resource card and 3 gold: nothing to trade, build (the joker needs 4) or play."""
    from tests.struggle_for_rome.helpers import hand, put

    hand(session, faction, grain=0, cattle=0)
    put(session, f"purse:{faction}", "gold", 3, "bank")


def test_a_build_turn_with_nothing_to_do_passes_by_itself() -> None:
    """Play-test usability 4: every player typed `next` in trade and build, even one who could do nothing."""
    from tests.struggle_for_rome.helpers import hand, roll_out

    session = new()
    roll_out(session)
    _emptied(session, "blue")
    session.act("next-phase")
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    hand(session, "red", grain=0, cattle=1)
    session.act("build", {"item": "action-card", "card": "treasure"})  # her last card: she may play it yet
    assert session.turn_player.name == "Ann"
    session.act("play-card", {"card": "treasure"})  # 3 gold: 5 - 1 + 3 = 7, enough for the joker's card
    assert session.turn_player.name == "Ann"
    session.act("build", {"item": "action-card", "card": "culture", "joker": "cattle"})
    # 3 gold left, no card, one card played this phase: Ann's turn passes, and Bo, with nothing, has none.
    assert session.turn_player is not None and session.turn_player.name == "Cy"
    # Cy ends a turn he has not touched yet, right after Ann's passed: forced (a bare next there is Ann's habit).
    session.act("next", force=True)
    assert session.phase.id == "cavalry"


def test_nobody_with_anything_to_do_skips_trade_and_build() -> None:
    from tests.struggle_for_rome.helpers import roll_out

    session = new()
    roll_out(session)
    for faction in ("red", "blue", "white"):
        _emptied(session, faction)
    session.act("next-phase")
    assert session.phase.id == "cavalry" and session.turn_player is not None


def test_a_forced_tribe_action_out_of_its_phase_leaves_no_record_behind() -> None:
    """Play-test: a `--force` out of phase left the tribe's turn state behind; `idle` was then refused in the
    next phase."""
    from tests.struggle_for_rome.helpers import to_phase

    session = new()
    to_phase(session, "build")
    # Since play-test 11 a forced idle out of the tribe phases is refused outright: it paid 2 gold to no tribe.
    with pytest.raises(RuleRefused, match="only a tribe doing nothing in its own phase"):
        session.act("idle", {"take": "gold"}, force=True)  # Ann's infantry, in trade and build
    to_phase(session, "infantry")
    assert session.turn_player is not None and session.turn_player.name == "Ann"
    assert session.propose("idle", {"take": "gold"}).legal


def test_a_version_3_save_replays_to_the_same_state(tmp_path: Path) -> None:
    """Saves from before issue 34 keep every build turn and the round's tribe record: the log means what it
    meant (Bo, with nothing to do, typed his `next`; Ann's forced idle kept her infantry's turn in the record)."""
    from engine import saves
    from rulesets.struggle_for_rome import INFO
    from tests.struggle_for_rome.helpers import NAMES, roll_out, to_phase

    ruleset = INFO.load()
    legacy = {"build_turns_for_all": True, "tribe_record_kept": True, "roll_ended_by_table": True}
    legacy |= {"typed_what_the_app_knows": True, "tribe_turns_ended_by_hand": True}
    legacy |= {"legionary_east_of_limes_asked": True, "conquest_reach_not_asked": True}
    legacy |= {"late_income_dropped": True}  # rules v10 (play-test 8)
    legacy |= {"empire_income_typed_whole": True}  # rules v11 (play-test 9)
    legacy |= {"late_income_across_seven_typed": True, "idle_forced_out_of_phase_paid": True}  # v12 (pt 11)
    session = Session.new(ruleset, [(n, None) for n in NAMES[:3]], options=legacy)
    for _ in range(3):
        session.act("starting-card", {"card": "cattle"})
    roll_out(session)
    # Bo's hand and purse as the table has them, logged (grain and cattle he had traded away, say).
    for kind, n, source in (("grain", 0, "bank"), ("cattle", 0, "discard:pasture"), ("gold", 3, "bank")):
        holder = "purse:blue" if kind == "gold" else "hand:blue"
        session.act("correct", {"holder": holder, "kind": kind, "count": n, "source": source, "reason": "test"})
    session.act("next-phase")
    session.act("idle", {"take": "gold"}, force=True)
    session.act("next")
    session.act("next")  # Bo, who could do nothing
    session.act("next")
    to_phase(session, "infantry")
    path = tmp_path / "old.toml"
    saves.save(session, path)
    text = path.read_text(encoding="utf-8")
    old = text.replace(f'ruleset_version = "{ruleset.version}"', 'ruleset_version = "3"')
    for option in legacy:
        old = old.replace(f"{option} = true\n", "")
    assert old != text
    path.write_text(old, encoding="utf-8")
    loaded = saves.load(path)
    assert loaded.options == legacy
    assert loaded.table == session.table


def test_a_typo_of_a_city_the_board_taught_is_no_new_city() -> None:
    """Play-test usability 2: a typo made a new city (Mogontiakum beside Mogontiacum)."""
    from tests.struggle_for_rome.helpers import add_city

    session = new()
    add_city(session, "Mogontiacum", 2, "germania")
    with pytest.raises(RuleRefused, match="the board has Mogontiacum: name it so"):
        add_city(session, "Mogontiakum", 2, "germania")
    with pytest.raises(RuleRefused, match="the board has Roma"):  # the kit's city
        session.act("add-city", {"city": "Rom", "towers": 5, "province": "south-italy"})
    add_city(session, "Mediolanum", 3, "north-italy")  # a name of its own
    assert [c.name for c in session.table.game.cities] == ["Mogontiacum", "Mediolanum"]
