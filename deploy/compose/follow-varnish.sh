#!/usr/bin/env bash
# Varnish for the compose topology, following its backends: Varnish looks a backend's
# name up once, when a VCL loads, and a replica the engine restarts or replaces may come
# back at another address. This starts varnishd, then looks the replicas up every
# FOLLOW_SECONDS and loads the VCL again, with their addresses written in, when one has
# changed. A name that does not resolve (a replica stopped) keeps its last address: the
# health probe marks it sick until it is back.
# Usage: follow-varnish.sh <site.vcl> <backend name>... (-- varnishd arguments)
set -euo pipefail

vcl="$1"
shift
names=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  names+=("$1")
  shift
done
shift || true
work="${VARNISH_WORK_DIR:-/tmp/varnish}"
every="${FOLLOW_SECONDS:-2}"
mkdir -p "$work"
# The management interface listens on loopback inside the container, with a secret
# made here: nothing outside can reach it.
od -An -tx1 -N32 /dev/urandom | tr -d ' \n' > "$work/secret"
admin=(varnishadm -T 127.0.0.1:6082 -S "$work/secret")

declare -A known
look_up() { getent hosts "$1" | awk '{ print $1; exit }'; }

# The VCL with each backend's name replaced by its address.
render() {
  local out="$1" expression=()
  for name in "${names[@]}"; do expression+=(-e "s|\.host = \"${name}\";|.host = \"${known[$name]}\";|"); done
  sed "${expression[@]}" "$vcl" > "$out"
}

# Wait until every replica resolves once: the first VCL needs an address for each.
for name in "${names[@]}"; do
  until address="$(look_up "$name")" && [ -n "$address" ]; do sleep 1; done
  known[$name]="$address"
done
render "$work/loaded-0.vcl"

varnishd -F -j none -n "$work" -T 127.0.0.1:6082 -S "$work/secret" -f "$work/loaded-0.vcl" "$@" &
varnish=$!
trap 'kill -TERM "$varnish" 2> /dev/null; wait "$varnish"; exit $?' TERM INT

generation=0
while kill -0 "$varnish" 2> /dev/null; do
  sleep "$every" &
  wait $! || true
  changed=()
  for name in "${names[@]}"; do
    address="$(look_up "$name" || true)"
    if [ -n "$address" ] && [ "$address" != "${known[$name]}" ]; then
      known[$name]="$address"
      changed+=("$name=$address")
    fi
  done
  [ ${#changed[@]} -eq 0 ] && continue
  generation=$((generation + 1))
  render "$work/loaded-$generation.vcl"
  if "${admin[@]}" vcl.load "g$generation" "$work/loaded-$generation.vcl" > /dev/null &&
    "${admin[@]}" vcl.use "g$generation" > /dev/null; then
    echo "follow-varnish: ${changed[*]}: VCL g$generation in use" >&2
    # The previous one (varnishd calls the first "boot") goes once nothing uses it.
    previous=$([ "$generation" -eq 1 ] && echo boot || echo "g$((generation - 1))")
    "${admin[@]}" vcl.discard "$previous" > /dev/null 2>&1 || true
  else
    echo "follow-varnish: ${changed[*]}: the new VCL did not load; the old one stays" >&2
  fi
done
wait "$varnish"
