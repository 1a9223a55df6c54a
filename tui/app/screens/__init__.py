"""Screens: home, session, rules, calculators, and small dialogs."""
