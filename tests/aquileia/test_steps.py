"""Arena and Stadium in the rulebook's steps (l.5 steps 2-4, l.6 the same), and older saves that did not."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.aquileia.contests import LEGACY
from rulesets.aquileia.state import State
from tests.aquileia import golden
from tests.aquileia.helpers import give_cards, last_outcome, new, place_all, stadium_example, to_phase

DATA = Path(__file__).parent / "data"


def _strengths(session: Session, area: str = "arena") -> dict[str, int]:
    state: State = session.table.game
    return {session.players[seat].name: n for a, seat, n, _ in state.strengths if a == area}


def _pending(session: Session) -> list[str]:
    return list(session.ruleset.pending(session.context()))


def _arena() -> Session:
    """l.5's Arena: blue (1) and Kája (Red, 1) and yellow (2, with Potentia's dice); on the tie track blue lies
    before Kája and Kája before yellow. Yellow holds a two-weapon and a one-slave card, Kája a two-weapon card."""
    session = new()
    give_cards(session, 1, "weapons-2", "slave-1")
    give_cards(session, 2, "weapons-2")
    place_all(session, {"Vlada": [], "Red": ["arena-1b"], "Blue": ["arena-1a"], "Yellow": ["arena-2", "potentia"]})
    to_phase(session, "arena")
    return session


def test_everyone_rolls_before_anyone_plays_a_card() -> None:
    """Play-test: `fight` took dice, cards and blue dice at once, so the first fighter committed cards and
    blue dice before the others had rolled. Now the roll takes neither, and cards wait for every roll."""
    session = _arena()
    refused = session.propose("fight", {"dice": "bronze,silver,gold", "weapons": "2"}, actor="Yellow")
    assert [v.message for v in refused.violations] == ["cards are played once everyone has rolled (play)"]
    assert not refused.forcible  # nothing could carry cards at the roll: leaving them out mends it
    refused = session.propose("fight", {"dice": "bronze,silver,gold", "blue": "bronze"}, actor="Yellow")
    assert "the blue dice are rolled once everyone has played their cards (blue)" in refused.violations[0].message
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    refused = session.propose("play", {"weapons": "2"}, actor="Yellow")
    assert "everyone rolls first: still to roll: Yellow, Red" in [v.message for v in refused.violations]
    assert _pending(session) == ["Standing: 1. Blue 2.", "Yellow fights next."]


def test_the_arena_example_step_by_step_with_the_standing_between() -> None:
    """l.5: the rolls give blue 2, yellow 2, Kája 4; cards in turn order (blue has none and is passed over)
    give yellow 5 and Kája 6; yellow's 2 blue dice add a bronze: 6 each, and the tie track puts Kája first."""
    session = _arena()
    session.act("fight", {"player": "Blue", "dice": "bronze,silver,gold"})
    session.act("fight", {"player": "Yellow", "dice": "gold,gold,silver"})
    session.act("fight", {"player": "Red", "dice": "bronze,bronze,bronze"})
    assert _strengths(session) == {"Blue": 2, "Yellow": 2, "Red": 4}
    assert last_outcome(session)[1] == (
        "Standing: 1. Red 4, 2. Blue 2, 3. Yellow 2; the tie track puts Blue before Yellow."
    )
    assert _pending(session)[1] == "Everyone has rolled: Yellow plays cards next (or none)."
    assert session.ruleset.awaited(session.context()) == "play"
    # Blue holds no card: nothing to decide, so yellow plays first; Kája waits for yellow.
    with pytest.raises(RuleRefused, match="play is for Yellow now, not Red"):
        session.act("play", {"weapons": "2"}, actor="Red")
    assert session.act("play", {"weapons": "2", "slaves": "1"}).actor == "Yellow"
    refused = session.propose("blue", {"dice": "bronze"}, actor="Yellow")
    assert "the blue dice come after the cards: still to play: Red" in [v.message for v in refused.violations]
    assert session.act("play", {"weapons": "2"}).actor == "Red"
    assert _strengths(session) == {"Blue": 2, "Yellow": 5, "Red": 6}
    assert _pending(session) == [
        "Standing: 1. Red 6, 2. Yellow 5, 3. Blue 2.",
        "Yellow rolls 0 to 4 blue dice next (Potentia).",
    ]
    assert session.act("blue", {"dice": "bronze,gold"}).actor == "Yellow"
    assert _strengths(session) == {"Blue": 2, "Yellow": 6, "Red": 6}
    assert session.table.game.patricians[1].blue == 2  # two left for the Stadium (l.6)
    assert session.ruleset.awaited(session.context()) == "prizes"
    session.act("prizes", {"winner_takes": "points", "slave_card": "1"})
    assert session.table.game.patricians[2].score == 12


def test_nothing_to_decide_passes_by_itself() -> None:
    """Nobody holds a card and the Potentia player is not in the Arena: the rolls lead straight to the prizes."""
    session = new()
    place_all(session, {"Blue": ["arena-1a"], "Yellow": ["arena-2"], "Red": ["potentia"], "Vlada": []})
    to_phase(session, "arena")
    session.act("fight", {"dice": "bronze,bronze,gold"})
    session.act("fight", {"dice": "gold,gold,silver"})
    assert session.ruleset.awaited(session.context()) == "prizes"
    assert _pending(session) == ["Standing: 1. Blue 3, 2. Yellow 2.", "Everyone has competed: hand out the prizes."]
    refused = session.propose("blue", {"dice": "bronze"}, actor="Red")
    assert "Red has no servant in the Arena" in [v.message for v in refused.violations]


def test_the_stadium_example_in_steps() -> None:
    """l.6: the rolls give blue 3, yellow 3, Kája 4, Vláďa 3; blue's and yellow's horses give 5 each; yellow's
    2 blue dice left from the Arena show a silver: 6. Horses of the other metal are refused."""
    session = stadium_example()
    assert _strengths(session, "stadium") == {"Blue": 5, "Yellow": 6, "Red": 4, "Vlada": 3}
    told = [e.type for e in session.events[-7:]]
    assert told == ["race", "race", "race", "race", "play", "play", "blue"]
    assert _pending(session)[0] == "Standing: 1. Yellow 6, 2. Blue 5, 3. Red 4, 4. Vlada 3."


def test_a_save_from_before_the_steps_replays_to_the_same_table() -> None:
    """A version-5 save (the golden round, played when a fight took its cards and blue dice) opens with the
    contests in one action each, and ends as the hand-worked table says."""
    session = saves.load(DATA / "golden_v5.toml")
    assert session.options[LEGACY] is True
    golden.check_after(session)
    assert [e.type for e in session.events].count("play") == 0


def test_a_save_from_before_the_steps_goes_on_in_one_action() -> None:
    """Stopped after the first fight, a version-5 save goes on as it was begun: a fight takes its cards and
    blue dice, and the steps of version 6 are refused."""
    text = (DATA / "golden_v5.toml").read_text(encoding="utf-8")
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if 't = "fight"' in line)
    end = next(i for i, line in enumerate(lines) if line == "]" and i > first)
    session = saves.loads_text("\n".join(lines[: first + 1] + lines[end:]) + "\n", "old", "golden_v5.toml")
    assert session.phase.id == "arena" and session.options[LEGACY] is True
    refused = session.propose("play", {}, actor="Bo")
    assert refused.violations
    session.act("fight", {"dice": "bronze,bronze,silver", "blue": "bronze,gold"})
    session.act("fight", {"dice": "bronze,gold,gold", "weapons": "weapons-2", "slaves": "slave-2"})
    assert _strengths(session) == {"Cy": 3, "Di": 4, "Bo": 6}
