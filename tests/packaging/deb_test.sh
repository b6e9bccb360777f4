#!/bin/sh
# SPDX-License-Identifier: MIT
# packaging_deb: build the Debian package from the source tree in a temporary directory
# (prefix /usr, tests off, -j2), check its contents and control fields, extract it with
# dpkg-deb -x and run the extracted programs: --version, then `safepy run` on a good file
# (exit 0), a failing one (1), a forbidden import (1, ModuleNotFoundError) and an endless loop (3).
# usage: deb_test.sh SOURCE_DIR CMAKE CPACK VERSION
set -eu
src=$1 cmake=$2 cpack=$3 version=$4

for tool in dpkg-deb dpkg; do
	command -v $tool >/dev/null 2>&1 || { echo "SKIP: $tool not found"; exit 77; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0
check() { # $1: description, rest: command that must succeed
	d=$1
	shift
	if "$@"; then echo "ok   $d"; else echo "FAIL $d"; fail=1; fi
}

# ---- build ----
# The outer build's make jobserver and DESTDIR must not leak into this one.
unset MAKEFLAGS MFLAGS MAKELEVEL DESTDIR CMAKE_BUILD_PARALLEL_LEVEL || true
start=$(date +%s)
if ! "$cmake" -S "$src" -B "$tmp/build" -DCMAKE_INSTALL_PREFIX=/usr -DSAFEPY_TESTS=OFF \
	-DSAFEPY_TEST_HOOKS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$tmp/configure.log" 2>&1; then
	cat "$tmp/configure.log"; echo "FAIL: configure"; exit 1
fi
if ! "$cmake" --build "$tmp/build" -j2 >"$tmp/build.log" 2>&1; then
	tail -n 50 "$tmp/build.log"; echo "FAIL: build"; exit 1
fi
if ! (cd "$tmp/build" && "$cpack" -G DEB) >"$tmp/cpack.log" 2>&1; then
	cat "$tmp/cpack.log"; echo "FAIL: cpack"; exit 1
fi
set -- "$tmp"/build/safepy_*.deb
[ $# -eq 1 ] && [ -f "$1" ] || { cat "$tmp/cpack.log"; echo "FAIL: expected one safepy_*.deb, got: $*"; exit 1; }
deb=$1
echo "built $(basename "$deb") in $(( $(date +%s) - start ))s"

# ---- contents ----
dpkg-deb -c "$deb" >"$tmp/contents"
echo "--- dpkg-deb -c"
awk '{print $1, $6}' "$tmp/contents"
echo "---"
has() { grep -q " \./$1\$" "$tmp/contents"; }
for f in usr/bin/safepy usr/libexec/safepy/safepy-worker \
	usr/lib/systemd/user/safepy.socket usr/lib/systemd/user/safepy.service \
	usr/share/doc/safepy/README.md \
	usr/share/doc/safepy/examples/clients/README.md \
	usr/share/doc/safepy/examples/clients/spawn/claude_desktop_config.json \
	usr/share/doc/safepy/examples/clients/daemon/claude_desktop_config.json \
	usr/share/doc/safepy/examples/clients/spawn/cursor-mcp.json \
	usr/share/doc/safepy/examples/clients/daemon/cursor-mcp.json \
	usr/share/doc/safepy/examples/clients/spawn/vscode-mcp.json \
	usr/share/doc/safepy/examples/clients/daemon/vscode-mcp.json \
	usr/share/doc/safepy/examples/ci/github-actions-validate.yml; do
	check "contains /$f" has "$f"
done
for f in "$src"/docs/*.md; do
	check "contains /usr/share/doc/safepy/$(basename "$f")" has "usr/share/doc/safepy/$(basename "$f")"
done
check "no test-only worker" sh -c "! grep -q testhooks '$tmp/contents'"
check "nothing outside /usr" sh -c "! awk '{print \$6}' '$tmp/contents' | grep -v -e '^\./\$' -e '^\./usr/' | grep -q ."
check "programs are executable" sh -c "grep -E ' \./usr/(bin/safepy|libexec/safepy/safepy-worker)\$' '$tmp/contents' | grep -c '^-rwxr-xr-x' | grep -qx 2"

# ---- control fields ----
dpkg-deb -f "$deb" Package Version Architecture Maintainer Section Priority Depends Description >"$tmp/control"
echo "--- dpkg-deb -f"
cat "$tmp/control"
echo "---"
field() { dpkg-deb -f "$deb" "$1"; }
check "Package: safepy" test "$(field Package)" = safepy
check "Version: $version" test "$(field Version)" = "$version"
check "Architecture: $(dpkg --print-architecture)" test "$(field Architecture)" = "$(dpkg --print-architecture)"
check "Section and Priority" test -n "$(field Section)" -a -n "$(field Priority)"
check "Maintainer" test -n "$(field Maintainer)"
for lib in libseccomp2 libpython3.11-stdlib libjson-c5 libcap2; do
	check "Depends on $lib" sh -c "dpkg-deb -f '$deb' Depends | tr ',' '\n' | grep -Eq '^ *$lib( |\$)'"
done

# ---- the extracted package ----
root=$tmp/root
dpkg-deb -x "$deb" "$root"
safepy=$root/usr/bin/safepy
worker=$root/usr/libexec/safepy/safepy-worker
check "ExecStart=/usr/bin/safepy serve" grep -qx 'ExecStart=/usr/bin/safepy serve' "$root/usr/lib/systemd/user/safepy.service"
if command -v systemd-analyze >/dev/null 2>&1; then
	check "packaged units pass systemd-analyze --user verify" \
		sh "$(dirname "$0")/verify_units.sh" "$root/usr/lib/systemd/user" "$safepy" /usr/bin
fi
ver=$("$safepy" --version 2>&1) || true
echo "safepy --version: $ver"
check "--version prints safepy $version" sh -c "case \"\$1\" in \"safepy $version (worker: CPython 3.11.\"*) exit 0;; esac; exit 1" sh "$ver"
# The worker directory compiled in must be the packaged one.
check "compiled-in worker path is /usr/libexec/safepy" sh -c "'$safepy' --help | grep -q '/usr/libexec/safepy'"
if [ ! -e /usr/libexec/safepy/safepy-worker ]; then
	rc=0
	"$safepy" run /dev/null >"$tmp/out" 2>&1 || rc=$?
	check "without the worker installed: exit 4 naming /usr/libexec/safepy/safepy-worker" \
		sh -c "[ $rc -eq 4 ] && grep -q /usr/libexec/safepy/safepy-worker '$tmp/out'"
fi

mkdir "$tmp/py"
cat >"$tmp/py/good.py" <<'PY'
import math
from collections import Counter
print("packaged safepy:", Counter("abracadabra").most_common(1))
result = math.factorial(10)
PY
cat >"$tmp/py/fail.py" <<'PY'
values = [1, 2, 3]
total = sum(values)
raise ValueError(f"bad total {total}")
PY
printf 'import subprocess\nsubprocess.run(["id"])\n' >"$tmp/py/forbidden.py"
printf 'while True:\n    pass\n' >"$tmp/py/loop.py"

run() { # $1: expected exit status, $2: file, rest: extra options; output in $tmp/out
	want=$1 file=$2
	shift 2
	rc=0
	"$safepy" run --worker "$worker" "$@" "$tmp/py/$file" >"$tmp/out" 2>&1 || rc=$?
	if [ $rc -ne "$want" ]; then
		echo "FAIL safepy run ${*:+$* }$file: exit $rc, expected $want"
		sed 's/^/    /' "$tmp/out" | head -n 20
		fail=1
		return 1
	fi
	echo "ok   safepy run ${*:+$* }$file: exit $rc"
}
run 0 good.py && {
	check "good: logs" grep -q "packaged safepy: \[('a', 5)\]" "$tmp/out"
	check "good: result" grep -q "3628800" "$tmp/out"
}
run 0 good.py --json && check "good --json: result 3628800, no error" python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
assert o["result"] == 3628800 and o["error"] is None and "packaged safepy" in o["logs"], o' "$tmp/out"
run 1 fail.py && check "fail: ValueError at line 3" grep -q "ValueError.*line 3\|line 3.*ValueError" "$tmp/out"
run 1 fail.py --json && check "fail --json: error ValueError, line 3" python3 -c '
import json, sys
e = json.load(open(sys.argv[1]))["error"]
assert e["type"] == "ValueError" and e["line"] == 3 and e["message"] == "bad total 6", e' "$tmp/out"
run 1 forbidden.py && check "forbidden import: ModuleNotFoundError" grep -q "ModuleNotFoundError: import of 'subprocess' is not allowed" "$tmp/out"
run 3 loop.py --timeout 1 && check "endless loop: TimeoutError" grep -q "TimeoutError" "$tmp/out"

# ---- the CI example's validation step, against the extracted package ----
wf=$root/usr/share/doc/safepy/examples/ci/github-actions-validate.yml
if command -v jq >/dev/null 2>&1 && command -v bash >/dev/null 2>&1 && python3 -c 'import yaml' 2>/dev/null; then
	python3 -c '
import sys, yaml
steps = yaml.safe_load(open(sys.argv[1]))["jobs"]["validate"]["steps"]
print(next(s["run"] for s in steps if s.get("name") == "Validate generated code"))' "$wf" >"$tmp/validate.sh"
	mkdir -p "$tmp/bin" "$tmp/ci/generated/sub"
	printf '#!/bin/sh\nexec "%s" "$@" --worker "%s"\n' "$safepy" "$worker" >"$tmp/bin/safepy"
	chmod +x "$tmp/bin/safepy"
	cp "$tmp/py/good.py" "$tmp/ci/generated/"
	rc=0
	(cd "$tmp/ci" && PATH="$tmp/bin:$PATH" GENERATED_GLOB='generated/**/*.py' SAFEPY_TIMEOUT=5 \
		bash -eo pipefail "$tmp/validate.sh") >"$tmp/out" 2>&1 || rc=$?
	check "CI example: passes on good code" test $rc -eq 0
	cp "$tmp/py/fail.py" "$tmp/ci/generated/sub/"
	rc=0
	(cd "$tmp/ci" && PATH="$tmp/bin:$PATH" GENERATED_GLOB='generated/**/*.py' SAFEPY_TIMEOUT=5 \
		bash -eo pipefail "$tmp/validate.sh") >"$tmp/out" 2>&1 || rc=$?
	check "CI example: fails with an annotation on line 3" \
		sh -c "[ $rc -ne 0 ] && grep -q '::error file=generated/sub/fail.py,line=3::' '$tmp/out'"
	[ $fail -eq 0 ] || sed 's/^/    /' "$tmp/out"
else
	echo "note: jq, bash or PyYAML missing: the CI example's step was not run"
fi

[ $fail -eq 0 ] && echo "PASS: packaging_deb" || echo "FAIL: packaging_deb"
exit $fail
