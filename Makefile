# Dames Rabattues: every set-up step, the site build, the server and the tests.
#   make serve   set up everything, build the site and serve it on http://localhost:8000
#   make test    also install chromium, then lint, type-check, unit and end-to-end tests
#   make site    only build build/site (what Netlify runs; no browser, no tests)
# Every step leaves a file behind (a stamp), so a second run only redoes what changed.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DELETE_ON_ERROR:
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
PORT ?= 8000
HOST ?= 127.0.0.1

PYODIDE_VERSION := 0.29.5

SITE := build/site
DIST := build/dist
VENV_STAMP := $(VENV)/.installed
BUILD_STAMP := $(VENV)/.installed-build
NODE_STAMP := node_modules/.installed
LINKS_STAMP := tools/links/node_modules/.installed
WHEEL_STAMP := $(DIST)/.built
SITE_STAMP := $(SITE)/build.json
TABLES := build/tables
TABLES_STAMP := $(TABLES)/.built
SOLVER_TABLES := build/solver-tables
SOLVER_TABLES_STAMP := $(SOLVER_TABLES)/.built
SNAPSHOT := build/snapshot/engine.snap.gz
ENGINE_ZIP := build/engine/rabattues-pyodide.zip
STDLIB_ZIP := build/engine/python_stdlib.zip
BEAROFF := build/bearoff/bearoff.bin
JS_BUNDLE := build/js

# Every file the wheel ships (the networks' weights in data/ too: new weights mean a new engine).
ENGINE_SRC := pyproject.toml $(wildcard README.md) $(shell find py -type f \( -name '*.py' -o -name 'py.typed' -o -path '*/data/*' \) 2>/dev/null)
WEB_SRC := $(shell find web -type f ! -name '*.swp' 2>/dev/null)
JS_SRC := $(shell find web/js -type f -name '*.js' 2>/dev/null)
SITE_TOOLS := tools/build_site.py tools/vendor_pyodide.py tools/build_tables.py tools/make_icons.py tools/preload.py tools/css_bundle.py tools/html_include.py
SNAPSHOT_SRC := tools/make_snapshot.mjs tools/tool_args.mjs web/js/engine/snapshot.js
LINT_DIRS := $(wildcard py tests e2e tools bench)
ROOT_USER := $(shell [ "$$(id -u)" = 0 ] && echo yes)
SUDO := $(if $(ROOT_USER),,sudo)
PYTEST_FLAGS ?=
# pytest-xdist: the unit tests on both cores, a worker that runs out taking tests queued for the
# other (worksteal: no worker is left alone at the end); the e2e files five at a time, the longest
# first (e2e/ordering.py; a browser test mostly waits on its page, and several whole games wait on
# the computer's pace: five keep two cores busy). Each file runs whole on one worker (its
# module-scoped page is booted once). `make e2e PYTEST_FLAGS="-n 0"` runs them one by one. The
# fifteen longest e2e tests are listed at the end: where the suite's time goes, run after run.
# Measured: docs/BENCHMARKS.md.
UNIT_WORKERS := -n 2 --dist worksteal
E2E_WORKERS := -n 5 --dist loadfile --no-loadscope-reorder
E2E_IN_CHROMIUM := e2e/test_smoke.py e2e/test_startup.py::test_first_visit_is_ordinary_then_every_visit_starts_from_the_snapshot \
  e2e/test_startup.py::test_the_boards_of_one_page_share_one_engine e2e/test_embed_cross_site.py

export PIP_DISABLE_PIP_VERSION_CHECK := 1
export PYTHONDONTWRITEBYTECODE := 1

.PHONY: help setup site constants golden serve test engine-tests check lint links pictures typecheck js unit unit-fast pyodide e2e e2e-shell e2e-chromium chromium bearoff gnubg bench-backgammon clean distclean

help:
	@echo "make serve   set up, build and serve the site on http://localhost:$(PORT)"
	@echo "make test    set up (chromium too), build, then ruff, mypy, node tests, pytest tests, pytest e2e"
	@echo "make check   the quick loop: ruff, mypy, node tests, fast unit tests"
	@echo "make site    build $(SITE) only (Netlify's build command)"
	@echo "make pictures  the README's screenshots, taken by the e2e suite into docs/img/"
	@echo "make bench-backgammon  backgammon speed and strength, checked against GNU Backgammon (minutes)"
	@echo "make clean   remove build/ (distclean: also .venv, node_modules, vendor)"

# --- set-up -------------------------------------------------------------------------------

# Building the site needs only `build` and `hatchling` (pinned in requirements-dev.txt);
# the tests need all of requirements-dev.txt.
$(BUILD_STAMP): requirements-dev.txt
	@test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q $$(grep -E '^(build|hatchling)==' requirements-dev.txt)
	@touch $@

$(VENV_STAMP): requirements-dev.txt | $(BUILD_STAMP)
	$(VPY) -m pip install -q -r requirements-dev.txt
	@touch $@

$(NODE_STAMP): package.json package-lock.json .npmrc
	npm ci --no-audit --no-fund --loglevel=error
	@test -f node_modules/pyodide/pyodide.asm.wasm
	@touch $@

# The Markdown link check's own packages (remark), apart from the page's.
$(LINKS_STAMP): tools/links/package.json tools/links/package-lock.json tools/links/.npmrc
	npm ci --prefix tools/links --no-audit --no-fund --loglevel=error
	@touch $@

setup: $(VENV_STAMP) $(NODE_STAMP)


# --- the site -----------------------------------------------------------------------------

$(WHEEL_STAMP): $(ENGINE_SRC) | $(BUILD_STAMP)
	@rm -rf $(DIST) && mkdir -p $(DIST)
	$(VPY) -m build --wheel --no-isolation --outdir $(DIST) . > $(DIST)/build.log 2>&1 \
	  || { cat $(DIST)/build.log; exit 1; }
	@ls $(DIST)/*.whl
	@touch $@

# The exact solver's packed tables and backgammon's bear-off database (seconds each),
# which the page's worker fetches the first time a game needs them: redone when the engine
# changes. Each is built by a target of its own, so `make -j2` builds them side by side.
$(SOLVER_TABLES_STAMP): $(filter py/%,$(ENGINE_SRC)) tools/build_tables.py | $(BUILD_STAMP)
	@rm -rf $(SOLVER_TABLES) && mkdir -p $(SOLVER_TABLES)
	PYTHONPATH=py $(VPY) tools/build_tables.py --out $(SOLVER_TABLES) --exact build/test-cache
	@touch $@

$(TABLES_STAMP): $(SOLVER_TABLES_STAMP) $(BEAROFF)
	@rm -rf $(TABLES) && mkdir -p $(TABLES)
	cp -r $(SOLVER_TABLES)/. $(TABLES)/ && cp $(BEAROFF) $(TABLES)/bearoff.bin
	@touch $@

# The engine compiled to bytecode by the page's own runtime (a few seconds, under Node): a first
# visit imports it without compiling Python in WebAssembly. Redone when the wheel changes.
$(ENGINE_ZIP): $(WHEEL_STAMP) $(NODE_STAMP) tools/compile_engine.mjs tools/tool_args.mjs
	node tools/compile_engine.mjs --pyodide node_modules/pyodide --wheel $$(ls $(DIST)/*.whl) --out $@

# The page's standard library: what the runtime and the engine import compiled to bytecode the
# same way (a bare boot compiles it from source each time), the rest as source, some left out.
$(STDLIB_ZIP): $(ENGINE_ZIP) $(NODE_STAMP) tools/compile_stdlib.mjs tools/tool_args.mjs web/js/engine/snapshot.js
	node tools/compile_stdlib.mjs --pyodide node_modules/pyodide --engine $(ENGINE_ZIP) --out $@

# The booted engine's memory snapshot (under Node), made from that compiled engine.
$(SNAPSHOT): $(ENGINE_ZIP) $(STDLIB_ZIP) $(NODE_STAMP) $(SNAPSHOT_SRC)
	node tools/make_snapshot.mjs --pyodide node_modules/pyodide --wheel $(ENGINE_ZIP) --stdlib $(STDLIB_ZIP) --out $@

# The page's modules bundled (esbuild): each page's first view in a few files.
$(JS_BUNDLE).json: $(JS_SRC) $(NODE_STAMP) tools/bundle_js.mjs tools/tool_args.mjs
	node tools/bundle_js.mjs --web web --out $(JS_BUNDLE)

$(SITE_STAMP): $(WHEEL_STAMP) $(TABLES_STAMP) $(ENGINE_ZIP) $(STDLIB_ZIP) $(SNAPSHOT) $(JS_BUNDLE).json $(NODE_STAMP) $(WEB_SRC) $(SITE_TOOLS) docs/RULES.md
	$(VPY) tools/build_site.py --web web --pyodide node_modules/pyodide --dist $(DIST) --out $(SITE) \
	  --tables $(TABLES) --snapshot $(SNAPSHOT) --engine $(ENGINE_ZIP) --stdlib $(STDLIB_ZIP) --js $(JS_BUNDLE)

site: $(SITE_STAMP)

# Files the engine writes for the page and the tests, each checked fresh by a test: the page's
# constants, the rules page's boards, the golden playthroughs (after a change, read their diff).
constants: $(BUILD_STAMP)
	PYTHONPATH=py $(VPY) tools/write_constants.py
	PYTHONPATH=py $(VPY) tools/build_rules_figures.py

golden: $(BUILD_STAMP) $(NODE_STAMP)
	PYTHONPATH=py $(VPY) tools/golden.py

# Backgammon's one-sided bear-off database, for the site (copied into $(TABLES)), the command
# line and the benchmarks.
$(BEAROFF): $(filter py/%,$(ENGINE_SRC)) tools/build_bearoff.py | $(BUILD_STAMP)
	PYTHONPATH=py $(VPY) tools/build_bearoff.py --out $@

bearoff: $(BEAROFF)

serve: site $(VENV_STAMP)
	PORT=$(PORT) HOST=$(HOST) $(VPY) tools/serve.py $(SITE)

# --- tests --------------------------------------------------------------------------------

# Debian's chromium (the browser players run: the benchmarks and the smoke tests) and its headless
# shell (the same Blink and V8 built for headless use, as Playwright runs headless: the e2e suite).
chromium:
	@command -v chromium >/dev/null && command -v chromium-headless-shell >/dev/null || { $(SUDO) apt-get update -q \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q chromium chromium-headless-shell; }
	@chromium --version 2>/dev/null | grep -i chromium
	@chromium-headless-shell --version 2>/dev/null | grep -i chrom

# ruff, the packages' import contracts (import-linter: pyproject.toml [tool.importlinter]), no
# file that tells how the work went (tools/check_history.py), the Markdown's links, and the
# JavaScript's lint and format (Biome, biome.json): a warning fails as an error does;
# `node_modules/.bin/biome check --write` formats the files it would refuse.
lint: $(VENV_STAMP) $(NODE_STAMP) links
	$(VENV)/bin/ruff check $(LINT_DIRS)
	PYTHONPATH=py $(VENV)/bin/lint-imports --no-cache
	$(VPY) tools/check_history.py
	node_modules/.bin/biome check --error-on-warnings

# Every relative link and heading anchor of the Markdown resolves (remark-validate-links, offline:
# a link out of the repository is not followed).
MARKDOWN = $(wildcard $(shell git ls-files --cached --others --exclude-standard '*.md'))
links: $(LINKS_STAMP)
	tools/links/node_modules/.bin/remark --frail --quiet --no-stdout --no-config \
	  --use ./tools/links/node_modules/remark-validate-links/index.js=repository:false $(MARKDOWN)

typecheck: $(VENV_STAMP) $(NODE_STAMP)
	$(VENV)/bin/mypy
	node_modules/.bin/tsc -p web/tsconfig.json
	node_modules/.bin/tsc -p web/tsconfig.worker.json

# The page's pure modules and Pyodide's snapshot API, under Node (no browser; the wheel only).
js: $(WHEEL_STAMP) $(NODE_STAMP)
	node --test tests/js/

# Engine unit tests and the doctests of py/rabattues: no site needed. Their processes, and the
# command lines they run, read the packed bear-off database the site ships instead of each
# building it in memory (seconds a process).
unit: $(VENV_STAMP) $(BEAROFF)
	RABATTUES_BEAROFF=$(BEAROFF) $(VENV)/bin/pytest tests -m "not site" $(UNIT_WORKERS) $(PYTEST_FLAGS)

# The fast part of `unit`, for `make check`: the slow tests are marked `slow` (all run in `make test`).
unit-fast: $(VENV_STAMP) $(BEAROFF)
	RABATTUES_BEAROFF=$(BEAROFF) $(VENV)/bin/pytest tests -m "not site and not slow" -q $(UNIT_WORKERS) $(PYTEST_FLAGS)

# The engine in the site's real Pyodide, compared with CPython (needs the built site). The engine's
# doctests are `unit`'s (none needs the site): not collected here again.
pyodide: site $(VENV_STAMP)
	$(VENV)/bin/pytest tests -m site -o addopts="--import-mode=importlib" $(PYTEST_FLAGS)

# End-to-end tests in Debian's chromium-headless-shell (launched by path: no `playwright install`),
# then the smoke tests, a first visit, the boards' shared engine and the boards framed by another
# site in the full chromium too (only it blocks a third-party frame's storage, as a player's does).
# addopts is cleared so the engine's doctests are not collected a second time.
# Screenshots of failed tests go to e2e/artifacts/failures/ (emptied at each run).
E2E_SHELL = $(VENV)/bin/pytest e2e -o addopts="" --output=e2e/artifacts/failures --screenshot=only-on-failure \
  --durations=15 $(E2E_WORKERS) $(PYTEST_FLAGS)
E2E_CHROMIUM = CHROMIUM=/usr/bin/chromium $(VENV)/bin/pytest $(E2E_IN_CHROMIUM) -o addopts="" \
  --output=e2e/artifacts/failures/chromium --screenshot=only-on-failure $(PYTEST_FLAGS)

# `make test` runs the two parts apart (e2e-shell, then e2e-chromium beside the Pyodide check).
e2e-shell: site chromium $(VENV_STAMP)
	@rm -rf e2e/artifacts/failures
	$(E2E_SHELL)

e2e-chromium: site chromium $(VENV_STAMP)
	$(E2E_CHROMIUM)

e2e: e2e-shell
	$(E2E_CHROMIUM)

# The README's pictures (docs/img/), taken by the e2e suite's e2e/test_pictures.py from the built site.
pictures: site chromium $(VENV_STAMP)
	DOCS_IMG=docs/img $(VENV)/bin/pytest e2e/test_pictures.py -o addopts="" -n 0 $(PYTEST_FLAGS)

# GNU Backgammon (GPL), only to run beside the engine in the backgammon validation benchmarks.
gnubg:
	@command -v gnubg >/dev/null || test -x /usr/games/gnubg || { $(SUDO) apt-get update -q \
	  && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q gnubg; }

# Backgammon benchmarks and validations against GNU Backgammon (minutes; figures in docs/BENCHMARKS.md).
bench-backgammon: gnubg $(VENV_STAMP) $(BEAROFF)
	PYTHONPATH=py $(VPY) bench/bench_backgammon.py
	cd $(CURDIR) && PATH=$$PATH:/usr/games gnubg -q -t -p bench/gnubg_moves.py | grep -E '^(positions|Position|same|move)'
	PATH=$$PATH:/usr/games $(VPY) bench/gnubg_bearoff.py
	RABATTUES_BEAROFF=$(BEAROFF) PYTHONPATH=py $(VPY) bench/bench_strength.py
	cd $(CURDIR) && RABATTUES_BEAROFF=$(BEAROFF) PATH=$$PATH:/usr/games gnubg -q -t -p bench/gnubg_equity.py \
	  | grep -E '^(positions|mean|moves|errors|plies)'

# Set-up, build and the quick checks first, two steps at a time (each is one core's Python or
# Node, or the network: the two cores keep busy), then the engine's tests (unit, then Pyodide's)
# beside the browser's (e2e): the browsers wait at times (the computer's pauses, timers,
# answers), and the unit tests use the core they leave idle. Any failure stops.
test:
	@$(MAKE) --no-print-directory -j2 --output-sync=target site chromium lint typecheck js
	@$(MAKE) --no-print-directory -j2 --output-sync=target engine-tests e2e

# The engine's tests after each other: the unit tests, then the engine in Pyodide.
engine-tests:
	@$(MAKE) --no-print-directory -j1 unit pyodide

# The loop while working: lint, types, the page's pure modules, fast unit tests.
check: lint typecheck js unit-fast

# --- cleaning -----------------------------------------------------------------------------

clean:
	rm -rf build test-results e2e/artifacts

distclean: clean
	rm -rf $(VENV) node_modules vendor
