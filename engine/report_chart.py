"""A measure over the rounds as an inline SVG line chart, for the HTML story (``engine.report``).

Drawn here rather than by a plotting library: none is a dependency (matplotlib alone is tens of megabytes
and a second to import), and a chart of a few short integer lines is a page of SVG that opens offline in
any browser, a phone's too.

Every player's line has its own colour, dash and marker, so lines are told apart in greyscale; lines that
would lie on one another are drawn a few pixels apart, so two players on the same values both show. The
round under way is drawn faded, its markers hollow: its values are so far, not the round's end.
"""

from __future__ import annotations

from html import escape

from engine.progress import Measure

#: One per seat: colours readable on white, dashes and markers that tell the lines apart without colour.
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
DASHES = ("", "7 3", "2 3", "8 3 2 3", "1 2", "4 2 1 2")
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "down")
#: The drawing's own units: narrow enough that its 14-unit text stays legible scaled to a phone's width.
WIDTH, HEIGHT = 380, 210
LEFT, RIGHT, TOP, BOTTOM = 32, 12, 12, 26
FONT = 14
#: How far apart lines on the same values are drawn.
SPREAD = 3.5


def style(seat: int) -> tuple[str, str, str]:
    """A seat's colour, dash and marker."""
    return COLOURS[seat % len(COLOURS)], DASHES[seat % len(DASHES)], MARKERS[seat % len(MARKERS)]


def ticks(top: int) -> list[int]:
    """The values the y axis names: 0, the top, and round steps between (1, 2 or 5 times a power of ten),
    at most six."""
    step = 1
    while top / step > 5:
        for factor in (2, 5, 10):
            if top / (step * factor) <= 5:
                step *= factor
                break
        else:
            step *= 10
    return list(range(0, top + 1, step))


def marker(shape: str, x: float, y: float, colour: str, hollow: bool = False) -> str:
    """A point's marker, filled (white inside when ``hollow``)."""
    fill = "#fff" if hollow else colour
    paint = f'fill="{fill}" stroke="{colour}" stroke-width="1.5"'
    if shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.5" {paint}/>'
    if shape == "square":
        return f'<rect x="{x - 3.2:.1f}" y="{y - 3.2:.1f}" width="6.4" height="6.4" {paint}/>'
    corners = {
        "triangle": ((0, -4.2), (3.8, 3), (-3.8, 3)),
        "down": ((0, 4.2), (3.8, -3), (-3.8, -3)),
        "diamond": ((0, -4.5), (4, 0), (0, 4.5), (-4, 0)),
        "cross": ((-1.4, -4), (1.4, -4), (1.4, -1.4), (4, -1.4), (4, 1.4), (1.4, 1.4), (1.4, 4), (-1.4, 4))
        + ((-1.4, 1.4), (-4, 1.4), (-4, -1.4), (-1.4, -1.4)),
    }[shape]
    points = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in corners)
    return f'<polygon points="{points}" {paint}/>'


def key(seat: int) -> str:
    """A seat's line and marker as the legend shows them."""
    colour, dash, shape = style(seat)
    return (
        f'<svg class="key" viewBox="0 0 30 12" width="30" height="12" aria-hidden="true">'
        f'<line x1="1" y1="6" x2="29" y2="6" stroke="{colour}" stroke-width="2" stroke-dasharray="{dash}"/>'
        f"{marker(shape, 15, 6, colour)}</svg>"
    )


def _offsets(measure: Measure, count: int) -> list[dict[str, float]]:
    """Per round, each player's shift in drawing units: players on the same value spread around it."""
    out: list[dict[str, float]] = []
    for index in range(count):
        shift: dict[str, float] = {}
        groups: dict[int, list[str]] = {}
        for name, row in measure.values.items():
            if row[index] is not None:
                groups.setdefault(row[index], []).append(name)  # type: ignore[arg-type]
        for names in groups.values():
            for place, name in enumerate(names):
                shift[name] = (place - (len(names) - 1) / 2) * SPREAD
        out.append(shift)
    return out


def chart(measure: Measure, rounds: tuple[int, ...], under_way: bool, label: str) -> str:
    """The measure as an SVG line chart over ``rounds`` (the last under way when ``under_way``).

    Args:
        measure: The values per player and round (None: no value, no point).
        rounds: The round numbers, the x axis.
        under_way: Whether the last round is still being played.
        label: The chart's name, for screen readers.
    """
    values = [v for row in measure.values.values() for v in row if v is not None]
    top = max([*values, measure.target or 0, 1])
    marks = ticks(top)
    top = max(top, marks[-1])
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(i: int) -> float:
        return LEFT + i * inner_w / max(len(rounds) - 1, 1)

    def y(v: float) -> float:
        return TOP + inner_h - v * inner_h / top

    parts = []
    for mark in marks:  # the grid, each line named
        parts.append(f'<line x1="{LEFT}" y1="{y(mark):.1f}" x2="{WIDTH - RIGHT}" y2="{y(mark):.1f}" stroke="#e3e3e3"/>')
        parts.append(f'<text x="{LEFT - 5}" y="{y(mark) + 4:.1f}" text-anchor="end" font-size="{FONT}">{mark}</text>')
    for i, number in enumerate(rounds):
        faded = ' fill="#888"' if under_way and i == len(rounds) - 1 else ""
        parts.append(
            f'<text x="{x(i):.1f}" y="{HEIGHT - 7}" text-anchor="middle" font-size="{FONT}"{faded}>{number}</text>'
        )
    if measure.target:
        at = y(measure.target)
        parts.append(
            f'<line x1="{LEFT}" y1="{at:.1f}" x2="{WIDTH - RIGHT}" y2="{at:.1f}" stroke="#999" stroke-dasharray="5 4"/>'
        )
    shifts = _offsets(measure, len(rounds))
    last = len(rounds) - 1
    for seat, (name, row) in enumerate(measure.values.items()):
        colour, dash, shape = style(seat)
        points = [(i, x(i), y(v) - shifts[i][name]) for i, v in enumerate(row) if v is not None]
        settled = [(px, py) for i, px, py in points if not (under_way and i == last)]
        runs = _runs([i for i, _, _ in points if not (under_way and i == last)], settled)
        for run in runs:
            line = " ".join(f"{px:.1f},{py:.1f}" for px, py in run)
            parts.append(
                f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2"'
                f' stroke-dasharray="{dash}"><title>{escape(name)}</title></polyline>'
            )
        if under_way and points and points[-1][0] == last and len(points) > 1 and points[-2][0] == last - 1:
            (_, x0, y0), (_, x1, y1) = points[-2], points[-1]
            parts.append(
                f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" stroke="{colour}" stroke-width="2"'
                ' stroke-dasharray="2 3" stroke-opacity="0.55"/>'
            )
        parts += [marker(shape, px, py, colour, under_way and i == last) for i, px, py in points]
    return (
        f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" role="img" aria-label="{escape(label)}">'
        f"{''.join(parts)}</svg>"
    )


def _runs(indexes: list[int], points: list[tuple[float, float]]) -> list[list[tuple[float, float]]]:
    """The points split where a round has no value: a line is not drawn across a round it skips."""
    runs: list[list[tuple[float, float]]] = []
    previous = None
    for index, point in zip(indexes, points, strict=True):
        if previous is None or index != previous + 1:
            runs.append([])
        runs[-1].append(point)
        previous = index
    return [run for run in runs if len(run) > 1]
