#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL cluster:
#   packages/gateway/scripts/with-postgres.sh npx vitest run --project gateway
# Creates a cluster on a free port with trust auth, exports DATABASE_URL, runs the command, and always stops and
# deletes the cluster afterwards (also on failure or Ctrl-C). Exits with the command's status.
# As root it uses Debian's pg_createcluster/pg_ctlcluster (initdb refuses to run as root); otherwise initdb/pg_ctl.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 64
fi

pg_root=/usr/lib/postgresql
if [ ! -d "$pg_root" ] || [ -z "$(ls -A "$pg_root" 2>/dev/null)" ]; then
  echo "with-postgres: PostgreSQL server is not installed (no $pg_root/<version>); install it, e.g. apt-get install -y postgresql" >&2
  exit 127
fi
version=$(ls "$pg_root" | sort -V | tail -n 1)
bin="$pg_root/$version/bin"
if [ ! -x "$bin/postgres" ]; then
  echo "with-postgres: $bin/postgres not found; the PostgreSQL $version server package is incomplete" >&2
  exit 127
fi

port=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
work=$(mktemp -d /tmp/strongroom-pg.XXXXXX)
cluster="strongroom_${port}"

if [ "$(id -u)" -eq 0 ]; then
  if ! command -v pg_createcluster >/dev/null; then
    echo "with-postgres: pg_createcluster not found (install postgresql-common)" >&2
    exit 127
  fi
  cleanup() {
    pg_ctlcluster "$version" "$cluster" stop -m immediate >/dev/null 2>&1 || true
    pg_dropcluster "$version" "$cluster" >/dev/null 2>&1 || true
    rm -rf "$work"
  }
  trap cleanup EXIT
  chown postgres:postgres "$work"
  chmod 700 "$work"
  pg_createcluster "$version" "$cluster" -p "$port" -d "$work/data" -- --auth-local=trust --auth-host=trust >/dev/null
  # fsync off: the cluster is thrown away, durability buys nothing here.
  pg_ctlcluster "$version" "$cluster" start -- -o "-c fsync=off -c full_page_writes=off"
  user=postgres
else
  cleanup() {
    "$bin/pg_ctl" -D "$work/data" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$work"
  }
  trap cleanup EXIT
  "$bin/initdb" -D "$work/data" --auth=trust -U postgres >/dev/null
  "$bin/pg_ctl" -D "$work/data" -l "$work/log" -w \
    -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
  user=postgres
fi

export DATABASE_URL="postgres://${user}@127.0.0.1:${port}/postgres"
echo "with-postgres: PostgreSQL $version on port $port" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
