#!/usr/bin/env bash
# Builds the Camelot web app with trunk and serves dist/ on 127.0.0.1, printing the URL.
# Installs the pinned tools first when they are missing (see ../shared/TOOLCHAIN.md):
# the wasm32 target, trunk 0.21.14, wasm-bindgen-cli at the version locked in Cargo.lock,
# and the npm packages of package-lock.json (binaryen's wasm-opt, terser, playwright-core).
#
#   scripts/serve.sh [--dev] [--port N]   build (release unless --dev) and serve
#   scripts/serve.sh --install-only       install the tools and stop
#   scripts/serve.sh --build-only         install, build dist/ (release) and stop
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
PORT=${PORT:-8080}
MODE=serve
RELEASE=--release
while [ $# -gt 0 ]; do
  case "$1" in
    --install-only) MODE=install ;;
    --build-only) MODE=build ;;
    --dev) RELEASE= ;;
    --port) PORT=$2; shift ;;
    *) echo "usage: $0 [--dev] [--port N] [--install-only | --build-only]" >&2; exit 2 ;;
  esac
  shift
done

export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

say() { echo "==> $*" >&2; }

locked_version() {
  # The version of crate $1 in Cargo.lock.
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

install_tools() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi

  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing trunk $TRUNK_VERSION (takes several minutes once)"
    cargo install --locked trunk --version "$TRUNK_VERSION"
  fi

  local wb
  wb=$(locked_version wasm-bindgen)
  if [ -z "$wb" ]; then
    echo "wasm-bindgen is not in Cargo.lock" >&2
    exit 1
  fi
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb" ]; then
    say "installing wasm-bindgen-cli $wb"
    # Without --locked: the CLI's own lockfile wants a crate version the registry lacks.
    cargo install wasm-bindgen-cli --version "$wb"
  fi

  # Skip npm when every direct dependency is installed at its locked version (optional
  # per-platform packages in the lockfile are never all present).
  if ! node -e '
      const lock = require("./package-lock.json").packages;
      for (const name of Object.keys(lock[""].devDependencies || {})) {
        const want = lock["node_modules/" + name].version;
        if (require("./node_modules/" + name + "/package.json").version !== want) process.exit(1);
      }' 2>/dev/null; then
    say "installing npm packages (package-lock.json)"
    npm ci --no-audit --no-fund
  fi
}

build() {
  say "building dist/ with trunk ${RELEASE:-(dev)}"
  trunk build $RELEASE
}

install_tools
[ "$MODE" = install ] && exit 0
build
[ "$MODE" = build ] && exit 0
exec node tests/server.mjs dist "$PORT"
