"""One package per game; each registers a ``GameInfo`` under the
``tabula.rulesets`` entry-point group in ``pyproject.toml``."""
