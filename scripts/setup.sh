#!/usr/bin/env bash
# Installs what the product and its tests need on a fresh Debian machine: pnpm (through
# corepack), the workspace's packages, Debian's Chromium for the browser tests and Java 17 for
# the Firestore emulator and the HTML checker (vnu-jar, pinned to a release that brings no JRE). Safe to run again; it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

export COREPACK_INTEGRITY_KEYS=0 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 TURBO_TELEMETRY_DISABLED=1
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"

apt_updated=""
apt_install() {
  [ -n "$apt_updated" ] || { $SUDO apt-get update -qq; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

if [ "${1:-}" = "--with-test-tools" ]; then
  command -v chromium >/dev/null || { echo "Installing Debian's Chromium…"; apt_install chromium; }
  command -v java >/dev/null || { echo "Installing Java 17…"; apt_install openjdk-17-jre-headless || apt_install default-jre-headless; }
  jar=/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar
  [ -f "$jar" ] || { echo "Installing the Firestore emulator…"; apt_install google-cloud-cli-firestore-emulator || echo "warning: the Firestore emulator could not be installed; its tests will fail in CI"; }
fi

if ! command -v pnpm >/dev/null || [ "$(pnpm --version 2>/dev/null)" != "10.34.9" ]; then
  corepack enable
  corepack prepare pnpm@10.34.9 --activate
fi
pnpm install --frozen-lockfile
