#!/usr/bin/env bash
# A release without downtime: migrate once, then restart the instances one at a time, each only after the previous
# one is ready again (GET /health/ready on its own port). Run as root after updating /srv/gaokao/app and building.
#   rolling-restart.sh [PORT …]      default: the instances of gaokao.target
set -euo pipefail
ports=("$@")
if [ ${#ports[@]} -eq 0 ]; then
  mapfile -t ports < <(systemctl show -p Wants --value gaokao.target | tr ' ' '\n' | sed -n 's/^gaokao@\([0-9]*\)\.service$/\1/p' | sort -n)
fi
systemctl restart gaokao-migrate.service
for port in "${ports[@]}"; do
  echo "restarting gaokao@$port"
  systemctl restart "gaokao@$port.service"
  for _ in $(seq 120); do
    if curl -fsS "http://127.0.0.1:$port/health/ready" >/dev/null 2>&1; then
      echo "gaokao@$port ready"
      continue 2
    fi
    sleep 1
  done
  echo "gaokao@$port is not ready after 120 s: stopping here (the others still run the previous release)" >&2
  exit 1
done
