#!/usr/bin/env bash
# Restores a dump made by backup-postgres.sh into an EMPTY database, in one transaction (all or nothing).
#   restore-postgres.sh FILE TARGET_URL
# Create the target first (createdb -O gaokao gaokao_restored), restore, then point DATABASE_URL at it and restart
# (systemctl restart gaokao.target). The current database is never touched, so a bad dump costs nothing.
set -euo pipefail
file="${1:?usage: restore-postgres.sh FILE TARGET_URL}"
target="${2:?usage: restore-postgres.sh FILE TARGET_URL}"
pg_restore --list "$file" >/dev/null
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$target" -c "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
if [ "$tables" != "0" ]; then
  echo "restore: the target database already has $tables tables; restore into an empty database" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$file"
psql --no-psqlrc --tuples-only --no-align --dbname="$target" -c "SELECT 'restore: ' || count(*) || ' migrations, ' || (SELECT count(*) FROM member_user) || ' members' FROM kysely_migration"
