"""``tabula show`` for people: the whole table within 100 columns, from the engine's summary.

Plain text (no Rich: it costs start-up time). Counts read as words ("3
Greeks, 1 ship"), players' holdings, the board's places with what stands on
them, supplies and decks, and what is pending.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.i18n import N_, ntr, tr
from engine.names import fold
from engine.outcomes import count, plain
from engine.seating import player_label
from engine.state import Player
from engine.summary import waiting_said

if TYPE_CHECKING:
    from engine.kits import Kit
    from engine.session import Session

WIDTH = 100


def amounts(session: Session, items: Mapping[str, int]) -> str:
    """``3 Greeks, 1 ship``, or ``nothing``: in the order the game declares its components (a purse reads gold,
    silver, bronze as Aquileia's rulebook counts coins, not as the ledger happens to hold them)."""
    order = session.components.by_kind
    rank = {kind: i for i, kind in enumerate(order)}
    listed = sorted(items.items(), key=lambda item: rank.get(item[0], len(rank)))
    return ", ".join(session.components.amount(kind, n) for kind, n in listed if n) or tr("nothing")


def _wrap(text: str, indent: str = "  ", hang: str = "    ") -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=hang, break_on_hyphens=False) or [indent]


def owners(session: Session) -> dict[str, str]:
    """Faction id -> who holds a place of it, as the board list and the app's map say it ("Lucka (Egypt)"); a
    faction nobody plays (a neutral civilisation) by its name, never its id."""
    named = {faction: session.ruleset.faction_name(faction) for faction in session.ruleset.factions}
    for p in session.players:
        # A player named after their faction is said once (the play-test's "Egypt (Egypt)").
        named[p.faction] = player_label(session.ruleset, p)
    return named


def own_holder_name(session: Session, sort: str, faction: str, name: str) -> str:
    """A player's holder as sentences name it, without the player: "tech deck", not ``techs`` or "Ondrej's
    tech deck" (show and the app's hand panel alike); in Czech "ruka", not "ruka (Ondrej)" (issue 37: a
    holder names its player after it, as the name is not declined)."""
    return session.components.label(f"{sort}:{faction}").removeprefix(f"{name}'s ").removesuffix(f" ({name})")


def uncounted_sorts(session: Session, faction: str) -> list[str]:
    """The faction's secret holder sorts whose size is secret too (``Ruleset.secret_counts``): on a screen the
    others read, said "hidden" with no number."""
    comp = session.components
    return [sort for sort in session.ruleset.secret_counts if comp.is_private(f"{sort}:{faction}")]


def with_uncounted(holdings: Mapping[str, dict[str, int]], uncounted: Iterable[str]) -> dict[str, dict[str, int]]:
    """A player's holdings with each uncounted sort there even empty, in the ledger's order (by holder id): a line
    missing or moved would tell the holder is empty."""
    found = {**{sort: {} for sort in uncounted}, **holdings}
    return dict(sorted(found.items(), key=lambda held: f"{held[0]}:"))


def render(session: Session, summary: dict[str, Any], player: str | None = None) -> str:
    """The table as text; ``player`` focuses on one player (their row, holdings and victory)."""
    lines = [*_head(session, summary)]
    players = [p for p in summary["players"] if player is None or p["name"] == player]
    lines += ["", tr("Players")]
    for p in players:
        label = player_label(session.ruleset, Player(p["name"], p["faction"]))
        short, own_lines = _counters(p)
        lines += _wrap(f"{label} – " + "; ".join(short) if short else label)
        lines += [line for said in own_lines for line in _wrap(said, "    ", "      ")]
        uncounted = [] if p["name"] == player else uncounted_sorts(session, p["faction"])
        # A pile the game already names among the counters, in its own words (Civilization's great persons), is
        # not listed again from the ledger (play-test 11 read it twice, as the app's panel no longer does).
        counted = {fold(tr(key.replace("_", " "))) for key in p}
        for sort, items in with_uncounted(p["holdings"], uncounted).items():
            secret = session.components.is_private(f"{sort}:{p['faction']}")
            # Named as everywhere else ("tokens", as corrections and outcomes say), not by the holder's id.
            name = own_holder_name(session, sort, p["faction"], p["name"])
            if not secret and sort not in uncounted and fold(name) in counted:
                continue
            if sort in session.ruleset.counted_holders:
                lines += _wrap(f"{name}: {count(sum(items.values()), 'card')}", "    ", "      ")
            elif sort in uncounted:
                # Not even how many (Aquileia, l.1): show --player NAME lists them for their player.
                lines += _wrap(f"{name}: {tr('hidden')}", "    ", "      ")  # of a hand: "skrytá" in Czech
            elif secret and p["name"] != player:
                # A hand is its player's: on a shared screen only how many (show --player NAME names them).
                n = sum(items.values())
                hidden = ntr("{n} hidden", "{n} hidden", n).format(n=n)  # "2 skryté" in Czech
                lines += _wrap(f"{name}: {hidden}", "    ", "      ")
            else:
                secretly = tr(" (secret)") if secret else ""
                lines += _wrap(f"{name}{secretly}: {amounts(session, items)}", "    ", "      ")
    if player is None:
        lines += _board(session, summary)
        # A holder named after a place ("symbol:athens.oil", the caravans on a goods symbol) is part of that
        # place, whose board line already says it: listed again here it was noise (the JSON keeps it).
        places = {p["id"] for p in summary["places"]}
        supplies = [s for s in summary["supplies"] if s["holder"].partition(":")[2].partition(".")[0] not in places]
        if supplies:
            lines += ["", tr("Supplies and decks")]
            for supply in supplies:
                if supply["private"]:
                    # A face-down deck: what is left in it would tell what the others drew.
                    lines += _wrap(
                        f"{supply['name']}: " + tr("{pile} face down").format(pile=_pile(session, supply["contents"]))
                    )
                else:
                    lines += _wrap(f"{supply['name']}: {amounts(session, supply['contents'])}")
    if summary["pending"]:
        lines += ["", tr("Pending")]
        for item in summary["pending"]:
            lines += _wrap(item["text"])
    lines += _victory(summary, player)
    if player is None and summary["kit"]["missing"]:
        from engine.summary import kit_behind

        if kit_behind(session):
            said = tr("Board kit still missing here (your kit has learned more since: tabula kit apply {save}):")
            lines += ["", said.format(save=session.name or session.ruleset.id)]
        else:
            said = tr("Board kit still missing (tabula kit teach {game} asks it):")
            lines += ["", said.format(game=session.ruleset.id)]
        for item in summary["kit"]["missing"]:
            lines += _wrap(item)
    if summary["winners"]:
        lines += ["", tr("WINNER: {names}").format(names=", ".join(summary["winners"]))]
        for sentence in summary["verdict"]:
            lines += _wrap(sentence)
    return "\n".join(line.rstrip() for line in lines)


def _counters(player: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """A player's counters as ``label: value`` (issue 37: "stavby dílna 2" read as one phrase): the short ones
    for the player's line, split by semicolons since a value may hold commas ("techs: Writing, Pottery"); a
    value that holds semicolons itself (a Struggle for Rome tribe's progress) on a line of its own, as a
    holding is, where its parts cannot run into the next counter."""
    short: list[str] = []
    own_line: list[str] = []
    for key, value in player.items():
        if key in ("name", "faction", "holdings"):
            continue
        # A counter's key is an id: shown in words, translated where the game gave those words a translation.
        said = f"{tr(key.replace('_', ' '))}: {plain(value)}"
        (own_line if ";" in plain(value) else short).append(said)
    return short, own_line


def _pile(session: Session, contents: Mapping[str, int]) -> str:
    """A face-down pile's size, ``13 cards`` or ``14 tiles``: never a kind's name, which would tell what is left."""
    by_kind = session.components.by_kind
    tiles = all(k in by_kind and by_kind[k].group == "tile" for k in contents)
    n = sum(contents.values())
    return count(n, "tile") if tiles and contents else count(n, "card")  # two literals: both are extracted


def round_text(summary: Mapping[str, Any]) -> str:
    """ "round 2", "round 2 of 6", or "game over" once a game of fixed length has played its last round."""
    rounds = summary.get("rounds")
    if summary.get("winners"):
        return tr("game over")  # the round counter has moved on past the last round played
    if rounds is None:
        return tr("round {round}").format(round=summary["round"])
    if summary["round"] > rounds:
        return tr("game over")
    return tr("round {round} of {rounds}").format(round=summary["round"], rounds=rounds)


def _head(session: Session, summary: dict[str, Any]) -> list[str]:
    step = f" ({tr(summary['step'])})" if summary.get("step") else ""
    if summary.get("winners"):  # no phase, no turn: nobody acts any more
        return [
            f"{summary['name']} - {summary['game']}, {tr('game over')}",
            tr("start player: {name}; events: {count}").format(name=summary["start_player"], count=summary["events"]),
        ]
    # The summary's phase name is the JSON's (English): translated here, for people.
    out = [f"{summary['name']} - {summary['game']}, {round_text(summary)}: {tr(summary['phase_name'])}{step}"]
    nxt = summary.get("acts_next")
    if summary["turn"]:
        who = tr("turn: {name}").format(name=summary["turn"])
        who += tr("; next to act: {name}").format(name=nxt) if nxt and nxt != summary["turn"] else ""
    else:  # a phase everyone plays at once: whom it still waits for
        who = waiting_said(session, nxt)
    tail = tr("start player: {name}; events: {count}").format(name=summary["start_player"], count=summary["events"])
    out.append(f"{who}; {tail}")
    return out


def _board(session: Session, summary: dict[str, Any]) -> list[str]:
    places = summary["places"]
    if not places:
        return []
    out = ["", tr("Board")]
    # The place's owner by the player's name too: what stands there no longer names them ("Ariadne: 1 Greek").
    named = owners(session)
    for place in places:
        owner = f" [{named.get(place['owner'], place['owner'])}]" if place["owner"] else ""
        what = place["summary"] or (amounts(session, place["contents"]) if place["contents"] else "")
        out += _wrap(f"{place['name']}{owner}" + (f": {what}" if what else ""))
    # The board as it lies too, where the game draws it (the Hellas coast): indented as the list is.
    drawing = session.ruleset.drawn_session(session.context(), WIDTH - 2)
    if drawing:
        out += ["", *(f"  {line}" if line else "" for line in drawing)]
    return out


def one_step(value: int, target: int | None, leading: bool = False) -> bool:
    """Whether a goal is one step (a wonder built or not), read as yes or not yet rather than "0 of 1"."""
    return target == 1 and value in (0, 1) and not leading


def progress_said(value: int, target: int | None, leading: bool = False) -> str:
    """Progress on a victory condition as ``show`` and the app's player panel say it: done or not yet for a
    one-step goal; the value alone where the printed end is not told yet (no made-up number); against the
    leader where the most wins (``leading``: no goal to reach); else "3 of 4"."""
    if one_step(value, target, leading):
        return tr("done") if value else tr("not yet")
    if target is None:
        return tr("{value} (the end not known yet)").format(value=value)
    if leading:
        said = tr("{value} (leading)") if value == target else tr("{value} (leader {target})")
        return said.format(value=value, target=target)
    return tr("{value} of {target}").format(value=value, target=target)


def _victory(summary: dict[str, Any], player: str | None) -> list[str]:
    rows: dict[str, list[str]] = {}
    for item in summary["victory"]:
        if player is not None and item["player"] != player:
            continue
        mark = tr(" WON") if item["met"] else ""
        amount = progress_said(item["value"], item["target"], bool(item.get("leading")))
        rows.setdefault(item["player"], []).append(f"{item['label']} {amount}{mark}")
    if not rows:
        return []
    out = ["", tr("Victory")]
    for name, items in rows.items():
        out += _wrap(f"{name}: " + "; ".join(items))
    return out


#: Where a kit came from, as ``Kit.origin`` says it (else a file's path, said as it is).
_ORIGINS = {"shipped": N_("shipped"), "session": N_("session"), "empty": N_("empty"), "user kit": N_("user kit")}


def kit_origin(origin: str) -> str:
    """A kit's origin in words: "shipped", "session", "empty" translated, a file's path as it is."""
    return tr(_ORIGINS[origin]) if origin in _ORIGINS else origin


def board_heading(game: str, kit: Kit) -> str:
    """The line over a drawn board: the game, what the kit describes and where it comes from."""
    title = tr(kit.title) if kit.title else tr("board kit")
    return f"{game}: {title} ({kit_origin(kit.origin)})"


def field_line(field: dict[str, Any]) -> str:
    """``item=house|tower`` for ``tabula actions``; long catalogues are cut with a count."""
    # An empty offer: the rules allow no value now (the field's type is shown, not the whole catalogue).
    choices: Sequence[Any] = field["offered"] if "offered" in field else field.get("choices", ())
    if choices:
        # An offer repeats a name once per unit (a city per Greek that fits): listed, each is said once.
        ids = list(dict.fromkeys(c["id"] if isinstance(c, dict) else str(c) for c in choices))
        shown = "|".join(ids[:8]) + ("|... " + tr("({n} in all)").format(n=len(ids)) if len(ids) > 8 else "")

    else:
        # Placeholders in the language spoken (Czech help said "hody-útočníka=DICE"); "yes|no" is the English
        # list's own (a yes-no field is shown as typed in another language).
        shown = {
            "int": "N",
            "str": tr("TEXT"),
            "bool": "yes|no",
            "yes-no": tr("yes|no"),
            "player": tr("PLAYER"),
            "dice": tr("DICE"),
            "ints": "N,N",
            "ref": tr("REF"),
            "refs": tr("REFS"),
        }.get(field["type"], field["type"].upper())
    if not field["required"]:
        return f"[{field['name']}={shown}]"
    return f"{field['name']}={shown}"
