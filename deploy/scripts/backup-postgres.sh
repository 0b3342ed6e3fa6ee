#!/usr/bin/env bash
# Backs up the PostgreSQL database of DATABASE_URL with pg_dump (custom format: compressed, restorable table by table)
# and checks that pg_restore can read the file.
#   backup-postgres.sh [FILE]        default: $BACKUP_DIR/gaokao-<UTC time>.dump (BACKUP_DIR default /var/backups/gaokao)
# BACKUP_KEEP=N keeps the newest N dumps of BACKUP_DIR (default: keep all). Exit status is non-zero on any failure.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is not set (source /etc/gaokao/gaokao.env)}"
dir="${BACKUP_DIR:-/var/backups/gaokao}"
file="${1:-$dir/gaokao-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$file")"
tmp="$file.partial"
# One snapshot of the whole database (pg_dump runs in one repeatable-read transaction): consistent while instances write.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$tmp" "$DATABASE_URL"
pg_restore --list "$tmp" >/dev/null
mv "$tmp" "$file"
echo "backup: $file ($(du -h "$file" | cut -f1))"
if [ -n "${BACKUP_KEEP:-}" ] && [ -z "${1:-}" ]; then
  ls -1t "$dir"/gaokao-*.dump 2>/dev/null | tail -n +"$((BACKUP_KEEP + 1))" | xargs -r rm -f --
fi
