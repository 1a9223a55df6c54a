"""The story of a session as one self-contained HTML file (``tabula report SAVE``): nothing fetched from
anywhere, charts drawn as inline SVG, so it opens offline and can be mailed after the evening."""

from __future__ import annotations

from html import escape

from engine.i18n import language, tr
from engine.progress import Measure
from engine.report_chart import chart, key, style
from engine.story import Moment, Story, players_said, results_said, where_fought

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5rem auto; padding: 0 1rem; max-width: 46rem; color: #222;
  line-height: 1.45; }
h1 { margin-bottom: 0.2rem; overflow-wrap: anywhere; } .sub { color: #555; margin-top: 0; }
svg { display: block; max-width: 100%; height: auto; }
.chart { background: #fafafa; border: 1px solid #ddd; max-width: 32rem; }
svg.key { display: inline-block; vertical-align: middle; margin-right: 0.2rem; }
.legend span { margin-right: 1rem; white-space: nowrap; } .note { color: #555; font-size: 0.9rem; }
li { margin-bottom: 0.3rem; } .detail { color: #555; } .phase { color: #777; font-size: 0.85rem; }
.outcome { color: #555; font-size: 0.9rem; margin: 0.1rem 0 0 0; padding-left: 1rem; }
.battle { border-left: 3px solid #d62728; padding-left: 0.4rem; }
.scroll { overflow-x: auto; } table { border-collapse: collapse; }
th, td { border-bottom: 1px solid #ddd; padding: 0.2rem 0.8rem 0.2rem 0; text-align: left; }
summary { cursor: pointer; font-weight: 600; margin: 0.4rem 0; }
@media (max-width: 32rem) { body { margin: 0.8rem auto; padding: 0 0.6rem; } h1 { font-size: 1.45rem; }
  ol { padding-left: 1.6rem; } }
"""


def render(told: Story) -> str:
    """The whole HTML document: it reads from top to bottom on a phone as on a desk."""
    title = f"{told.game} — {told.name}"
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{language()}"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        f'<p class="sub">{escape(players_said(told))}</p>',
        f"<h2>{escape(tr('The result'))}</h2>",
        f"<p>{escape(' '.join(results_said(told)))}</p>",
    ]
    if told.turns:
        parts.append(_turns(told))
    if told.progress.measures:
        parts.append(f"<h2>{escape(tr('Victory measures per round'))}</h2>")
        parts.extend(_measure(told, measure) for measure in told.progress.measures)
    if told.has_income:
        parts.append(_income(told))
        if len(told.progress.rounds) >= 2:
            parts.extend(_measure(told, line) for line in told.income_lines)
    if told.has_battles:
        parts.append(_battles(told))
    if told.chapters:
        parts.append(_chapters(told))
    parts.append(_moments(tr("Rules overridden"), told.overrides, tr("No rule was overridden.")))
    parts.append(_moments(tr("Corrections"), told.corrections, tr("Nothing needed correcting.")))
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _turns(told: Story) -> str:
    items = "".join(
        f"<li>{escape(tr('round {n}').format(n=turn.round))}: {escape(turn.text)}</li>" for turn in told.turns
    )
    return f"<h2>{escape(tr('Turning points'))}</h2><ul>{items}</ul>"


def _measure(told: Story, measure: Measure) -> str:
    """A measure: who has it since when (a yes/no one), its values (one round), or a chart and its values."""
    label = escape(tr(measure.label))
    rounds, under_way = told.progress.rounds, told.progress.under_way
    if measure.yes_no:
        return f"<h3>{label}</h3><p>{escape(_yes_no(measure, rounds))}</p>"
    values = _values(told, measure)
    if len(rounds) < 2:  # a single point is no line
        return f"<h3>{label}</h3>{values}"
    legend = "".join(
        f'<span style="color:{style(seat)[0]}">{key(seat)}{escape(name)}</span>'
        for seat, name in enumerate(measure.values)
    )
    note = ""
    if under_way:
        said = tr("Round {n} is under way: its values are so far (faded, hollow marks).")
        note = f'<p class="note">{escape(said.format(n=rounds[-1]))}</p>'
    drawn = chart(measure, rounds, under_way, tr(measure.label))
    return f'<h3>{label}</h3><div class="chart">{drawn}</div><p class="legend">{legend}</p>{note}{values}'


def _values(told: Story, measure: Measure) -> str:
    """The values in a table, a player a row and a round a column (wide ones scroll sideways on a phone)."""
    rounds, under_way = told.progress.rounds, told.progress.under_way
    heads = []
    for i, number in enumerate(rounds):
        so_far = f" <small>({escape(tr('so far'))})</small>" if under_way and i == len(rounds) - 1 else ""
        heads.append(f"<th>{number}{so_far}</th>")
    rows = "".join(
        f"<tr><th>{escape(name)}</th>" + "".join(f"<td>{'—' if v is None else v}</td>" for v in row) + "</tr>"
        for name, row in measure.values.items()
    )
    target = ""
    if measure.target:
        target = f'<p class="note">{escape(tr("Target: {n}").format(n=measure.target))}</p>'
    head = f"<tr><th>{escape(tr('Round'))}</th>{''.join(heads)}</tr>"
    return f'<div class="scroll"><table>{head}{rows}</table></div>{target}'


def _yes_no(measure: Measure, rounds: tuple[int, ...]) -> str:
    """``Pyramids: Ann since round 3.``, ``Pyramids: nobody yet.``"""
    holders = []
    for name, row in measure.values.items():
        if row and row[-1]:  # has it now: since the round it last came true
            since = len(row) - 1
            while since > 0 and row[since - 1]:
                since -= 1
            holders.append(tr("{player} since round {n}").format(player=name, n=rounds[since]))
    if not holders:
        return tr("{what}: nobody yet.").format(what=tr(measure.label))
    return tr("{what}: {who}.").format(what=tr(measure.label), who=", ".join(holders))


def _chapters(told: Story) -> str:
    """The log round by round, each round folded but the last (the log of an evening is long)."""
    out = [f"<h2>{escape(tr('Round by round'))}</h2>"]
    for number, chapter in enumerate(told.chapters, start=1):
        items = []
        for entry in chapter.entries:
            outcome = "".join(f"<br>{escape(line)}" for line in entry.outcome)
            fought = ""
            if entry.battle is not None:
                odds = f" {escape(tr('Odds: {odds}').format(odds=entry.battle.odds))}." if entry.battle.odds else ""
                fought = f"<br><b>{escape(entry.battle.result)}</b>{odds}"
            mark = ' class="battle"' if entry.battle is not None else ""
            items.append(
                f'<li value="{entry.index}"{mark}><span class="phase">{escape(entry.phase)}</span> '
                f'{escape(entry.line)}{fought}<div class="outcome">{outcome[4:]}</div></li>'
            )
        opened = " open" if number == len(told.chapters) else ""
        summary = escape(tr("Round {n}").format(n=chapter.round))
        out.append(f"<details{opened}><summary>{summary}</summary><ol>{''.join(items)}</ol></details>")
    return "".join(out)


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
    return f'{heading}<div class="scroll"><table><tr><th>{escape(tr("Round"))}</th>{names}</tr>{rows}</table></div>'


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
