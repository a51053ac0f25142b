#!/usr/bin/env bash
# Runs the commands of docs/deploy.md on this machine, as far as it allows, in a throw-away
# folder: the configuration files checked by the tools that read them (when installed), the
# build installed with production dependencies only, a production start, its readiness and
# metrics, a backup and a restore of the embedded database and, with CHECK_DATABASE_URL (a
# PostgreSQL server whose superuser may create roles and databases), of PostgreSQL, including
# the cron line. What changes the machine itself (a user, systemd units) runs only with
# DEPLOY_CHECK_SYSTEM=1, on a machine made for it. tests/docs/deploy.test.ts checks that every
# command of the guide is here, word for word.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/deploy-check.XXXXXX)
chmod 755 "$WORK"
SERVER=""
stop_server() {
  if [ -n "$SERVER" ]; then
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    SERVER=""
  fi
}
cleanup() {
  stop_server
  if [ -n "${CHECK_DATABASE_URL:-}" ]; then
    psql -q "$CHECK_DATABASE_URL" -c "DROP DATABASE IF EXISTS pharmacy_restored WITH (FORCE)" \
      -c "DROP DATABASE IF EXISTS pharmacy_check WITH (FORCE)" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
step() { printf '\n[deploy-check] %s\n' "$*"; }
skip() { printf '[deploy-check] skipped (%s)\n' "$*"; }

# --- The configuration files (section 4 and 5) ----------------------------------------------
step "the systemd unit"
if command -v systemd-analyze >/dev/null 2>&1; then
  cp "$ROOT/deploy/pharmacy@.service" "$WORK/pharmacy@3000.service"
  verified=$(systemd-analyze verify "$WORK/pharmacy@3000.service" 2>&1 || true)
  if [ -n "$verified" ]; then
    echo "$verified"
    exit 1
  fi
else
  skip "no systemd-analyze"
fi
step "the Caddyfile"
if command -v caddy >/dev/null 2>&1; then
  caddy validate --adapter caddyfile --config "$ROOT/deploy/Caddyfile"
else
  skip "no caddy"
fi
step "the nginx configuration"
if command -v nginx >/dev/null 2>&1; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=pharmacy.example \
    -keyout "$WORK/key.pem" -out "$WORK/cert.pem" >/dev/null 2>&1
  sed -e "s|/etc/letsencrypt/live/pharmacy.example/fullchain.pem|$WORK/cert.pem|" \
    -e "s|/etc/letsencrypt/live/pharmacy.example/privkey.pem|$WORK/key.pem|" \
    "$ROOT/deploy/nginx.conf" >"$WORK/pharmacy.conf"
  printf 'pid %s/nginx.pid;\nevents {}\nhttp { include %s/pharmacy.conf; }\n' "$WORK" "$WORK" >"$WORK/nginx.conf"
  nginx -t -q -c "$WORK/nginx.conf"
else
  skip "no nginx"
fi

# --- The machine (section 1, section 4) --------------------------------------------------------
APP_DIR="$WORK/app"
ENV_FILE="$WORK/pharmacy.env"
: "${APP_DIR:=/srv/pharmacy}"
: "${ENV_FILE:=/etc/pharmacy/pharmacy.env}"
mkdir -p "$APP_DIR"
if [ "${DEPLOY_CHECK_SYSTEM:-}" = "1" ]; then
  step "the user and its folders"
  useradd --system --home-dir "$APP_DIR" --shell /usr/sbin/nologin pharmacy
  install -d -o pharmacy -g pharmacy -m 0700 "$APP_DIR/data" "$APP_DIR/backups"
else
  skip "useradd, install -d, systemctl: set DEPLOY_CHECK_SYSTEM=1 on a machine made for it"
  mkdir -p -m 0700 "$APP_DIR/data" "$APP_DIR/backups"
fi

# --- Build and install (section 2): `npm ci --no-audit --no-fund` is .ci/run's first step ------
step "build, then install with production dependencies only"
(cd "$ROOT" && npm run build)
cp -R "$ROOT/dist" "$ROOT/package.json" "$ROOT/package-lock.json" "$APP_DIR/"
mkdir -p "$APP_DIR/scripts"
cp "$ROOT/scripts/start.mjs" "$ROOT/scripts/build-state.mjs" "$ROOT/scripts/run-built.mjs" "$APP_DIR/scripts/"
cd "$APP_DIR"
npm ci --omit=dev --no-audit --no-fund
test ! -e node_modules/vite && test ! -e node_modules/tsx

# --- Configuration and a first start (section 3) ---------------------------------------------
PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
secret() { node -e 'console.log(require("crypto").randomBytes(36).toString("base64url"))'; }
cat >"$ENV_FILE" <<ENV
DATA_DIR=$APP_DIR/data
BACKUP_DIR=$APP_DIR/backups
APP_URL=https://pharmacy.example
SMTP_URL=smtp://127.0.0.1:9
MAIL_FROM="Pharmacy <no-reply@pharmacy.example>"
AUTH_SECRET=$(secret)
BACKUP_KEY=$(secret)
METRICS_TOKEN=$(secret)
TRUST_PROXY=1
PORT=$PORT
HOST=127.0.0.1
SEED_ADMIN_EMAIL=owner@pharmacy.example
SEED_ADMIN_PASSWORD=check-passphrase-long-enough
ENV
chmod 600 "$ENV_FILE"

start_server() {
  NODE_ENV=production node --enable-source-maps dist/server/main.js &
  SERVER=$!
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:${PORT:-3000}/api/health/ready" >/dev/null 2>&1; then return 0; fi
    kill -0 "$SERVER" 2>/dev/null || { echo "the server stopped"; exit 1; }
    sleep 0.5
  done
  echo "the server did not become ready"
  exit 1
}

step "a production start on the embedded database, ready, with metrics"
set -a && . "$ENV_FILE" && set +a
start_server
curl -fsS "http://127.0.0.1:${PORT:-3000}/api/health/ready"
curl -fsS -H "Authorization: Bearer $METRICS_TOKEN" "http://127.0.0.1:${PORT:-3000}/metrics" >"$WORK/metrics.txt"
grep -q '^http_requests_total{method="GET",route="/api/health/ready",status="200"}' "$WORK/metrics.txt"
test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/metrics")" = 401
stop_server

# --- Backups and restores (section 6) ----------------------------------------------------------
step "a backup of the embedded database (the server stopped), and its restore into an empty DATA_DIR"
npm run backup
BACKUP_FILE=$(ls -1 "$BACKUP_DIR"/pharmacy-*.backup | tail -n 1)
mv "$DATA_DIR" "$DATA_DIR.before-restore"
npm run restore "$BACKUP_FILE"
start_server
stop_server

if [ "${DEPLOY_CHECK_SYSTEM:-}" = "1" ]; then
  step "systemd"
  cp "$ROOT/deploy/pharmacy@.service" /etc/systemd/system/
  systemctl daemon-reload
  systemctl enable --now pharmacy@3000
fi

if [ -z "${CHECK_DATABASE_URL:-}" ]; then
  skip "PostgreSQL: no CHECK_DATABASE_URL"
  step "done"
  exit 0
fi

step "PostgreSQL: a start, a backup while it serves, the cron line, and a restore into a new database"
psql -q "$CHECK_DATABASE_URL" -c "DO \$\$BEGIN CREATE ROLE pharmacy LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END\$\$" \
  -c "CREATE DATABASE pharmacy_check OWNER pharmacy" >/dev/null
server_url=${CHECK_DATABASE_URL%/*}
export PGHOST PGPORT PGUSER
PGHOST=$(node -e 'console.log(new URL(process.argv[1]).hostname)' "$CHECK_DATABASE_URL")
PGPORT=$(node -e 'console.log(new URL(process.argv[1]).port || 5432)' "$CHECK_DATABASE_URL")
PGUSER=$(node -e 'console.log(new URL(process.argv[1]).username)' "$CHECK_DATABASE_URL")
echo "DATABASE_URL=${server_url/\/\/*@/\/\/pharmacy@}/pharmacy_check" >>"$ENV_FILE"
set -a && . "$ENV_FILE" && set +a
start_server
npm run backup
# The cron line of deploy/pharmacy-backup.cron, its paths this check's, while the server serves.
cron_command=$(grep -v '^#' "$ROOT/deploy/pharmacy-backup.cron" | cut -d' ' -f7- |
  sed -e "s|/srv/pharmacy|$APP_DIR|g" -e "s|/etc/pharmacy/pharmacy.env|$ENV_FILE|g" -e "s|/tmp/pharmacy-backup.lock|$WORK/backup.lock|")
sh -c "$cron_command"
grep -q "Backup of the PostgreSQL database written to" "$BACKUP_DIR/backup.log"
stop_server
BACKUP_FILE=$(ls -1 "$BACKUP_DIR"/pharmacy-*.backup | tail -n 1)
createdb --owner=pharmacy pharmacy_restored
DATABASE_URL="${DATABASE_URL%/*}/pharmacy_restored" npm run restore "$BACKUP_FILE"
step "done"
