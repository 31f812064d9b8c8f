#!/usr/bin/env bash
# The machine the checks run on, defined once: Debian 12 with the packages of packages.txt and the
# Node line of .nvmrc, from Debian's archive and the npm registry only (nothing downloads a
# browser). The dev container's image is built with it, and .ci/run starts with it, on this machine
# and in the GitHub workflow. As root it installs only what is missing; as another user (the dev
# container's) or with --check (npm test's first step) it names what is missing, in one line.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
node_line="$(tr -dc '0-9' <"$here/../.nvmrc")"
registry="https://registry.npmjs.org"

if ! grep -qs '^VERSION_CODENAME=bookworm$' /etc/os-release; then
  echo "machine.sh: this is not Debian 12 (bookworm); open the dev container instead (README)" >&2
  exit 1
fi

packages=(ca-certificates curl git)
while read -r package _; do packages+=("$package"); done < <(grep -v '^#' "$here/packages.txt")
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
done
# A machine that brings its own Node of a line package.json's engines names, and npm 11.18+, keeps
# them: .ci/run installs its Node lines beside them. Any other gets Node of .nvmrc's line from the
# registry's binary package, and npm 11.
engines="$(grep -oE '"node": *"[^"]*"' "$here/../package.json" | cut -d'"' -f4)"
node_in_engines() {
  local version floor
  version="$(node --version 2>/dev/null | tr -d v)"
  for floor in $(grep -oE '[0-9]+\.[0-9]+\.[0-9]+' <<<"$engines"); do
    [ "${version%%.*}" = "${floor%%.*}" ] && printf '%s\n%s\n' "$floor" "$version" | sort -V -C && return 0
  done
  return 1
}
node_ok() {
  command -v node >/dev/null && node_in_engines &&
    printf '11.18\n%s\n' "$(npm --version 2>/dev/null)" | sort -V -C
}
if [ "$(id -u)" -ne 0 ] || [ "${1:-}" = --check ]; then
  node_ok || missing+=("node $engines (this is $(node --version 2>/dev/null || echo none)) with npm 11.18+")
  [ ${#missing[@]} -eq 0 ] && exit 0
  echo "Missing ${missing[*]}: open (or rebuild) the dev container, or on Debian 12 run" \
    "sudo bash .devcontainer/machine.sh" >&2
  exit 1
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The newest release of an npm package within a major, read from the registry without npm.
newest() {
  curl -fsSL -H 'Accept: application/vnd.npm.install-v1+json' "$registry/$1" |
    grep -oE "\"$2\.[0-9]+\.[0-9]+\":" | tr -d '":' | sort -V | tail -n 1
}

if ! node_ok; then
  arch="$(dpkg --print-architecture)"
  [ "$arch" = amd64 ] && arch=x64
  version="$(newest "node-linux-$arch" "$node_line")"
  echo "Installing Node $version"
  curl -fsSL "$registry/node-linux-$arch/-/node-linux-$arch-$version.tgz" |
    tar -xz -C /usr/local --strip-components=1 package/bin/node
  version="$(newest npm 11)"
  echo "Installing npm $version"
  rm -rf /usr/local/lib/node_modules/npm
  mkdir -p /usr/local/lib/node_modules/npm
  curl -fsSL "$registry/npm/-/npm-$version.tgz" |
    tar -xz -C /usr/local/lib/node_modules/npm --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
fi
