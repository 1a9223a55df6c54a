"""The story of a session as one self-contained HTML file (``tabula report SAVE``): nothing fetched from
anywhere, charts drawn as inline SVG, so it opens offline and can be mailed after the evening."""

from __future__ import annotations

from html import escape

from engine.i18n import language, tr
from engine.progress import Measure
from engine.story import Moment, Story, players_said, results_said, where_fought

#: Line colours, one per seat (readable on white, told apart in greyscale by their dashes too).
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")
DASHES = ("", "6 3", "2 3", "8 3 2 3", "1 2")
WIDTH, HEIGHT, PAD = 640, 260, 40

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 46rem; color: #222; }
h1 { margin-bottom: 0.2rem; } .sub { color: #555; margin-top: 0; }
svg { background: #fafafa; border: 1px solid #ddd; } .legend span { margin-right: 1rem; }
li { margin-bottom: 0.3rem; } .detail { color: #555; }
table { border-collapse: collapse; } th, td { border-bottom: 1px solid #ddd; padding: 0.2rem 0.8rem 0.2rem 0; }
th { text-align: left; }
"""


def render(told: Story) -> str:
    """The whole HTML document."""
    title = f"{told.game} — {told.name}"
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{language()}"><head><meta charset="utf-8">',
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="sub">{escape(players_said(told))}</p>',
        f"<h2>{escape(tr('The result'))}</h2>",
        f"<p>{escape(' '.join(results_said(told)))}</p>",
    ]
    if told.progress.measures:
        parts.append(f"<h2>{escape(tr('Victory measures per round'))}</h2>")
        parts.extend(_chart(told, measure) for measure in told.progress.measures)
    if told.has_income:
        parts.append(_income(told))
        if len(told.progress.rounds) >= 2:
            parts.extend(_chart(told, line) for line in told.income_lines)
    if told.has_battles:
        parts.append(_battles(told))
    parts.append(_moments(tr("Rules overridden"), told.overrides, tr("No rule was overridden.")))
    parts.append(_moments(tr("Corrections"), told.corrections, tr("Nothing needed correcting.")))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _chart(told: Story, measure: Measure) -> str:
    rounds = told.progress.rounds
    values = [v for series in measure.values.values() for v in series if v is not None]
    top = max([*values, measure.target or 0, 1])

    def x(i: int) -> float:
        return PAD + i * (WIDTH - 2 * PAD) / max(len(rounds) - 1, 1)

    def y(v: int) -> float:
        return HEIGHT - PAD - v * (HEIGHT - 2 * PAD) / top

    lines = [
        f'<line x1="{PAD}" y1="{HEIGHT - PAD}" x2="{WIDTH - PAD}" y2="{HEIGHT - PAD}" stroke="#999"/>',
        f'<line x1="{PAD}" y1="{PAD}" x2="{PAD}" y2="{HEIGHT - PAD}" stroke="#999"/>',
        f'<text x="{PAD - 6}" y="{PAD + 4}" text-anchor="end" font-size="11">{top}</text>',
        f'<text x="{PAD - 6}" y="{HEIGHT - PAD + 4}" text-anchor="end" font-size="11">0</text>',
    ]
    lines += [
        f'<text x="{x(i):.0f}" y="{HEIGHT - PAD + 16}" text-anchor="middle" font-size="11">{r}</text>'
        for i, r in enumerate(rounds)
    ]
    if measure.target:
        lines.append(
            f'<line x1="{PAD}" y1="{y(measure.target):.1f}" x2="{WIDTH - PAD}" y2="{y(measure.target):.1f}" '
            'stroke="#bbb" stroke-dasharray="4 4"/>'
        )
    legend = []
    for seat, (name, series) in enumerate(measure.values.items()):
        colour, dash = COLOURS[seat % len(COLOURS)], DASHES[seat % len(DASHES)]
        points = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(series) if v is not None)
        lines.append(
            f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="2" '
            f'stroke-dasharray="{dash}"><title>{escape(name)}</title></polyline>'
        )
        # A dot on every round: a line of one round has no length to draw.
        lines += [
            f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3" fill="{colour}"/>'
            for i, v in enumerate(series)
            if v is not None
        ]
        legend.append(f'<span style="color:{colour}">— {escape(name)}</span>')
    label = escape(tr(measure.label))
    svg = f'<svg viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" role="img" aria-label="{label}">{"".join(lines)}</svg>'
    return f'<h3>{label}</h3>{svg}<p class="legend">{"".join(legend)}</p>'


def _moments(heading: str, moments: tuple[Moment, ...], none: str) -> str:
    if not moments:
        return f"<h2>{escape(heading)}</h2><p>{escape(none)}</p>"
    items = "".join(
        f"<li>{escape(tr('round {n}').format(n=m.round))}, #{m.index}: {escape(m.line)}"
        f' <span class="detail">{escape(m.detail)}</span></li>'
        for m in moments
    )
    return f"<h2>{escape(heading)}</h2><ol>{items}</ol>"


def _income(told: Story) -> str:
    heading = f"<h2>{escape(tr('Income per round'))}</h2>"
    if not told.income:
        return f"{heading}<p>{escape(tr('No income yet.'))}</p>"
    names = "".join(f"<th>{escape(name)}</th>" for name, _ in told.players)
    rows = "".join(
        f"<tr><td>{row.round}</td>" + "".join(f"<td>{escape(said or '—')}</td>" for said in row.said) + "</tr>"
        for row in told.income
    )
    return f"{heading}<table><tr><th>{escape(tr('Round'))}</th>{names}</tr>{rows}</table>"


def _battles(told: Story) -> str:
    heading = f"<h2>{escape(tr('Battles'))}</h2>"
    if not told.battles:
        return f"{heading}<p>{escape(tr('No battle was fought.'))}</p>"
    items = []
    for fought in told.battles:
        battle = fought.battle
        where = where_fought(battle)
        odds = (
            f' <span class="detail">{escape(tr("Odds: {odds}").format(odds=battle.odds))}</span>' if battle.odds else ""
        )
        items.append(
            f"<li>{escape(tr('round {n}').format(n=fought.round))}, #{fought.index}: <b>{escape(where)}</b>{odds}"
            f"<br>{escape(battle.result)}</li>"
        )
    return f"{heading}<ol>{''.join(items)}</ol>"
