#!/usr/bin/env bash
# Runs every test of the project: the Rust workspace (unit, doc, data-driven and property
# tests), the wasm builds, and the browser tests. Installs what it needs on a fresh machine
# (the wasm target here; the web tools in scripts/test-web.sh) and skips what is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

echo "== cargo test (workspace)"
cargo test --workspace --locked

echo "== wasm32 builds of the libraries"
cargo build --locked --target wasm32-unknown-unknown -p camelot-core --features serde
if [ -d crates/camelot-ai ]; then
  cargo build --locked --target wasm32-unknown-unknown -p camelot-ai
fi

if [ -x scripts/test-web.sh ]; then
  echo "== web app: build, wasm tests and browser end-to-end tests"
  scripts/test-web.sh
fi
echo "== all tests passed"
