"""What a hut or village may give, as a catalogue of names: a coin, a named resource, and the kit's markers
(``[huts]``), each token's own also named by what it shows ("iron": the Iron hut; play-test 7); and whether the kit
explains a marker, or the table said what it gives (``gives=``, asked before a find is applied: play-test 8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import Violation
from engine.errors import BadInput
from engine.i18n import N_, tr, translations
from engine.kits import Kit
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold
from engine.spoken_names import field_word
from engine.state import Context
from rulesets.civilization.catalogues import fact, name_of
from rulesets.civilization.components import game

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
    listed = [e for e in kit.catalogue("huts", "marker").entries if e.id not in plain]
    markers = tuple(
        replace(e, aliases=(*e.aliases, *shown.get(e.id, ()), *_dashless(e, e.id in shown))) for e in listed
    )
    return Catalogue(N_("reward"), PLAIN + markers)


def _dashless(entry: Entry, own: bool) -> tuple[str, ...]:
    """A marker's Czech names ("Chýše – učitel") also without their dash, which no keyboard types ("chýše učitel",
    "chýše-učitel"), and, for the token's own markers, by what follows it ("učitel"), as the English name is by its
    reward word (play-test 10 found only the exact dash taken)."""
    out: list[str] = []
    for form in translations(entry.name or entry.id):
        head, dash, tail = form.partition("–")
        if dash and tail.strip():
            out.append(f"{head.strip()} {tail.strip()}")
            if own:
                out.append(tail.strip())
    return tuple(out)


def markers(ctx: Context, token: str) -> list[str]:
    """The kit's markers of a hut or a village (what the form offers first)."""
    return [str(e["id"]) for e in ctx.kit.entries("huts") if e.get("token") == token]


def marker_resource(ctx: Context, marker: str) -> str | None:
    """The resource a marker gives, when the reward the kit prints for it names one of the kit's resources."""
    named = fact(ctx, "huts", marker, "reward")
    found = ctx.kit.catalogue("resources", "resource").get(str(named)) if named else None
    return found.id if found is not None else None


#: What the table may say a marker gives where the kit does not: a free tech due, a coin from the bank, or something
#: else the table applies itself (a city-state...): said once, it is not asked again this session. Marked, so a
#: choice is listed and taken in the language spoken.
GIFTS = (N_("free-tech"), N_("coin"), N_("other"))
OTHER = "other"


def told_gift(ctx: Context, marker: str, args: Mapping[str, Any] | None = None) -> str | None:
    """What the table said a marker gives (``gives=``, now or at an earlier find this session), where the kit does
    not say it."""
    if args is not None and args.get("gives"):
        return str(args["gives"])
    return dict(game(ctx).markers).get(marker)


def known(ctx: Context, marker: str) -> bool:
    """Whether the kit states what a marker gives (a resource, culture steps, coins, free techs, great persons)."""
    return marker_resource(ctx, marker) is not None or bool(
        fact(ctx, "huts", marker, "culture", 0)
        or fact(ctx, "huts", marker, "coins", 0)
        or fact(ctx, "huts", marker, "free_techs", 0)
        or persons_of(ctx, marker)
    )


def persons_of(ctx: Context, marker: str) -> int:
    """Great persons a marker gives (the Great Person village: play-test 12 was asked ``gives=`` for it, then refused
    the great person); each is drawn like one of the culture track's."""
    return int(fact(ctx, "huts", marker, "persons", 0) or 0)


def ask_gift(ctx: Context, args: Mapping[str, Any], out: list[Violation]) -> list[Violation]:
    """``out``, once a find otherwise in order has asked what an unexplained marker gives: asked before anything
    is applied (play-test 8: the marker went through as nothing, and the table undid it to retype it)."""
    reward = args["reward"]
    if out or not args.get("won", True) or reward in ("coin", "resource") or known(ctx, reward):
        return out
    if told_gift(ctx, reward, args) is None:
        said = tr(
            "The kit does not say what the {marker} gives: give {field}=free-tech, coin or other (other: the "
            "table applies it itself)"
        )
        raise BadInput(said.format(marker=name_of(rewards(ctx.kit), reward), field=field_word("gives")))
    return out
