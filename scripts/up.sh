#!/usr/bin/env bash
# One command from a fresh clone to the running product: install, build, start.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec pnpm start
