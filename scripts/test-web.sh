#!/usr/bin/env bash
# Tests the Camelot web app: host unit tests of camelot-web, its wasm-bindgen tests in headless
# Chromium, and the end-to-end browser tests against a release build of dist/.
# Installs what is missing first: the tools of scripts/serve.sh, and Debian's chromium and
# chromium-driver. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
say() { echo "==> $*" >&2; }

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing chromium and chromium-driver"
  SUDO=
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  $SUDO apt-get install -y --no-install-recommends chromium chromium-driver
fi

scripts/serve.sh --build-only

say "host unit tests (camelot-web)"
cargo test -p camelot-web

say "wasm-bindgen tests in headless Chromium"
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=/usr/bin/chromedriver \
  cargo test --target wasm32-unknown-unknown -p camelot-web --test browser

say "building the camelot CLI (the e2e tests compare highlights with its move lists)"
cargo build -p camelot-cli

say "end-to-end tests"
node tests/e2e.mjs
say "end-to-end tests: second pass, third pass, move tree, new-player trial findings, rules course, puzzles, Perfect opponent, editor, analysis, embed.html, offline (service worker), sub-path hosting, variants, languages"
for t in second-pass third-pass tree trial learn puzzles perfect editor analysis embed offline subpath variants languages; do node "tests/$t.mjs"; done
say "all web tests passed"
