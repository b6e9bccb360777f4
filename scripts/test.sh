#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Quick start, step 2: the whole test suite.
#  1. the normal build (warnings are errors) under ctest: unit, protocol, supervisor,
#     conformance against plain CPython, escapes, kernel layer, official SDK client;
#  2. the same tests with the supervisor and proto/ built with ASan+UBSan (the confined
#     worker is never sanitized: its runtime would need syscalls the filter denies), plus
#     short libFuzzer runs of the JSON-RPC and frame parsers.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

cmake -S . -B build -DSAFEPY_WERROR=ON >/dev/null && cmake --build build -j"$jobs" >/dev/null || exit 1
(cd build && ctest --output-on-failure -j2)
plain=$?

CC=clang cmake -S . -B build-san -DSAFEPY_WERROR=ON -DSAFEPY_SANITIZE=ON -DSAFEPY_FUZZ=ON \
	-DCMAKE_BUILD_TYPE=Debug >/dev/null && cmake --build build-san -j"$jobs" >/dev/null || exit 1
(cd build-san && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	ctest --output-on-failure -j2 -E 'conformance|sandbox_try_syscall')
san=$?

total=$( (cd build && ctest -N | grep -c 'Test *#'); )
total_san=$( (cd build-san && ctest -N -E 'conformance|sandbox_try_syscall' | grep -c 'Test *#'); )
failed=0
[ $plain -eq 0 ] || failed=$((failed + 1))
[ $san -eq 0 ] || failed=$((failed + 1))
echo "test suites: build (${total} tests) $([ $plain -eq 0 ] && echo ok || echo FAILED)," \
	"build-san (${total_san} tests) $([ $san -eq 0 ] && echo ok || echo FAILED)"
echo "$((2 - failed)) passed, ${failed} failed"
[ $failed -eq 0 ]
