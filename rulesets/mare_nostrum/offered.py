"""What a form offers for each field naming cards or pieces: only what the ledger says is there to pick.

Every answer is read from the ledger as it stands (``ctx.actor`` is the
player who acts): a card list gets one entry per card held, so two wine
cards are two boxes to tick; a single pick gets the likely ids first (the
form still lists the rest of the catalogue after them). An empty answer
means "no idea" and the form offers the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from engine.actions import NoneFits
from engine.ledger import Ledger
from engine.state import Context
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.catalogues import provinces
from rulesets.mare_nostrum.common import BLOCKADE_LOG
from rulesets.mare_nostrum.components import BANK, place_of
from rulesets.mare_nostrum.conquest import Places, occupy_places, ravage_places, seize_places
from rulesets.mare_nostrum.data import CARDS, GOODS, HEROES, ITEMS, START, TAXES
from rulesets.mare_nostrum.exchange import merchant
from rulesets.mare_nostrum.one_round import fought_already
from rulesets.mare_nostrum.origins import free_origins
from rulesets.mare_nostrum.reach import reach, unfought_seas
from rulesets.mare_nostrum.roles import role_candidates, roles_to_give
from rulesets.mare_nostrum.state import State

Offer = Callable[[Context], list[str]]

#: Purchases that come out of the player's own reserve, the rest out of the bank.
_OWN_PIECES = ("influence", "fortress", "fleet", "legion")


def units(ledger: Ledger, holder: str, kinds: Iterable[str] = CARDS) -> list[str]:
    """One entry per unit a holder has of the given kinds, in the kinds' order."""
    return [kind for kind in kinds for _ in range(ledger.count(holder, kind))]


def _hand(ctx: Context, seat: int | None) -> list[str]:
    if seat is None:
        return []
    return units(ctx.ledger, ctx.own("hand", seat))


def actor_hand(ctx: Context) -> list[str]:
    """The acting player's cards, one entry per card (offer, buy, keep, Cleopatra's give)."""
    return _hand(ctx, ctx.actor)


def merchant_hand(ctx: Context) -> list[str]:
    """The Merchant's cards: the card owed after the exchange comes from his hand, whoever enters it."""
    return _hand(ctx, merchant(ctx))


def bank_cards(ctx: Context, kinds: Sequence[str] = CARDS) -> list[str]:
    """Kinds of card the bank still has (Artemis's good)."""
    return [kind for kind in kinds if ctx.ledger.count(BANK, kind)]


def cleopatra_take(ctx: Context) -> list[str]:
    """What Cleopatra may take from the bank: a good for a tax, a tax for a good (as the hand allows)."""
    hand = set(actor_hand(ctx))
    kinds: list[str] = []
    if TAXES in hand:
        kinds += GOODS
    if hand - {TAXES}:
        kinds.append(TAXES)
    return bank_cards(ctx, kinds)


# -- the exchange ---------------------------------------------------------------


def _givers(ctx: Context) -> tuple[int | None, list[int], list[int]]:
    """The taker, the players they may take from, and those the one-swap rule bars whose Odysseus may still force
    the take (the December play-test's ``actions`` listed a player the rule barred, whom no take could name)."""
    b = board(ctx)
    state = b.state
    exchange = state.exchange
    if exchange is None or exchange.over:
        return None, [], []
    taker = exchange.next if exchange.next is not None else ctx.actor
    players = len(ctx.players)
    start = taker if taker is not None else 0
    allowed: list[int] = []
    barred: list[int] = []
    history = exchange.history
    for step in range(1, players + 1):
        giver = (start + step) % players
        if giver == taker or not ctx.ledger.holding(ctx.own("offer", giver)):
            continue
        # Only a third straight swap between the same two is barred (see exchange's _repeat_swap).
        again = len(history) >= 2 and history[-1] == (giver, taker) and history[-2] == (taker, giver)
        if not again:
            allowed.append(giver)
        elif b.owns(giver, "odysseus") and (giver, "odysseus") not in state.used:
            barred.append(giver)
    return taker, allowed, barred


def take_from(ctx: Context) -> list[str]:
    """The players the taker may take from (those only Odysseus lets them last): seating order from the taker."""
    _, allowed, barred = _givers(ctx)
    return [ctx.players[p].name for p in allowed + barred]


def take_card(ctx: Context) -> list[str]:
    """The cards lying on offer from the players the taker may take from, one per card (those that only Odysseus
    lets them take last)."""
    _, allowed, barred = _givers(ctx)
    out: list[str] = []
    for giver in allowed + barred:
        out += units(ctx.ledger, ctx.own("offer", giver))
    return out


# -- roles and purchases ----------------------------------------------------------


def purchasable(ctx: Context) -> list[str]:
    """What the actor could buy: pieces left in their reserve, buildings, wonders and heroes left in the bank."""
    if ctx.actor is None:
        return []
    b = board(ctx)
    civ = b.state.civs[ctx.actor]
    out = []
    for item in ITEMS:
        if item in _OWN_PIECES:
            available = b.reserve(civ, item) > 0
        elif item in HEROES and HEROES[item].get("civilization", civ) != civ:
            available = False  # another civilization's own hero
        else:
            available = b.bank(item) > 0
        if available:
            out.append(item)
    return out


# -- the board ---------------------------------------------------------------------


def build_places(ctx: Context) -> list[str]:
    """Where a piece bought may go: with the item named in the form, the provinces where placing it breaks no
    rule (a fortress only where the buyer held influence at the round's start); else those where a building or
    a unit may go, then those open to a new influence marker."""
    if ctx.actor is None:
        return []
    # The placement rules import the offers' neighbours.
    from rulesets.mare_nostrum.placement import building_places, places_for

    item = str(ctx.given.get("item") or "")
    if item:
        return places_for(ctx, ctx.actor, item, ctx.given.get("good"))
    # No item yet: where the rules accept a building or a unit, then where a new influence marker may go
    # (playtest: a province whose influence was new this round was offered for buildings).
    own = building_places(ctx, ctx.actor)
    if not board(ctx).reserve(board(ctx).state.civs[ctx.actor], "influence"):
        return own
    return own + [pid for pid in places_for(ctx, ctx.actor, "influence", None) if pid not in own]


def _state(ctx: Context) -> State:
    return board(ctx).state


def fleet_origins(ctx: Context) -> list[str]:
    """Sea zones with the actor's fleets free to sail, and provinces where the actor's new fleets wait."""
    return [] if ctx.actor is None else NoneFits(free_origins(ctx, ("sea", "province"), "fleet"))


def fleet_targets(ctx: Context) -> list[str]:
    """Sea zones the actor's fleets may sail to, those the kit knows next to the origin first; never the one
    origin the fleets sail from (play-test 9 listed ``from=east-of-athens to=east-of-athens``). Borders the
    kit does not know yet stay offered: the table may teach them."""
    if ctx.actor is None:
        return []
    state = board(ctx).state
    start = ctx.given.get("from")
    found = fleet_origins(ctx)
    origin = start if isinstance(start, str) and start in found else (found[0] if len(found) == 1 else None)
    if origin is None:
        return []
    near = state.atlas.sea_neighbours(origin) if state.is_sea(origin) else set(state.atlas.seas_of(origin))
    seas = [s.id for s in state.seas if s.id != origin]
    return [s for s in seas if s in near] + [s for s in seas if s not in near]


def legion_origins(ctx: Context) -> list[str]:
    """Provinces with the actor's legions free to move (issue 32: ``actions`` offered those that had moved)."""
    return [] if ctx.actor is None else NoneFits(free_origins(ctx, ("province",), "legion"))


def legion_targets(ctx: Context) -> list[str]:
    """Provinces the actor's legions can march into: next to one where some are free to move, by land or along
    the actor's fleets (with one origin, that province's neighbours); none without a legion free to move
    (issue 32: the whole catalogue was offered to a player with no legions)."""
    if ctx.actor is None:
        return []
    b = board(ctx)
    start = ctx.given.get("from")
    if isinstance(start, str) and start in legion_origins(ctx):
        # From the province chosen: its own neighbours, never itself (the play-test's 'north' took North of
        # Athens for a legion in Rome: every origin's neighbours were offered).
        return NoneFits(sorted(reach(b, b.state.civs[ctx.actor], [start]) - {start}))
    # Each origin's own reach: one origin may march into another (the play-test's Rome and North of Rome were
    # left out, as reaching from all origins at once leaves the origins out).
    civ = b.state.civs[ctx.actor]
    return NoneFits(sorted(set().union(*(reach(b, civ, [origin]) for origin in legion_origins(ctx)))))


def fight_places(ctx: Context, seat: int) -> list[str]:
    """Places where a player's units face another civilization's and may fight now: no sea zone once their
    legions have marched (fleets come first)."""
    b = board(ctx)
    civ = b.state.civs[seat]
    out = []
    for holder in ctx.ledger.holders("province"):
        pid = place_of(holder)
        armies = b.armies(pid)
        if civ in armies and len(armies) > 1:
            out.append(pid)
    if civ not in b.state.legions_moved:
        for holder in ctx.ledger.holders("sea"):
            sid = place_of(holder)
            fleets = b.sea_fleets(sid)
            if civ in fleets and len(fleets) > 1:
                out.append(sid)
    # p.9: one round a turn in a place, unless more units entered it (``one_round``).
    return [place for place in out if not fought_already(ctx, b.state, civ, place)]


def battle_places(ctx: Context) -> list[str]:
    """Where the actor may fight now (see ``fight_places``)."""
    return [] if ctx.actor is None else fight_places(ctx, ctx.actor)


def defenders(ctx: Context) -> list[str]:
    """Civilizations whose units stand where the actor's do: in the place the form names, else anywhere."""
    if ctx.actor is None:
        return []
    b = board(ctx)
    civ = b.state.civs[ctx.actor]
    given = ctx.given.get("place")
    out: list[str] = []
    for place in [given] if isinstance(given, str) and given in battle_places(ctx) else battle_places(ctx):
        present = b.sea_fleets(place) if b.state.is_sea(place) else b.armies(place)
        out += sorted(c for c in present if c != civ and c not in out)
    return out


def _where(places: Places) -> Offer:
    """A form's provinces for an after-battle choice: where the actor may make it now (see ``conquest``)."""

    def offer(ctx: Context) -> list[str]:
        if ctx.actor is None:
            return []
        b = board(ctx)
        return places(b, b.state.civs[ctx.actor])

    return offer


def _buildings(places: Places, free: bool) -> Offer:
    """The buildings of the province the form names (else of every one ``places`` finds: the play-test's
    ``buildings=caravan`` was offered every caravan of the catalogue), one per building: every one (a ravage
    may destroy the actor's own occupation), or only those standing free (to occupy)."""

    def offer(ctx: Context) -> list[str]:
        given = ctx.given.get("province")
        found = _where(places)(ctx)
        entry = provinces(board(ctx).state).get(given) if isinstance(given, str) else None
        # As typed on a command line ("North of Rome"), or an id from a form.
        pids = [entry.id] if entry is not None and entry.id in found else found
        out: list[str] = []
        for pid in pids:
            out += _standing(ctx, pid, free)
        return out

    return offer


def _standing(ctx: Context, pid: str, free: bool) -> list[str]:
    """A province's buildings the after-battle choice may concern (see ``_buildings``)."""
    b = board(ctx)
    province = b.state.province(pid)
    there = b.buildings(pid)
    for building, _ in province.occupied if free else ():
        if building in there:
            there.remove(building)
    if province.capital:
        there = [building for building in there if building in ("temple", "market")]
    return there


def unnamed_caravans(ctx: Context) -> list[str]:
    """The actor's provinces with starting caravans whose good is still to name, else anyone's (the province
    names whose caravan it is): none once every good is named (issue 32: the whole catalogue was offered)."""
    b = board(ctx)
    waiting = [p.id for p in b.state.provinces if b.unnamed_caravans(p.id)]
    civ = None if ctx.actor is None else b.state.civs[ctx.actor]
    return NoneFits([pid for pid in waiting if b.influence(pid) == civ] or waiting)


def caravan_goods(ctx: Context) -> list[str]:
    """The free goods symbols of the province the form names (else of the actor's provinces with unnamed
    caravans): the kit's whole list where it has one, else the symbols tables saw there (the first evening's
    caravans), the rest of the goods after them for a symbol nobody has told yet."""
    return _free_goods(ctx, unnamed_caravans(ctx))


def _free_goods(ctx: Context, provinces: list[str]) -> list[str]:
    b = board(ctx)
    given = ctx.given.get("province")
    pids = [given] if isinstance(given, str) and b.state.has_province(given) else provinces
    out: list[str] = []
    for pid in pids:
        free = b.free_symbols(pid)
        out += [good for good in (b.known_free(pid) if free is None else free) if good not in out]
    return out


def extra_places(ctx: Context) -> list[str]:
    """Where Egypt's extra caravan of the preset start may go (Alexandria or Thebes)."""
    return list(START["egypt"].get("extra_caravan", ()))


def extra_goods(ctx: Context) -> list[str]:
    """The goods the kit knows free where the extra caravan may go (or in the province the form names), then,
    where the kit's list there is open, every other good: the caravan may stand on a symbol nobody has told yet
    (issue 32: "papyrus, ?" offered papyrus alone, and the app's own choice of it read as the only one)."""
    known = _free_goods(ctx, extra_places(ctx))
    b = board(ctx)
    given = ctx.given.get("province")
    pids = [given] if isinstance(given, str) and b.state.has_province(given) else extra_places(ctx)
    if all(b.free_symbols(pid) is not None for pid in pids):
        return known
    return known + [good for good in GOODS if good not in known]


def symbols_free(ctx: Context) -> list[str]:
    """The goods symbols free of caravans in the province the buy form names, those the kit knows (the good
    a bought caravan stands on: the rest of the goods follow, for a symbol the kit does not know yet)."""
    pid = ctx.given.get("province")
    b = board(ctx)
    if not isinstance(pid, str) or not b.state.has_province(pid):
        return []
    free = b.free_symbols(pid)
    return sorted(set(free), key=GOODS.index) if free is not None else b.known_free(pid)


def _goods_in_bank(ctx: Context) -> list[str]:
    return bank_cards(ctx, GOODS)


def transport_civ(ctx: Context) -> list[str]:
    """The civilization whose announced transport Greece may blockade (issue 32: ``actions`` offered every
    civilization, Greece too)."""
    transport = _state(ctx).transport
    return NoneFits([] if transport is None else [transport[0]])


def blockade_seas(ctx: Context) -> list[str]:
    """The sea zones on the transport's route where a Greek fleet that has not fought it lies."""
    return NoneFits(unfought_seas(board(ctx), bool(ctx.options.get(BLOCKADE_LOG))))


#: Per action, per field: what the form offers.
OFFERS: Mapping[str, Mapping[str, Offer]] = {
    "offer": {"cards": actor_hand},
    "take": {"from": take_from, "card": take_card},
    "compensate": {"card": merchant_hand},
    "buy": {"cards": actor_hand, "item": purchasable, "province": build_places, "good": symbols_free},
    "keep": {"cards": actor_hand},
    "cleopatra": {"give": actor_hand, "take": cleopatra_take},
    "artemis": {"good": _goods_in_bank},
    "give-role": {"role": roles_to_give, "player": role_candidates},
    "move-fleet": {"from": fleet_origins, "to": fleet_targets},
    "move-legion": {"from": legion_origins, "to": legion_targets},
    "blockade": {"sea": blockade_seas, "against": transport_civ},
    "battle": {"place": battle_places, "defender": defenders},
    "ravage": {"province": _where(ravage_places), "building": _buildings(ravage_places, free=False)},
    "occupy": {"province": _where(occupy_places), "buildings": _buildings(occupy_places, free=True)},
    "seize": {"province": _where(seize_places)},
    "caravan-good": {"province": unnamed_caravans, "good": caravan_goods},
    "extra-caravan": {"province": extra_places, "good": extra_goods},
}
