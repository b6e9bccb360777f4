#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Quick start, step 2: the whole test suite.
#  1. the normal build (warnings are errors) under ctest: unit, protocol, supervisor, faults,
#     deployment, conformance against plain CPython, escapes, kernel layer, SDK client;
#  2. the same tests with the supervisor and proto/ built by clang with ASan+UBSan (the
#     confined worker is never sanitized: its runtime would need syscalls the filter
#     denies), plus short libFuzzer runs of the JSON-RPC and frame parsers.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

cmake -S . -B build -DSAFEPY_WERROR=ON >/dev/null && cmake --build build -j"$jobs" >/dev/null || {
	echo "build failed"; exit 1; }
(cd build && ctest --output-on-failure -j2) 2>&1 | tee -a "$log"

CC=clang cmake -S . -B build-san -DSAFEPY_WERROR=ON -DSAFEPY_SANITIZE=ON -DSAFEPY_FUZZ=ON \
	-DCMAKE_BUILD_TYPE=Debug >/dev/null && cmake --build build-san -j"$jobs" >/dev/null || {
	echo "sanitizer build failed"; exit 1; }
# try_syscall is the same unsanitized binary in both builds: run once.
(cd build-san && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	ctest --output-on-failure -j2 -E 'sandbox_try_syscall') 2>&1 | tee -a "$log"

# One summary over both runs, from ctest's own closing lines.
read -r total failed < <(awk '/tests passed, [0-9]+ tests? failed out of/ {
	f += $4; t += $NF } END { print t + 0, f + 0 }' "$log")
echo "all suites: $((total - failed)) passed, $failed failed"
echo "$((total - failed)) passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$total" -gt 0 ]
