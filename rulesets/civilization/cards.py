"""The ledger's words for the shipped kit's cards and tokens: "1 Currency card", "2 iron tokens".

The engine says a component by its name and plural, translated as a counted pair (Czech has three forms),
so each printed card and token is declared here with both words written out; ``components`` counts them
and gives them their owners. A card of a user kit the shipped one lacks takes a blank card of the ledger.
"""

from __future__ import annotations

from engine.ledger import Component

#: One card of each tech per player (``components`` sets the count).
TECH_CARDS = (
    Component("animal-husbandry", "Animal Husbandry card", "Animal Husbandry cards", group="tech"),
    Component("agriculture", "Agriculture card", "Agriculture cards", group="tech"),
    Component("code-of-laws", "Code of Laws card", "Code of Laws cards", group="tech"),
    Component("currency", "Currency card", "Currency cards", group="tech"),
    Component("horseback-riding", "Horseback Riding card", "Horseback Riding cards", group="tech"),
    Component("masonry", "Masonry card", "Masonry cards", group="tech"),
    Component("metalworking", "Metalworking card", "Metalworking cards", group="tech"),
    Component("navigation", "Navigation card", "Navigation cards", group="tech"),
    Component("philosophy", "Philosophy card", "Philosophy cards", group="tech"),
    Component("pottery", "Pottery card", "Pottery cards", group="tech"),
    Component("writing", "Writing card", "Writing cards", group="tech"),
    Component("navy", "Navy card", "Navy cards", group="tech"),
    Component("civil-service", "Civil Service card", "Civil Service cards", group="tech"),
    Component("chivalry", "Chivalry card", "Chivalry cards", group="tech"),
    Component("construction", "Construction card", "Construction cards", group="tech"),
    Component("democracy", "Democracy card", "Democracy cards", group="tech"),
    Component("engineering", "Engineering card", "Engineering cards", group="tech"),
    Component("irrigation", "Irrigation card", "Irrigation cards", group="tech"),
    Component("mathematics", "Mathematics card", "Mathematics cards", group="tech"),
    Component("monarchy", "Monarchy card", "Monarchy cards", group="tech"),
    Component("mysticism", "Mysticism card", "Mysticism cards", group="tech"),
    Component("printing-press", "Printing Press card", "Printing Press cards", group="tech"),
    Component("sailing", "Sailing card", "Sailing cards", group="tech"),
    Component("logistics", "Logistics card", "Logistics cards", group="tech"),
    Component("bureaucracy", "Bureaucracy card", "Bureaucracy cards", group="tech"),
    Component("banking", "Banking card", "Banking cards", group="tech"),
    Component("biology", "Biology card", "Biology cards", group="tech"),
    Component("communism", "Communism card", "Communism cards", group="tech"),
    Component("ecology", "Ecology card", "Ecology cards", group="tech"),
    Component("gunpowder", "Gunpowder card", "Gunpowder cards", group="tech"),
    Component("metal-casting", "Metal Casting card", "Metal Casting cards", group="tech"),
    Component("military-science", "Military Science card", "Military Science cards", group="tech"),
    Component("railroad", "Railroad card", "Railroad cards", group="tech"),
    Component("steam-power", "Steam Power card", "Steam Power cards", group="tech"),
    Component("theology", "Theology card", "Theology cards", group="tech"),
    Component("education", "Education card", "Education cards", group="tech"),
    Component("atomic-theory", "Atomic Theory card", "Atomic Theory cards", group="tech"),
    Component("ballistics", "Ballistics card", "Ballistics cards", group="tech"),
    Component("combustion", "Combustion card", "Combustion cards", group="tech"),
    Component("computers", "Computers card", "Computers cards", group="tech"),
    Component("flight", "Flight card", "Flight cards", group="tech"),
    Component("mass-media", "Mass Media card", "Mass Media cards", group="tech"),
    Component("plastics", "Plastics card", "Plastics cards", group="tech"),
    Component("replaceable-parts", "Replaceable Parts card", "Replaceable Parts cards", group="tech"),
    Component("space-flight", "Space Flight card", "Space Flight cards", group="tech"),
)
#: Each player's policy cards (``components`` sets the owners).
POLICY_CARDS = (
    Component("militarism", "Militarism card", "Militarism cards", count=1, group="policy"),
    Component("rationalism", "Rationalism card", "Rationalism cards", count=1, group="policy"),
    Component("expansion", "Expansion card", "Expansion cards", count=1, group="policy"),
    Component("pacifism", "Pacifism card", "Pacifism cards", count=1, group="policy"),
)
#: Resource tokens, unlimited: taken from the bank and back there.
RESOURCE_TOKENS = (
    Component("iron", "iron token", "iron tokens", group="resource", supply="bank"),
    Component("uranium", "uranium token", "uranium tokens", group="resource", supply="bank"),
    Component("silk", "silk token", "silk tokens", group="resource", supply="bank"),
    Component("incense", "incense token", "incense tokens", group="resource", supply="bank"),
    Component("wheat", "wheat token", "wheat tokens", group="resource", supply="bank"),
    Component("spy", "spy token", "spy tokens", group="resource", supply="bank"),
)
#: Standing-forces unit cards, unlimited (l. 116): from the bank and back there.
UNIT_CARDS = (
    Component("infantry", "infantry card", "infantry cards", group="standing forces", supply="bank"),
    Component("cavalry", "cavalry card", "cavalry cards", group="standing forces", supply="bank"),
    Component("artillery", "artillery card", "artillery cards", group="standing forces", supply="bank"),
    Component("aircraft", "aircraft card", "aircraft cards", group="standing forces", supply="bank"),
)
