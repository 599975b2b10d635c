#!/usr/bin/env bash
# Makes the secrets of deploy/compose/compose.yaml, once: one file each in SECRETS_DIR
# (default: deploy/compose/secrets), random, in a directory only its owner enters. A file
# that exists is kept, so running it again never changes a password in use.
# Usage: SECRETS_DIR=/etc/hybrid-cloud-site/secrets deploy/compose/make-secrets.sh
set -euo pipefail
dir="${SECRETS_DIR:-$(dirname "$0")/secrets}"
mkdir -p "$dir"
chmod 0700 "$dir"

random_hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }

# Readable inside the containers, whose users differ from the host's; the directory
# keeps everyone else out on the host.
write() {
  local name="$1" value="$2"
  if [ -e "$dir/$name" ]; then
    echo "kept    $dir/$name"
    return
  fi
  (umask 0222 && printf '%s' "$value" > "$dir/$name")
  echo "written $dir/$name"
}

read_or() { if [ -e "$dir/$1" ]; then cat "$dir/$1"; else random_hex "$2"; fi; }

postgres_password="$(read_or postgres-password 24)"
redis_password="$(read_or redis-password 24)"
write postgres-password "$postgres_password"
write database-uri "postgres://site:${postgres_password}@postgres:5432/site"
write redis-password "$redis_password"
write redis-url "redis://:${redis_password}@redis:6379"
write payload-secret "$(random_hex 32)"
write metrics-token "$(random_hex 16)"
write client-cert-proxy-secret "$(random_hex 20)"
write admin-password "$(random_hex 12)"
echo "The first administrator signs in with the password in $dir/admin-password."
