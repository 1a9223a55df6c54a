"""One session file shared by several programs: changes under an exclusive lock, never lost.

Two writers (the app and ``tabula act`` in another terminal, or twelve
scripts at once) each change the file as: take the lock, make sure the log
on disk is the one the change was based on (reloading it if not), apply,
write, release. A change that no longer fits the newer log is refused with
"the session changed; nothing applied"; nothing is ever overwritten.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from engine import learning, saves
from engine.digest import digest
from engine.errors import Conflict, RuleRefused, SaveError, TabulaError
from engine.events import NEXT
from engine.i18n import ntr, tr
from engine.session import Session
from engine.writer import EventLines, dumps, write_atomic

T = TypeVar("T")


def _turn(session: Session) -> tuple[str, tuple[int, ...]] | None:
    """Whose turn it is and where (round, phase, step, seat), or None when nobody holds the turn."""
    holder, at = session.turn_player, session.table.position
    if holder is None or at.turn is None:
        return None
    return holder.name, (at.round, at.phase, at.step, at.turn)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the exclusive lock of a save (a lock file beside it) for the block."""
    lock = path.with_name(f".{path.name}.lock")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise SaveError(tr("{path}: cannot lock: {error}").format(path=path, error=error.strerror or error)) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def fingerprint(path: Path) -> str:
    """What identifies a save's contents ('' when there is no file)."""
    try:
        return digest(path.read_bytes())
    except OSError:
        return ""


class SessionFile:
    """A session and the file it lives in, changed only under the file's lock.

    Args:
        path: The save file.
        session: The session already read from it (read now when None).
    """

    def __init__(self, path: Path, session: Session | None = None) -> None:
        self.path = path
        #: The save lines of the events (and redo stack) last written: an action rewrites one line's worth.
        self._lines = (EventLines(), EventLines())
        if session is None:
            self._load(None)
        else:
            self.session = session
            self._seen = fingerprint(path)
            self._stat = self._stamp()

    def _stamp(self) -> tuple[int, int]:
        try:
            st = self.path.stat()
        except OSError:
            return (0, 0)
        return (st.st_mtime_ns, st.st_size)

    def changed_on_disk(self) -> bool:
        """Whether another program wrote the file since this one last read or wrote it."""
        if self._stamp() == self._stat:
            return False  # cheap check first: every open view asks twice a second
        return fingerprint(self.path) != self._seen

    def reload(self) -> None:
        """Read the file again (after another program changed it)."""
        self._load(self.session.name)

    def _load(self, name: str | None) -> None:
        # The fingerprint is taken of the very bytes that are replayed: read
        # apart, another writer could slip in between and its change be lost.
        stat = self._stamp()
        raw = saves.read_bytes(self.path)
        # Whatever an older Tabula wrote, the save opens: up to an event that no longer replays (``stopped``).
        self.session = saves.load(self.path, name, raw, salvage=True)
        self._seen = digest(raw)
        self._stat = stat

    def change(self, apply: Callable[[Session], T], recheck: bool = True) -> T:
        """Apply a change to the session and write it, under the lock.

        Args:
            apply: The change (an action, an undo...); raising leaves file and session as they were.
            recheck: When the file changed meanwhile, reload and apply the change to the newer log
                (an action is checked again there); when False, reload and refuse (undo and redo
                only make sense on the log the person saw).

        Raises:
            Conflict: The file changed and the change no longer applies.
        """
        with locked(self.path):
            if fingerprint(self.path) != self._seen:
                before = len(self.session.events)
                read = _turn(self.session)  # the turn the person saw
                self.reload()
                turn_now, start = _turn(self.session), len(self.session.events)
                if not recheck:
                    raise Conflict(
                        tr("the session changed in another program; it was reloaded and nothing was applied")
                    )
                try:
                    result = self._applied(apply)
                except RuleRefused as refused:
                    newer = len(self.session.events) - before
                    said = ntr(
                        "the session changed ({n} events elsewhere); nothing applied: {refused}",
                        "the session changed ({n} events elsewhere); nothing applied: {refused}",
                        abs(newer),
                    )
                    raise Conflict(said.format(n=f"{newer:+d}", refused=refused)) from None
                self._not_reaimed(read, turn_now, start)
            else:
                result = self._applied(apply)
            self.write()
            return result

    def _applied(self, apply: Callable[[Session], T]) -> T:
        """``apply`` on the session; refused for a printed fact the user's kit has learned since the session
        began, the kit is taken in first where that is safe (``engine.catch_up``), or the refusal says so.

        Raises:
            RuleRefused: The change is refused (what it stated of the board is kept all the same).
        """
        try:
            return apply(self.session)
        except RuleRefused as refused:
            self._keep_stated(refused)
            from engine.catch_up import caught_up, save_word  # only on a refusal
            from engine.savepaths import saves_dir

            kit, _ = caught_up(self.session, apply, refused, save_word(self.path, saves_dir()))
        # Taken in as `tabula kit apply` does: a logged event, then the change (a trial copy took both).
        self.session.apply_kit(kit)
        try:
            return apply(self.session)
        except TabulaError:
            self.reload()  # nothing written: back to the log as the file holds it
            raise

    def _not_reaimed(self, read: tuple[str, tuple[int, ...]] | None, newer: object, start: int) -> None:
        """Refuse a turn's end meant for the turn the person saw when another program ended that turn meanwhile:
        applied to the newer log it would end the next player's (two ``next`` at once ended two turns). Checked on
        what the change logged, so every caller gets it (the app as ``tabula act``); the session goes back to the
        newer log as read.

        Args:
            read: Whose turn it was, and where, as the person saw it (None: nobody held the turn).
            newer: The same, as the newer log stood before the change.
            start: How many events the newer log had.

        Raises:
            Conflict: The change ended a turn and the turn is no longer the one seen.
        """
        if read is None or read == newer or not any(e.type == NEXT for e in self.session.events[start:]):
            return
        self.reload()  # nothing written: the file is still the newer log
        holder = self.session.turn_player
        if holder is None:
            raise Conflict(tr("{was}'s turn ended meanwhile (another program); nothing applied").format(was=read[0]))
        # Whose turn it is now, said whole (play-test 9 read "…nothing applied: Anna" as cut off).
        said = tr("{was}'s turn ended meanwhile (another program); nothing applied; it is {player}'s turn now")
        raise Conflict(said.format(was=read[0], player=holder.name))

    def _keep_stated(self, refused: RuleRefused) -> None:
        """Keep what a refused action stated of the board (``engine.learning.keep_stated``) in the save, beside
        its log (the log unchanged), or the next command would not know it. Later evenings get it only once an
        applied action names it (``engine.restating``): a refusal's typo must not stay in the kit for good."""
        if refused.kept:
            self.write()

    def write(self) -> None:
        """Write the session (the caller holds the lock)."""
        text = dumps(self.session, self._lines)
        try:
            write_atomic(self.path, text)
        except OSError as error:
            said = tr("{path}: cannot write: {error}")
            raise SaveError(said.format(path=self.path, error=error.strerror or error)) from None
        self._seen = digest(text.encode("utf-8"))
        self._stat = self._stamp()
        # What the session taught of the board is kept for every later evening (the save itself is written).
        self._owed = True
        if self.learn_later is None:
            self.remember()
        else:
            self.learn_later(self.remember)

    #: Who keeps what the session taught, after each write: None, at once; else this is handed ``remember``
    #: (the app calls it once the screen is drawn, and as it closes: worked out from the whole table, it took
    #: a tenth of an action's time).
    learn_later: Callable[[Callable[[], None]], object] | None = None
    _owed = False

    def remember(self) -> None:
        """Keep what the session has taught of the board, if a write since the last time may have taught more."""
        if self._owed:
            self._owed = False
            with contextlib.suppress(OSError):
                learning.remember(self.session, self.path)
