#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the server's pg test suite, on 127.0.0.1:54329 only.
#
#   eval "$(scripts/postgres-test.sh start)"   # starts it; stdout is `export TEST_DATABASE_URL=...`
#   npx vitest run --project node
#   scripts/postgres-test.sh stop              # stops it and deletes its files
#   scripts/postgres-test.sh run CMD...        # start, run CMD with TEST_DATABASE_URL set, stop
#   scripts/postgres-test.sh pause|resume      # stops / restarts the server, keeping its data (fault runs)
#
# Progress goes to stderr so that `eval "$(... start)"` sees only the export line.
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/kitswap-postgres-test}"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

log() { echo "postgres-test: $*" >&2; }

find_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] && { echo "$dir"; return 0; }
  done
  if command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

ensure_binaries() {
  if BIN="$(find_bin_dir)"; then return 0; fi
  if [[ $EUID -eq 0 ]]; then
    log "PostgreSQL binaries not found; installing the Debian package"
    apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
    BIN="$(find_bin_dir)" || { log "still no initdb/pg_ctl after apt-get install"; exit 1; }
  else
    log "PostgreSQL binaries not found. Install them, then run this again:"
    log "  sudo apt-get update && sudo apt-get install -y postgresql"
    exit 1
  fi
}

# PostgreSQL refuses to run as root: as root, run its tools as the postgres OS user.
as_postgres() {
  if [[ $EUID -ne 0 ]]; then
    "$@"
  elif command -v runuser >/dev/null; then
    runuser -u postgres -- "$@"
  else
    su postgres -s /bin/sh -c "$(printf '%q ' "$@")"
  fi
}

is_running() { [[ -n "${BIN:-}" && -f "$DIR/data/PG_VERSION" ]] && as_postgres "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; }

start() {
  ensure_binaries
  if is_running; then
    log "already running in $DIR"
  else
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [[ $EUID -eq 0 ]] && chown postgres: "$DIR"
    log "initdb into $DIR/data ($BIN)"
    as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
    pg_start
    log "running on 127.0.0.1:$PORT (log: $DIR/server.log)"
  fi
  echo "export TEST_DATABASE_URL=$URL"
}

pg_start() {
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null
}

pause() {
  ensure_binaries
  is_running && as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null
  log "paused (data kept in $DIR)"
}

resume() {
  ensure_binaries
  is_running || pg_start
  log "resumed on 127.0.0.1:$PORT"
}

stop() {
  BIN="$(find_bin_dir)" || true
  if is_running; then
    as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null
    log "stopped"
  fi
  rm -rf "$DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  pause) pause ;;
  resume) resume ;;
  run)
    shift
    [[ $# -gt 0 ]] || { log "usage: $0 run CMD..."; exit 2; }
    start >/dev/null
    trap stop EXIT
    TEST_DATABASE_URL="$URL" "$@"
    ;;
  *)
    echo "usage: $0 start|stop|pause|resume|run CMD..." >&2
    exit 2
    ;;
esac
