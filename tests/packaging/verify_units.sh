#!/bin/sh
# SPDX-License-Identifier: MIT
# packaging_units: `systemd-analyze --user verify` on the generated user units.
# usage: verify_units.sh UNIT_DIR BUILT_SAFEPY INSTALL_BINDIR
# Works as root in a container without a running systemd: the user manager is only
# simulated (a private XDG_RUNTIME_DIR), nothing is started. verify exits 0 on unknown keys
# and bad values (it only warns), so any line it prints about our units is a failure.
set -eu
units=$1 built=$2 bindir=$3

if ! command -v systemd-analyze >/dev/null 2>&1; then
	echo "SKIP: systemd-analyze not found (Debian package systemd)"
	exit 77
fi
for u in safepy.socket safepy.service; do
	[ -f "$units/$u" ] || { echo "FAIL: $units/$u missing (is add_subdirectory(packaging) in CMakeLists.txt?)"; exit 1; }
done

fail=0
# The install prefix is substituted (configure_file) and ExecStart is exactly `safepy serve`.
exec_line=$(grep '^ExecStart=' "$units/safepy.service")
if [ "$exec_line" != "ExecStart=$bindir/safepy serve" ]; then
	echo "FAIL: service has '$exec_line', expected 'ExecStart=$bindir/safepy serve'"
	fail=1
fi
if grep -n '@[A-Z_]*@' "$units/safepy.service" "$units/safepy.socket"; then
	echo "FAIL: unsubstituted @VARIABLES@ above"
	fail=1
fi
grep -qx 'ListenStream=%t/safepy.sock' "$units/safepy.socket" || { echo "FAIL: socket path"; fail=1; }
grep -qx 'SocketMode=0600' "$units/safepy.socket" || { echo "FAIL: socket mode"; fail=1; }
grep -qx 'Type=notify' "$units/safepy.service" || { echo "FAIL: Type=notify"; fail=1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -m 0700 "$tmp/xdg" "$tmp/units"
cp "$units/safepy.socket" "$units/safepy.service" "$tmp/units/"
# verify checks that ExecStart's program exists; unless the package is installed, point it
# at the program just built (the line itself was checked above).
if [ ! -x "$bindir/safepy" ]; then
	sed -i "s|^ExecStart=$bindir/safepy |ExecStart=$built |" "$tmp/units/safepy.service"
fi

# $1: label, $2...: unit files. Prints what verify said; returns 1 if it said anything
# about a safepy unit or failed.
verify() {
	label=$1
	shift
	rc=0
	out=$(cd "$tmp/units" && XDG_RUNTIME_DIR="$tmp/xdg" HOME="$tmp" SYSTEMD_LOG_LEVEL=notice \
		systemd-analyze --user verify "$@" 2>&1) || rc=$?
	echo "systemd-analyze --user verify ($label): exit $rc"
	[ -z "$out" ] || printf '%s\n' "$out" | sed 's/^/    /'
	[ $rc -eq 0 ] && ! printf '%s\n' "$out" | grep -q 'safepy'
}

verify "generated units" ./safepy.socket ./safepy.service || fail=1

# The check must be able to fail: a unit with an unknown key and a bad value has to be caught.
sed -e 's/^\[Service\]$/[Service]\nNoSuchDirective=yes\nMemoryMax=lots/' \
	"$tmp/units/safepy.service" > "$tmp/units/safepy-broken.service"
if verify "negative control, must complain" ./safepy-broken.service >/dev/null; then
	echo "FAIL: verify did not flag an unknown key and a bad value: this check is blind"
	fail=1
else
	echo "negative control: flagged as expected"
fi

# Informational: systemd's own exposure score for the service (lower is better).
(cd "$tmp/units" && XDG_RUNTIME_DIR="$tmp/xdg" HOME="$tmp" \
	systemd-analyze --user security --offline=yes ./safepy.service 2>/dev/null | tail -n 1) || true

[ $fail -eq 0 ] && echo "PASS: units verified" || echo "FAIL"
exit $fail
