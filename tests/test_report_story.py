"""The report as the play-test wanted it (issue 37): the round under way not plotted as a fall to zero, yes/no
measures said rather than drawn as 0/1 lines, equal lines both visible, the story told (the log by round,
battles with odds and outcomes, the turning points), and a page that reads on a phone."""

from __future__ import annotations

import re

from engine.progress import Measure, Progress
from engine.report import render
from engine.report_chart import WIDTH, chart, ticks
from engine.story import Story, story
from engine.turning import turning_points
from tests.test_report import _market_day


def _told(measures: tuple[Measure, ...], rounds: tuple[int, ...], under_way: bool = False) -> Story:
    players = (("Ann", ""), ("Bo", ""))
    return Story("Game", "g", players, rounds[-1], (), {}, Progress(rounds, measures, False, under_way), (), ())


def test_a_yes_no_measure_is_said_not_drawn() -> None:
    pyramids = Measure("pyramids", "Pyramids", {"Ann": (0, 1, 1), "Bo": (0, 0, 0)}, 1)
    assert pyramids.yes_no
    page = render(_told((pyramids,), (1, 2, 3)))
    assert 'role="img"' not in page  # no 0/1 line chart
    assert "Pyramids: Ann since round 2." in page
    nobody = Measure("pyramids", "Pyramids", {"Ann": (0, 0), "Bo": (0, 0)}, 1)
    assert "Pyramids: nobody yet." in render(_told((nobody,), (1, 2)))
    assert not Measure("cities", "Cities", {"Ann": (0, 1, 2)}, 1).yes_no  # a count past 1 is drawn


def _polylines(svg: str) -> list[str]:
    return re.findall(r'<polyline points="([^"]+)"', svg)


def test_equal_lines_are_drawn_apart_with_their_own_markers() -> None:
    same = Measure("vp", "Points", {"Ann": (1, 3, 4), "Bo": (1, 3, 4)}, None)
    svg = chart(same, (1, 2, 3), False, "Points")
    ann, bo = _polylines(svg)
    assert ann != bo  # the play-test's identical lines hid each other
    shapes = re.findall(r"<(circle|rect|polygon) ", svg)
    assert shapes.count("circle") == 3 and shapes.count("rect") == 3  # told apart without colour too


def test_the_round_under_way_is_drawn_as_so_far() -> None:
    measure = Measure("vp", "Points", {"Ann": (2, 5, 6), "Bo": (1, 4, None)}, None)
    svg = chart(measure, (1, 2, 3), True, "Points")
    ann, bo = _polylines(svg)
    assert len(ann.split()) == 2 and len(bo.split()) == 2  # settled rounds drawn in full
    assert svg.count('fill="#fff"') == 1 and 'stroke-opacity="0.55"' in svg  # Ann's round 3: hollow, faded
    page = render(_told((measure,), (1, 2, 3), under_way=True))
    assert "Round 3 is under way: its values are so far" in page and "3 <small>(so far)</small>" in page


def test_income_of_the_round_under_way_is_not_a_fall_to_zero() -> None:
    session = _market_day()
    while session.table.position.round == 1:
        session.act("next", force=True)
    told = story(session)
    assert told.progress.under_way and told.progress.rounds == (1, 2)
    (line,) = told.income_lines
    assert line.values["Ann"] == (2, None)


def test_the_y_axis_names_round_steps() -> None:
    assert ticks(1) == [0, 1] and ticks(8) == [0, 2, 4, 6, 8] and ticks(21) == [0, 5, 10, 15, 20]
    assert ticks(100) == [0, 20, 40, 60, 80, 100]
    svg = chart(Measure("vp", "Points", {"Ann": (0, 8)}, None), (1, 2), False, "Points")
    assert [int(n) for n in re.findall(r'text-anchor="end" font-size="\d+">(\d+)<', svg)] == [0, 2, 4, 6, 8]


def test_the_story_tells_the_log_by_round_with_the_battle() -> None:
    session = _market_day()
    told = story(session)
    (chapter,) = told.chapters
    assert chapter.round == 1 and [e.index for e in chapter.entries] == list(range(1, len(session.events) + 1))
    first = chapter.entries[0]
    assert (first.line, first.outcome) == (session.describe_event(session.events[0], 1), tuple(session.outcome(1)))
    assert first.phase == session.ruleset.phases[0].title  # the phase's name, not its id
    duel = chapter.entries[-1]
    assert duel.battle is not None and duel.battle.result == "Ann won, 5 against 3"
    page = render(told)
    assert "<h2>Round by round</h2>" in page and "<details open><summary>Round 1</summary>" in page
    said = page[page.index("Round by round") :]
    assert "<b>Ann won, 5 against 3</b> Odds: Ann wins 42%." in said
    assert f'<li value="{len(session.events)}" class="battle">' in said


def test_turning_points_are_leads_taken_targets_reached_and_yes_come_true() -> None:
    cities = Measure("cities", "Cities", {"Ann": (4, 5, 6, 10), "Bo": (5, 4, 6, 7)}, 10)
    pyramids = Measure("pyramids", "Pyramids", {"Ann": (0, 0, 0, 0), "Bo": (0, 0, 1, 1)}, 1)
    turns = turning_points(Progress((1, 2, 3, 4), (cities, pyramids), True))
    assert [(t.round, t.text) for t in turns] == [
        (1, "Bo takes the lead in Cities: 5, Ann 4"),
        (2, "Ann overtakes Bo in Cities: 5 to 4"),
        (3, "Pyramids: yes for Bo"),  # round 3's tie is no new lead
        (4, "Ann reaches the target of Cities: 10 of 10"),
    ]
    page = render(_told((cities,), (1, 2, 3, 4)))
    assert "<h2>Turning points</h2>" not in page  # the Story handed in has none: nothing invented
    told = story(_market_day())
    assert told.turns == turning_points(told.progress)


def test_the_page_reads_on_a_phone() -> None:
    measure = Measure("vp", "Points", {"Ann": (2, 5), "Bo": (1, 4)}, 10)
    page = render(_told((measure,), (1, 2)))
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert WIDTH <= 400 and f'viewBox="0 0 {WIDTH} ' in page and 'width="100%"' in page
    # Every table scrolls sideways on its own rather than widening the page.
    assert page.count("<table>") == page.count('<div class="scroll"><table>') > 0
    assert "@media (max-width: 32rem)" in page
