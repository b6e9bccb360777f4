#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Quick start, step 1: install the build and test dependencies (Debian 12), build safepy,
# and run an example through the sandbox. Works as root (containers, CI: no sudo needed)
# and as a user with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."


PKGS=(build-essential cmake pkg-config libseccomp-dev libpython3.11-dev libjson-c-dev
      libcap-dev libcmocka-dev python3 clang libclang-rt-14-dev systemd
      python3-numpy python3-pandas python3-scipy python3-sympy python3-matplotlib
      python3-seaborn)
# The SDK client test needs Node.js and npm; keep an existing installation.
command -v npm >/dev/null || PKGS+=(nodejs npm)

missing=()
for p in "${PKGS[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
	SUDO=""
	if [ "$(id -u)" -ne 0 ]; then
		command -v sudo >/dev/null || {
			echo "setup: missing ${missing[*]}: run as root or install sudo" >&2; exit 1; }
		SUDO="sudo"
	fi
	echo "setup: installing ${missing[*]}"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSAFEPY_WERROR=ON >/dev/null
cmake --build build -j"$(nproc)"

echo "setup: running examples/hello.py in the sandbox:"
./build/safepy run examples/hello.py
