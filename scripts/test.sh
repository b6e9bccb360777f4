#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Quick start, step 2: the whole test suite.
#  1. the normal build (warnings are errors) against the system's CPython 3.11 (Debian's
#     libpython3.11, static), every suite under ctest;
#  2. the same tests with the supervisor and proto/ built by clang with ASan+UBSan (the
#     confined worker is never sanitized: its runtime would need syscalls the filter
#     denies), plus short libFuzzer runs of the JSON-RPC and frame parsers;
#  3. for every other CPython 3.11 on the machine (pyenv's, or SAFEPY_EXTRA_PYTHONS="PREFIX
#     ..."), a build against its shared libpython and the suites that depend on the
#     interpreter: conformance, escapes, and the kernel layer.
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
tested=()

cmake -S . -B build -DSAFEPY_WERROR=ON >/dev/null && cmake --build build -j"$jobs" >/dev/null || {
	echo "build failed"; exit 1; }
(cd build && ctest --output-on-failure -j2) 2>&1 | tee -a "$log"
tested+=("$(build/safepy --version | sed 's/.*(worker: \(.*\))/\1/'), the system's: all suites")

CC=clang cmake -S . -B build-san -DSAFEPY_WERROR=ON -DSAFEPY_SANITIZE=ON -DSAFEPY_FUZZ=ON \
	-DCMAKE_BUILD_TYPE=Debug >/dev/null && cmake --build build-san -j"$jobs" >/dev/null || {
	echo "sanitizer build failed"; exit 1; }
# try_syscall is the same unsanitized binary in both builds: run once. The science
# variants of the native sweep, the secret scan and the CPython-bug cases test the worker,
# which is never sanitized: run once too (CI's time budget).
(cd build-san && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	ctest --output-on-failure -j2 \
	-E 'sandbox_try_syscall|sandbox_native_science|sandbox_secrets_science|sandbox_cpython_bugs_science') \
	2>&1 | tee -a "$log"
tested+=("the same, supervisor and proto/ under ASan+UBSan: all suites but try_syscall and three worker-only science variants")

# Other CPython 3.11 installations: pyenv's (as root in CI, or the user's own).
extra=${SAFEPY_EXTRA_PYTHONS-$(ls -d "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.11.* 2>/dev/null)}
for prefix in $extra; do
	[ -x "$prefix/bin/python3.11" ] || continue
	ver=$("$prefix/bin/python3.11" -c 'import platform; print(platform.python_version())')
	dir="build-py$ver"
	if ! cmake -S . -B "$dir" -DSAFEPY_WERROR=ON -DSAFEPY_PYTHON_PREFIX="$prefix" \
		-DSAFEPY_STATIC_PYTHON=OFF >/dev/null || ! cmake --build "$dir" -j"$jobs" >/dev/null; then
		echo "build against $prefix failed"
		echo "0 tests passed, 1 tests failed out of 1" >>"$log"
		continue
	fi
	(cd "$dir" && ctest --output-on-failure -j2 -L interpreter) 2>&1 | tee -a "$log"
	tested+=("CPython $ver ($prefix, shared): conformance, escapes, kernel layer")
done

echo
echo "interpreters tested:"
printf '  %s\n' "${tested[@]}"
# One summary over all runs, from ctest's own closing lines.
read -r total failed < <(awk '/tests passed, [0-9]+ tests? failed out of/ {
	f += $4; t += $NF } END { print t + 0, f + 0 }' "$log")
echo "all suites: $((total - failed)) passed, $failed failed"
echo "$((total - failed)) passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$total" -gt 0 ]
