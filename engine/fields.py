"""Typed fields of actions, options and calculators, and their parsing.

A field turns text typed at a prompt (``count=3``, ``dice=6,3,2``) or a value
read back from a save into one canonical Python value, or raises ``BadInput``
naming the field. Canonical values are TOML-friendly (int, str, bool, lists
of them) so an event's arguments can be saved and replayed verbatim.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from dataclasses import field as attribute
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from engine.errors import BadInput, NotFound
from engine.i18n import N_, ntr, quoted, tr

if TYPE_CHECKING:
    import random

    from engine.names import Catalogue
    from engine.state import Context

FieldType = Literal["int", "str", "bool", "choice", "player", "dice", "ints", "choices", "strs", "ref", "refs"]
#: Finds a catalogue by name for ``ref`` fields (the session's, at this point of the game).
Catalogues = Callable[[str], "Catalogue"]

# Czech "ano"/"ne" too: a form filled in Czech answers in Czech.
_TRUE = {"1", "true", "yes", "y", "on", "ano"}
_FALSE = {"0", "false", "no", "n", "off", "ne"}


@dataclass(frozen=True)
class Field:
    """One typed input of an action, option or calculator.

    Attributes:
        name: Key used on the command line (``name=value``) and in saves.
        type: ``int``, ``str``, ``bool``, ``choice`` (one of ``choices``),
            ``player`` (a player's name), ``dice`` (die faces; ``roll`` or
            ``roll:N`` rolls virtually), ``ints`` (comma-separated integers)
            ``choices`` (comma-separated members of ``choices``, repeats
            allowed), ``strs`` (comma-separated short texts), ``ref`` (one
            entry of the catalogue named by ``catalogue``: a place, a tech,
            a card) or ``refs`` (comma-separated entries, repeats allowed).
            Choices, players and refs match forgivingly (case, accents,
            spaces and hyphens do not matter) and store the canonical id.
        help: One line shown in forms and ``tabula actions``.
        required: Whether the field must be given (a default also satisfies it).
        default: Value used when the field is omitted.
        choices: Allowed values for ``choice`` and ``choices``.
        min: Lower bound of an ``int``, or the fewest items of a list.
        max: Upper bound of an ``int``, or the most items of a list.
        sides: Faces of each die for ``dice``.
        catalogue: Catalogue name for ``ref`` and ``refs``.
        rolled: For ``choices``, the faces of the die it records (every face
            once, equally likely): ``roll`` or ``roll:N`` rolls them here
            (Aquileia's metal dice), as ``dice`` fields roll numbers.
        each: For a rolled field, how many dice ``roll`` rolls for every player
            (a roll-off: Aquileia's start player); 0 rolls ``min`` dice.
        phases: The phases whose forms ask for it (an action of two phases with
            fields for one each: Aquileia's Arena and Stadium prizes); empty: all.
        derived: Not required because the action works it out from the table
            when only one value fits (the only place units can leave from);
            a form asks for it, as needed, only when it could not.
        option: A session option that must be on for forms and listings to
            ask for it (a field kept for older saves, such as Hellas's coast
            described by neighbours); it is still read wherever it is given.
        held: A component kind the field uses (a hero's power): forms ask for
            it only where a player holds one openly, as ``held_by`` says. It
            is still read wherever it is given: the rules refuse it there.
        held_by: Who must hold ``held``: ``actor``, the player acting
            (Hammurabi's free influence); ``other``, a player other than the
            actor (Odysseus, whose owner forces the actor's take).
        asked: False for a value the engine works out and keeps with the event
            (a chosen order's naming ahead): no form or listing asks for it,
            though it is still read wherever it is given.
        needed: For a field not required, when the rules need it after all, in
            words (a purchase's province: "for a piece or building"): the help
            says it, and a form says it instead of calling the field optional.
        secret: A card drawn face down, seen only by the player who draws it:
            the actor, or whom ``seen_by`` names. A shared screen lists it only
            once that player chose to look; the log never names it (the field
            is ``private`` in its action); the help says it is secret.
        seen_by: For a secret field, who draws when that is not the actor (the
            Arena's winner, at the table's prize-giving): a seat from the table
            and the form's values so far (``Context.given``), None if unknown.
        only_with: The values of other fields it applies with, by field (``{"item": ("caravan",)}``: a
            purchase's good, for a caravan only): a form shows it, and sends it, only while one of them is
            chosen; the help says when. It is still read wherever it is given: the rules refuse it there.
    """

    name: str
    type: FieldType = "int"
    help: str = ""
    required: bool = True
    default: Any = None
    choices: tuple[str, ...] = ()
    min: int | None = None
    max: int | None = None
    sides: int = 6
    catalogue: str = ""
    derived: bool = False
    rolled: tuple[str, ...] = ()
    each: int = 0
    phases: tuple[str, ...] = ()
    option: str = ""
    held: str = ""
    held_by: Literal["actor", "other"] = "actor"
    asked: bool = True
    needed: str = ""
    secret: bool = False
    seen_by: Callable[[Context], int | None] | None = None
    # Left out of the hash (a dict has none); a field is still equal only to one that applies with the same.
    only_with: Mapping[str, tuple[str, ...]] = attribute(default_factory=dict, hash=False)

    def asked_in(self, phase: str, options: Mapping[str, Any] | None = None) -> bool:
        """Whether a form in ``phase`` (of a session with ``options``) asks for this field."""
        if not self.asked or (self.option and not (options or {}).get(self.option)):
            return False
        return not self.phases or phase in self.phases

    def asked_of(self, seat: int | None, holders: Collection[int]) -> bool:
        """Whether a form for ``seat`` (None: nobody in particular acts) asks for this field, ``holders`` being
        the seats that hold its ``held`` component openly (a box for a hero the player has not got misled
        the play-test)."""
        if not self.held:
            return True
        if self.held_by == "other":
            return any(holder != seat for holder in holders)
        return bool(holders) if seat is None else seat in holders

    def applies(self, values: Mapping[str, object]) -> bool:
        """Whether the field applies with the other fields' ``values`` (by name; as typed or parsed): each field
        ``only_with`` names holds one of its values there (case and accents aside)."""
        from engine.names import fold  # names' catalogues are not needed by a calculator's start

        for name, wanted in self.only_with.items():
            value = values.get(name)
            if not isinstance(value, str) or fold(value) not in {fold(w) for w in wanted}:
                return False
        return True

    @property
    def said(self) -> str:
        """The help in the language spoken ('' when none), with when the field is needed where it says."""
        said = tr(self.help) if self.help else ""
        if self.secret:
            # Typed on a terminal the table shares, it would show: the player who drew it types it unseen.
            said = tr("{help} (secret: typed by the player who drew it, unseen)").format(help=said or self.name)
        for name, wanted in self.only_with.items():
            # Only here: a calculator's help has no such field (benchmarks.run).
            from engine.names import listed
            from engine.spoken_names import field_word

            # As it may be typed in the language spoken: "good=... (only with item=caravan)", Czech "(jen s
            # co=karavana)" (the English field and ids showed in Czech); a value with no word of its own stays
            # its id, which is accepted in any language.
            values = listed([tr(value) for value in wanted], "or")
            said = tr("{help} (only with {field}={values})").format(
                help=said or self.name, field=field_word(name), values=values
            )
        if not self.needed:
            return said
        return tr("{help} (needed {when})").format(help=said or self.name, when=tr(self.needed))

    def describe(self) -> dict[str, Any]:
        """The JSON shape of this field for ``tabula actions --json``."""
        out: dict[str, Any] = {"name": self.name, "type": self.type}
        if self.help:
            out["help"] = self.help
        out["required"] = self.required and self.default is None
        if self.needed:
            out["needed"] = self.needed
        if self.secret:
            out["secret"] = True
        if self.only_with:
            out["only_with"] = {name: list(wanted) for name, wanted in self.only_with.items()}
        if self.default is not None:
            out["default"] = self.default
        if self.choices:
            out["choices"] = list(self.choices)
        if self.min is not None:
            out["min"] = self.min
        if self.max is not None:
            out["max"] = self.max
        if self.type == "dice":
            out["sides"] = self.sides
        if self.catalogue:
            out["catalogue"] = self.catalogue
        return out

    def parse(
        self,
        raw: Any,
        players: Sequence[str] = (),
        rng: random.Random | None = None,
        catalogues: Catalogues | None = None,
    ) -> Any:
        """Turn text or a saved value into this field's canonical value.

        Args:
            raw: A string from a person or a value read from a save.
            players: Player names, for ``player`` fields.
            rng: Source of virtual dice; without it ``roll`` is refused, which
                is what replaying a save wants (rolls are already recorded).
            catalogues: Where ``ref`` fields look names up.

        Raises:
            BadInput: The value does not fit the field.
        """
        kind = self.type
        if kind == "int":
            return self._bounded(self._int(raw))
        if kind == "bool":
            return self._bool(raw)
        if kind == "str":
            if not isinstance(raw, str) or not raw.strip():
                raise self._bad(raw, tr("expected some text"))
            if not raw.isprintable() or len(raw) > 200:
                raise self._bad(raw, tr("expected up to 200 printable characters"))
            return raw.strip()
        if kind == "choice":
            return self._choice(raw)
        if kind == "player":
            return self._player(raw, players)
        if kind == "dice":
            from engine.dice_fields import dice

            return dice(self, raw, rng, len(players))
        if kind == "ref":
            return self._ref(raw, catalogues)
        items = self._items(raw)
        if kind == "ints":
            return self._count([self._int(item) for item in items])
        if kind == "choices":
            if self.rolled and isinstance(raw, str):
                from engine.dice_fields import roll_asked, roll_faces

                asked = roll_asked(raw)
                if asked is not None:
                    return roll_faces(self, asked, rng, len(players))
            # "gold bronze" reads as two values as well as "gold,bronze" does (choices hold no spaces).
            return self._count([self._choice(part) for item in items for part in _spaced(item, self.choices)])
        if kind == "strs":
            return self._count([self._word(item) for item in items])
        if kind == "refs":
            return self._count([self._ref(item, catalogues) for item in items])
        said = tr("field {field} has unknown type {type}")  # pragma: no cover
        raise BadInput(said.format(field=quoted(self.name), type=quoted(kind)))  # pragma: no cover

    # -- helpers -------------------------------------------------------------

    def _bad(self, raw: Any, why: str) -> BadInput:
        # The field's name as the form labels it and the value as typed: read the same in the app and a terminal.
        # Imported here: spoken_names needs engine.names, which a calculator's start does not (benchmarks.run).
        from engine.spoken_names import field_said

        said = tr('{field} "{value}": {why}')
        return BadInput(said.format(field=field_said(self.name), value=_show(raw), why=why))

    def _int(self, raw: Any) -> int:
        if isinstance(raw, bool):
            raise self._bad(raw, tr("expected a whole number"))
        if isinstance(raw, int):
            return raw
        if isinstance(raw, str):
            try:
                return int(raw.strip())
            except ValueError:
                pass
        raise self._bad(raw, tr("expected a whole number"))

    def _bounded(self, value: int) -> int:
        if self.min is not None and value < self.min:
            raise self._bad(value, tr("must be at least {min}").format(min=self.min))
        if self.max is not None and value > self.max:
            raise self._bad(value, tr("must be at most {max}").format(max=self.max))
        return value

    def _bool(self, raw: Any) -> bool:
        if isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and raw.strip().lower() in _TRUE | _FALSE:
            return raw.strip().lower() in _TRUE
        raise self._bad(raw, tr("expected yes or no"))

    def _choice(self, raw: Any) -> str:
        from engine.names import listed, shortened
        from engine.spoken_names import field_said

        if isinstance(raw, str):
            catalogue = _choice_catalogue(self.choices)
            found = catalogue.get(raw)
            if found is not None:
                return found.id
            said = tr('{field} "{value}": {why}')
            parts = [part for part in raw.split(",") if part.strip()]
            if len(parts) > 1 and all(catalogue.get(part) is not None for part in parts):
                # A list where the field takes one (Aquileia's `bid add=bronze,silver`: a bid adds one coin).
                why = tr("one value only, not {n}").format(n=len(parts))
                why += tr(" ({help})").format(help=tr(self.help)) if self.help else ""
                raise NotFound(said.format(field=field_said(self.name), value=shortened(raw.strip()), why=why), [])
            close = catalogue.closest(raw)
            hint = tr(" (did you mean {names}?)").format(names=listed(close, "or")) if close else ""
            why = tr("expected one of {choices}").format(choices=listed([tr(c) for c in self.choices])) + hint
            raise NotFound(said.format(field=field_said(self.name), value=shortened(raw.strip()), why=why), close)
        raise self._bad(raw, tr("expected one of {choices}").format(choices=", ".join(self.choices)))

    def _not_found(self, error: NotFound) -> NotFound:
        from engine.spoken_names import field_word

        return NotFound(f"{field_word(self.name)}: {error}", error.suggestions)

    def _ref(self, raw: Any, catalogues: Catalogues | None) -> str:
        if not isinstance(raw, str) or not raw.strip():
            kind = tr(self.catalogue) if self.catalogue else tr("name")
            raise self._bad(raw, tr("expected a {kind}").format(kind=kind))
        if catalogues is None:  # pragma: no cover - a ruleset bug, not input
            said = tr("{field}: no catalogue to look {value} up in")
            raise BadInput(said.format(field=self.name, value=quoted(raw)))
        try:
            return catalogues(self.catalogue).resolve(raw).id
        except NotFound as error:
            raise self._not_found(error) from None

    def _word(self, raw: Any) -> str:
        if isinstance(raw, str) and raw.strip() and raw.isprintable() and len(raw) <= 60:
            return raw.strip().lower()
        raise self._bad(raw, tr("expected short names separated by commas"))

    def _player(self, raw: Any, players: Sequence[str]) -> str:
        if isinstance(raw, str) and raw.strip():
            try:
                return _player_catalogue(tuple(players)).resolve(raw).id
            except NotFound as error:
                raise self._not_found(error) from None
        raise self._bad(raw, tr("expected a player: {names}").format(names=", ".join(players)))

    def _items(self, raw: Any) -> list[Any]:
        if isinstance(raw, str):
            return [part for part in (p.strip() for p in raw.split(",")) if part]
        if isinstance(raw, list | tuple):
            return list(raw)
        raise self._bad(raw, tr("expected a comma-separated list"))

    def _count(self, items: list[Any]) -> list[Any]:
        if self.type == "dice" and self.min is not None and len(items) < self.min:
            example = ",".join(str(n) for n in (3, 5, 2, 6, 1, 4)[: self.min])
            if self.min == 1:
                raise self._bad(items, tr("type the die, e.g. {example}").format(example=example))
            said = ntr("type all {n} dice, e.g. {example}", "type all {n} dice, e.g. {example}", self.min)
            raise self._bad(items, said.format(n=self.min, example=example))
        if self.min is not None and len(items) < self.min:
            said = ntr(
                "needs at least {n} value, separated by commas",
                "needs at least {n} values, separated by commas",
                self.min,
            )
            raise self._bad(items, said.format(n=self.min))
        if self.max is not None and len(items) > self.max:
            said = ntr("takes at most {n} value", "takes at most {n} values", self.max)
            raise self._bad(items, said.format(n=self.max))
        return items


def _spaced(item: Any, choices: tuple[str, ...]) -> list[Any]:
    """An item of a list, or its words when it is no choice itself but each word may be."""
    if not isinstance(item, str) or " " not in item.strip() or _choice_catalogue(choices).get(item) is not None:
        return [item]
    return item.split()


@cache
def _choice_catalogue(choices: tuple[str, ...]) -> Catalogue:
    from engine.names import Catalogue

    return Catalogue.of(N_("choice"), choices)


@cache
def _player_catalogue(players: tuple[str, ...]) -> Catalogue:
    from engine.names import Catalogue

    return Catalogue.of(N_("player"), players)


def _show(raw: Any) -> str:
    if isinstance(raw, list | tuple):
        return ",".join(str(x) for x in raw)
    return str(raw)
