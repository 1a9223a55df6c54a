"""``tabula`` commands on one saved session: show, actions, act, undo, redo, log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import typer

from engine.i18n import N_, ntr, tr
from engine.spoken_names import action_word
from tui.cli import act_replies as replies
from tui.cli import completion as complete
from tui.cli.base import JSON, NO_PAGER, app, example, file_of, open_save, show_text
from tui.cli.output import emit_json, say

#: As tests and older callers name them (they lived here).
_with_hint = replies.with_hint
_unless_lost = replies.unless_lost

if TYPE_CHECKING:
    from collections.abc import Sequence

    from engine.events import Event
    from engine.session import Session
    from engine.store import SessionFile


@app.command(epilog=example("tabula show hellas-demo --player Theseus"))
def show(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    player: str = typer.Option(
        None, "--player", help="Focus on one player.", metavar="NAME", autocompletion=complete.players
    ),
    json: bool = JSON,
) -> None:
    """Show the whole table: round, phase, who acts, holdings, board, supplies, pending, victory."""
    session, _ = open_save(save)
    name = None if player is None else session.players[session.player_index(player)].name
    if json:
        from engine.hidden import public_summary

        # Hidden cards are counted, not listed, as on the text screen (``--player NAME``: theirs are listed).
        summary = public_summary(session, session.summary(), name)
        if name is not None:
            summary["players"] = [p for p in summary["players"] if p["name"] == name]
        emit_json(summary)
    else:
        say(show_text(session, name))


@app.command(epilog=example("tabula actions hellas-demo"))
def actions(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    json: bool = JSON,
) -> None:
    """List the actions possible now, with their fields and the names each field accepts."""
    from engine.actors import eligible
    from engine.proposing import next_open
    from engine.summary import describe_action
    from tui.cli.usage import action_said, spoken
    from tui.show_text import field_line

    session, _ = open_save(save)
    ctx = session.context()
    # What someone may take now: an action of the phase the rules give to nobody (Potentia, kept for old
    # logs; a bid once the auction is over) is left out. It can still be named, and forced.
    # Nor ``next`` where the rules refuse it to everyone (Greece's blockade answer pending): it was listed.
    barred = "" if next_open(session) else "next"
    possible = [spec for spec in session.available() if eligible(spec, ctx) != () and spec.name != barred]
    found = [describe_action(session, spec) for spec in possible]
    if json:
        emit_json(found)
        return
    if not found:
        from tui.cli.command_names import said as command_said

        say(tr("No actions: the game is over ({undo} to continue).").format(undo=command_said("undo")))
    for spec in found:
        # An optional field the rules offer nothing for now (a laurel shown already, a lone racer's second one)
        # is left out: listed, it asked for an input the table cannot give (play-test 12, Aquileia).
        shown = [f for f in spec["fields"] if not f.get("actor") and not (f.get("offered") == [] and not f["required"])]
        fields = " ".join(field_line(spoken(f, session)) for f in shown)
        say(f"{action_word(spec['name'])} {fields}".rstrip())
        say(f"    {action_said(spec)}")


@app.command(epilog=example("tabula act hellas-demo reinforce greeks=athens --check"))
def act(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    action: str = typer.Argument(
        ..., help="Action name (see 'tabula actions SAVE').", metavar="ACTION", autocompletion=complete.actions
    ),
    fields: list[str] = typer.Argument(
        None,
        help="FIELD=VALUE pairs; FIELD=? for a card drawn face down, typed unseen by its drawer.",
        metavar="FIELD=VALUE...",
        autocompletion=complete.fields,
    ),
    force: bool = typer.Option(False, "--force", help="Apply even if a rule objects (logged)."),
    yes: bool = typer.Option(
        False, "--yes", help="End a turn or phase that discards cards from a hand (refused without it, naming them)."
    ),
    check: bool = typer.Option(
        False,
        "--check",
        help="Only check the action; change nothing (exit 1 if a rule objects; with --force: if forcing fails).",
    ),
    as_: str = typer.Option(
        None,
        "--as",
        help="Acting player (default: whom the rules expect).",
        metavar="NAME",
        autocompletion=complete.players,
    ),
    json: bool = JSON,
) -> int:
    """Take an action; it is checked against the rules, and saved with what it changed."""
    from engine.errors import RuleRefused
    from engine.field_sets import parse_assignments
    from engine.hidden import public_event, public_moves, public_summary, shared_refusal

    raw = parse_assignments(fields or [])
    if check:
        from tui.cli.act_check import answer

        session, _ = open_save(save)
        replies.known_fields(session, action, raw)
        return answer(session, save, action, _secrets(session, action, raw, as_, force), as_, force, json)
    from tui.cli import repeat

    file = file_of(save)
    replies.known_fields(file.session, action, raw)
    raw = _secrets(file.session, action, raw, as_, force)

    # A turn's end meant for a turn another program ended meanwhile is refused by the store (``SessionFile``).
    def run(session: Session) -> Event:
        return replies.unless_lost(session, save, action, raw, as_, force, yes)

    try:
        repeat.hold(file.session, file.path, action, raw, as_)  # the same command again, past the turn it passed
        event = file.change(run)
    except RuleRefused as refused:
        refused = shared_refusal(file.session, refused, replies.viewer(file.session, as_), forced=force)
        if json:
            emit_json({"refused": True, "violations": [replies.violation(v) for v in refused.violations]})
        raise replies.with_hint(refused, save) from None
    session = file.session
    repeat.took(session, file.path, action, raw, as_)
    index = len(session.events)
    outcome = session.outcome(index)
    if json:
        emit_json(
            {
                "event": {"seq": index, **public_event(session, event)},
                "outcome": {"text": outcome, "moves": public_moves(session, session.table.moves)},
                "session": public_summary(session, session.summary()),
            }
        )
        _tab_ready(file)
        return 0
    say(f"{index}. {session.describe_event(event, index)}")
    for line in outcome:
        say(f"   {line}")
    _say_position(session)
    _tab_ready(file)
    return 0


def _secrets(
    session: Session, action: str, raw: dict[str, Any], actor: str | None, force: bool = False
) -> dict[str, Any]:
    """The fields with the secret values they lack typed unseen by their drawer at a terminal (issue 33: drawn
    cards were typed on the line everyone reads); refused in one line where nobody can be asked."""
    from tui.cli.secret import hidden_prompt, stdin_terminal, with_secrets

    return with_secrets(session, action, raw, actor, hidden_prompt if stdin_terminal() else None, force)


def _tab_ready(file: SessionFile) -> None:
    """Rework what completes on the save just changed, for a person who completes on it (the Tab after a
    move then need not replay the save)."""
    from tui.cli.completion_cache import refresh

    refresh(file.path, file.session)


def _say_position(session: Session) -> None:
    from engine.summary import acts_next, waiting_said

    if session.winners:
        say(tr("Now: game over"))
        say(tr("WINNER: {names}").format(names=", ".join(p.name for p in session.winners)))
        for sentence in session.ruleset.verdict(session.context()):
            say(sentence)
        return
    step = f" ({tr(session.step_name)})" if session.step_name else ""
    turn = session.turn_player
    nxt = acts_next(session)
    # A phase everyone plays at once says whom it still waits for.
    who = tr("turn: {name}").format(name=turn.name) if turn else waiting_said(session, nxt)
    if turn and nxt and nxt != turn.name:  # the Statesman names who builds next: the table waits on him
        who += tr("; next to act: {name}").format(name=nxt)
    where = tr("Now: round {round}, {phase}").format(round=session.table.position.round, phase=session.phase.title)
    say(f"{where}{step}; {who}")


@app.command(epilog=example("tabula undo hellas-demo --steps 2"))
def undo(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    steps: int = typer.Option(1, "--steps", help="How many events to take back.", metavar="N"),
    to: int = typer.Option(None, "--to", help="Undo until only this many events remain.", metavar="N"),
    json: bool = JSON,
) -> None:
    """Take back the last event, or several with --steps or --to; they can be redone."""
    file = file_of(save)
    undone = file.change(lambda s: s.undo_to(to) if to is not None else s.undo(steps), recheck=False)
    _report(file.session, "undone", undone, json, asked=steps if to is None else 0)
    _tab_ready(file)


#: What undo and redo print for each event they moved (the verb is also the JSON's key: it stays English).
_MOVED = {"undone": N_("undone: {event}"), "redone": N_("redone: {event}")}


@app.command(epilog=example("tabula redo hellas-demo"))
def redo(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    steps: int = typer.Option(1, "--steps", help="How many events to put back.", metavar="N"),
    json: bool = JSON,
) -> None:
    """Put back what undo took back."""
    file = file_of(save)
    done = file.change(lambda s: s.redo(steps), recheck=False)
    _report(file.session, "redone", done, json, file.session.dropped, steps)
    _tab_ready(file)


#: Said after them when fewer were there than ``--steps`` asked for: all were moved, as git does.
_ALL = {"undone": N_("only {events} to undo: all undone"), "redone": N_("only {events} to redo: all redone")}


def _report(
    session: Session, verb: str, changed: list[Any], json: bool, dropped: Sequence[str] = (), asked: int = 0
) -> None:
    if json:
        from engine.hidden import public_event, public_summary

        shown = public_summary(session, session.summary())
        document = {verb: [public_event(session, e) for e in changed], "events": len(session.events), "session": shown}
        emit_json({**document, "dropped": list(dropped)} if dropped else document)
        return
    for event in changed:
        say(tr(_MOVED[verb]).format(event=session.describe_event(event)))
    for sentence in dropped:  # a redo entry that no longer fitted the table
        say(sentence)
    if len(changed) < asked and not dropped:
        from engine.outcomes import count

        say(tr(_ALL[verb]).format(events=count(len(changed), "event")))
    _say_position(session)


@app.command(epilog=example("tabula log hellas-demo"))
def log(
    save: str = typer.Argument(..., help="Session name or .toml path.", metavar="SAVE", autocompletion=complete.saves),
    json: bool = JSON,
    no_pager: bool = NO_PAGER,
) -> None:
    """Show every event, oldest first, with what it changed; overridden rules are marked."""
    session, _ = open_save(save)
    if json:
        from engine.hidden import public_event

        emit_json(
            [
                {
                    "seq": i,
                    **public_event(session, e),
                    "text": session.describe_event(e, i),
                    "outcome": session.outcome(i),
                }
                for i, e in enumerate(session.events, start=1)
            ]
        )
        return
    from tui.cli.terminal import page

    out = [] if session.events else [tr("No events yet.")]
    # The phase as the session screen names it, in the language spoken (the save keeps its id).
    titles = {phase.id: phase.title for phase in session.ruleset.phases}
    said = [titles.get(event.phase, event.phase) for event in session.events]
    width = max(map(len, said), default=0)
    for i, event in enumerate(session.events, start=1):
        where = f"{tr('R{n}').format(n=event.round)} {said[i - 1]:{width}}"
        out.append(f"{i:4}. {where} {session.describe_event(event, i)}")
        out.extend(f"{'':{len(where) + 7}}{line}" for line in session.outcome(i))
    if session.redo_stack:
        # One English text for any count; Czech words the count three ways.
        n = len(session.redo_stack)
        out.append(ntr("({n} undone event can be redone)", "({n} undone events can be redone)", n).format(n=n))
    page("\n".join(out), paging=not no_pager)
