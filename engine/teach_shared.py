"""Teaching the board together: several views walk one game's kit at once (``tabula serve --teach``).

Each view is its own process (a phone's browser tab), so they share the walk through files in the user's
data folder. The user's kit is read again before every answer and written under its lock, so two answers
given at once both land. A claims file, ``DATA/teaching/GAME.toml``, says which question each view is asking
now: the next view takes the next question nobody holds, so four people describe four different tiles. A
claim goes with its answer, a skip or a stop, and with its view: a view whose process has ended holds nothing,
nor one that has not renewed its claim for ``STALE`` seconds (a view renews it every ``RENEW`` seconds). A
question one view skips goes back to the others.

``Teaching`` is the walk as a screen drives it, alone or shared: the question asked now stays put until it
is answered, skipped or left, whatever the others do meanwhile.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from dataclasses import field as default
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import kitfiles, learning
from engine.kits import Kit
from engine.teach import Question, Walk, plan_of
from engine.teach_lines import disagreement

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

#: Seconds a claim holds without being renewed (a view whose process hangs, or a machine that slept).
STALE = 120.0
#: Seconds between two renewals of a view's claim (the screen's timer); well within ``STALE``.
RENEW = 30.0


def claims_path(game: str) -> Path:
    """Where the views teaching a game note which question each is asking."""
    return kitfiles.data_dir() / "teaching" / f"{game}.toml"


def _locked(path: Path) -> AbstractContextManager[None]:
    from engine.store import locked  # the lock every save is changed under (a lock file beside it)

    return locked(path)


def _alive(pid: int) -> bool:
    """Whether a process runs (the views of one server share its machine, so their pids are comparable)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # somebody else's process: alive
    except OSError:
        return False
    return True


@dataclass
class Claims:
    """The questions the views of one game are asking now, and this view's among them.

    Attributes:
        game: The game's id.
        view: This view's name, unique among the views teaching at once.
        pid: This view's process (a claim of a process that has ended holds nothing).
        clock: Seconds now (tests give their own).
        stale: See ``STALE``.
    """

    game: str
    view: str
    pid: int = default(default_factory=os.getpid)
    clock: Callable[[], float] = time.time
    stale: float = STALE

    @property
    def path(self) -> Path:
        """The claims file."""
        return claims_path(self.game)

    def live(self) -> dict[str, dict[str, Any]]:
        """Every view's claim still holding, by view (read without the lock: the file is replaced whole)."""
        import tomllib

        try:
            data = tomllib.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            return {}  # none yet, or damaged: nobody holds anything (the worst is a question asked twice)
        views = data.get("views")
        if not isinstance(views, dict):
            return {}
        now = self.clock()
        out = {}
        for view, claim in views.items():
            if not isinstance(claim, dict) or not isinstance(claim.get("question"), str):
                continue
            pid, at = claim.get("pid"), claim.get("at")
            if not isinstance(pid, int) or not isinstance(at, (int, float)) or now - at > self.stale:
                continue
            if view == self.view or _alive(pid):
                out[str(view)] = claim
        return out

    def taken(self) -> set[str]:
        """The questions other views are asking now (their keys)."""
        return {str(c["question"]) for view, c in self.live().items() if view != self.view}

    def mine(self) -> str | None:
        """The question this view holds, if any."""
        claim = self.live().get(self.view)
        return None if claim is None else str(claim["question"])

    def others(self) -> int:
        """How many other views are teaching now."""
        return len(self.live().keys() - {self.view})

    def take(self, pick: Callable[[], str | None]) -> str | None:
        """Under the claims' lock, hold the question ``pick`` names (None: hold none); returns it.

        ``pick`` runs under the lock, so two views picking at once never pick the same question.
        """
        with _locked(self.path):
            key = pick()
            if key is not None or self.view in self.live():  # holding nothing, still nothing: no write
                self._write(key)
        return key

    def renew(self) -> None:
        """Say this view is still asking its question (a claim not renewed for ``STALE`` seconds lapses)."""
        with _locked(self.path):
            held = self.mine()
            if held is not None:
                self._write(held)

    def release(self) -> None:
        """Hold no question (the view stops)."""
        self.take(lambda: None)

    def _write(self, key: str | None) -> None:
        """The claims as they hold now, this view's set to ``key`` (the caller holds the lock)."""
        import tomli_w

        from engine.writer import write_atomic

        views = {v: c for v, c in self.live().items() if v != self.view}
        if key is not None:
            views[self.view] = {"question": key, "pid": self.pid, "at": self.clock()}
        write_atomic(self.path, tomli_w.dumps({"game": self.game, "views": views}))


class SharedWalk(Walk):
    """A walk that leaves alone the questions other views are asking, the disagreements too."""

    def remaining(self) -> list[Question]:
        """The questions still to ask, in order, but for those others are asking."""
        others = self.taken()
        return [q for q in super().remaining() if q.key not in others]


@dataclass
class Teaching:
    """A walk as a screen drives it: the question asked now, answered, skipped, gone back to, or left.

    Attributes:
        walk: The walk (its kit as taught so far).
        claims: The views teaching at once (None: this one alone).
        fresh: The kit as kept now (the user's kit with what every session taught laid over it).
    """

    walk: Walk
    claims: Claims | None = None
    fresh: Callable[[], Kit] | None = None
    question: Question | None = default(init=False, default=None)
    _seen: tuple[tuple[int, int], ...] = default(init=False, default=())
    _total: int = default(init=False, default=0)

    def next(self) -> Question | None:
        """Take the next question nobody else is asking: it stays the question asked until it is answered,
        skipped or left (what the others do meanwhile moves it no more)."""
        if self.claims is None:
            self.question = self.walk.current
            return self.question
        key = self.claims.take(self._pick)
        return self.question if key is not None else None

    def _pick(self) -> str | None:
        walk = self.walk
        if walk.again is None:
            # What the others taught since (tiles described, disagreements settled) is not asked again.
            if self.fresh is not None:
                walk.kit = self.fresh()
            done = learning.settled(walk.ruleset.id)
            walk.first[:] = [q for q in walk.first if (q.section, q.entry, q.asks[0].field) not in done]
        q = walk.current
        # Pinned: ``again`` is the walk's question until an answer or a skip (then the next is picked here).
        walk.again = q
        self.question = q
        return None if q is None else q.key

    def answer(self, text: str) -> Question | None:
        """Answer the question asked: its facts are kept at once; the next question.

        Raises:
            KitError: Not an answer to it (one line; nothing changes, the question stays).
        """
        self.walk.answer(text)
        return self.next()

    def skip(self) -> Question | None:
        """Pass the question asked over (another view may take it); the next question."""
        self.walk.skip()
        return self.next()

    def back(self) -> Question | None:
        """Return to the question before (None: there is none, the question asked stays)."""
        if self.walk.back() is None:
            return None
        return self.next()

    def renew(self) -> None:
        """Say this view still asks its question (every ``RENEW`` seconds)."""
        if self.claims is not None and self.question is not None:
            self.claims.renew()

    def look(self) -> bool:
        """Whether the others changed the kit or the claims since the last look; if so, the kit is read again
        (the progress counts their answers) and, with no question left here, one they skipped or left is taken."""
        if self.claims is None:
            return False
        seen = self._stamps()
        if seen == self._seen:
            return False
        if self.fresh is not None:
            self.walk.kit = self.fresh()
        if self.question is None:
            self.next()
        self._seen = self._stamps()  # this view's own claim, just written, is no news
        return True

    def _stamps(self) -> tuple[tuple[int, int], ...]:
        paths = [kitfiles.user_kit_path(self.walk.ruleset.id), *([self.claims.path] if self.claims else [])]
        out = []
        for path in paths:
            try:
                found = path.stat()
                out.append((found.st_mtime_ns, found.st_size))
            except OSError:
                out.append((0, 0))
        return tuple(out)

    def stop(self) -> None:
        """Leave the walk: this view's question goes back to the others (the answers are kept already)."""
        if self.claims is not None:
            self.claims.release()

    def progress(self) -> tuple[int, int]:
        """(questions done, questions in all), the same on every view: a question another view is asking
        now is still to do (the walk leaves it out of what is left here), and their answers are done."""
        if self.claims is None:
            return self.walk.progress()
        walk = self.walk
        asked = {q.key for q in plan_of(walk.ruleset)(walk.kit)} | {q.key for q in walk.first}
        left = len(walk.remaining()) + len((self.claims.taken() & asked) - walk.skipped)
        self._total = max(self._total, left + len(walk.history))
        return self._total - left, self._total

    def others(self) -> int:
        """How many other views are teaching now."""
        return 0 if self.claims is None else self.claims.others()


def start(ruleset: Ruleset, view: str | None = None, clock: Callable[[], float] = time.time) -> Teaching:
    """A walk over the user's kit of ``ruleset``'s game, as ``tabula kit teach`` walks it, its first question
    taken; ``view`` names this view when several teach at once.

    Raises:
        KitError: The user's kit is damaged.
    """
    game = ruleset.id

    def fresh() -> Kit:
        return learning.laid_over(kitfiles.current(ruleset), ruleset)[0]

    kit, taught = learning.laid_over(kitfiles.current(ruleset), ruleset)
    first = [disagreement(ruleset, kit, *d) for d in learning.disagreements(kit, taught, game)]
    claims = None if view is None else Claims(game, view, clock=clock)
    walk = (Walk if claims is None else SharedWalk)(
        ruleset,
        kit,
        keep=kitfiles.save_user_kit,
        first=first,
        settled=lambda q: learning.settle(game, q.section, q.entry, q.asks[0].field),
        fresh=fresh,
        guard=lambda: _kit_lock(game),
        taken=set if claims is None else claims.taken,
    )
    teaching = Teaching(walk, claims, fresh)
    teaching.next()
    teaching.progress()  # the whole, as it is now: what the others answer from here on counts as done
    return teaching


@contextmanager
def _kit_lock(game: str) -> Iterator[None]:
    """Held around reading, answering and writing the user's kit: two answers at once both land."""
    with _locked(kitfiles.user_kit_path(game)):
        yield
