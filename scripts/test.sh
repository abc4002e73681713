#!/usr/bin/env bash
# `npm test`: type check, lint, unit and component tests (against PGlite and a real PostgreSQL), the
# home page's JS budget on the build, then the Playwright suite in Debian's Chromium against the
# real built server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Chromium"
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Chromium is missing: installing Debian's chromium with apt-get"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing. Install it, then run npm test again:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi
/usr/bin/chromium --version

step "PostgreSQL for the database tests"
eval "$(bash scripts/postgres-test.sh start)"
trap 'bash scripts/postgres-test.sh stop >/dev/null 2>&1 || true' EXIT

step "Type check"
npx tsc -p .

step "Lint (ESLint, Prettier, then the server's placement rule)"
npm run -s lint

step "Unit and component tests"
npx vitest run

step "Build (app, then Ladle stories)"
npm run -s build
VITE_CONFIG_NATIVE_IGNORE_WARNING=true npm run -s stories:build >/dev/null

step "Home JS budget (gzip bytes and scripts before interactive, scripts/budgets/)"
npx tsx scripts/budgets/check-home-js.ts

step "End-to-end tests (Chromium)"
npx playwright test
