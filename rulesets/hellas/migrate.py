"""Older saves: version 1 brought up to version 2, and what saves before version 7 keep (legacy options).

Version 2 names things through catalogues and lets the opponent act for
themselves: a card the opponent played in one's turn becomes their
``react``; attack sources ``athens:2`` become one name per Greek; swap's
``city_b`` is ``their_city``; the deal names one card per god; the card stolen or reused is ``taken``; Zeus's
discard is the opponent's own ``discard``; the ``next`` after a coast tile
goes (the turn now passes by itself); the retreat's city moves from
``resolve`` to the retreat card.
"""

from __future__ import annotations

from typing import Any

from engine.fields import Field
from rulesets.hellas.cards import BEFORE_V14, BEFORE_V15, STOLEN_AT_ONCE
from rulesets.hellas.data import GOD_OF
from rulesets.hellas.spent import ANSWERS_WAITED
from rulesets.hellas.window import ONE_ANSWER, ONE_PASS, STACKED

#: Sides described at the table taken as typed, without the check that they show land and water as a tile can
#: (saves before version 4).
LOOSE_SIDES = "loose_sides"
#: A tile described with sea on all six sides taken as an island (saves before version 5).
ISLANDS = "island_tiles"
#: An attack left with nothing to decide waited for a typed ``resolve`` (saves before version 6; see ``idle``).
RESOLVE_TYPED = "resolve_typed"
#: An attack waited for a typed ``resolve`` while the attacker held any card, a one-card Card theft for a typed
#: ``carry-out``, a known temple tile for a typed ``set-aside`` (saves before version 7; see ``idle``).
HELD_WAITS = "held_cards_wait"
#: A voyage counted the ships on a bridge tile only where its sea side met the new tile (saves before version 8).
BRIDGE_BY_SIDE = "bridge_ships_by_side"
#: The dolphin tile's sides read only when the kit knew all six, and land let face a side not known (saves before
#: version 10).
DOLPHIN_UNCHECKED = "dolphin_sides_unchecked"
#: A tile laid beside a side of the dolphin tile nobody had said was turned sea to it unasked when that fitted (saves
#: before version 11; ``fit.dolphin_open``).
DOLPHIN_GUESSED = "dolphin_side_guessed"
#: An attack waited for a typed ``resolve`` when it failed with nothing the attacker could change, or was won with
#: the defender's answer given and no ship to choose about, though the attacker held a card (saves before version
#: 12; see ``idle``).
RESOLVE_WAITED = "resolve_waited_v11"
#: A turn waited for ``next`` while the hand held any card, and an attack waited for ``resolve`` when only the ships'
#: default was left (saves before version 16).
BEFORE_V16 = "before_v16"
#: A turn waited for ``next`` though the opponent's own option could end it, the defender was asked about an attack
#: that failed whatever they did, and a voyage's lie was asked though one alone succeeds (saves before version 17).
BEFORE_V17 = "before_v17"
#: What older saves did otherwise, each kept for them as a legacy option.
LEGACY_OPTIONS = (
    Field(ONE_PASS, "bool", "one pass let the attack stand with the card it answered (saves before v4)", default=False),
    Field(LOOSE_SIDES, "bool", "sides described at the table taken unchecked (saves before v4)", default=False),
    Field(ISLANDS, "bool", "a tile described with sea on all six sides taken (saves before v5)", default=False),
    Field(STACKED, "bool", "a reaction followed one's own before the attacker's word (saves before v6)", default=False),
    Field(
        RESOLVE_TYPED,
        "bool",
        "an attack with nothing left to decide waited for resolve (saves before v6)",
        default=False,
    ),
    Field(
        HELD_WAITS,
        "bool",
        "an attack, a one-card theft and a known temple tile waited to be typed (saves before v7)",
        default=False,
    ),
    Field(
        BRIDGE_BY_SIDE,
        "bool",
        "a voyage counted a bridge tile's ships only across its sea sides (saves before v8)",
        default=False,
    ),
    Field(
        ONE_ANSWER,
        "bool",
        "the defender's first answer to the attack, or a pass on a card after it, closed it (saves before v9)",
        default=False,
    ),
    Field(
        DOLPHIN_UNCHECKED,
        "bool",
        "the dolphin tile's sides checked only when all six were known (saves before v10)",
        default=False,
    ),
    Field(
        DOLPHIN_GUESSED,
        "bool",
        "a tile beside an unknown side of the dolphin tile turned sea to it unasked (saves before v11)",
        default=False,
    ),
    Field(
        STOLEN_AT_ONCE,
        "bool",
        "a card taken with Card theft went to the hand, playable the same turn (saves before v12)",
        default=False,
    ),
    Field(
        RESOLVE_WAITED,
        "bool",
        "a failing or won attack with nothing the attacker's cards could change waited for resolve (saves before v12)",
        default=False,
    ),
    Field(
        ANSWERS_WAITED,
        "bool",
        "answers that could change nothing were still asked (saves before v13)",
        default=False,
    ),
    Field(
        BEFORE_V14,
        "bool",
        "battle cards carried into a second attack, a voided Redraw freed the option, an attack waited for resolve"
        " over the ships' default (saves before v14)",
        default=False,
    ),
    Field(
        BEFORE_V15,
        "bool",
        "the first attack of a turn after an attack with cards read none of its cards, a Double turn took its Voyage"
        " or Attack before the Reinforcements (saves before v15)",
        default=False,
    ),
    Field(
        BEFORE_V16,
        "bool",
        "a turn waited for next while any card was held, and an attack for resolve over the ships' default"
        " (saves before v16)",
        default=False,
    ),
    Field(
        BEFORE_V17,
        "bool",
        "a turn waited for next, the defender answered an attack already failing, a voyage's only succeeding lie was"
        " asked (saves before v17)",
        default=False,
    ),
)


def legacy_v3(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 4 goes on as its rules took it: one pass answered the attack too (version 4
    asks for the attack's answer after the attacker's cards), and sides described were taken as typed."""
    return {**data, "options": {**(data.get("options") or {}), ONE_PASS: True, LOOSE_SIDES: True}}


def legacy_v4(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 5 goes on as its rules took it: a tile described with sea on all six sides was
    an island (version 5 asks every tile to show land on a side, as it shows water)."""
    return {**data, "options": {**(data.get("options") or {}), ISLANDS: True}}


def legacy_v5(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 6 goes on as its rules took it: the defender's reactions could follow one
    another (version 6 gives the attacker the word on each, a Void or pass, before the next), and an attack with
    nothing left to decide waited for a typed resolve (version 6 resolves it by itself)."""
    return {**data, "options": {**(data.get("options") or {}), STACKED: True, RESOLVE_TYPED: True}}


def legacy_v6(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 7 goes on as its rules took it: an attack waited for its resolve while the
    attacker held any card, Card theft from a one-card hand for its carry-out, and a temple tile the kit knew
    for its set-aside (version 7 does each by itself where nothing is left to decide)."""
    return {**data, "options": {**(data.get("options") or {}), HELD_WAITS: True}}


def legacy_v7(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 8 goes on as its rules took it: a voyage counted the ships on a bridge tile
    only where that tile's sea side met the new one (version 8 counts them for every neighbour, L2/f32), which
    also decided whose ship paid."""
    return {**data, "options": {**(data.get("options") or {}), BRIDGE_BY_SIDE: True}}


def legacy_v8(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 9 goes on as its rules took it: the defender's first answer to the attack closed
    it, so a pass on a card after Ships defend let the attack stand (version 9 keeps the attack open to the
    defender until they let the attack itself stand, and asks their word on it before it is resolved)."""
    return {**data, "options": {**(data.get("options") or {}), ONE_ANSWER: True}}


def legacy_v9(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 10 goes on as its rules took it: the dolphin tile's sides were read only when the
    kit knew all six, and a tile could turn land to a side of it nobody knew (version 10 reads each side known and
    lets only sea face one not known, unless the table says the dolphin tile's sides)."""
    return {**data, "options": {**(data.get("options") or {}), DOLPHIN_UNCHECKED: True}}


def legacy_v10(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 11 goes on as its rules took it: a tile beside a side of the dolphin tile nobody
    had said was turned sea to it without asking (version 11 asks its turn where land could face it too)."""
    return {**data, "options": {**(data.get("options") or {}), DOLPHIN_GUESSED: True}}


def legacy_v11(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 12 goes on as its rules took it: a card taken with Card theft went straight to the
    hand (version 12 keeps it with the cards drawn this turn, L5), and an attack nothing could change any more waited
    for a typed resolve while the attacker held a card (version 12 resolves it by itself)."""
    return {**data, "options": {**(data.get("options") or {}), STOLEN_AT_ONCE: True, RESOLVE_WAITED: True}}


def legacy_v12(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 13 goes on as its rules took it: the defender answered the attack again with
    Ships defend and Retreat both standing, and the attacker's word on the defender's card was awaited though
    they held no Void (version 13 asks neither, ``spent``)."""
    return {**data, "options": {**(data.get("options") or {}), ANSWERS_WAITED: True}}


def legacy_v13(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 14 goes on as its rules took it: the first attack's battle cards counted in the
    second of Two attacks, a voided Redraw the tile left the turn's option open, the defender's own Retreat let
    stand was asked about again, and a won attack waited for resolve when only the ships' default was left (version
    14 does none of these, play-test 9)."""
    return {**data, "options": {**(data.get("options") or {}), BEFORE_V14: True}}


def legacy_v14(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 15 goes on as its rules took it: the mark of the last attack resolved outlived
    the turn (the first attack of a later turn read none of its battle cards), and a Double turn's Voyage or Attack
    was taken before its Reinforcements (version 15 does neither, play-test 10)."""
    return {**data, "options": {**(data.get("options") or {}), BEFORE_V15: True}}


def legacy_v15(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 16 goes on as its rules took it: a turn waited for ``next`` while any card was
    held, and a won attack for ``resolve`` when only the ships' default was left (version 16 does neither,
    play-test 11)."""
    return {**data, "options": {**(data.get("options") or {}), BEFORE_V16: True}}


def legacy_v16(data: dict[str, Any]) -> dict[str, Any]:
    """A save from before version 17 goes on as its rules took it: a turn waited for ``next`` (version 17 ends it
    when the opponent takes an option of their own turn), the defender answered an attack failing whatever they
    did, and a voyage asked its lie where one alone succeeds (version 17 does none of these, play-test 12)."""
    return {**data, "options": {**(data.get("options") or {}), BEFORE_V17: True}}


REACTIONS = ("void", "ships-defend", "retreat")


#: What each version from 3 on changed, kept for saves written before it (``legacy_v3`` for versions 1 to 3).
LEGACY_STEPS = (
    legacy_v3,
    legacy_v4,
    legacy_v5,
    legacy_v6,
    legacy_v7,
    legacy_v8,
    legacy_v9,
    legacy_v10,
    legacy_v11,
    legacy_v12,
    legacy_v13,
    legacy_v14,
    legacy_v15,
    legacy_v16,
)


def migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    """The save with its events rewritten for version 2."""
    names = [p.get("name") for p in data.get("players", []) if isinstance(p, dict)]
    out: list[Any] = []
    for event in data.get("events", []):
        if not isinstance(event, dict):
            out.append(event)
            continue
        if event.get("t") == "next" and out and isinstance(out[-1], dict) and out[-1].get("t") == "coast-tile":
            continue  # the turn now passes by itself once the tile is placed
        out.extend(_event(dict(event), dict(event.get("a") or {}), names, out))
    return {**data, "events": out, "ruleset_version": "2"}


def _event(event: dict[str, Any], args: dict[str, Any], names: list[Any], done: list[Any]) -> list[dict[str, Any]]:
    kind = event.get("t")
    extra: list[dict[str, Any]] = []
    if kind == "play":
        player = args.get("player")
        if player and event.get("by") not in (None, player) and args.get("card") in REACTIONS:
            event["t"] = "react"
            event["by"] = player
        if "city_b" in args:
            args["their_city"] = args.pop("city_b")
        cards = args.pop("cards", None)
        if cards and args.get("card") in ("steal-card", "reuse"):
            args["taken"] = cards[0] if isinstance(cards, list) else str(cards).split(",")[0]
        elif cards and args.get("card") == "discard-to-three":
            opponent = next((n for n in names if n != player), None)
            listed = cards if isinstance(cards, list) else str(cards).split(",")
            extra.append(
                {
                    "t": "discard",
                    "by": opponent,
                    "at": event.get("at", 0),
                    "a": {"player": opponent, "cards": listed} if opponent else {"cards": listed},
                }
            )
    elif kind == "deal" and "cards" in args:
        cards = args.pop("cards")
        for card in cards if isinstance(cards, list) else str(cards).split(","):
            god = GOD_OF.get(str(card).strip())
            if god is not None:
                args[god] = str(card).strip()
    elif kind == "attack":
        sources: list[str] = []
        raw = args.get("sources", [])
        for item in raw if isinstance(raw, list) else str(raw).split(","):
            name, _, count = str(item).partition(":")
            sources.extend([name.strip()] * (int(count) if count.strip().isdigit() else 1))
        args["sources"] = sources
    elif kind == "resolve" and "retreat_to" in args:
        refuge = args.pop("retreat_to")
        for earlier in reversed(done):
            if isinstance(earlier, dict) and (earlier.get("a") or {}).get("card") == "retreat":
                earlier["a"] = {**earlier["a"], "city": refuge}
                break
    if args or "a" in event:
        event["a"] = args
    return [event, *extra]
