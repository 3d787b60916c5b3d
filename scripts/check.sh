#!/usr/bin/env bash
# One command from a fresh clone to every test: install the tools and packages, run them all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --with-test-tools
exec pnpm test
