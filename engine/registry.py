"""Finding games: the ``tabula.rulesets`` entry-point group, loaded lazily.

Each entry point names a light ``GameInfo`` (id, name, player counts and where
the rules live); the ruleset's logic is imported only when a session or
calculator needs it, so listing games stays cheap.

Entry points are read straight from the installed distributions'
``entry_points.txt`` files: ``importlib.metadata`` would cost ~20 ms of start-up
on every CLI call, more than the whole budget a calculator has.

A plugin that fails to import does not take the app down, nor does it vanish:
it is kept as ``Broken`` (``broken()``), ``tabula games`` lists it, and asking
for it by name says why it could not be loaded.
"""

from __future__ import annotations

import importlib
import os
import re
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.errors import BadInput
from engine.i18n import quoted, tr

if TYPE_CHECKING:
    from engine.calc import CalcSpec
    from engine.ruleset import Ruleset

GROUP = "tabula.rulesets"
#: Extra ``module:attr`` specs (comma-separated), e.g. for a game in development.
ENV_VAR = "TABULA_RULESETS"


@dataclass(frozen=True)
class GameInfo:
    """What is known about a game without importing its rules.

    Attributes:
        id: Game id used on the command line and in saves.
        name: Display name.
        min_players: Fewest players.
        max_players: Most players.
        loader: ``module:attr`` of the ``Ruleset`` class or instance.
        calculators: ``module:attr`` of the game's tuple of ``CalcSpec``,
            kept apart from the rules so calculators start fast.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    loader: str
    calculators: str = ""
    _cache: list[Any] = field(default_factory=list, compare=False, repr=False)

    def load_calculators(self, speak: bool = True) -> tuple[CalcSpec, ...]:
        """The game's calculators, without importing its rules when possible; ``speak``: in this game's
        words from now on (False where every game's are listed, as the palette does)."""
        if self.calculators:
            found = tuple(_resolve(self.calculators))
            if speak:
                _speak_for(self.calculators)
            return found
        return tuple(self.load(speak).calculators)

    def load(self, speak: bool = True) -> Ruleset:
        """Import the rules (once) and return the ruleset instance; ``speak``: in this game's words from now
        on (False where every game is looked at, as the home screen's list of demos does).

        Raises:
            BadInput: The rules do not import (a broken plugin): which game, and the error's one line.
        """
        if not self._cache:
            try:
                target = _resolve(self.loader)
            except Exception as exc:  # a plugin's rules may fail in any way; said in one line, not a traceback
                said = tr("the rules of {game} ({spec}) could not be loaded: {error}")
                raise BadInput(said.format(game=self.name, spec=self.loader, error=one_line(exc))) from exc
            self._cache.append(target() if isinstance(target, type) else target)
        ruleset: Ruleset = self._cache[0]
        if speak:
            _speak_for(self.loader)
        return ruleset

    def describe(self) -> dict[str, Any]:
        """The JSON shape of ``tabula games --json``."""
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
        }


class Broken:
    """A plugin whose ``GameInfo`` could not be loaded.

    A plain class, not a dataclass: it is made only when a plugin fails, and this module is read by every
    start (a calculator's too), where a dataclass's generated methods cost half a millisecond.

    Attributes:
        name: The entry point's name (the game id it is installed under), or the spec given in
            ``TABULA_RULESETS``.
        spec: The ``module:attr`` it names.
        error: The error in one line (``ModuleNotFoundError: No module named 'nim'``).
    """

    __slots__ = ("error", "name", "spec")

    def __init__(self, name: str, spec: str, error: str) -> None:
        self.name = name
        self.spec = spec
        self.error = error

    @property
    def label(self) -> str:
        """The plugin as people read it: its name and the spec it names (once, where they are the same)."""
        return self.spec if self.name == self.spec else f"{self.name} ({self.spec})"


def one_line(exc: BaseException) -> str:
    """An exception as one line a person reads: its class and the first line of its message."""
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__


_registered: dict[str, GameInfo] = {}
_discovered: dict[str, GameInfo] | None = None
_broken: list[Broken] = []
_specs: dict[str, str] | None = None


def register(info: GameInfo) -> None:
    """Add a game by hand (tests, embedding); it wins over an entry point."""
    _registered[info.id] = info


def unregister(game_id: str) -> None:
    """Remove a game added with ``register``."""
    _registered.pop(game_id, None)


def games() -> list[GameInfo]:
    """Every known game, by name."""
    found = dict(_discover())
    found.update(_registered)
    return sorted(found.values(), key=lambda g: g.name.lower())


def get(game_id: str) -> GameInfo:
    """The game with this id.

    Raises:
        BadInput: No such game, or the plugin installed under this id does not import (saying why).
    """
    key = game_id.strip().lower()
    alone = _installed_as(key)
    if alone is not None:
        return alone
    found = {g.id: g for g in games()}
    # As a person may write it: mare_nostrum, "mare nostrum", or the game's name ("Hellas").
    spelt = _spelt(key)
    named = {_spelt(g.name): g for g in found.values()}
    for match in (found.get(key), found.get(spelt), named.get(spelt)):
        if match is not None:
            return match
    for plugin in broken():
        if spelt in (_spelt(plugin.name), _spelt(plugin.spec)):
            said = tr("the plugin {plugin} could not be loaded: {error}")
            raise BadInput(said.format(plugin=plugin.label, error=plugin.error))
    known = ", ".join(sorted(found)) or tr("none installed")
    said = tr("unknown game {game} (known: {games})").format(game=quoted(game_id), games=known)
    if _broken:
        # The game asked for may be one of them under another name: say which did not load, and why.
        listed = "; ".join(f"{b.label}: {b.error}" for b in _broken)
        said += tr("; not loaded: {plugins}").format(plugins=listed)
    raise BadInput(said)


def _installed_as(key: str) -> GameInfo | None:
    """The game installed under exactly this entry-point name, found without importing every other game's
    ``GameInfo``: a calculator's start-up reads one game (a millisecond of its budget). None where that is
    not certain (a game registered by hand wins; no such entry point; it does not load or names another
    id): then every game is discovered, and a broken one is reported with its error."""
    if _discovered is not None or key in _registered:
        return None
    spec = _group_specs().get(key)
    if spec is None:
        return None
    try:
        info = _resolve(spec)
    except Exception:  # the full discovery below keeps it as Broken, with its error
        return None
    return info if isinstance(info, GameInfo) and info.id == key else None


def _group_specs() -> dict[str, str]:
    """This group's entry points, read from the installed distributions once."""
    global _specs
    if _specs is None:
        _specs = entry_point_specs(GROUP)
    return _specs


def broken() -> list[Broken]:
    """The plugins found whose ``GameInfo`` did not import, in the order they were found."""
    _discover()
    return list(_broken)


def _spelt(text: str) -> str:
    """``text`` lowercased, its words joined by hyphens (underscores, colons and spaces between them)."""
    return "-".join(text.lower().replace("_", " ").replace(":", " ").split())


def load(game_id: str) -> Ruleset:
    """The ruleset of the game with this id (imported on first use)."""
    return get(game_id).load()


def _speak_for(spec: str) -> None:
    """The game's own translations (``locale`` beside the module ``spec`` names) come first from now on."""
    from pathlib import Path

    from engine.i18n import speak_for

    module = sys.modules.get(spec.partition(":")[0])
    if module is not None and module.__file__:
        speak_for(Path(module.__file__).with_name("locale"))


def _resolve(spec: str) -> Any:
    module_name, _, attr = spec.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in filter(None, attr.split(".")):
        target = getattr(target, part)
    return target


def _discover() -> dict[str, GameInfo]:
    global _discovered
    if _discovered is None:
        found: dict[str, GameInfo] = {}
        specs = list(_group_specs().items())
        specs += [(s.strip(), s.strip()) for s in os.environ.get(ENV_VAR, "").split(",") if s.strip()]
        _broken.clear()
        for name, spec in specs:
            try:
                info = _resolve(spec)
            except Exception as exc:  # a broken plugin must not take the whole app down, nor vanish unsaid
                _broken.append(Broken(name, spec, one_line(exc)))
                continue
            if isinstance(info, GameInfo):
                found.setdefault(info.id, info)
            else:
                said = tr("it names a {kind}, not a GameInfo").format(kind=type(info).__name__)
                _broken.append(Broken(name, spec, said))
        _discovered = found
    return _discovered


def reset() -> None:
    """Forget discovered games (after installing a plugin, or in tests)."""
    global _discovered, _specs
    _discovered = None
    _specs = None
    _broken.clear()


_SECTION = re.compile(r"^\s*\[(?P<name>[^\]]+)\]\s*$")


def entry_point_specs(group: str) -> dict[str, str]:
    """Entry points of one group as ``{name: "module:attr"}``.

    Follows importlib.metadata's rules: distributions are read from
    ``sys.path`` in order and the first distribution of a given name wins.
    """
    seen: set[str] = set()
    out: dict[str, str] = {}
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in sorted(names):
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            dist = re.sub(r"[-_.]+", "_", name.rsplit(".", 1)[0].split("-")[0]).lower()
            if dist in seen:
                continue
            seen.add(dist)
            path = os.path.join(entry or ".", name, "entry_points.txt")
            try:
                with open(path, encoding="utf-8") as handle:
                    text = handle.read()
            except OSError:
                continue
            if group in text:
                for key, value in _section(text, group).items():
                    out.setdefault(key, value)
    return out


def _section(text: str, group: str) -> dict[str, str]:
    out: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        match = _SECTION.match(line)
        if match:
            current = match.group("name").strip()
            continue
        if current != group or "=" not in line or line.lstrip().startswith(("#", ";")):
            continue
        key, _, value = line.partition("=")
        out[key.strip()] = value.split("[")[0].strip()
    return out
