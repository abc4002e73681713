#!/usr/bin/env bash
# `npm run test:repeat`: the suite in shuffled orders, to find the tests that pass only after (or before) others.
# RUNS shuffled runs (default 10) of the component projects and of the node project, each with its seed printed,
# then the e2e suite with every test three times. Stops at the first red run and prints how to rerun it:
#   SEEDS="1234" PROJECTS=dom npm run test:repeat      # one seed, one project
# About an hour and a half on 2 cores; the rules that keep tests independent: engine/testing/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-10}"
SEEDS="${SEEDS:-$(for _ in $(seq "$RUNS"); do echo $((RANDOM * 32768 + RANDOM)); done)}"
PROJECTS="${PROJECTS:-dom node e2e}"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

shuffled() {
  local name="$1" seed
  shift
  for seed in $SEEDS; do
    step "$name, shuffled with seed $seed"
    npx vitest run "$@" --sequence.shuffle --sequence.seed="$seed" ||
      { echo "red: rerun with  SEEDS=$seed PROJECTS=$name npm run test:repeat" >&2; exit 1; }
  done
}

for project in $PROJECTS; do
  case "$project" in
  dom) shuffled dom --project dom --project dom-isolated ;;
  node)
    eval "$(bash scripts/postgres-test.sh start)"
    trap 'bash scripts/postgres-test.sh stop >/dev/null 2>&1 || true' EXIT
    shuffled node --project node
    ;;
  e2e)
    step "e2e, every test three times"
    npm run -s build
    npx playwright test --repeat-each 3
    ;;
  *) echo "unknown project $project (dom, node, e2e)" >&2 && exit 2 ;;
  esac
done
step "green: $(wc -w <<<"$SEEDS") shuffled orders of: $PROJECTS"
