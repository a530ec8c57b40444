# Two commands do all set-up on a fresh machine with Python 3.11+ and make:
#   make run    the bridgecraft command line (ARGS="..." to choose a command; default: play
#               a game in the terminal against three robots)
#   make test   lint, format check, mypy --strict, layering check, every test with line
#               coverage (at least 96%), benchmarks briefly
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
ARGS ?= play

.PHONY: run test bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.run-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dds]'
	touch $@

# The peers (endplay, OpenSpiel) are independent implementations for cross-checks and
# benchmarks. Where no wheel exists for this Python their tests skip with a visible reason;
# CI (REQUIRE_PEERS=1) fails instead.
$(VENV)/.test-installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dev,dds,ray,plot]'
	$(BIN)/python -m pip install --quiet -e '.[peers]' || echo "warning: peers not installed; their tests will skip"
	@# The C program dealer (Debian package "dealer") is a benchmark peer for constrained dealing.
	@test -x /usr/games/dealer || apt-get install -y -q dealer >/dev/null 2>&1 \
	  || (apt-get update -q >/dev/null 2>&1 && apt-get install -y -q dealer >/dev/null 2>&1) \
	  || echo "warning: the C dealer is not installed; its benchmark part will skip"
	touch $@

run: $(VENV)/.run-installed
	$(BIN)/bridgecraft $(ARGS)

test: $(VENV)/.test-installed
	$(BIN)/ruff check src tests benchmarks conftest.py
	$(BIN)/ruff format --check src tests benchmarks conftest.py
	$(BIN)/mypy
	$(BIN)/python -m pytest -q --cov --cov-report=term
	$(BIN)/python benchmarks/run_all.py --quick

bench: $(VENV)/.test-installed
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis .coverage
