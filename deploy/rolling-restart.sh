#!/bin/sh
# Restarts the site's app processes one at a time (docs/deploy.md, "Rolling restart"):
#   deploy/rolling-restart.sh 8001 8002
# Each: systemctl restart (SIGTERM: the process finishes its requests and exits; nginx sends
# new ones to the others), wait until it answers again, then wait nginx's fail_timeout (2 s in
# deploy/nginx/edu-site.conf) so that nginx uses it again before the next one stops.
set -eu
# The readiness check: 200 once the database answers, migrations are done and the renderer is loaded.
READY_PATH=${READY_PATH:-/readyz}
FAIL_TIMEOUT=${FAIL_TIMEOUT:-2}
[ $# -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }
for port in "$@"; do
  echo "edu-site@$port: restarting"
  systemctl restart "edu-site@$port"
  tries=0
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port$READY_PATH"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "edu-site@$port is not ready after 60 s: stopping here (journalctl -u edu-site@$port)" >&2
      exit 1
    fi
    sleep 0.5
  done
  sleep $((FAIL_TIMEOUT + 1))
  echo "edu-site@$port: ready"
done
