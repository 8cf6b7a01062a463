# Entry points (see README): `make run` starts the dev server, `make test` runs the whole suite.
# Both install what they need first, so they work in a fresh clone on a fresh machine.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

PYTHON ?= python3
VENV := .venv
BIN := $(abspath $(VENV)/bin)
# bun from the npm registry goes here (git-ignored); Reflex's own bun download needs the open internet.
TOOLS := .tools
BUN_VERSION := 1.4.4
LOCAL_BUN := $(TOOLS)/node_modules/.bin/bun
# The Nu HTML Checker (the W3C's validator) from the npm registry, under its own prefix: npm's
# --no-save installs remove whatever else the prefix holds (bun). Run by tests/e2e/test_html_validity.py.
VNU_VERSION := 26.9.27
VNU_JAR := $(TOOLS)/vnu/node_modules/vnu-jar/build/dist/vnu.jar

export PATH := $(abspath $(TOOLS)/node_modules/.bin):$(BIN):$(PATH)
export REFLEX_TELEMETRY_ENABLED := false

# Use bun 1.4.4 from PATH (the project's copy comes first) when there is one; otherwise
# Reflex downloads its own.
USE_SYSTEM_BUN = if [ "$$(bun --version 2>/dev/null)" = "$(BUN_VERSION)" ]; then export REFLEX_USE_SYSTEM_BUN=1; fi

.PHONY: run prod benchmark interaction load attack failover edit-benchmark mail-benchmark deploy-config icons test test-unit test-e2e check-content setup browser validator services subscribers-csv screenshots lint format clean \
	translations-extract translations-update translations-compile

## run: install everything and start the dev server (front end :3000, back end :8000)
run: setup
	$(USE_SYSTEM_BUN); reflex run

## prod: install everything, build the production site and serve it on one port (:3000)
prod: setup
	$(USE_SYSTEM_BUN); reflex run --env prod

## benchmark: Lighthouse (mobile) over the production build; prints medians and missed targets
benchmark: setup browser
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.lighthouse

## interaction: input to first frame for each interface state, on loopback and through a 40 ms-each-way proxy
interaction: setup browser
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.interaction

## load: 500 visitors against one production back-end worker on 127.0.0.1; prints latency, errors, memory
load: setup
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.load

## attack: one client minting socket.io sessions for 60 s against one production worker on 127.0.0.1; prints a second client's latency, memory
attack: setup
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.attack

## failover: workers killed, a rolling restart, Redis and PostgreSQL restarted behind Caddy while a visitor clicks and subscribes; prints failed loads, the longest click, anything lost
failover: setup browser services
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.failover

## edit-benchmark: with `reflex run` up (every page built), seconds from saving a changed FAQ question to the page showing it; median of 3
edit-benchmark: setup browser
	$(USE_SYSTEM_BUN); python -m tests.benchmarks.edit

## mail-benchmark: a newsletter issue to 10,000 confirmed subscribers through a local SMTP server; prints messages/s against the server's limit, memory, exactly-once after a stop
mail-benchmark: setup
	python -m tests.benchmarks.mail

## deploy-config: export the front end for PUBLIC_URL (default: AGENCY_SITE_URL) and write .web/build/Caddyfile, which serves it and sends the back end to WORKERS (default 127.0.0.1:8001 127.0.0.1:8002) on LISTEN (default :80)
deploy-config: setup
	$(USE_SYSTEM_BUN); public=$${PUBLIC_URL:-$$(python -c 'from agency_site.settings import settings; print(settings.site_origin)' 2>/dev/null)}; \
	REFLEX_API_URL=$$public reflex export --frontend-only --no-zip && \
	python -m agency_site.platform.proxy --api-url $$public $(foreach worker,$(or $(WORKERS),127.0.0.1:8001 127.0.0.1:8002),--upstream $(worker)) \
		--listen $(or $(LISTEN),:80) > .web/build/Caddyfile && \
	echo "Caddyfile: .web/build/Caddyfile (caddy run --config .web/build/Caddyfile --adapter caddyfile)"

## icons: refresh agency_site/components/lucide_icons.json after using a new icon name
icons: setup
	python -m agency_site.components.update_icons

## test: install everything (browser, PostgreSQL and Redis included), then in tiers that stop at
## the first failure: ruff (seconds), unit tests (about a minute), end-to-end tests; prints each tier's time
test: setup browser validator services
	$(USE_SYSTEM_BUN); started=$$SECONDS; \
	$(LINT); linted=$$SECONDS; \
	pytest tests/unit -n 2; unit=$$SECONDS; \
	pytest tests/e2e $(E2E_WORKERS) --durations=20; \
	echo "tiers: lint $$((linted - started)) s, unit $$((unit - linted)) s, end-to-end $$((SECONDS - unit)) s"

# The end-to-end tests of each server (production build, dev server) in a process of its own,
# side by side: tests/e2e/workers.py groups them by server.
E2E_WORKERS = -n 2 --dist loadgroup

test-unit: setup
	pytest tests/unit -n 2

## check-content: after editing content or translations (half a minute): articles, news, jobs,
## partners, reviews, plans and catalogues load, match the spec, and every claim has a source;
## then lists what the agency has yet to confirm before a deployment (AGENCY_DEPLOY=1)
check-content: setup
	pytest -q tests/unit/test_content.py tests/unit/test_content_files.py tests/unit/test_job_files.py \
		tests/unit/test_data.py tests/unit/test_translations.py tests/unit/test_claims.py \
		tests/unit/test_confirmations.py
	python -m agency_site.confirmations

test-e2e: setup browser validator services
	$(USE_SYSTEM_BUN); pytest tests/e2e $(E2E_WORKERS)

setup: $(VENV)/.installed bun

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

.PHONY: bun
bun:
	@if [ "$$(bun --version 2>/dev/null)" = "$(BUN_VERSION)" ]; then exit 0; fi; \
	if command -v npm >/dev/null && npm install --prefix $(TOOLS) --no-save --no-audit --no-fund --loglevel=error bun@$(BUN_VERSION); then \
		echo "bun $$($(LOCAL_BUN) --version) installed in $(TOOLS)"; \
	else \
		echo "bun not installed from the npm registry; Reflex will download its own"; \
	fi

# Debian's Chromium, and its headless shell that the end-to-end tests drive (tests/e2e/browser.py),
# where apt is available (offline machines reach Debian's mirror); elsewhere Playwright's own download.
browser: $(VENV)/.installed
	@if [ -n "$${CHROMIUM_PATH:-}" ] || { command -v chromium && command -v chromium-headless-shell; } >/dev/null; then exit 0; fi; \
	sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo -n"; \
	if command -v apt-get >/dev/null && $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null; then \
		echo "chromium and chromium-headless-shell installed from Debian's packages"; \
	elif command -v chromium >/dev/null || command -v chromium-browser >/dev/null; then \
		echo "chromium-headless-shell not installed: the end-to-end tests drive the full Chromium, at twice the CPU"; \
	else \
		$(BIN)/playwright install chromium; \
	fi

# The HTML checker's jar (it needs Java 17+: the java on PATH, or else the runtime vnu-jar's own
# install script downloads from GitHub; tests/e2e/test_html_validity.py skips, saying why, without
# either). Reinstalled when the pinned version changes.
validator:
	@if [ "$$(cat $(TOOLS)/vnu/node_modules/vnu-jar/package.json 2>/dev/null | grep -o '"version": *"[^"]*"')" = '"version": "$(VNU_VERSION)"' ] && [ -f $(VNU_JAR) ]; then exit 0; fi; \
	if command -v npm >/dev/null && npm install --prefix $(TOOLS)/vnu --no-save --no-audit --no-fund --loglevel=error vnu-jar@$(VNU_VERSION); then \
		echo "Nu HTML Checker $(VNU_VERSION) installed in $(TOOLS)/vnu"; \
	else \
		echo "Nu HTML Checker not installed (no npm): tests/e2e/test_html_validity.py will be skipped"; \
	fi; \
	command -v java >/dev/null || ls $(TOOLS)/vnu/node_modules/.cache/vnu-jar/java/*/bin/java >/dev/null 2>&1 || \
		echo "no java: the HTML checker needs Java 17+ (apt-get install -y openjdk-17-jre-headless)"

# PostgreSQL and Redis from Debian's packages, for the test that runs the back end on them
# (tests/e2e/test_scale.py starts private servers; it skips, saying why, where they are missing).
services:
	@if [ -d /usr/lib/postgresql ] && command -v redis-server >/dev/null && command -v caddy >/dev/null; then exit 0; fi; \
	sudo=""; [ "$$(id -u)" = 0 ] || sudo="sudo -n"; \
	if command -v apt-get >/dev/null && $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq postgresql redis-server caddy >/dev/null; then \
		echo "PostgreSQL, Redis and Caddy installed from Debian's packages"; \
	else \
		echo "PostgreSQL, Redis and Caddy not installed: tests/e2e/test_scale.py and test_proxy.py will be skipped"; \
	fi

## subscribers-csv: export the newsletter subscribers of the site's database as CSV
subscribers-csv: $(VENV)/.installed
	python -m agency_site.backend.export --output $${OUTPUT:-subscribers.csv}

## screenshots: every page at phone and desktop width, light and dark, from a running site
screenshots: $(VENV)/.installed browser
	python -m tests.e2e.screenshot_tour --base-url $${BASE_URL:-http://localhost:3000}

LINT = ruff check agency_site tests rxconfig.py; ruff format --check agency_site tests rxconfig.py

lint: $(VENV)/.installed
	$(LINT)

format: $(VENV)/.installed
	ruff check --fix agency_site tests rxconfig.py
	ruff format agency_site tests rxconfig.py

clean:
	rm -rf .web .states $(VENV) $(TOOLS)

# Translations (translations/, Babel): extract t()/tn() calls into the template, merge it into
# the fr and de catalogues (new entries arrive empty; a changed English text keeps its old
# translation as a fuzzy suggestion, the earlier English beside it as `#| msgid`, which the site
# never shows; the unit tests name each until it is translated or checked), compile the
# catalogues. The site also compiles any edited .po when it starts.
BABEL_KEYWORDS := --no-default-keywords -k t -k tn:1,2

## translations-extract: write translations/messages.pot from the code
translations-extract: $(VENV)/.installed
	pybabel --quiet extract -F translations/babel.cfg $(BABEL_KEYWORDS) --sort-by-file \
		--project agency_site -o translations/messages.pot .

## translations-update: extract, then merge the template into translations/{fr,de}
translations-update: translations-extract
	pybabel --quiet update -i translations/messages.pot -d translations --previous --ignore-obsolete

## translations-compile: compile translations/{fr,de}/LC_MESSAGES/messages.po into .mo files
translations-compile: $(VENV)/.installed
	python -c "from agency_site.i18n import compile_catalogues; compile_catalogues(force=True)"
