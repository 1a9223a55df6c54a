"""Players seated at a new session: names checked, factions chosen or handed out.

Kept apart from ``engine.ruleset`` (the contract every game fills in); the
``Ruleset.assign_factions`` hook calls ``seat``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from engine.errors import BadInput, NotFound
from engine.i18n import N_, quoted, tr, translations
from engine.names import NAME_LIMIT, Catalogue, Entry, fold, phrase_list
from engine.state import Player


class Ruleset(Protocol):
    """What seating reads of a game's ruleset (``engine.ruleset.Ruleset`` has it; named here, not imported,
    as that module calls this one)."""

    name: str
    min_players: int
    max_players: int
    factions: tuple[str, ...]

    def faction_name(self, faction: str) -> str: ...

    def free_factions(self, player_count: int) -> Sequence[str]: ...


def faction_names(ruleset: Ruleset) -> Catalogue:
    """The factions by what a person may call them: the id, the name in the language spoken and the Czech
    name ("Řím" for rome)."""
    shown = {f: ruleset.faction_name(f) for f in ruleset.factions}
    return Catalogue(
        N_("faction"),
        tuple(Entry(f, f, tuple(dict.fromkeys((shown[f], *translations(shown[f]))))) for f in ruleset.factions),
    )


def seat(ruleset: Ruleset, wanted: Sequence[tuple[str, str | None]]) -> tuple[Player, ...]:
    """Validate players and give a free faction to those who named none.

    Raises:
        BadInput: Wrong player count, duplicate names or factions, or an
            unknown faction.
    """
    if not ruleset.min_players <= len(wanted) <= ruleset.max_players:
        low, high = ruleset.min_players, ruleset.max_players
        # Hellas read "takes 2 to 2 players": a game of one count says it once.
        said = (
            tr("{game} takes {low} players, got {n}")
            if low == high
            else tr("{game} takes {low} to {high} players, got {n}")
        )
        raise BadInput(said.format(game=ruleset.name, low=low, high=high, n=len(wanted)))
    names = [name.strip() for name, _ in wanted]
    for name in names:
        if not name or len(name) > NAME_LIMIT or not name.isprintable():
            said = tr("player name {name} must be 1 to {limit} printable characters")
            raise BadInput(said.format(name=quoted(name), limit=NAME_LIMIT))
    # Names are matched forgivingly later ("ondrej" finds Ondřej), so they must differ that way too.
    folded = [fold(n) for n in names]
    for i, key in enumerate(folded):
        if not key:
            raise BadInput(tr("player name {name} needs a letter or digit").format(name=quoted(names[i])))
        if key in folded[:i]:
            said = tr("player names must differ: {first} and {second}")
            raise BadInput(said.format(first=quoted(names[folded.index(key)]), second=quoted(names[i])))
    chosen: list[str | None] = []
    for _, faction in wanted:
        if faction is None or not faction.strip():
            chosen.append(None)
        elif faction in ruleset.factions:
            chosen.append(faction)  # as a save names it: the names below are read only for what a person typed
        elif ruleset.factions:
            chosen.append(_faction(ruleset, faction))
        else:
            chosen.append(faction.strip().lower())
    taken = [f for f in chosen if f]
    for i, faction in enumerate(chosen):
        if faction is not None and faction in chosen[:i]:
            # Whose choices meet, and on what (play-test 11: the faction was not named).
            said = tr("{first} and {second} both chose {faction}")
            first = names[chosen.index(faction)]
            raise BadInput(said.format(first=first, second=names[i], faction=ruleset.faction_name(faction)))
    free = [f for f in ruleset.free_factions(len(wanted)) if f not in taken]
    players = []
    for name, faction in zip(names, chosen, strict=True):
        if faction is None and not ruleset.factions:
            # A game without factions: the player's own id, so their holders ("pile:ann") are theirs alone.
            faction = own_id(name, taken)
            taken.append(faction)
        elif faction is None:
            if not free:
                raise BadInput(tr("no free faction left for {player}").format(player=name))
            faction = free.pop(0)
        players.append(Player(name, faction))
    return tuple(players)


def _faction(ruleset: Ruleset, typed: str) -> str:
    """The faction ``typed`` names; not one of them, the refusal lists the game's few (play-test 11: "sparta"
    was answered "did you mean carthage?")."""
    try:
        return faction_names(ruleset).resolve(typed).id
    except NotFound:
        factions = phrase_list([ruleset.faction_name(f) for f in ruleset.factions], tr("or"))
        said = tr("no faction {faction} in {game}: {factions}")
        raise BadInput(said.format(faction=quoted(typed), game=ruleset.name, factions=factions)) from None


def own_id(name: str, taken: Sequence[str]) -> str:
    """The id a player of a game without factions is known by in holders and saves: their name's letters and
    digits, lower-cased without accents ("Ondřej" → ``ondrej``), numbered on where two would be the same."""
    stem = "".join(c for c in fold(name) if c.isalnum()) or "player"
    found, n = stem, 1
    while found in taken:
        n += 1
        found = f"{stem}{n}"
    return found


def player_label(ruleset: Ruleset, player: Player) -> str:
    """A player as lists of players say them: "Ann (red)"; the name alone where the faction is only the
    player's own id (a game without factions) or says the same as the name ("Egypt", not "Egypt (Egypt)")."""
    shown = ruleset.faction_name(player.faction) if ruleset.factions else ""
    if not shown or fold(shown) == fold(player.name):
        return player.name
    return f"{player.name} ({shown})"
