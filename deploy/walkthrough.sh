#!/usr/bin/env bash
# Runs the server README's "From a bare machine to three instances" on a bare Debian, as a new operator would: the
# README's shell block itself (steps 1–6; step 7 needs a public name), in a debootstrap chroot, then checks through
# nginx. Not part of any test command: it downloads a Debian system and the project's packages (about 10 minutes).
#
#   sudo deploy/walkthrough.sh [bookworm|trixie]        (default bookworm)
#
# Needs debootstrap and iproute2 on the host. The code is a `git clone` of this checkout's HEAD (commit first).
# Environment: WALK_ROOT (default /var/tmp/gaokao-walk-<suite>), MIRROR (default http://deb.debian.org/debian),
# KEEP=1 keeps the chroot (otherwise unmounted and removed at the end).
#
# What differs from a real machine, and why:
# - No systemd in a chroot. A stand-in `systemctl` (/usr/local/sbin, ahead of /usr/bin) runs what the units say:
#   User=, WorkingDirectory=, Environment= then EnvironmentFile= (the file wins, as in systemd.exec(5)), ExecStart=
#   with %i; gaokao-migrate in the foreground (the instances are ordered after it), instances in the background with
#   their output in /var/log/gaokao/<unit>.log (the journal's stand-in). Timers are not run.
# - Steps 1–2 (apt, npm) use the host's network with a policy-rc.d that keeps package scripts from starting services;
#   then PostgreSQL, Redis and nginx are started the way their units start them, and steps 3–6 and the checks run in a
#   network namespace of their own (loopback only), so the README's ports (5432, 6379, 80, 443, 8081–8083) are used
#   as written without touching the host's services.
# - PostgreSQL's package picks 5433 when the host already listens on 5432; it is set back to 5432 (a bare machine
#   gets 5432, which the environment file's socket URL assumes).
# - `editor` applies the README's trial settings (its commented sed line): SMS codes in the log, the demo season.
# - When the host reaches the registries through a TLS-inspecting proxy, its extra CA certificates
#   (/usr/local/share/ca-certificates) are added to the chroot; a real machine does not need them.
set -euo pipefail
suite="${1:-bookworm}"
here="$(cd "$(dirname "$0")/.." && pwd)"
root="${WALK_ROOT:-/var/tmp/gaokao-walk-$suite}"
mirror="${MIRROR:-http://deb.debian.org/debian}"
ns="gaokao-walk-$suite"
readme="$here/apps/server/README.md"
t_start=$(date +%s)
say() { printf '\n[walkthrough %s +%ss] %s\n' "$suite" "$(($(date +%s) - t_start))" "$*"; }
[ "$(id -u)" = 0 ] || { echo "run as root (debootstrap, chroot, ip netns)" >&2; exit 1; }
[ ! -e "$root" ] || { echo "$root exists: remove it first" >&2; exit 1; }

cleanup() {
  set +e
  if ip netns list | grep -qw "$ns"; then
    for pid in $(ip netns pids "$ns"); do kill -TERM "$pid" 2>/dev/null; done
    sleep 3
    for pid in $(ip netns pids "$ns"); do kill -KILL "$pid" 2>/dev/null; done
    ip netns del "$ns"
  fi
  for m in dev/shm dev/pts dev sys proc; do mountpoint -q "$root/$m" && umount "$root/$m"; done
  if [ "${KEEP:-}" = 1 ]; then echo "kept $root"; elif [ -d "$root" ] && ! grep -q " $root/" /proc/mounts; then rm -rf "$root"; fi
}
trap cleanup EXIT

# ── The README's block, in two parts: steps 1–2 (network) and 3–6 (no network needed); step 7 is left out.
block=$(awk '/^### From a bare machine to three instances/{f=1} f&&/^```sh$/{b=1;next} b&&/^```$/{exit} b' "$readme")
preamble=$(printf '%s\n' "$block" | awk '/^# 1\./{exit} {print}')
part1=$(printf '%s\n' "$block" | awk '/^# 1\./{f=1} /^# 3\./{exit} f')
part2=$(printf '%s\n' "$block" | awk '/^# 3\./{f=1} /^# 7\./{exit} f')
trial=$(printf '%s\n' "$block" | awk '/A trial without SMS keys/{f=1;next} f&&/^#    /{sub(/^#    /,"");print;next} f{exit}')
[ -n "$part1" ] && [ -n "$part2" ] && [ -n "$trial" ] || { echo "could not find the README's block" >&2; exit 1; }
part1=${part1//<repository>//root/gaokao-src}

say "debootstrap $suite from $mirror into $root"
mkdir -p "$(dirname "$root")"
debootstrap "$suite" "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || { tail -20 "$root.debootstrap.log"; exit 1; }
rm -f "$root.debootstrap.log"
mount -t proc proc "$root/proc"; mount -t sysfs sys "$root/sys"; mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"; mount -t tmpfs shm "$root/dev/shm"
cp /etc/resolv.conf "$root/etc/resolv.conf"
echo "127.0.1.1 $(hostname)" >>"$root/etc/hosts"
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  extra_ca=(NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt)
else
  extra_ca=()
fi
git clone -q "$here" "$root/root/gaokao-src"
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"; chmod +x "$root/usr/sbin/policy-rc.d"

# A root login's environment, nothing of the host's.
in_root() { chroot "$root" env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM=dumb LANG=C.UTF-8 \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "${extra_ca[@]}" "$@"; }

# ── Stand-ins for systemd and the editor.
cat >"$root/usr/local/sbin/unit-exec" <<'EOF'
#!/bin/bash
# unit-exec UNIT [INSTANCE]: runs what systemd would run for /etc/systemd/system/UNIT, in the foreground.
set -euo pipefail
unit="$1"; inst="${2:-}"
file="/etc/systemd/system/$unit"; [ -n "$inst" ] && file="/etc/systemd/system/${unit%%@*}@.service"
val() { sed -n "s/^$1=//p" "$file" | sed "s/%i/$inst/g"; }
user=$(val User | tail -1); wd=$(val WorkingDirectory | tail -1); state=$(val StateDirectory | tail -1)
envs=(PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin HOME="$(getent passwd "$user" | cut -d: -f6)" USER="$user" LOGNAME="$user" SHELL=/usr/sbin/nologin)
if [ -n "$state" ]; then install -d -o "$user" -g "$user" "/var/lib/$state"; envs+=(STATE_DIRECTORY="/var/lib/$state"); fi
while IFS= read -r e; do [ -n "$e" ] && envs+=("$e"); done < <(val Environment)
while IFS= read -r f; do while IFS= read -r e; do envs+=("$e"); done < <(grep -E '^[A-Za-z_][A-Za-z0-9_]*=' "$f"); done < <(val EnvironmentFile)
read -r -a cmd <<<"$(val ExecStart | tail -1)"
cd "${wd:-/}"
exec runuser -u "$user" -- env -i "${envs[@]}" "${cmd[@]}"
EOF
cat >"$root/usr/local/sbin/systemctl" <<'EOF'
#!/bin/bash
# Stand-in for systemctl in a chroot without systemd (deploy/walkthrough.sh): the gaokao units through unit-exec,
# nginx, PostgreSQL and Redis the way their units start them.
set -uo pipefail
run=/run/standin; mkdir -p "$run" /var/log/gaokao
units_of() { for u in "$@"; do case "$u" in gaokao.target) sed -n 's/^Wants=//p' /etc/systemd/system/gaokao.target | tr ' ' '\n';; *) echo "$u";; esac; done; }
start() {
  case "$1" in
    gaokao-migrate.service) [ -e "$run/$1.done" ] || { unit-exec "$1" >>/var/log/gaokao/$1.log 2>&1 && touch "$run/$1.done"; } ;;
    gaokao@*.service)
      start gaokao-migrate.service || return 1
      i=${1#gaokao@}; i=${i%.service}
      setsid unit-exec gaokao@.service "$i" >>"/var/log/gaokao/$1.log" 2>&1 </dev/null & echo $! >"$run/$1.pid" ;;
    gaokao-backup.service) unit-exec "$1" ;;
    *.timer) ;;
    nginx.service|nginx) nginx ;;
    *) echo "systemctl stand-in: start $1 not handled" >&2; return 1 ;;
  esac
}
stop() {
  case "$1" in
    gaokao-migrate.service) rm -f "$run/$1.done" ;;
    gaokao@*.service)
      [ -e "$run/$1.pid" ] || return 0
      pid=$(cat "$run/$1.pid"); kill -TERM "$pid" 2>/dev/null
      for _ in $(seq 450); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      rm -f "$run/$1.pid" ;;
    nginx.service|nginx) nginx -s quit ;;
    *.timer) ;;
  esac
}
cmd="$1"; shift
case "$cmd" in
  daemon-reload) ;;
  enable) [ "${1:-}" = --now ] && { shift; for u in $(units_of "$@"); do start "$u" || exit 1; done; } ;;
  start) for u in $(units_of "$@"); do start "$u" || exit 1; done ;;
  stop) for u in $(units_of "$@"); do stop "$u"; done ;;
  restart) for u in $(units_of "$@"); do stop "$u"; start "$u" || exit 1; done ;;
  reload) case "$1" in nginx*) if [ -e /run/nginx.pid ] && kill -0 "$(cat /run/nginx.pid)" 2>/dev/null; then nginx -s reload; else nginx; fi ;; *) exit 1 ;; esac ;;
  show) # show -p Wants --value gaokao.target
    [ "$1 $2 $3" = "-p Wants --value" ] && sed -n 's/^Wants=//p' "/etc/systemd/system/$4" ;;
  *) echo "systemctl stand-in: $cmd not handled" >&2; exit 1 ;;
esac
EOF
{ echo '#!/bin/sh'; echo '# editor stand-in: the README'"'"'s trial settings'; echo 'set -e'; printf '%s\n' "$trial"; } >"$root/usr/local/sbin/editor"
chmod +x "$root/usr/local/sbin/unit-exec" "$root/usr/local/sbin/systemctl" "$root/usr/local/sbin/editor"

# ── Steps 1–2, host network.
say "README steps 1–2 (packages, Node and pnpm from npm, the code, install, build)"
t=$(date +%s)
if ! in_root bash -euo pipefail -c "$preamble
$part1" 2>&1 | sed -u 's/^/  | /' | grep -v -E '^  \| (Progress:|Get:|Selecting|Preparing|Unpacking|Setting up|Processing|Created symlink|Adding|invoke-rc.d)'; then
  say "steps 1–2 failed"; exit 1
fi
t12=$(($(date +%s) - t))

# ── The machine "boots": what Debian's units would have started after step 1, in a network namespace of its own.
ip netns add "$ns"; ip netns exec "$ns" ip link set lo up
in_ns() { ip netns exec "$ns" chroot "$root" env -i HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM=dumb LANG=C.UTF-8 \
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"; }
rm -f "$root/usr/sbin/policy-rc.d"
in_ns bash -euc '
  for conf in /etc/postgresql/*/main/postgresql.conf; do sed -i "s/^port = [0-9]*/port = 5432/" "$conf"; done
  pg_lsclusters -h | while read -r ver cl _; do pg_ctlcluster "$ver" "$cl" start; done
  install -d -o redis -g redis -m 2775 /run/redis
  runuser -u redis -- redis-server /etc/redis/redis.conf --daemonize yes
  nginx'

say "README steps 3–6 (PostgreSQL, the environment, migration and three instances, TLS and nginx)"
t=$(date +%s)
# The operator's shell is still in /srv/gaokao/app (step 2's cd).
if ! in_ns bash -euo pipefail -c "$preamble
cd /srv/gaokao/app
$part2" 2>&1 | sed -u 's/^/  | /'; then
  say "steps 3–6 failed"; tail -n 30 "$root"/var/log/gaokao/*.log; exit 1
fi
t36=$(($(date +%s) - t))

# ── Checks through nginx, as a visitor: TLS + HTTP/2, readiness, the home page, an asset, sign-up by SMS (the dev
#    provider's code from an instance's log), a plan, a wish-list add seen on tab 1.
say "checks through nginx"
cat >"$root/root/check.sh" <<'EOF'
set -euo pipefail
domain=$1
c() { curl -sSk --resolve "$domain:443:127.0.0.1" --resolve "$domain:80:127.0.0.1" "$@"; }
api() { c -X POST -H 'content-type: application/json' ${token:+-H "authorization: $token"} -d "$2" "https://$domain/api/$1"; }
field() { sed -n "s/.*\"$1\":\"\{0,1\}\([^\",}]*\).*/\1/p"; }
fail() { echo "CHECK FAILED: $*"; exit 1; }
# `nginx -s reload` (systemctl reload) returns at once; the old workers may answer a moment longer.
for _ in $(seq 20); do r=$(c -o /dev/null -w '%{http_code} %{redirect_url}' "http://$domain/Volunteer"); [ "$r" = "301 https://$domain/Volunteer" ] && break; sleep 0.5; done
echo "http:      $r"; [ "$r" = "301 https://$domain/Volunteer" ] || fail redirect
r=$(c "https://$domain/health/ready"); echo "ready:     $r"; [[ $r == *'"season":true'* ]] || fail readiness
r=$(c -o /tmp/home.html -w '%{http_version} %{http_code}' "https://$domain/"); echo "home:      HTTP/$r $(grep -o '<title>[^<]*</title>' /tmp/home.html)"; [ "$r" = "2 200" ] || fail home
asset=$(grep -o '/assets/[^"]*\.js' /tmp/home.html | head -1)
r=$(c -o /dev/null -D - -H 'accept-encoding: br' "https://$domain$asset" | tr -d '\r' | grep -i -E '^(HTTP|content-encoding|cache-control)' | tr '\n' ' ')
echo "asset:     $asset $r"; [[ $r == *'content-encoding: br'* ]] || fail "asset not brotli (nginx cannot read apps/site/dist?)"
r=$(c -o /dev/null -w '%{http_code}' "https://$domain/metrics"); echo "metrics:   $r (not forwarded)"; [ "$r" = 404 ] || fail metrics
phone=139$(date +%s%N | tail -c 9)
r=$(api MemberUser/sendSms "{\"mobile\":\"$phone\"}"); echo "sendSms:   $r"; key=$(echo "$r" | field key)
masked="${phone:0:3}\*\*\*\*${phone:7}"; code=
for _ in $(seq 40); do code=$(grep -h -o "SMS code for $masked: [0-9]*" /var/log/gaokao/*.log | tail -1 | sed 's/.*: //' || true); [ -n "$code" ] && break; sleep 0.25; done
echo "code:      ${code:-none} (from the instance's log)"; [ -n "$code" ] || fail "no SMS code in the log"
r=$(api MemberUser/loginCode "{\"mobile\":\"$phone\",\"verify_id\":\"$key\",\"verify\":\"$code\"}"); echo "loginCode: ${r:0:120}…"; token=$(echo "$r" | field token)
[ -n "$token" ] || fail sign-up
for i in 1 2 3; do r=$(api MemberUser/detail '{}'); [[ $r == *"\"phone\":\"$phone\""* ]] || fail "session on request $i"; done; echo "detail:    the session answers on 3 requests in a row (round robin)"
r=$(api Volunteer/add '{"province":"河北","score":560,"batch":"本科批","subject":["物理","化学","生物"]}'); echo "plan:      ${r:0:100}…"; aspid=$(echo "$r" | field volunteer_id)
[ -n "$aspid" ] || fail plan
tab=$(api Volunteer/college_intell_screen "{\"aspid\":$aspid,\"page\":1,\"pageSize\":10}")
pc=$(echo "$tab" | grep -o '"code":"[^"]*"' | head -1 | cut -d'"' -f4); ps=$(echo "$tab" | grep -o '"specialty_code":"[^"]*"' | head -1 | cut -d'"' -f4)
echo "tab 1:     $(echo "$tab" | grep -o '"tianbaocount":[0-9]*'), first row $pc/$ps"
r=$(api VolunteerResult/add "{\"volunteer_id\":$aspid,\"code\":\"$pc\",\"specialty_code\":\"$ps\"}"); echo "add:       ${r:0:100}…"; [[ $r == *'"status":200'* ]] || fail add
for i in 1 2 3; do r=$(api Volunteer/college_intell_screen "{\"aspid\":$aspid,\"page\":1,\"pageSize\":10}" | grep -o '"tianbaocount":[0-9]*'); [ "$r" = '"tianbaocount":1' ] || fail "tab 1 after the add: $r"; done
echo "tab 1:     \"tianbaocount\":1 after the add, on 3 requests in a row"
for p in 8081 8082 8083; do echo "gaokao@$p: $(grep -c '"url":"/api/' /var/log/gaokao/gaokao@$p.service.log) API requests"; done
echo "ALL CHECKS PASSED"
EOF
domain=$(printf '%s\n' "$preamble" | sed -n 's/^domain=//p')
if ! in_ns bash /root/check.sh "$domain" 2>&1 | sed 's/^/  | /'; then say "a check failed"; exit 1; fi

say "a release: deploy/scripts/rolling-restart.sh while requests flow through nginx"
if ! in_ns bash -c "
  cd /srv/gaokao/app
  ( while [ ! -e /tmp/stop ]; do curl -sk -o /dev/null -w '%{http_code}\n' --resolve $domain:443:127.0.0.1 https://$domain/api/Colleges/getProvince -X POST -H 'content-type: application/json' -d '{}' >>/tmp/codes; done ) &
  t=\$(date +%s); deploy/scripts/rolling-restart.sh; rc=\$?; touch /tmp/stop; wait
  echo \"rolling restart: exit \$rc in \$((\$(date +%s) - t)) s; requests through nginx meanwhile: \$(sort /tmp/codes | uniq -c | tr -s ' ' | tr '\n' ',')\"
  [ \$rc = 0 ] && [ -z \"\$(grep -v '^200\$' /tmp/codes)\" ]" 2>&1 | sed 's/^/  | /'; then
  say "rolling restart: a request failed or an instance did not come back"; exit 1
fi

say "done: Debian $(cat "$root/etc/debian_version"), steps 1–2 ${t12} s, steps 3–6 ${t36} s, total $(($(date +%s) - t_start)) s"
