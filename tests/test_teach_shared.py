"""Teaching the board together (``engine.teach_shared``): views over one data folder ask different questions,
see each other's answers, and lose none when they answer at once."""

from __future__ import annotations

import subprocess
import threading
from pathlib import Path

import pytest

from engine import kitfiles, registry
from engine.kits import KitError
from engine.teach_shared import STALE, Claims, Teaching, claims_path, start

HELLAS = registry.load("hellas")


def _kept() -> dict[str, dict[str, object]]:
    """The tiles of the user's Hellas kit as kept on disk, by id."""
    return {str(e["id"]): dict(e) for e in kitfiles.current(HELLAS).entries("tiles")}


def test_two_views_ask_different_questions_and_a_stop_hands_its_question_on(data_dir: Path) -> None:
    ann, bo = start(HELLAS, "ann"), start(HELLAS, "bo")
    assert ann.question is not None and bo.question is not None
    assert ann.question.key == "tiles:dolphin" and bo.question.key != ann.question.key
    assert claims_path("hellas").is_file()
    # A third view takes the next question again; when Ann stops, her question goes to whoever looks next.
    cy = start(HELLAS, "cy")
    assert cy.question is not None and cy.question.key not in {ann.question.key, bo.question.key}
    ann.stop()
    assert start(HELLAS, "di").question == ann.question


def test_an_answer_from_one_view_is_seen_by_the_other(data_dir: Path) -> None:
    ann, bo = start(HELLAS, "ann"), start(HELLAS, "bo")
    ann.skip()  # the Dolphin tile back to the pool: Bo may take it next
    assert ann.question is not None and ann.question.key != bo.question.key  # type: ignore[union-attr]
    assert ann.progress() == (1, 24) and bo.progress() == (0, 24)  # a skip is done for the view that skipped
    ann.answer("Korinthos 25t")
    assert _kept()["korinthos"]["temple"] is True
    bo.look()
    assert bo.progress() == (1, 24)  # Ann's answer, seen on Bo's view; what the two hold now is still to do
    bo.answer("Athenai 1")
    # Bo's answer was laid over the kit as Ann left it: both tiles are kept.
    assert {"korinthos", "athenai"} <= _kept().keys()
    assert bo.walk.kit.entry("tiles", "korinthos") is not None
    # Bo does not get Korinthos's question again, nor the tile Ann holds now.
    assert bo.question is not None and bo.question.key != ann.question.key
    assert bo.question.key == "tiles:dolphin"  # the tile Ann passed over
    bo.skip()
    # A name taught on the other view is refused in one line, and nothing changes.
    before = kitfiles.user_kit_path("hellas").read_bytes()
    with pytest.raises(KitError, match="Korinthos is taught already"):
        bo.answer("Korinthos 3")
    assert kitfiles.user_kit_path("hellas").read_bytes() == before


def test_no_answer_is_lost_when_views_answer_at_once(data_dir: Path) -> None:
    views = [start(HELLAS, name) for name in ("ann", "bo", "cy", "di")]
    for view in views:
        if view.question is not None and view.question.key == "tiles:dolphin":
            view.skip()  # every view on a tile not listed yet
    names = ["Argos", "Sparta", "Thebai", "Delphoi"]
    go = threading.Barrier(len(views))
    failed: list[BaseException] = []

    def answer(view: Teaching, name: str) -> None:
        go.wait()
        try:
            view.answer(f"{name} 14")
        except BaseException as error:  # reported below: a thread's exception is otherwise lost
            failed.append(error)

    threads = [threading.Thread(target=answer, args=pair) for pair in zip(views, names, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failed
    kept = _kept()
    assert all(name.lower() in kept for name in names), sorted(kept)


def test_a_claim_lapses_with_its_view(data_dir: Path) -> None:
    now = [1000.0]
    ann = start(HELLAS, "ann", clock=lambda: now[0])
    held = ann.question
    assert held is not None
    bo = Claims("hellas", "bo", clock=lambda: now[0])
    assert bo.taken() == {held.key}
    now[0] += STALE / 2
    ann.renew()  # renewed: it holds for another STALE seconds
    now[0] += STALE * 0.75
    assert bo.taken() == {held.key}
    now[0] += STALE
    assert bo.taken() == set()  # not renewed: the view hangs, or its machine slept
    # A view whose process has ended holds nothing, however fresh its claim.
    ended = subprocess.Popen(["true"])
    ended.wait()
    gone = Claims("hellas", "gone", pid=ended.pid, clock=lambda: now[0])
    gone.take(lambda: "tiles:the box of tiles#2")
    assert gone.mine() == "tiles:the box of tiles#2"  # its own, as it says
    assert bo.taken() == set() and bo.others() == 0


def test_the_question_asked_stays_while_others_move(data_dir: Path) -> None:
    ann, bo = start(HELLAS, "ann"), start(HELLAS, "bo")
    asked = bo.question
    ann.skip()  # the Dolphin tile is free again: it comes before Bo's question in the walk
    ann.stop()
    assert bo.question == asked and bo.walk.current == asked
    # Going back returns to the question before, and holds it.
    bo.answer("Argos 1")
    back = bo.back()
    assert back is not None and back.entry == "argos" and bo.question == back
    assert Claims("hellas", "cy").taken() == {back.key}


def test_a_damaged_claims_file_holds_nothing(data_dir: Path) -> None:
    path = claims_path("hellas")
    path.parent.mkdir(parents=True)
    path.write_text("views = [", encoding="utf-8")
    ann = start(HELLAS, "ann")
    assert ann.question is not None and ann.question.key == "tiles:dolphin"
    assert Claims("hellas", "bo").taken() == {"tiles:dolphin"}  # and it is written whole again
