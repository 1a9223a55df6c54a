"""Engine leftovers of today's helpers and play-tests (issues 31, 32, 35, 37): printed facts a refused action
states kept, the "now:" list of open actions only, the next form's player only where the order is chosen,
refusals in the words spoken, and one way of saying who ends a phase."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from tui.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _hellas_at_second_tile(capsys: pytest.CaptureFixture[str]) -> None:
    """A Hellas evening on the CLI, dealt, Athens laid north of the dolphin tile: Bo's first coast tile next."""
    assert run(capsys, "new", "hellas", "--player", "Ann", "--player", "Bo", "--name", "h", "--no-tui")[0] == 0
    for fields in (
        ("deal", "zeus=void", "poseidon=flood", "ares=retreat"),
        ("deal", "zeus=reuse", "poseidon=flood", "ares=plus-one"),
        ("coast-tile", "name=Athens", "temple=no", "edges=LSSSSS", "at=N of the dolphin tile", "turn=0"),
    ):
        code, _, err = run(capsys, "act", "h", *fields)
        assert code == 0, err


@pytest.mark.usefixtures("english")
def test_a_refused_tiles_description_is_kept_and_its_name_works_in_the_next_command(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Play-test (issue 35): Ithaki described where it could not go, then "no landscape tile 'ithaki'" at the
    next command: retyped in full. The description the refusal states is kept (the save untouched by the
    refusal, the save keeps it beside the log), and ``tile=ithaki`` alone works next; the save then carries
    what was stated, so it replays wherever it is read."""
    _hellas_at_second_tile(capsys)
    save = saves_dir / "h.toml"
    before = save.read_bytes()
    code, _, err = run(capsys, "act", "h", "coast-tile", "name=Ithaki", "temple=no", "edges=LSSSSS", "at=athens-n")
    assert code == 1
    assert "kept: ithaki can be named from now on, and the kit keeps it once used" in err
    assert saves.load(save).events == saves.loads_text(before.decode(), "h", "before").events  # nothing logged
    code, out, err = run(capsys, "act", "h", "coast-tile", "tile=ithaki", "at=NE of the dolphin tile", "turn=0")
    assert code == 0, err
    assert "Ithaki joins the coast" in out
    # The save opens on its own: what was stated travels with it, not only in this machine's data folder.
    session = saves.loads_text(save.read_text(encoding="utf-8"), "h", "copy")
    assert session.table.game.tiles[-1].id == "ithaki"


@pytest.mark.usefixtures("english")
def test_an_unknown_action_lists_only_actions_someone_may_take_now() -> None:
    """Issue 32: Mare Nostrum's trade phase listed give-role and artemis, closed to everyone then."""
    from engine.errors import NotFound
    from tests.mare_nostrum.helpers import finish_setup, new_game

    session = new_game("greece", "egypt", "rome")
    finish_setup(session)
    with pytest.raises(NotFound) as found:
        session.spec("zzzqqq")
    said = str(found.value)
    assert "(now: cleopatra, exchange-size" in said
    assert "give-role" not in said and "artemis" not in said


def test_the_next_form_asks_who_acts_next_only_where_the_order_is_chosen() -> None:
    """Issue 31: the Ctrl+N form showed "player (optional)" beside "who acts" in every phase; the field only
    means something where the phase order is chosen (Mare Nostrum's build phase: the Statesman names whom)."""
    from engine.forms import asked_fields
    from tests.mare_nostrum.helpers import finish_setup, new_game

    session = new_game("greece", "egypt", "rome")
    finish_setup(session)
    spec = session.spec("next")
    assert session.phase.order != "chosen"
    assert "player" not in [f.name for f in asked_fields(session, spec, 0)]
    session.act("next-phase", force=True)
    assert session.phase.order in ("chosen",)
    assert "player" in [f.name for f in asked_fields(session, spec, 0)]


@pytest.mark.usefixtures("czech")
def test_refusals_in_czech_name_actions_and_fields_in_czech() -> None:
    """Issue 37: "receive odmítnuto", "grain „x“: ...", "space: políčko ..." and "akci give-role ... nikdo"
    showed English ids in Czech sentences; the refusal that a rule says why is still told apart from the
    general "nobody may take it now" (``errors.specific`` compares the same words)."""
    from engine.errors import BadInput, NotFound, RuleRefused, Violation, specific
    from tests.aquileia.helpers import new as new_aquileia
    from tests.mare_nostrum.helpers import finish_setup, new_game
    from tests.struggle_for_rome.helpers import new as new_rome

    rome = new_rome()
    with pytest.raises(RuleRefused, match=r"^příjem: odmítnuto"):
        rome.act("receive", {})
    with pytest.raises(BadInput, match=r"^obilí „x“: očekává se celé číslo"):
        rome.propose("move", {"grain": "x"})
    with pytest.raises(NotFound, match=r"^políčko: "):
        new_aquileia().propose("equi", {"space": "qqqzz"})
    mare = new_game("greece", "egypt", "rome")
    finish_setup(mare)
    nobody = mare.propose("give-role", {"player": "Egypt", "role": "merchant"}).violations
    assert [v.message for v in nobody] == [
        "akci předat-roli teď nesmí provést nikdo: pravidla nejdřív čekají na hráče Greece (velikost-výměny)"
    ]
    own = Violation("Role", "own reason")
    assert specific("give-role", [*nobody, own]) == (own,)


@pytest.mark.usefixtures("english")
def test_a_phase_end_is_the_tables_word_however_it_was_typed() -> None:
    """Play-test: one round's log said "Mirek ends the phase", another's "The table ends the phase", as the
    actor was recorded or not; a phase end is the table's word, said the same way each time."""
    from tests.mare_nostrum.helpers import finish_setup, new_game

    session = new_game("greece", "egypt", "rome")
    finish_setup(session)
    session.act("next-phase", force=True, actor="Egypt")
    assert session.events[-1].actor == "Egypt"
    session.act("next-phase", force=True)
    lines = [session.describe_event(session.events[i - 1], i) for i in (len(session.events) - 1, len(session.events))]
    assert [line.split("  [")[0] for line in lines] == ["The table ends the phase"] * 2


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize("teaches", [True, False])
def test_a_session_kept_to_itself_keeps_what_a_refusal_states_for_itself(teaches: bool) -> None:
    """What a refusal states is true of the board: a session kept to itself (a demo) keeps it for itself (fix 9,
    issue 35), a teaching one for later evenings too; either way the next action names the tile."""
    from engine.errors import RuleRefused
    from tests.hellas.helpers import new_session

    session = new_session()
    session.teaches = teaches
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "at": "N of the dolphin tile", "turn": 0}
    )
    events = len(session.events)
    with pytest.raises(RuleRefused) as refused:
        session.act("coast-tile", {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"})
    assert refused.value.kept and session.stated
    assert ("for this session only" in refused.value.kept) is not teaches
    assert len(session.events) == events  # nothing logged
    session.act("coast-tile", {"tile": "ithaki", "at": "NE of the dolphin tile", "turn": 0})
    assert len(session.events) == events + 1
