#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks, on loopback only.
#   .ci/postgres.sh start <dir> [port]   initdb + start; prints the DATABASE_URL of database `ofd`
#   .ci/postgres.sh stop <dir>           stops it (the directory is left for the caller to delete)
#   .ci/postgres.sh resume <dir> [port]  starts a stopped cluster again, its data kept (outage tests)
# PostgreSQL refuses to run as root, so under root the cluster belongs to an unprivileged user
# (`postgres` when the Debian package made it, else `ofdci`, created here). PG_OPTIONS adds server
# settings (CI passes `-c fsync=off`: a test cluster is thrown away, a benchmark's is not tuned).
set -euo pipefail

cmd="${1:?usage: postgres.sh start|stop|resume <dir> [port]}"
dir="${2:?usage: postgres.sh start|stop|resume <dir> [port]}"
port="${3:-5433}"

bin="${PG_BIN:-}"
if [ -z "$bin" ]; then
  for candidate in /usr/lib/postgresql/*/bin; do
    [ -x "$candidate/initdb" ] && bin="$candidate"
  done
fi
if [ -z "$bin" ] && command -v initdb >/dev/null; then bin="$(dirname "$(command -v initdb)")"; fi
[ -n "$bin" ] || { echo "postgres.sh: no PostgreSQL binaries (apt-get install postgresql)" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    local user=postgres
    if ! id "$user" >/dev/null 2>&1; then
      user=ofdci
      id "$user" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
    fi
    chown -R "$user" "$dir"
    runuser -u "$user" -- "$@"
  else
    "$@"
  fi
}

case "$cmd" in
  start)
    mkdir -p "$dir"
    chmod 755 "$dir"
    as_owner "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 \
      --locale=C.UTF-8 >"$dir/initdb.log"
    # Unix socket inside the cluster's directory: nothing is written to /var/run.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir ${PG_OPTIONS:-}" \
      >/dev/null
    "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qAt -c 'CREATE DATABASE ofd' >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/ofd"
    ;;
  resume)
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir ${PG_OPTIONS:-}" \
      >/dev/null
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    ;;
  *)
    echo "usage: postgres.sh start|stop|resume <dir> [port]" >&2
    exit 2
    ;;
esac
