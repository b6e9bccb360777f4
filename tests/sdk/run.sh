#!/bin/sh
# SPDX-License-Identifier: MIT
# Run the official-SDK client test: install the pinned SDK (package-lock.json) on first use.
set -e
cd "$(dirname "$0")"
[ -d node_modules ] || npm ci --no-audit --no-fund
exec node sdk_test.mjs "$SAFEPY"
