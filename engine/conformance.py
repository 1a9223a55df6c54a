"""The conformance suite every game runs, built-in or plugin (OpenSpiel-style random simulation).

Random play through a game must keep the engine's promises: undo back to the
start equals the initial state, save -> load gives an identical session,
replay is deterministic, handlers never change the state they are given; and,
forced or not, components only ever move: no total changes, no count goes
negative, no cap is broken, every event has a log line and outcome without
Python reprs, and every catalogue entry resolves from its upper-cased,
accent-free name. The shipped kit loads and exports as it loads, the demo
replays legally, and the rules reference has a topic for every phase and action.

Each check is a plain function raising ``AssertionError`` (``check_all`` runs
them all); ``suite`` wraps them as a pytest test class, so a plugin's test
module is two lines::

    from engine.conformance import suite

    TestNim = suite("nim", min_events=3)

pytest is imported only by ``suite``: the engine never needs it to run.
"""

from __future__ import annotations

import copy
import random
import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import registry
from engine.errors import BadInput
from engine.playout import random_playout
from engine.session import Session

if TYPE_CHECKING:
    from engine.registry import GameInfo
    from engine.state import Table

#: What a Python value looks like where a person reads words: ``{'ore': 1}``, ``None``, ``key=value``.
REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|\b[a-z_]+=\S")


@dataclass(frozen=True)
class Knobs:
    """How long and how hard the suite plays a game (a short game, Nim, ends in a dozen events).

    Attributes:
        seeds: Seeds of the random games played legally (one game each).
        steps: Actions tried per legal game.
        min_events: Fewest events a legal game must reach (random play should find legal actions); a game
            that can end sooner sets it lower.
        forced_seeds: Seeds of the games played with forcing.
        forced_steps: Actions tried per forced game.
        force_rate: How often forced play overrides a rule it meets.
        forced_min_events: From this many events, a forced game must have forced something (a game whose
            rules leave nothing to override, or that ends sooner, sets it higher).
        corrections: Random corrections tried after a short game.
        demo: Whether the game ships a demo session (``Ruleset.demo``), which must then replay legally.
    """

    seeds: tuple[int, ...] = (0, 1, 2, 3)
    steps: int = 120
    min_events: int = 10
    forced_seeds: tuple[int, ...] = (0, 1, 2)
    forced_steps: int = 100
    force_rate: float = 0.25
    forced_min_events: int = 20
    corrections: int = 40
    demo: bool = True


def _info(game: str | GameInfo) -> GameInfo:
    """The game's ``GameInfo``; one given as an object is registered, as saves find a game by its id."""
    if isinstance(game, str):
        return registry.get(game)
    registry.register(game)
    return game


def new_session(game: str | GameInfo, seed: int) -> Session:
    """A fresh session of ``game`` with a player count the seed picks (players P1, P2...)."""
    info = _info(game)
    rng = random.Random(seed)
    count = rng.randint(info.min_players, info.max_players)
    players = [(f"P{i + 1}", None) for i in range(count)]
    return Session.new(info.load(), players, name="conformance", rng=rng)


def check_components(session: Session, table: Table, where: str) -> None:
    """Every limited total as declared, no count below one, every kind declared, no cap passed unallowed."""
    ledger = table.ledger
    limited = session.components.limits
    totals = {kind: n for kind, n in ledger.totals().items() if kind in limited}
    assert totals == {k: n for k, n in limited.items() if n}, f"{where}: a component appeared or vanished"
    ctx = session.context(table)
    for holder, items in ledger.items():
        for kind, n in items:
            assert n > 0, f"{where}: {holder} holds {n} {kind}"
            assert session.components.known(kind), f"{where}: undeclared {kind}"
            if ledger.over_cap(kind, 0, holder) is not None and not session.ruleset.allows_over_cap(ctx, holder):
                raise AssertionError(f"{where}: {holder} is past its cap for {kind}")


def check_random_play(game: str | GameInfo, seed: int, knobs: Knobs = Knobs()) -> None:
    """Legal random play: pure handlers, save/load and replay identity, components kept, undo to the start."""
    from engine import saves, writer
    from engine.ruleset import Ruleset

    session = new_session(game, seed)
    initial = copy.deepcopy(session.initial)
    applied = random_playout(session, knobs.steps, random.Random(seed))
    assert applied >= knobs.min_events, f"random play found {applied} legal actions, fewer than {knobs.min_events}"
    # Handlers are pure: earlier states were never touched.
    assert session.initial == initial, "a handler changed the state it was given"

    loaded = saves.loads_text(writer.dumps(session), "conformance", "conformance")
    assert loaded.same_as(session), "the session loaded is not the session saved"

    again = Session(session.ruleset, session.players, session.variants, session.options)
    again.replay(session.events)
    assert again.tables == session.tables, "replaying the log gave other tables"

    for index, table in enumerate(session.tables):
        check_components(session, table, f"after event {index}")
        # A ruleset's fast answer to "who has won" agrees with its victory progress.
        ctx = session.context(table)
        fast, slow = tuple(session.ruleset.won(ctx)), tuple(Ruleset.won(session.ruleset, ctx))
        assert fast == slow, f"after event {index}: won() says {fast}, victory() says {slow}"

    events = list(session.events)
    session.undo(len(events))
    assert session.table == session.initial, "undoing every event did not give the start back"
    session.redo(len(events))
    assert session.events == events and session.table == loaded.table, "redoing every event did not give it back"


def check_forced_play(game: str | GameInfo, seed: int, knobs: Knobs = Knobs()) -> None:
    """Forced random play: forcing overrides rules, never what exists; every line a person reads is words."""
    session = new_session(game, 100 + seed)
    random_playout(session, knobs.forced_steps, random.Random(seed), force_rate=knobs.force_rate)
    forced = any(e.forced for e in session.events)
    assert forced or len(session.events) < knobs.forced_min_events, "forced play should force something"
    for index, table in enumerate(session.tables):
        check_components(session, table, f"after event {index}")
    for index, event in enumerate(session.events, start=1):
        for line in [session.describe_event(event, index), *session.outcome(index)]:
            shown = line.split("  [overridden:")[0]
            assert not REPR.search(shown), f"event {index}: a Python value where words belong: {line}"


def check_corrections(game: str | GameInfo, knobs: Knobs = Knobs()) -> None:
    """Random corrections (legal ones applied) never change a limited total."""
    session = new_session(game, 7)
    random_playout(session, 30, random.Random(7))
    rng = random.Random(7)
    holders = session.catalogue("holder").ids()
    kinds = session.catalogue("component").ids()
    limited = session.components.limits
    for _ in range(knobs.corrections):
        raw = {"holder": rng.choice(holders), "kind": rng.choice(kinds), "count": rng.randint(0, 4), "reason": "fuzz"}
        if rng.random() < 0.5:
            raw["source"] = rng.choice(holders)
        try:
            proposal = session.propose("correct", raw)
        except BadInput as error:
            # A holder named before is unknown now: it was emptied, and the table could no longer refill it.
            said = f"{error}: a holder that may be empty (a player's pile) belongs in Ruleset.holders"
            raise AssertionError(said) from error
        if proposal.legal:
            session.act("correct", raw)
        totals = {kind: n for kind, n in session.table.ledger.totals().items() if kind in limited}
        assert totals == {k: n for k, n in limited.items() if n}, f"the correction {raw} changed a total"


def shouted(text: str) -> str:
    """``text`` upper-cased without accents: how a name may be typed in a hurry."""
    stripped = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return stripped.upper()


def check_catalogues(game: str | GameInfo) -> None:
    """Every entry of every catalogue an action names resolves from its shouted name and from its id."""
    session = new_session(game, 3)
    random_playout(session, 40, random.Random(3))
    names = {f.catalogue for spec in session.all_actions() for f in spec.fields if f.catalogue}
    for name in sorted(names):
        catalogue = session.catalogue(name)
        for entry in catalogue.entries:
            assert catalogue.resolve(shouted(entry.label)).id == entry.id, f"{name}: {entry.label}"
            assert catalogue.resolve(entry.id).id == entry.id, f"{name}: {entry.id}"


def check_kit(game: str | GameInfo) -> None:
    """The shipped kit holds (its facts check) and exports as it loads; each section names its source."""
    from engine import kitfiles
    from engine.kits import dumps, loads

    info = _info(game)
    ruleset = info.load()
    kit = kitfiles.shipped(ruleset)  # raises on a fact that does not hold
    again = loads(dumps(kit), ruleset.kit_schema, info.id, "exported")
    assert again == kit, "the kit exported does not load as the kit shipped"
    if ruleset.kit_schema is not None:
        for name in kit.sections:
            assert kit.sources[name], f"the kit's {name} names no source"


def check_demo(game: str | GameInfo) -> None:
    """The demo is a game in progress whose every event is legal as it was played (a demo teaches the
    commands: none forced), so a rule that starts asking for more shows up in its demo."""
    import tomllib

    from engine import saves

    info = _info(game)
    ruleset = info.load()
    demo = ruleset.resource(ruleset.demo)
    assert demo.is_file(), f"{info.id} ships no demo session ({ruleset.package}/{ruleset.demo}); or demo=False"
    text = demo.read_text(encoding="utf-8")
    session = saves.loads_text(text, "demo", info.id)
    assert session.events, "a demo is a game in progress"
    fresh = saves.from_data({**tomllib.loads(text), "events": [], "redo": []}, "demo")
    for index, event in enumerate(session.events, 1):
        proposal = fresh.propose(event.type, dict(event.args), event.actor)
        assert not proposal.violations, (index, event.type, [v.message for v in proposal.violations])
        fresh.act(event.type, dict(event.args), event.actor)


def check_reference(game: str | GameInfo) -> None:
    """The rules reference has the topic every phase and action names."""
    from engine import reference

    ruleset = _info(game).load()
    ids = {t.id for t in reference.topics(ruleset)}
    wanted = {p.topic for p in ruleset.phases} | {a.topic for a in ruleset.actions}
    missing = sorted(wanted - {""} - ids)
    assert not missing, f"no rules topic {', '.join(missing)}"


def check_all(game: str | GameInfo, knobs: Knobs = Knobs()) -> None:
    """Every check, one after another (without pytest: a plugin's own script, or a quick look)."""
    for seed in knobs.seeds:
        check_random_play(game, seed, knobs)
    for seed in knobs.forced_seeds:
        check_forced_play(game, seed, knobs)
    check_corrections(game, knobs)
    check_catalogues(game)
    check_kit(game)
    if knobs.demo:
        check_demo(game)
    check_reference(game)


def suite(game: str | GameInfo, **knobs: Any) -> type:
    """The checks as a pytest test class (seeds as parameters), for a test module to bind to a ``Test`` name.

    Args:
        game: The game's id (an installed plugin) or its ``GameInfo`` (registered for the suite).
        **knobs: ``Knobs`` fields to change (``min_events=3``, ``steps=40``, ``seeds=(0, 1)``, ``demo=False``).
    """
    import pytest  # only here: the engine runs without pytest installed

    set_to = Knobs(**knobs)

    class Conformance:
        @pytest.mark.parametrize("seed", set_to.seeds)
        def test_random_play_conforms(self, seed: int) -> None:
            check_random_play(game, seed, set_to)

        @pytest.mark.parametrize("seed", set_to.forced_seeds)
        def test_forced_play_never_creates_or_destroys(self, seed: int) -> None:
            check_forced_play(game, seed, set_to)

        def test_corrections_only_move_components(self) -> None:
            check_corrections(game, set_to)

        def test_every_catalogue_entry_resolves_from_its_shouted_name(self) -> None:
            check_catalogues(game)

        def test_the_shipped_kit_is_sound_and_exports_as_it_loads(self) -> None:
            check_kit(game)

        def test_demo_session_replays_legally(self) -> None:
            if not set_to.demo:
                pytest.skip("the game ships no demo (demo=False)")
            check_demo(game)

        def test_rules_reference_covers_every_phase_and_action(self) -> None:
            check_reference(game)

    game_id = game if isinstance(game, str) else game.id
    Conformance.__name__ = Conformance.__qualname__ = "Test" + "".join(w.title() for w in re.split(r"\W+", game_id))
    return Conformance
