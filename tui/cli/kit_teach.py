"""``tabula kit teach GAME``: the guided walk through every fact the kit still lacks, on the command line.

One question a line, in the order the table reads the box (``engine.teach``); every answer goes into the
user's kit at once, so the walk stops (``q``, or the end of the input) and resumes at any time. An empty
line skips a question, ``-`` ends a list whose length the kit does not know, ``<`` goes back one question.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import typer

from engine.i18n import ntr, tr
from tui.cli import completion as complete
from tui.cli.base import example
from tui.cli.kit import kit_app
from tui.cli.output import say

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

STOP = {"q", "quit", "stop", "konec"}
BACK = {"<", "back", "zpět", "zpet"}


def _ask(prompt: str) -> str | None:
    """One answer, or None at the end of the input (a stop, as ``q`` is)."""
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        sys.stdout.write("\n")
        return None
    if not sys.stdin.isatty():
        sys.stdout.write(line)  # answers read from a file are shown, so the transcript reads as a dialogue
    return line.rstrip("\n")


@kit_app.command(epilog=example("tabula kit teach hellas"))
def teach(
    game: str = typer.Argument(..., help="Game id.", metavar="GAME", autocompletion=complete.games),
    app_: bool = typer.Option(False, "--app", help="Walk in the app instead of line by line."),
) -> None:
    """Teach the board: a walk through every fact the kit lacks, one short line each, kept in your kit."""
    if app_:
        from tui.cli.teach import run_teach_app

        run_teach_app(game)
        return
    from engine import kitfiles, learning
    from engine.kits import KitError
    from engine.teach import Walk, open_lists
    from engine.teach_lines import disagreement
    from engine.teach_said import bar, heading, legend, prompt, told
    from tui.titles import game_title

    ruleset = _ruleset(game)
    base = kitfiles.current(ruleset)
    kit, taught = learning.laid_over(base, ruleset)
    first = [disagreement(ruleset, kit, *d) for d in learning.disagreements(kit, taught, ruleset.id)]
    walk = Walk(
        ruleset,
        kit,
        keep=lambda k: kitfiles.save_user_kit(k),
        first=first,
        settled=lambda q: learning.settle(ruleset.id, q.section, q.entry, q.asks[0].field),
    )
    done, total = walk.progress()
    if not total:
        say(tr("{game}: the kit knows every fact there is to teach.").format(game=game_title(ruleset.id)))
        return
    # The questions still to come, not the whole count: a resumed walk's bar starts at what was taught before
    # (play-test: "18 questions" announced, then the first question said "16 of 18").
    said = ntr(
        "Teaching {game}'s board: {n} question to go. Answers go into your kit at once; Enter skips, < goes back, "
        "q stops.",
        "Teaching {game}'s board: {n} questions to go. Answers go into your kit at once; Enter skips, < goes "
        "back, q stops.",
        total - done,
    )
    say(said.format(game=game_title(ruleset.id), n=total - done))
    lists = list(dict.fromkeys(tr(q.place or q.thing or q.section) for q in walk.remaining() if q.open))
    if lists:
        # Each counts one above, but takes one answer a thing until - (play-test 7: "6 questions", then 19).
        then = tr("Then each thing of a list the kit does not know the length of, until you type -: {lists}.")
        say(then.format(lists=", ".join(lists)))
    answered = 0
    while (q := walk.current) is not None:
        done, total = walk.progress()
        say("")
        passed = len(walk.passed)
        say(bar(done, total) + (" · " + ntr("{n} skipped", "{n} skipped", passed).format(n=passed) if passed else ""))
        say(heading(q, walk.kit))
        for line in (told(q, walk.kit, ruleset.kit_schema), legend(q)):
            if line:
                say("  " + line)
        text = _ask(f"  {prompt(q, ruleset.kit_schema)}\n> ")
        if text is None or text.strip().lower() in STOP:
            break
        if text.strip().lower() in BACK:
            if walk.back() is None:
                say(tr("This is the first question."))
            continue
        if not text.strip():
            walk.skip()
            continue
        try:
            walk.answer(text)
        except KitError as error:
            say(tr("Not taken: {reason}").format(reason=error))
            continue
        answered += 1
    missing = walk.kit.missing() + open_lists(walk.kit, ruleset)
    path = kitfiles.user_kit_path(ruleset.id)
    kept = ntr("{n} answer kept in {path}.", "{n} answers kept in {path}.", answered)
    end = kept.format(n=answered, path=path) if answered else tr("Nothing taught.")
    say(
        end
        + " "
        + (tr("Still missing: {items}").format(items="; ".join(missing)) if missing else tr("The kit is whole."))
    )


def _ruleset(game: str) -> Ruleset:
    from engine import registry

    return registry.load(game)
