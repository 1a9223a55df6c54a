"""``tabula serve`` in a real browser (headless Chromium from the system's packages, driven by Playwright).

Hellas's demo: Ariadne, whose turn it is, holds 2 god cards, Theseus 4. Skipped, saying why, when the
browser or Playwright is missing (``.ci/run`` installs both).
"""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("textual_serve", reason="tabula serve's extra is not installed: pip install 'tabula[serve]'")
pytest.importorskip("playwright", reason="Playwright is not installed: pip install 'tabula[browser]'")

from playwright.sync_api import sync_playwright

from engine import saves
from tests.serve.browser import Served, Term, chromium, serving, stop
from tests.settle import HUNG
from tui.library import copy_demo

BROWSER = chromium()
NO_BROWSER = "no Chromium from the system's packages (apt-get install chromium)"
pytestmark = pytest.mark.skipif(BROWSER is None, reason=NO_BROWSER)

#: What the hand panel's holdings line looks like: "hand: ..." up to the panel's border.
HAND = r"hand: ([^│┃\n]*)"


@pytest.fixture
def browser() -> Iterator[Any]:
    # One per test, closed after its server (``served`` needs it): no page of one test reconnects into the next.
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=BROWSER, headless=True)
        yield launched
        launched.close()


@pytest.fixture
def served(tmp_path: Path, browser: Any) -> Iterator[Served]:
    copy_demo(tmp_path, "hellas")
    with serving(tmp_path, "hellas-demo") as running:
        yield running


def _term(browser: Any) -> Term:
    # A page of its own per view, as on separate devices; wide enough for the four panels.
    return Term(browser.new_context(viewport={"width": 1400, "height": 800}).new_page())


def _hand(text: str) -> str:
    found = re.search(HAND, text)
    assert found, text
    return found[1].strip()


def _labels(tmp_path: Path, seat: int) -> list[str]:
    session = saves.load(tmp_path / "hellas-demo.toml")
    held = session.summary()["players"][seat]["holdings"]["hand"]
    return [session.catalogue("card").resolve(card).label for card in held]


def test_three_views_each_see_only_what_is_theirs_and_each_others_actions(
    browser: Any, served: Served, tmp_path: Path
) -> None:
    table, ariadne, theseus = _term(browser), _term(browser), _term(browser)
    assert table.open(served.view("Table (public information only)", "table")).status == 200
    assert ariadne.open(served.view("Ariadne (light)", "1")).status == 200
    assert theseus.open(served.view("Theseus (dark)", "2")).status == 200
    screens = {
        "table": table.wait_for(r"\[table view\] Hellas"),
        "ariadne": ariadne.wait_for(r"\[Ariadne's view\] Hellas"),
        "theseus": theseus.wait_for(r"\[Theseus's view\] Hellas"),
    }
    hers, his = _labels(tmp_path, 0), _labels(tmp_path, 1)
    # Each player's hand by name in their own view; the table's view shows a count.
    assert all(name in _hand(screens["ariadne"]) for name in hers), screens["ariadne"]
    assert all(name in _hand(screens["theseus"]) for name in his), screens["theseus"]
    assert _hand(screens["table"]) == "2 hidden", screens["table"]
    # Nobody else's cards anywhere on a screen (Theseus pins Ariadne's hand: a count, no question asked).
    theseus.type("1")
    pinned = theseus.wait_for(r"Ariadne \(pinned\)")
    assert _hand(pinned) == "2 hidden" and "Only Ariadne should be looking" not in pinned
    for name in hers:
        assert name not in pinned and name not in screens["table"]
    # Ariadne acts in her view; the table's and Theseus's views show it (at their next look at the save, which
    # tests/tui/test_views.py holds to half a second).
    ariadne.type(":")
    ariadne.wait_for(r"action field=value")
    ariadne.type("reinforce greeks=athens")
    ariadne.press("Enter")
    ariadne.wait_for(r"Ariadne takes Reinforcements: 1 of 3 actions")
    for view in (table, theseus):
        view.wait_for(r"Ariadne takes Reinforcements")
    assert len(saves.load(tmp_path / "hellas-demo.toml").events) > 0


def test_a_wrong_code_is_refused_and_a_dropped_connection_resumes(browser: Any, served: Served) -> None:
    stranger = _term(browser)
    refused = stranger.open(f"{served.address}view/1?code={served.codes['Theseus (dark)']}")
    assert refused.status == 403
    body = stranger.page.inner_text("body")
    assert "That code opens no view here" in body and "Ariadne" not in body and "Hellas" not in body
    theseus = _term(browser)
    theseus.open(served.view("Theseus (dark)", "2"))
    theseus.wait_for(r"\[Theseus's view\] Hellas")
    theseus.type("1")
    theseus.wait_for(r"Ariadne \(pinned\)")
    theseus.drop_connection()
    # The page opens the view again by itself: a fresh view of the same session, his own hand in it.
    # (Before the drop his panel was pinned to Ariadne: "yours" is the fresh view.)
    again = theseus.wait_for(r"Theseus \(yours\)")
    assert "[Theseus's view] Hellas" in again


def test_a_phone_shows_the_whole_view(browser: Any, served: Served) -> None:
    # A phone's screen: 390 by 844 CSS pixels, three device pixels to each.
    phone = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True)
    term = Term(phone.new_page())
    term.open(served.view("Ariadne (light)", "1"))
    screen = term.wait_for(r"\[Ariadne's view\]")
    # The small layout (one panel at a time) over the phone's width: about 43 columns of 9 CSS pixels.
    assert 40 <= term.page.evaluate("() => window.__tt[0].terminal.cols") <= 45
    assert re.search(r" Map  +Phase  +Hand  +Log ", screen), screen  # the tabs, all four in reach
    assert "Quit" not in screen  # a view closes with its tab: quitting left the page black
    # Every column as drawn fits the canvas (at three device pixels, textual-serve's terminal drew letters three
    # times too wide into a canvas sized for one: the phone showed a third of the view).
    device = term.page.evaluate("() => window.__tt[0].terminal._core._renderService.dimensions.device")
    cols = term.page.evaluate("() => window.__tt[0].terminal.cols")
    assert cols * device["cell"]["width"] <= device["canvas"]["width"], device


def test_a_finger_drawn_up_the_screen_scrolls_the_panel_under_it(browser: Any, served: Served) -> None:
    phone = browser.new_context(viewport={"width": 390, "height": 520}, device_scale_factor=3, has_touch=True)
    page = phone.new_page()
    term = Term(page)
    term.open(served.view("Ariadne (light)", "1"))
    before = term.wait_for(r"\[Ariadne's view\]").splitlines()
    heading = next(i for i, line in enumerate(before) if line.startswith("│Turns"))  # the Phase panel's top
    touch = phone.new_cdp_session(page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": 200, "y": 420}]})
    for y in range(400, 200, -20):
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": 200, "y": y}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    # The panel moved up under the finger: its heading has left its line.
    term.wait_for(r"\A" + r"[^\n]*\n" * heading + r"(?!│Turns)")


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_serve_stops_at_once_with_a_browser_connected(browser: Any, served: Served, number: signal.Signals) -> None:
    # With a view open in Chromium, the server ran on 22 s after either signal (to it alone, as `kill` or a
    # container's runtime sends it), and a server killed meanwhile left its views running.
    term = _term(browser)
    term.open(served.view("Ariadne (light)", "1"))
    term.wait_for(r"\[Ariadne's view\]")
    stop(served, number)
    # The page says so, and waits (the bound only guards against a hang).
    term.page.wait_for_selector("text=Connection lost: reconnecting", timeout=HUNG * 1000)
