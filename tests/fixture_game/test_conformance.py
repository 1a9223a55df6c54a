"""Market Day runs the packaged conformance suite as a plugin would: bound to a test class, two lines."""

from __future__ import annotations

from engine.conformance import suite
from tests.fixture_game import INFO

TestMarketDay = suite(INFO)
