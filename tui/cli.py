"""The ``tabula`` command line (Typer).

Non-TUI commands import no Textual and import the engine lazily, so a
calculator starts about as fast as Python can import Typer. Every error is
one line on stderr with exit code 1 (refused by a rule, nothing to undo) or
2 (bad input or a bad file); ``--json`` prints one JSON document on stdout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from tui.output import emit_json, say, table, warn

if TYPE_CHECKING:
    from engine.errors import RuleRefused
    from engine.session import Session
    from engine.store import SessionFile

_SETTINGS: dict[str, Any] = {
    "add_completion": False,
    "no_args_is_help": False,
    "invoke_without_command": True,
    "pretty_exceptions_enable": False,
    "rich_markup_mode": None,
    "help": "Tabula: a table-side companion for board games.",
}
app = typer.Typer(**_SETTINGS)

_state: dict[str, Any] = {"saves_dir": None}

JSON = typer.Option(False, "--json", help="Print one JSON document.")


def _folder() -> Path:
    from engine.saves import saves_dir

    return saves_dir(_state["saves_dir"])


def _open(save: str) -> tuple[Session, Path]:
    """Load SAVE to read it."""
    from engine import saves

    path = saves.resolve(save, _folder())
    return saves.load(path), path


def _file(save: str) -> SessionFile:
    """SAVE to change: every change is made under the file's lock (another program may be writing)."""
    from engine import saves
    from engine.store import SessionFile

    return SessionFile(saves.resolve(save, _folder()))


def _show_text(session: Session, player: str | None = None) -> str:
    from tui.show_text import render

    return render(session, session.summary(), player)


@app.callback()
def root(
    ctx: typer.Context,
    saves_dir: str = typer.Option(
        None, "--saves-dir", help="Folder of saved sessions (default $TABULA_SAVES or ./saves)."
    ),
) -> None:
    """Tabula: a table-side companion for board games."""
    _state["saves_dir"] = saves_dir
    if ctx.invoked_subcommand is None:
        if _interactive():
            _run_app()
        else:
            _welcome()


def _welcome() -> None:
    from engine import registry

    say("Tabula — a companion for board games played at a real table.")
    say("")
    found = registry.games()
    if found:
        say("Games:")
        for game in found:
            say(f"  {game.id:20} {game.name} ({game.min_players}-{game.max_players} players)")
    else:
        say("No games installed yet.")
    say("")
    say("Commands: games, new, list, show, open, actions, act, undo, redo, log, rules, calc, demo")
    say("Run 'tabula COMMAND --help' for details; 'tabula' in a terminal opens the full-screen app.")


@app.command()
def games(json: bool = JSON) -> None:
    """List the supported games."""
    from engine import registry

    found = registry.games()
    if json:
        emit_json([g.describe() for g in found])
        return
    rows = [[g.id, g.name, f"{g.min_players}-{g.max_players}"] for g in found]
    say(table(rows, ["id", "name", "players"]) if rows else "No games installed.")


def _parse_player(text: str) -> tuple[str, str | None]:
    from engine.errors import BadInput

    name, _, faction = text.partition(":")
    if not name.strip():
        raise BadInput(f"--player {text!r}: expected NAME or NAME:FACTION")
    return name.strip(), faction.strip().lower() or None


@app.command()
def new(
    game: str = typer.Argument(..., help="Game id (see 'tabula games')."),
    player: list[str] = typer.Option(..., "--player", "-p", help="NAME or NAME:FACTION, in seating order."),
    variant: list[str] = typer.Option([], "--variant", help="Variant to switch on."),
    option: list[str] = typer.Option([], "--option", help="Session option KEY=VALUE."),
    name: str = typer.Option(None, "--name", help="Save name (default: game id and date)."),
    no_tui: bool = typer.Option(False, "--no-tui", help="Create the session without opening the app."),
    json: bool = JSON,
) -> None:
    """Start a new session and save it, then open it (unless --no-tui or --json)."""
    from engine.fields import parse_assignments
    from tui.library import create

    session, path = create(
        _folder(), game, [_parse_player(p) for p in player], variant, parse_assignments(option), name
    )
    if json:
        emit_json(session.summary())
        return
    if not no_tui and _interactive():
        _run_app(path)
        return
    say(f"Created {session.name} in {path}")
    say(_show_text(session))


@app.command("list")
def list_(json: bool = JSON) -> None:
    """List saved sessions (newest first)."""
    from engine import saves

    found = saves.list_sessions(_folder())
    if json:
        emit_json(found)
        return
    if not found:
        say(f"No saved sessions in {_folder()}.")
        return
    rows = [
        [s["name"], s["game"] or "?", str(s["round"] or "?"), s["phase"] or "?", s["modified"] or ""]
        if "error" not in s
        else [s["name"], "DAMAGED", "", "", s["error"]]
        for s in found
    ]
    say(table(rows, ["name", "game", "round", "phase", "modified"]))


@app.command()
def show(
    save: str = typer.Argument(..., help="Session name or .toml path."),
    player: str = typer.Option(None, "--player", help="Focus on one player."),
    json: bool = JSON,
) -> None:
    """Show the whole table: round, phase, who acts, holdings, board, supplies, pending, victory."""
    session, _ = _open(save)
    name = None if player is None else session.players[session.player_index(player)].name
    if json:
        summary = session.summary()
        if name is not None:
            summary["players"] = [p for p in summary["players"] if p["name"] == name]
        emit_json(summary)
    else:
        say(_show_text(session, name))


@app.command()
def actions(save: str = typer.Argument(..., help="Session name or .toml path."), json: bool = JSON) -> None:
    """List the actions possible now, with their fields and the names each field accepts."""
    from engine.summary import describe_action
    from tui.show_text import field_line

    session, _ = _open(save)
    found = [describe_action(session, spec) for spec in session.available()]
    if json:
        emit_json(found)
        return
    if not found:
        say("No actions: the game is over (undo to continue).")
    for spec in found:
        fields = " ".join(field_line(f, f.get("choices", ())) for f in spec["fields"] if not f.get("actor"))
        say(f"{spec['name']} {fields}".rstrip())
        who = f" ({spec['actor']} by default)" if spec["actor"] else ""
        say(f"    {spec['help']}{who}")


@app.command()
def act(
    save: str = typer.Argument(..., help="Session name or .toml path."),
    action: str = typer.Argument(..., help="Action name (see 'tabula actions SAVE')."),
    fields: list[str] = typer.Argument(None, help="FIELD=VALUE pairs."),
    force: bool = typer.Option(False, "--force", help="Apply even if a rule objects (logged)."),
    check: bool = typer.Option(
        False, "--check", help="Only check the action; change nothing (exit 1 if a rule objects)."
    ),
    as_: str = typer.Option(None, "--as", help="Acting player (default: whom the rules expect)."),
    json: bool = JSON,
) -> int:
    """Take an action; it is checked against the rules, and saved with what it changed."""
    from engine.errors import RuleRefused
    from engine.fields import parse_assignments

    raw = parse_assignments(fields or [])
    if check:
        session, _ = _open(save)
        proposal = session.propose(action, raw, as_)
        result = {
            "action": proposal.spec.name,
            "args": proposal.args,
            "actor": None if proposal.actor is None else session.players[proposal.actor].name,
            "legal": proposal.legal,
            "forcible": proposal.forcible,
            "violations": [_violation(v) for v in proposal.violations],
        }
        if json:
            emit_json(result)
        elif proposal.legal:
            say(f"{proposal.spec.name}: allowed")
        else:
            for v in proposal.violations:
                say(f"{v.rule}: {v.message}")
        return 0 if proposal.legal else 1
    file = _file(save)
    try:
        event = file.change(lambda s: s.act(action, raw, actor=as_, force=force))
    except RuleRefused as refused:
        if json:
            emit_json({"refused": True, "violations": [_violation(v) for v in refused.violations]})
        raise _with_hint(refused, save) from None
    session = file.session
    index = len(session.events)
    outcome = session.outcome(index)
    if json:
        emit_json(
            {
                "event": {"seq": index, **event.describe()},
                "outcome": {"text": outcome, "moves": [m.describe() for m in session.table.moves]},
                "session": session.summary(),
            }
        )
        return 0
    say(f"{index}. {session.describe_event(event, index)}")
    for line in outcome:
        say(f"   {line}")
    _say_position(session)
    return 0


def _with_hint(refused: RuleRefused, save: str) -> RuleRefused:
    """The refusal with what the table can do about it (the engine does not speak CLI)."""
    if refused.physical:
        return refused.with_hint(
            f"this cannot be overridden; if the table differs, use 'tabula act {save} correct ...'"
        )
    return refused.with_hint("use --force to override")


def _violation(v: Any) -> dict[str, Any]:
    return {"rule": v.rule, "message": v.message, "topic": v.topic, "physical": v.physical}


def _say_position(session: Session) -> None:
    from engine.summary import acts_next

    step = f" ({session.step_name})" if session.step_name else ""
    turn = session.turn_player
    nxt = acts_next(session)
    who = f"turn: {turn.name}" if turn else "turn: everyone" + (f"; next to act: {nxt}" if nxt else "")
    say(f"Now: round {session.table.position.round}, {session.phase.name}{step}; {who}")
    if session.winners:
        say("WINNER: " + ", ".join(p.name for p in session.winners))


@app.command()
def undo(
    save: str = typer.Argument(..., help="Session name or .toml path."),
    steps: int = typer.Option(1, "--steps", help="How many events to take back."),
    to: int = typer.Option(None, "--to", help="Undo until only this many events remain."),
    json: bool = JSON,
) -> None:
    """Take back the last event(s); they can be redone."""
    file = _file(save)
    undone = file.change(lambda s: s.undo_to(to) if to is not None else s.undo(steps), recheck=False)
    _report(file.session, "undone", undone, json)


@app.command()
def redo(
    save: str = typer.Argument(..., help="Session name or .toml path."),
    steps: int = typer.Option(1, "--steps", help="How many events to put back."),
    json: bool = JSON,
) -> None:
    """Put back what undo took back."""
    file = _file(save)
    done = file.change(lambda s: s.redo(steps), recheck=False)
    _report(file.session, "redone", done, json)


def _report(session: Session, verb: str, changed: list[Any], json: bool) -> None:
    if json:
        emit_json({verb: [e.describe() for e in changed], "events": len(session.events), "session": session.summary()})
        return
    for event in changed:
        say(f"{verb}: {session.describe_event(event)}")
    _say_position(session)


@app.command()
def log(save: str = typer.Argument(..., help="Session name or .toml path."), json: bool = JSON) -> None:
    """Show every event, oldest first, with what it changed; overridden rules are marked."""
    session, _ = _open(save)
    if json:
        emit_json(
            [
                {"seq": i, **e.describe(), "text": session.describe_event(e, i), "outcome": session.outcome(i)}
                for i, e in enumerate(session.events, start=1)
            ]
        )
        return
    if not session.events:
        say("No events yet.")
    for i, event in enumerate(session.events, start=1):
        say(f"{i:4}. R{event.round} {event.phase:10} {session.describe_event(event, i)}")
        for line in session.outcome(i):
            say(f"{'':22}{line}")
    if session.redo_stack:
        say(f"({len(session.redo_stack)} undone event(s) can be redone)")


@app.command()
def rules(
    game: str = typer.Argument(..., help="Game id."),
    topic: str = typer.Argument(None, help="Topic id (omit to list topics)."),
    search: str = typer.Option(None, "--search", help="Find topics containing these words."),
) -> None:
    """Read the rules reference: topics, one topic, or a search."""
    from engine import reference, registry

    ruleset = registry.load(game)
    if search is not None:
        hits = reference.search(ruleset, search)
        if not hits:
            say(f"Nothing about {search!r} in the {ruleset.name} reference.")
        for item, lines in hits:
            say(f"{item.id}: {item.title}")
            for line in lines[:5]:
                say(f"    {line}")
        return
    if topic is None:
        say(f"{ruleset.name}: rules topics (tabula rules {ruleset.id} TOPIC)")
        for item in reference.topics(ruleset):
            say(f"  {item.id:20} {item.title}")
        return
    say(reference.topic(ruleset, topic).text.rstrip())


@app.command(
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True, "help_option_names": []},
)
def calc(
    ctx: typer.Context,
    game: str = typer.Argument(..., help="Game id."),
    name: str = typer.Argument(None, help="Calculator (omit to list them)."),
    json: bool = JSON,
) -> None:
    """Run one of a game's calculators: tabula calc GAME NAME --option value ... (--help lists its options)."""
    from engine import calc as calcs
    from engine import registry

    if game in ("--help", "-h"):
        say("Usage: tabula calc GAME [NAME] [OPTIONS]\n\nRun a calculator; 'tabula calc GAME' lists them.")
        return
    info = registry.get(game)
    calculators = info.load_calculators()
    if name is None or name in ("--help", "-h"):
        say(f"{info.name}: calculators (tabula calc {info.id} NAME --help for its options)")
        for spec in calculators:
            say(f"  {spec.name:12} {spec.help}")
        return
    spec = calcs.find(calculators, info.name, name)
    if any(word in ("--help", "-h") for word in ctx.args):
        say(calcs.usage(spec, info.id))
        return
    values = calcs.values(spec, calcs.parse(spec, ctx.args))
    if spec.session:
        values["session"], _ = _open(values.pop("save"))
    result = spec.run(values)
    if json:
        emit_json(result)
    elif spec.render is not None:
        say(spec.render(result))
    else:
        from engine.outcomes import plain

        for key, value in result.items():
            say(f"{key.replace('_', ' ')}: {plain(value)}")


@app.command()
def demo(
    game: str = typer.Argument(..., help="Game id."),
    no_tui: bool = typer.Option(False, "--no-tui", help="Copy it without opening the app."),
    json: bool = JSON,
) -> None:
    """Copy the game's bundled mid-game demo session into the saves folder and open it."""
    from tui.library import copy_demo

    session, path = copy_demo(_folder(), game)
    if json:
        emit_json(session.summary())
        return
    if not no_tui and _interactive():
        _run_app(path)
        return
    say(f"Demo copied to {path}")
    say(_show_text(session))


@app.command("open")
def open_(save: str = typer.Argument(..., help="Session name or .toml path.")) -> None:
    """Open a saved session in the app."""
    from engine import saves

    path = saves.resolve(save, _folder())
    saves.load(path)  # a bad file is reported here, in one line, before the app starts
    _run_app(path)


def _interactive() -> bool:
    """Whether a person is at a terminal (scripts and pipes get plain output)."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def _run_app(path: Path | None = None) -> None:
    """Start the full-screen app (imports Textual only now)."""
    from tui.app import TabulaApp

    TabulaApp(session_path=path, saves_dir=_folder()).run()


def main(argv: list[str] | None = None) -> int:
    """Run the CLI and turn every failure into one line and an exit code."""
    from engine.errors import TabulaError

    words = sys.argv[1:] if argv is None else list(argv)
    try:
        result = _app_for(words)(args=words, prog_name="tabula", standalone_mode=False)
    except TabulaError as error:
        warn(str(error))
        return error.exit_code
    except KeyboardInterrupt:
        warn("interrupted; nothing was lost (every event is saved as it happens)")
        return 130
    except Exception as error:
        # Click's usage errors carry their own message and exit code.
        if hasattr(error, "format_message") and hasattr(error, "exit_code"):
            warn(error.format_message().replace("\n", " "))
            return 2
        if os.environ.get("TABULA_DEBUG"):
            raise
        warn(f"internal error: {type(error).__name__}: {error} (set TABULA_DEBUG=1 for details)")
        return 3
    return result if isinstance(result, int) else 0


def _app_for(words: list[str]) -> typer.Typer:
    """The app holding just the command being run, when there is one.

    Typer inspects every command's signature on each start; building a group
    with only the requested command saves a few milliseconds that matter for
    calculators' cold start. Help and unknown commands get the full app.
    """
    index = 0
    while index < len(words) and words[index].startswith("--saves-dir"):
        index += 1 if "=" in words[index] else 2
    if index >= len(words) or words[index].startswith("-"):
        return app
    for info in app.registered_commands:
        callback = info.callback
        name = info.name or (callback.__name__.replace("_", "-") if callback else "")
        if name == words[index]:
            slim = typer.Typer(**_SETTINGS)
            slim.registered_callback = app.registered_callback
            slim.registered_commands = [info]
            return slim
    return app


def run() -> None:
    """Console-script entry point."""
    sys.exit(main())
