"""Engine and CLI speed, printed as figures and ratios (no assertions).

Run with ``python3 -m benchmarks.run`` from the repository root. Targets come
from the foundation issue: apply < 0.5 ms, undo at depth 1,000 < 5 ms, save
and load of 1,000 events < 50 ms each, CLI cold start <= 1.3x ``import typer``.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import cold, compile_sources, line  # noqa: E402
from engine import registry, saves  # noqa: E402
from engine.session import Session  # noqa: E402
from tests.fixture_game import INFO  # noqa: E402

registry.register(INFO)


def build(events: int) -> Session:
    """A three-player Market Day session with about ``events`` events of every kind."""
    session = Session.new(INFO.load(), [("Ann", None), ("Bo", None), ("Cy", None)], name="bench", rng=random.Random(1))
    names = [p.name for p in session.players]
    while len(session.events) < events:
        for name in names:
            session.act("harvest", {"player": name})
        session.act("next")
        for _ in range(3):
            turn = session.table.position.turn or 0
            session.act("give", {"to": names[(turn + 1) % 3], "amount": 1})
            session.act("tithe", {"amount": 2})
            session.act("next")
        for _ in range(3):
            session.act("next")
        for name in names:
            session.act("next", {"player": name})
            session.act("roll", {"dice": "roll:3", "why": f"duel of {name}"})
        session.act("next")
    session.undo_to(events)
    session.redo_stack.clear()
    return session


def played(game_id: str, events: int) -> Session:
    """A real game after random legal play (four players), cut to ``events`` events."""
    from engine.playout import random_playout

    session = Session.new(registry.load(game_id), [(n, None) for n in ("Ann", "Bo", "Cy", "Di")], rng=random.Random(0))
    random_playout(session, events, random.Random(0))
    return session


def best(fn: Callable[[], object], repeat: int = 7, number: int = 1) -> float:
    """Best time of one call, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number)
    return min(times) * 1000


def golden_round() -> None:
    """Inputs of each game's golden round (tests/GAME/golden.py), on the command line and in the app."""
    import asyncio
    import contextlib
    import importlib
    import io

    from tests.golden import GOLDEN, app, cli, start

    for module in GOLDEN:
        golden = importlib.import_module(module)
        with tempfile.TemporaryDirectory() as cli_dir, tempfile.TemporaryDirectory() as app_dir:
            with contextlib.redirect_stdout(io.StringIO()):
                start(golden, Path(cli_dir))
                start(golden, Path(app_dir))
                on_cli = cli(golden, Path(cli_dir))
            in_app = asyncio.run(app(golden, Path(app_dir)))
        decisions, said = len(golden.ROUND), sum(len(s.fields) for s in golden.ROUND)
        players = {2: "two", 3: "three", 4: "four", 5: "five"}.get(len(golden.PLAYERS), str(len(golden.PLAYERS)))
        print(f"{golden.TITLE}, one round for {players} players (the play-test typed {golden.BEFORE}):")
        rows = (
            ("decisions the table makes", decisions, None),
            ("command line: commands typed", on_cli.commands, decisions),
            ("app: forms applied (Apply or Enter)", in_app.applied, decisions),
            ("app: field values chosen", in_app.fields_set, said),
            ("app: actions picked (the rest open by themselves)", in_app.actions_picked, None),
        )
        for label, value, target in rows:
            verdict = "" if target is None else f"  (at most {target})" + ("  ok" if value <= target else "  OVER")
            print(f"  {label:52} {value:4d}{verdict}")


def main() -> None:
    print(f"Tabula benchmarks — Python {sys.version.split()[0]}, {os.cpu_count()} cores")
    golden_round()
    from benchmarks import teaching

    teaching.walks()
    teaching.evenings()
    session = build(1000)
    print(f"session: {len(session.events)} events, save {len(saves.dumps(session)) / 1024:.1f} KiB")

    probe = build(60)

    def apply_one() -> None:
        probe.act("roll", {"dice": "3,4"})
        probe.undo()
        probe.redo_stack.clear()

    line("apply one event (act + undo)", best(apply_one, number=200), 0.5)

    market = build(4)  # the build step of round 1: coins change hands through the ledger

    def apply_move() -> None:
        market.act("tithe", {"amount": 1})
        market.undo()
        market.redo_stack.clear()

    line("apply a component move (act + undo)", best(apply_move, number=200), 0.5)

    def undo_redo() -> None:
        session.undo()
        session.redo()

    line("undo + redo at depth 1,000", best(undo_redo, number=200), 5)

    def undo_all() -> None:
        session.undo(1000)
        session.redo(1000)

    line("undo all 1,000, then redo all", best(undo_all, repeat=3), None)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.toml"
        line("save 1,000 events (atomic, fsync)", best(lambda: saves.save(session, path)), 50)
        line("load 1,000 events (parse + replay)", best(lambda: saves.load(path)), 50)
        line("  of which TOML parse", best(lambda: saves.read_data(path)), None)
        game = played("struggle-for-rome", 1000)
        saves.save(game, path)
        line("load 1,000 events of Struggle for Rome", best(lambda: saves.load(path), repeat=5), 50)

    compile_sources()
    env = {**os.environ, registry.ENV_VAR: "tests.fixture_game:INFO", "PYTHONPATH": str(ROOT)}
    # The console script beside this interpreter, run by it directly: a
    # version manager's shim on PATH (pyenv's) would add its own start-up.
    script = Path(sys.executable).parent / "tabula"
    cli = [sys.executable, str(script)] if script.is_file() else [sys.executable, "-m", "tui"]
    commands = {
        "typer": [sys.executable, "-c", "import typer"],
        "calc": [*cli, "calc", "market-day", "duel", "--attack", "6,2", "--defend", "5", "--json"],
        "games": [*cli, "games", "--json"],
        "mare-nostrum": [*cli, "calc", "mare-nostrum", "combat", "--attacker-rolls", "6,3,2", "--json"],
        # The welcome reads the Czech catalogue: start-up in the other language (issue 19).
        "welcome-en": [*cli, "--lang", "en"],
        "welcome-cs": [*cli, "--lang", "cs"],
        # A game's calculator in Czech reads the game's catalogue too.
        "mare-nostrum-cs": [*cli, "--lang", "cs", "calc", "mare-nostrum", "combat", "--attacker-rolls", "6,3,2"],
    }
    cold(commands, 2, env)  # warm the disk cache and bytecode
    median = {label: statistics.median(times) for label, times in cold(commands, 25, env).items()}
    base, calc, show, mare = median["typer"], median["calc"], median["games"], median["mare-nostrum"]
    line("python3 -c 'import typer' (median)", base)
    line("tabula calc market-day duel (median)", calc)
    line("tabula games --json (median)", show)
    line("ratio calc / import typer", calc / base, 1.3, unit="x")
    line("tabula calc mare-nostrum combat (median)", mare)
    line("ratio games / import typer", show / base, 1.3, unit="x")
    line("ratio mare-nostrum combat / import typer", mare / base, 1.3, unit="x")
    line("tabula --lang en, the welcome (median)", median["welcome-en"])
    line("tabula --lang cs, the welcome in Czech (median)", median["welcome-cs"])
    line("ratio welcome in Czech / in English", median["welcome-cs"] / median["welcome-en"], None, unit="x")
    line("tabula --lang cs calc mare-nostrum combat (median)", median["mare-nostrum-cs"])
    line("ratio mare-nostrum combat in Czech / in English", median["mare-nostrum-cs"] / mare, None, unit="x")
    po, mo = catalogue_reading()
    line("read every Czech .po as shipped (engine.i18n)", po, None)
    line("read the same compiled to .mo (gettext)", mo, None)


def catalogue_reading() -> tuple[float, float]:
    """Issue 19's question: read the .po files at start-up, or compile .mo files with the package? Both
    timed on every catalogue there is (the engine's and each game's)."""
    import gettext
    import io

    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po as babel_read_po

    from engine.i18n import read_po

    files = sorted(ROOT.glob("**/locale/cs/LC_MESSAGES/*.po"))
    texts = [f.read_text(encoding="utf-8") for f in files]
    compiled = []
    for f in files:
        out = io.BytesIO()
        with f.open("rb") as source:
            write_mo(out, babel_read_po(source, locale="cs"))
        compiled.append(out.getvalue())

    def po() -> None:
        for text in texts:
            read_po(text)

    def mo() -> None:
        for data in compiled:
            gettext.GNUTranslations(io.BytesIO(data))

    return best(po), best(mo)


if __name__ == "__main__":
    main()
