#!/usr/bin/env bash
# Varnish for the compose topology, following its backends: Varnish looks a backend's
# name up once, when a VCL loads, and a replica the engine restarts or replaces may come
# back at another address. This starts varnishd, then looks the replicas up every
# FOLLOW_SECONDS and loads the VCL again, with their addresses written in, when one has
# changed. A name that does not resolve (a replica stopped) keeps its last address: the
# health probe marks it sick until it is back. The names are replaced everywhere, the
# purgers' ACL included: varnishd looks up no name itself, since one that does not
# resolve at that moment (a replica still starting) fails the whole VCL.
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
management="${VARNISH_ADMIN_ADDRESS:-127.0.0.1:6082}"
admin=(varnishadm -T "$management" -S "$work/secret")

declare -A known
look_up() { getent hosts "$1" | awk '{ print $1; exit }'; }

# The VCL with each replica's name replaced by an address: the backend's host and the
# purgers' ACL entry (both written "name";), from the name=address pairs that follow
# the output file.
render() {
  local out="$1" expression=() pair
  for pair in "${@:2}"; do expression+=(-e "s|\"${pair%%=*}\";|\"${pair#*=}\";|g"); done
  sed "${expression[@]}" "$vcl" > "$out"
}
addresses() { for name in "${names[@]}"; do printf '%s=%s\n' "$name" "${known[$name]}"; done; }

# Wait until every replica resolves once: the first VCL needs an address for each.
for name in "${names[@]}"; do
  until address="$(look_up "$name")" && [ -n "$address" ]; do sleep 1; done
  known[$name]="$address"
done
mapfile -t pairs < <(addresses)
render "$work/loaded-0.vcl" "${pairs[@]}"

varnishd -F -j none -n "$work" -T "$management" -S "$work/secret" -f "$work/loaded-0.vcl" "$@" &
varnish=$!
trap 'kill -TERM "$varnish" 2> /dev/null; wait "$varnish"; exit $?' TERM INT

generation=0
in_use=boot
while kill -0 "$varnish" 2> /dev/null; do
  sleep "$every" &
  wait $! || true
  changed=()
  pairs=()
  for name in "${names[@]}"; do
    address="$(look_up "$name" || true)"
    if [ -n "$address" ] && [ "$address" != "${known[$name]}" ]; then
      changed+=("$name=$address")
      pairs+=("$name=$address")
    else
      pairs+=("$name=${known[$name]}")
    fi
  done
  [ ${#changed[@]} -eq 0 ] && continue
  generation=$((generation + 1))
  render "$work/loaded-$generation.vcl" "${pairs[@]}"
  if "${admin[@]}" vcl.load "g$generation" "$work/loaded-$generation.vcl" > /dev/null &&
    "${admin[@]}" vcl.use "g$generation" > /dev/null; then
    # Known only once in use: a VCL that did not load is tried again on the next round.
    for pair in "${changed[@]}"; do known[${pair%%=*}]="${pair#*=}"; done
    echo "follow-varnish: ${changed[*]}: VCL g$generation in use" >&2
    # The one it replaces (varnishd calls the first "boot") goes once nothing uses it.
    "${admin[@]}" vcl.discard "$in_use" > /dev/null 2>&1 || true
    in_use="g$generation"
  else
    "${admin[@]}" vcl.discard "g$generation" > /dev/null 2>&1 || true
    echo "follow-varnish: ${changed[*]}: the new VCL did not load; the old one stays" >&2
  fi
done
wait "$varnish"
