"""What a hut or village may give, as a catalogue of names: a coin, a named resource, and the kit's markers
(``[huts]``), each token's own also named by what it shows ("iron": the Iron hut; play-test 7)."""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_
from engine.kits import Kit
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold
from engine.state import Context

#: What a hut or village may give besides the kit's markers: a coin (l. 216), or a resource token named in the
#: ``resource`` field (how logs from before the markers were offered recorded a resource marker; still taken).
#: The names are words a log line reads: the field is named by the form and by the check that asks for it.
PLAIN = (Entry("coin", N_("a coin")), Entry("resource", N_("a resource token")))
#: The catalogue of rewards per kit, cached on the kit's identity (a replay asks for it at every hut).
_REWARDS: MadeOnce[Kit, Catalogue] = MadeOnce(16)


def rewards(kit: Kit, token: str = "") -> Catalogue:
    """What a hut or village may give: a coin, a named resource, and the kit's markers by name (Czech too). For
    one token (``hut``, ``village``) its own markers are also named by what they show ("iron": the Iron hut)."""
    return _REWARDS.get(kit, lambda: _rewards(kit, token), token)


def _rewards(kit: Kit, token: str) -> Catalogue:
    plain = {e.id for e in PLAIN}
    resources = {fold(e.id): e for e in kit.catalogue("resources", "resource").entries}
    shown: dict[str, tuple[str, ...]] = {}
    for entry in kit.entries("huts"):
        word = str(entry.get("reward") or "")
        if entry.get("token") == token and word:
            named = resources.get(fold(word))  # a resource's Czech name too ("železo")
            shown[str(entry["id"])] = (word, *(named.aliases if named else ()))
    markers = tuple(
        replace(e, aliases=(*e.aliases, *shown[e.id])) if e.id in shown else e
        for e in kit.catalogue("huts", "marker").entries
        if e.id not in plain
    )
    return Catalogue(N_("reward"), PLAIN + markers)


def markers(ctx: Context, token: str) -> list[str]:
    """The kit's markers of a hut or a village (what the form offers first)."""
    return [str(e["id"]) for e in ctx.kit.entries("huts") if e.get("token") == token]
